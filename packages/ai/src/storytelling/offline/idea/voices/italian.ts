/**
 * Italian stories told around the idea, in the stock pack's past tenses. The idea's parts are used as the
 * parent wrote them ('un cucciolo pompiere', then 'il cucciolo pompiere'); the action is always an infinitive
 * phrase ('voleva salvare un gattino', 'alla fine riuscirono a salvare il gattino dall’albero').
 */
import { italianPlanWords as words } from '../../languages/italian';
import type { BeatText } from '../../languages/language-pack';
import { cap, oneOf } from '../../languages/language-pack';
import { italianGrammar } from '../grammars/italian';
import { italianVisit } from './italian-visit';
import type { ActionType, IdeaPart } from '../idea-reading';
import type { IdeaStory } from '../idea-story';
import {
  agreeing,
  actionNamesPartner,
  besideWish,
  bothGirls,
  cooksAtHome,
  dreamJourney,
  familyLeads,
  partnerKnown,
  problemSaysTheWish,
  focusOf,
  focusThing,
  foodOfIdea,
  goesAlone,
  namedPartner,
  objectWords,
  partnerLivesAtHome,
  partyGuests,
  thanksTheChild,
  plantsSomething,
  sideParts,
  waitingAtHome,
  wishNamesPlace,
  withoutPlace,
} from '../idea-story';
import type { IdeaVoice } from '../idea-voice';
import { journeyOf, plotShort, type Journey, type PlotShorts, type WayWords } from '../journey';
import { plainText } from '../../recognise';

const o = (story: IdeaStory, masculine: string, feminine: string) =>
  words.about(story.gender, masculine, feminine, masculine);

const team = (story: IdeaStory): string =>
  story.partner
    ? `${story.name} e ${story.partner.then}`
    : story.pet
      ? `${story.name} e ${story.pet.name}`
      : story.name;

/**
 * Events, by their head noun (plain), that take 'fare' when the idea names only the event
 * ('una festa di compleanno', 'una gita al mare'): one has a party and goes on a trip; seeing either is not
 * what a child wishes for.
 */
const EVENTS =
  /^(?:festa|picnic|merenda|gita|viaggio|passeggiata|avventura|escursione|caccia|vacanza|spedizione|safari|crociera)$/;

function want(story: IdeaStory, later: boolean): string {
  if (story.action?.lost && story.reading.object) return `ritrovare ${objectWords(story)}`;
  if (story.action) return later ? story.action.phraseThen : story.action.phrase;
  const thing = focusOf(story);
  const of = (part: IdeaPart) => (later ? part.then : part.first);
  if (thing && story.type === 'find') return `ritrovare ${of(thing)}`;
  if (thing) return `${EVENTS.test(plainText(thing.bare.split(' ')[0])) ? 'fare' : 'vedere'} ${of(thing)}`;
  if (story.where) return `visitare ${of(story.where)}`;
  // A companion alone is no wish of its own: they come along ('A dragon wanted to come too').
  return 'vivere una grande avventura';
}

function wantShort(story: IdeaStory): string {
  return withoutPlace(story, want(story, false));
}

const lets = (story: IdeaStory): string[] =>
  wantShort(story)
    .split(/ e (?=\p{Ll}+ )/u)
    .map((part) => `«Andiamo a ${part}!»`);

/** The wind falling asleep, and sung awake: what a gentle way meets halfway, by sea or in the sky. */
const BECALMED = {
  setback: 'Ma a metà strada il vento si addormentò, e non riuscirono più ad andare avanti.',
  fix: ({ name }: IdeaStory) =>
    `${name} cantò la canzone preferita del vento, e una brezza leggera si svegliò e li portò avanti piano piano.`,
  short: { setback: 'Il vento dorme.', fix: 'Lo svegliano cantando.' },
};

/**
 * The way of a journey by how it goes (`journeyOf`): what goes wrong halfway and how they get past it, how
 * they set off and go on, and who joins in their cheer.
 */
const WAY: Record<Journey, WayWords> = {
  land: {
    setback: 'Ma a metà strada una siepe alta e spinosa sbarrò il passaggio.',
    fix: ({ name }) => `${name} trovò un buco in fondo alla siepe, grande giusto per passare.`,
    short: {
      setback: 'Una siepe chiude la strada.',
      fix: 'Passano da un buco.',
      onAndOn: 'Camminano e camminano.',
    },
    off: (story) => `Il sole splendeva, e ${story.name} si sentiva coraggios${o(story, 'o', 'a')}.`,
    onAndOn: 'Camminarono a lungo, tra campi e sentieri.',
    cheer: () => 'perfino gli uccellini si misero a cantare',
  },
  road: {
    setback: 'Ma a metà strada un grosso albero era caduto di traverso sulla strada.',
    fix: ({ name }) => `${name} vide una stradina che ci girava intorno, e ripartirono.`,
    short: { setback: 'Un albero blocca la strada!', fix: 'Ci girano intorno.', onAndOn: 'Vanno e vanno.' },
    off: ({ name }) => `«Si parte!», gridò ${name}, e via lungo la strada.`,
    onAndOn: 'Viaggiarono a lungo, tra campi e piccoli paesi.',
    cheer: () => 'perfino gli uccellini si misero a cantare',
  },
  space: {
    setback: 'Ma a metà strada una pioggia di sassi spaziali arrivò sfrecciando verso di loro!',
    fix: ({ name }) =>
      `${name} sterzò di qua e di là, piano piano e con attenzione, finché tutti i sassi furono passati.`,
    short: {
      setback: 'Attenti ai sassi spaziali!',
      fix: 'Li schivano.',
      onAndOn: 'Sfrecciano e sfrecciano.',
    },
    off: ({ name }) => `«Tre, due, uno… partenza!», gridò ${name}, e su sfrecciarono verso il cielo.`,
    onAndOn: 'Sfrecciarono a lungo, tra stelle scintillanti e pianeti lontani.',
    cheer: () => 'perfino le stelle sembrarono brillare con loro',
  },
  sky: {
    setback: 'Ma a metà strada arrivò una gran folata di vento, che li spinse dalla parte sbagliata.',
    fix: ({ name }) =>
      `${name} si tenne forte finché il vento si calmò, e poi tornarono nella direzione giusta, verso il sole.`,
    short: { setback: 'Una gran folata di vento!', fix: 'Si tengono forte.', onAndOn: 'Volano e volano.' },
    off: () => 'Su, su salirono, e le case laggiù diventavano sempre più piccole.',
    onAndOn: 'Volarono a lungo, alti sopra colline e fiumi.',
    cheer: () => 'perfino gli uccellini si misero a cantare',
  },
  sea: {
    setback: 'Ma a metà strada le onde si fecero alte, e il vento li spinse dalla parte sbagliata.',
    fix: ({ name }) =>
      `${name} si tenne forte e mantenne la rotta, onda dopo onda, finché il mare tornò calmo.`,
    short: { setback: 'Onde grandi!', fix: 'Si tengono forte.', onAndOn: 'Navigano e navigano.' },
    off: (story) => `Partirono sulle onde, e ${story.name} si sentiva coraggios${o(story, 'o', 'a')}.`,
    onAndOn: 'Navigarono a lungo sul mare azzurro e scintillante.',
    cheer: () => 'perfino i gabbiani si misero a gridare',
  },
  // Per chi ha paura dell’acqua o dell’altezza: il vento si addormenta, niente onde, niente altezze.
  calmSea: {
    ...BECALMED,
    short: { ...BECALMED.short, onAndOn: 'Navigano e navigano.' },
    off: (story) => `Partirono piano piano, e ${story.name} si sentiva coraggios${o(story, 'o', 'a')}.`,
    onAndOn: 'Navigarono a lungo, piano piano, con il sole caldo sul viso.',
    cheer: () => 'perfino i gabbiani si misero a gridare',
  },
  calmSky: {
    ...BECALMED,
    short: { ...BECALMED.short, onAndOn: 'Fluttuano e fluttuano.' },
    off: (story) => `Piano piano partirono, e ${story.name} si sentiva coraggios${o(story, 'o', 'a')}.`,
    onAndOn: 'Fluttuarono a lungo, piano piano, con il sole caldo sul viso.',
    cheer: () => 'perfino gli uccellini si misero a cantare',
  },
};

const SHORT: PlotShorts = {
  rescue: {
    problem: 'Serve aiuto!',
    setback: 'È troppo lontano.',
    fix: 'Piano piano, con cura.',
    done: 'In salvo!',
  },
  find: (story) => ({
    problem: `Dove ${agreeing(story, 'sarà', 'saranno')}?`,
    setback: agreeing(story, 'Qui non c’è.', 'Qui non ci sono.'),
    fix: 'Seguono gli indizi.',
    done: agreeing(story, 'Eccolo!', 'Eccoli!', { one: 'Eccola!', many: 'Eccole!' }),
  }),
  make: {
    problem: 'Al lavoro!',
    setback: 'Ops! Crolla tutto.',
    fix: 'Di nuovo, piano.',
    done: 'È perfetto!',
  },
  learn: {
    problem: 'Guardano bene.',
    setback: 'È difficile.',
    fix: 'Riprovano ancora.',
    done: 'Ce l’hanno fatta!',
  },
  travel: { problem: 'Che lontano!', ...WAY.land.short, done: 'Sono arrivati!' },
  help: {
    problem: 'Aiutiamo!',
    setback: 'È troppo grande.',
    fix: 'Si dividono il lavoro.',
    done: 'Tutti sorridono.',
  },
  play: { problem: 'Evviva!', setback: 'Non funziona.', fix: 'Riprovano.', done: 'Che divertimento!' },
  other: { problem: 'Evviva!', setback: 'Non funziona.', fix: 'Riprovano.', done: 'Che divertimento!' },
};

/** The short texts of the story's plot, a journey's by how it goes. */
const shortOf = (story: IdeaStory) => plotShort(story, SHORT, WAY);

const PROBLEM: Record<ActionType, (story: IdeaStory) => string[]> = {
  rescue: (story) => [
    focusOf(story)
      ? `All’improvviso videro ${focusOf(story)!.then}, che aveva bisogno di aiuto.`
      : 'All’improvviso sentirono una vocina che chiedeva aiuto.',
    `«Non avere paura, arriviamo!», disse ${story.name}.`,
  ],
  find: (story) => [
    `«Dove ${agreeing(story, 'sarà', 'saranno')}?», si chiese ${story.name}.`,
    focusOf(story)
      ? `Cercarono ${focusOf(story)!.then} dappertutto, in alto e in basso.`
      : 'Cercarono dappertutto, in alto e in basso.',
  ],
  make: (story) =>
    plantsSomething(story)
      ? [
          'Prima cercarono il posto giusto, dove il sole era caldo e la terra morbida.',
          `«È qui il posto migliore», disse ${story.name}.`,
        ]
      : [
          'Prima raccolsero tutto quello che serviva e lo misero in fila.',
          'Sarebbe stata la cosa più bella del mondo.',
        ],
  learn: (story) => [
    `${cap(story.partner?.then ?? story.name)} guardava con grande attenzione.`,
    'C’era tanto da imparare, un passettino alla volta.',
  ],
  travel: (story) => [
    story.where
      ? `La strada fino a ${story.where.then} era lunga e piena di sorprese.`
      : 'La strada era lunga e piena di sorprese.',
    `${story.name} guardava dappertutto, con gli occhi spalancati.`,
  ],
  // A thing to take somewhere ('deliver a birthday cake') needs no helping hand of its own: it is a job.
  help: (story) =>
    focusThing(story)
      ? ['C’era un compito importante da svolgere.', `«Possiamo farcela», disse ${story.name}.`]
      : [
          focusOf(story)
            ? `${cap(focusOf(story)!.then)} aveva bisogno di una mano.`
            : 'Qualcuno aveva bisogno di una mano.',
          `«Ti aiutiamo noi», disse ${story.name}.`,
        ],
  play: (story) => [
    `Era arrivato il momento di ${want(story, true)}!`,
    `${story.name} non stava più nella pelle.`,
  ],
  other: (story) => [
    `Era arrivato il momento di ${want(story, true)}!`,
    `${story.name} non stava più nella pelle.`,
  ],
};

const SETBACK: Record<ActionType, (story: IdeaStory) => string> = {
  rescue: (story) =>
    `Ma ${focusOf(story)?.then ?? 'chi aveva bisogno di aiuto'} era troppo lontano, e nessuno poteva arrivarci da solo.`,
  find: (story) =>
    `Ma ${focusOf(story)?.then ?? 'quello che cercavano'} ${agreeing(story, 'non si trovava', 'non si trovavano')} da nessuna parte, e si faceva tardi.`,
  make: (story) =>
    plantsSomething(story)
      ? 'Ma il primo tentativo finì male: la terra era dura come la pietra, e la piccola buca si riempiva di sassolini!'
      : cooksAtHome(story)
        ? 'Ma il primo tentativo finì male: l’impasto era troppo liquido e schizzò dappertutto!'
        : 'Ma il primo tentativo finì male: tutto traballò e, patapum, crollò!',
  learn: () => 'Ma era molto più difficile del previsto, e il primo tentativo non andò per niente bene.',
  travel: (story) => WAY[journeyOf(story)].setback,
  help: () => 'Ma era un lavoro troppo grande per un solo paio di mani.',
  play: () => 'Ma all’inizio niente andava come avevano previsto.',
  other: () => 'Ma all’inizio niente andava come avevano previsto.',
};

const FIX: Record<ActionType, (story: IdeaStory) => string> = {
  // The pet holds steady when no one else came; alone, the child only reaches out.
  rescue: (story) =>
    story.partner || story.pet
      ? `${cap(story.partner?.then ?? story.pet!.name)} tenne forte mentre ${story.name} si allungava, piano piano, con cura.`
      : `${story.name} si allungò, piano piano, con cura.`,
  find: () => 'Seguirono una scia di piccoli indizi, uno dopo l’altro.',
  make: (story) =>
    plantsSomething(story)
      ? 'Questa volta tolsero i sassolini uno per uno, scavarono una piccola buca morbida, piantarono con cura e annaffiarono piano piano.'
      : 'Questa volta andarono piano, con cura, e si aiutarono a ogni passo.',
  learn: () => 'Riprovarono, e riprovarono ancora, e ogni volta andava un po’ meglio.',
  travel: (story) => WAY[journeyOf(story)].fix(story),
  help: () => 'Si divisero il lavoro, e ognuno fece quello che sapeva fare meglio.',
  play: () => 'Risero, cambiarono un po’ il piano e riprovarono.',
  other: () => 'Risero, cambiarono un po’ il piano e riprovarono.',
};

/** What was made, done: perfect (agreeing with what it is where the language says so). */
const madeDone = (story: IdeaStory): string => {
  const made = focusOf(story);
  const ending = made?.plural ? (made.gender === 'f' ? 'e' : 'i') : made?.gender === 'f' ? 'a' : 'o';
  return `${made?.plural ? 'Erano' : 'Era'} venut${ending} perfett${ending}.`;
};

const DONE: Record<ActionType, (story: IdeaStory) => string> = {
  rescue: (story) =>
    focusOf(story) ? `${cap(focusOf(story)!.then)} era in salvo.` : 'Tutti erano in salvo.',
  find: (story) =>
    `${agreeing(story, 'Era lì', 'Erano lì')}, proprio dove nessuno aveva pensato di guardare!`,
  // What was planted grows; what was made is perfect.
  make: (story) =>
    plantsSomething(story)
      ? 'Presto un piccolo germoglio verde spuntò dalla terra, come per dire ciao.'
      : madeDone(story),
  learn: () => 'Ce l’avevano fatta!',
  travel: () => 'Erano arrivati fino in fondo!',
  help: () => 'Tutti sorridevano da un orecchio all’altro.',
  play: () => 'Fu ancora più divertente di come l’avevano sognato.',
  other: () => 'Fu ancora più bello di come l’avevano sognato.',
};

function success(story: IdeaStory): string {
  const thing = focusOf(story);
  const searching = story.action && /^cercare/.test(story.action.infinitive);
  return searching && thing ? `ritrovare ${thing.then}` : want(story, true);
}

/** A dream journey's night: from bed at night, and back to bed (`dreamJourney`). */
const DREAM = {
  opening: (name: string) => `Quella sera, sotto la coperta, ${name} ebbe una grande idea.`,
  tonight: (name: string) => `«Stanotte è la notte giusta», sussurrò ${name}.`,
  night: 'Sarebbe stata una notte indimenticabile.',
  woke: (story: IdeaStory) =>
    `Poi ${story.name} aprì gli occhi: era nel suo letto, al calduccio, e la luna sorrideva dalla finestra.`,
  asleep: (name: string) => `${name} richiuse gli occhi e si riaddormentò sorridendo.`,
};

function call(story: IdeaStory): BeatText {
  const { name } = story;
  const partner = story.partner;
  if (partner && !story.reading.childInIdea) {
    // Family, or the child's own, needs no meeting: 'One morning, Papa had a big wish'.
    const known = partnerKnown(story);
    const wish = (who: string) => `${who} aveva un grande desiderio: ${want(story, false)}.`;
    return {
      short: [
        known ? `${cap(partner.then)} ha una grande idea.` : `${name} incontra ${partner.first}.`,
        ...lets(story),
      ],
      long: [
        ...(known
          ? [`Una mattina, ${wish(partner.then)}`]
          : [
              oneOf(story, 'it-idea-meet', [
                `Una mattina, ${name} incontrò ${partner.first}.`,
                `Una mattina di sole, ${name} conobbe ${partner.first}.`,
              ]),
              wish(cap(partner.then)),
            ]),
        `«Posso aiutarti?», chiese ${name}.`,
        `${cap(partner.then)} sorrise: «Insieme ce la faremo!»`,
        `${name} non era mai stat${o(story, 'o', 'a')} così emozionat${o(story, 'o', 'a')}.`,
      ],
    };
  }
  return {
    short: [`${name} ha una grande idea.`, ...lets(story)],
    long: [
      dreamJourney(story) ? DREAM.opening(name) : `Una mattina, ${name} si svegliò con una grande idea.`,
      `Voleva ${want(story, false)}!`,
      // The grown-up who cooks with the child (`withGrownUpCook`) offers to help.
      partner && !namedPartner(story)
        ? `«Ti aiuto io», disse ${partner.first}.`
        : partner && !actionNamesPartner(story)
          ? `Anche ${partner.first} ${partner.plural ? 'volevano' : 'voleva'} venire.`
          : dreamJourney(story)
            ? DREAM.tonight(name)
            : `«Oggi è il giorno giusto», disse ${name}.`,
      `${name} saltò giù dal letto e fu pront${o(story, 'o', 'a')} in un attimo.`,
      dreamJourney(story) ? DREAM.night : 'Sarebbe stata una giornata indimenticabile.',
    ],
  };
}

function companions(story: IdeaStory): string {
  const friend = words.friend(story);
  if (friend) return `Venne anche ${friend}.`;
  if (cooksAtHome(story))
    return story.pet
      ? `${story.pet.name} si sedette vicino al tavolo, sperando in qualche briciola.`
      : `${story.name} per prima cosa si lavò le mani.`;
  if (story.pet && story.partner) return `Anche ${story.pet.name} andò con loro, scodinzolando felice.`;
  return `${story.name} salutò dalla porta.`;
}

/** In cucina, a casa, dove si cucina (`cooksAtHome`). */
const intoTheKitchen = (story: IdeaStory): BeatText => ({
  short: ['Tutti in cucina!', story.pet ? `Viene anche ${story.pet.name}.` : 'Evviva!'],
  long: [
    goesAlone(story)
      ? `Così ${team(story)} andò in cucina e si mise il grembiule.`
      : `Così ${team(story)} andarono in cucina e si misero il grembiule.`,
    companions(story),
    `${story.name} avvicinò uno sgabello al tavolo per aiutare.`,
    `La cucina era calda e luminosa, e ${story.name} si sentiva coraggios${o(story, 'o', 'a')}.`,
  ],
});

function setOff(story: IdeaStory): BeatText {
  if (cooksAtHome(story)) return intoTheKitchen(story);
  const food = words.food(story);
  const place = story.where?.then ?? words.setting(story).name;
  return {
    short: [`Si parte per ${place}!`, story.pet ? `Viene anche ${story.pet.name}.` : 'Evviva!'],
    long: [
      `Così ${team(story)} ${goesAlone(story) ? 'partì' : 'partirono'} per ${place}.`,
      companions(story),
      `Nello zaino, ${story.name} aveva ${food ?? 'la merenda'} e dell’acqua, non si sa mai.`,
      WAY[journeyOf(story)].off(story),
    ],
  };
}

function extras(story: IdeaStory): string | undefined {
  const rest = sideParts(story);
  return rest.length ? `Lungo la strada videro ${words.and(rest.map((part) => part.first))}.` : undefined;
}

function arrive(story: IdeaStory): BeatText {
  if (cooksAtHome(story)) {
    return {
      short: ['Ciotole e cucchiai!', 'Che bello!'],
      long: [
        'Sul tavolo comparvero la ciotola grande, i cucchiai di legno e la farina.',
        extras(story) ?? `${story.name} si guardò intorno con gli occhi che brillavano.`,
        story.partner
          ? `«Cominciamo», disse ${story.partner.then}.`
          : `«Cominciamo», sussurrò ${story.name}.`,
        'Presto tutta la cucina profumava di cose buone.',
      ],
    };
  }
  const place = story.where?.then ?? words.setting(story).name;
  const goal = story.type === 'travel' || focusOf(story) === story.where;
  return {
    short: [goal ? WAY[journeyOf(story)].short.onAndOn : `Ecco ${place}.`, 'Che bello!'],
    long: [
      goal ? WAY[journeyOf(story)].onAndOn : `Finalmente arrivarono a ${place}.`,
      extras(story) ?? `${story.name} si guardò intorno con gli occhi che brillavano.`,
      story.partner
        ? `«${goal ? 'Manca poco' : 'È qui'}», disse ${story.partner.then}.`
        : `«${goal ? 'Manca poco' : 'È qui'}», sussurrò ${story.name}.`,
      'Tutto era nuovo e meraviglioso.',
    ],
  };
}

function meet(story: IdeaStory): BeatText {
  const thing = focusOf(story);
  return {
    // What is looked for is not seen yet: it is asked after, not pointed at.
    short:
      story.type === 'find' && thing
        ? [`${thing.plural ? 'Dove sono' : 'Dov’è'} ${thing.then}?`, 'Cercano dappertutto.']
        : [thing ? `Guarda, ${thing.then}!` : 'Guarda!', shortOf(story).problem],
    long: [
      ...PROBLEM[story.type](story),
      problemSaysTheWish(story)
        ? `Ormai niente poteva fermare ${story.name}.`
        : `${story.name} sapeva che cosa bisognava fare: ${want(story, true)}.`,
    ],
  };
}

function obstacle(story: IdeaStory): BeatText {
  return {
    short: [shortOf(story).setback, 'Oh, no!'],
    long: [
      SETBACK[story.type](story),
      goesAlone(story) ? `${story.name} si fermò a pensare.` : `${cap(team(story))} si guardarono.`,
      `«E adesso?», chiese ${story.name}.`,
    ],
  };
}

function feelings(story: IdeaStory): BeatText {
  return {
    short: [`${story.name} è preoccupat${o(story, 'o', 'a')}.`, 'Un bel respiro.'],
    long: [
      `${story.name} si sentì un po’ preoccupat${o(story, 'o', 'a')}.`,
      story.partner ? `Anche ${story.partner.then}.` : 'Aveva le farfalle nella pancia.',
      goesAlone(story)
        ? `Poi ${story.name} fece un bel respiro e disse: «Se ci riprovo, ce la posso fare.»`
        : `Poi ${story.name} fece un bel respiro e disse: «Se lo facciamo insieme, ce la possiamo fare.»`,
      `E subito tornò a sentirsi coraggios${o(story, 'o', 'a')}.`,
    ],
  };
}

function solve(story: IdeaStory): BeatText {
  const hobby = words.hobby(story);
  return {
    short: [`${story.name} ha un’idea!`, shortOf(story).fix],
    long: [
      hobby
        ? `A ${story.name} piaceva tanto ${hobby}, e questo ${o(story, 'gli', 'le')} diede un’idea geniale.`
        : `Allora a ${story.name} venne un’idea geniale.`,
      FIX[story.type](story),
      story.pet ? `Anche ${story.pet.name} diede una mano, bravissimo.` : 'Nessuno si arrese.',
      'Piano piano, cominciò a funzionare.',
    ],
  };
}

function reached(story: IdeaStory): BeatText {
  return {
    short: ['Ce l’hanno fatta!', shortOf(story).done],
    long: [
      `E alla fine ${goesAlone(story) ? 'riuscì' : 'riuscirono'} a ${success(story)}!`,
      DONE[story.type](story),
      `${cap(team(story))} ${goesAlone(story) ? 'festeggiò' : 'festeggiarono'} così forte che ${cooksAtHome(story) ? 'le pentole tintinnarono' : WAY[journeyOf(story)].cheer(story)}.`,
    ],
  };
}

function party(story: IdeaStory): BeatText {
  const family = partyGuests(story, words.familyList(story), words.friend(story));
  const thanker = thanksTheChild(story);
  // Si divide quello che si è cucinato.
  const cooked = foodOfIdea(story)?.then;
  const food = cooked ?? words.food(story);
  return {
    short: ['Tutti festeggiano!', cooked ? 'Tutti a tavola!' : food ? `C’è ${food}!` : 'Che festa!'],
    long: [
      family.length ? `Vennero tutti a festeggiare: ${words.and(family)}.` : 'Vennero tutti a festeggiare.',
      food
        ? `Divisero ${food}, e niente era mai stato così buono.`
        : 'Ci furono musica, risate e una grande merenda.',
      thanker
        ? `${cap(thanker.then)} diede a ${story.name} l’abbraccio più grande del mondo.`
        : `${story.name} era felicissim${o(story, 'o', 'a')}.`,
    ],
  };
}

/** La fine di una giornata in cucina: nessuno torna a casa; chi abita altrove viene salutato alla porta. */
function doneInTheKitchen(story: IdeaStory, waiting: string | undefined): string {
  const hug = waiting ? `, e ${waiting} l’abbracciò forte` : '';
  if (story.partner && partnerLivesAtHome(story))
    return `La sera, ${story.name} e ${story.partner.then} lavarono insieme le ciotole${waiting ? `, e ${waiting} ${bothGirls(story) ? 'le' : 'li'} abbracciò forte` : ''}.`;
  if (story.partner) return `La sera, ${story.name} salutò ${story.partner.then} alla porta${hug}.`;
  return `La sera, ${story.name} aiutò a lavare le ciotole${hug}.`;
}

/** Il ritorno a casa: insieme al compagno quando ci vive anche lui, altrimenti dopo un saluto. */
function wentHome(story: IdeaStory): string {
  // A dream ends where it began.
  if (dreamJourney(story)) return DREAM.woke(story);
  const waiting = waitingAtHome(story, words.parent);
  if (cooksAtHome(story)) return doneInTheKitchen(story, waiting);
  if (partnerLivesAtHome(story) && story.partner) {
    return `Al tramonto, ${story.name} e ${story.partner.then} tornarono insieme a casa${waiting ? `, dove ${waiting} ${bothGirls(story) ? 'le' : 'li'} aspettava con un abbraccio` : ''}.`;
  }
  return `Al tramonto, ${story.name} salutò${story.partner ? ` ${story.partner.then}` : ''} e tornò a casa${waiting ? `, dove ${waiting} l’aspettava con un abbraccio` : ''}.`;
}

function ending(story: IdeaStory): BeatText {
  const parent = words.parent(story);
  return {
    short: [
      parent ? `${cap(parent)} abbraccia ${story.name}.` : `${story.name} torna a casa.`,
      story.sleepyEnding ? `Buonanotte, ${story.name}.` : 'Che giornata!',
    ],
    long: [
      wentHome(story),
      `«Oggi ho imparato che ${words.lesson(story, familyLeads(story))}», disse ${story.name}.`,
      dreamJourney(story)
        ? DREAM.asleep(story.name)
        : story.sleepyEnding
          ? `Quella notte ${story.name} si addormentò sorridendo e sognò il giorno in cui ${goesAlone(story) ? 'riuscì' : 'riuscirono'} a ${success(story)}.`
          : `${story.name} non avrebbe mai dimenticato il giorno in cui ${goesAlone(story) ? 'riuscì' : 'riuscirono'} a ${success(story)}.`,
    ],
  };
}

export const italianVoice: IdeaVoice = {
  language: 'Italian',
  visit: italianVisit,
  grammar: italianGrammar,
  beats: { call, setOff, arrive, meet, obstacle, feelings, solve, reached, party, ending },
  title(story) {
    const star = namedPartner(story) ?? focusOf(story) ?? story.where;
    return star
      ? `${story.name} e ${star.then.replace(/^(?:(?:il|la|i|le) )?(?:suo|sua|suoi|sue|mio|mia|miei|mie) (.+)$/, (_, noun: string) => italianGrammar.withArticle(noun, star.gender, star.plural, true))}`
      : `Il grande giorno di ${story.name}`;
  },
  summary(story) {
    const partner = story.partner;
    const opening =
      partner && !story.reading.childInIdea
        ? `${cap(partner.first)} vuole ${want(story, false)}, e ${story.name} va ad aiutarl${partner.gender === 'f' ? 'a' : 'o'}.`
        : `${story.name} vuole ${want(story, false)}${besideWish(story, (partner) => `, insieme a ${partner.first}`)}.`;
    const where = story.where && !wishNamesPlace(story) ? ` La strada porta fino a ${story.where.then}.` : '';
    return `${opening}${where} ${goesAlone(story) ? `Quando qualcosa va storto, ${story.name} riprova, e alla fine riesce a` : 'Quando qualcosa va storto, riprovano insieme, e alla fine riescono a'} ${success(story)}. Una storia tenera che insegna che ${words.lesson(story, familyLeads(story))}.`;
  },
  setting(story) {
    const stock = words.setting(story);
    return story.where ? `${cap(story.where.then)}.` : `${cap(stock.name)}: ${stock.what}.`;
  },
  characters(story) {
    return [
      `${story.name}${story.nickname ? ` (${story.nickname})` : ''}, ${story.age} anni, ${words.about(story.gender, 'il protagonista', 'la protagonista', 'protagonista')}`,
      ...story.reading.cast.map((part) => cap(part.bare)),
      story.pet ? `${story.pet.name}, il suo animale` : '',
    ]
      .filter(Boolean)
      .join('; ')
      .concat('.');
  },
};
