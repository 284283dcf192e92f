/**
 * German stories told around the idea, in the stock pack's Präteritum. The idea's parts are used as the
 * parent wrote them ('ein Igel', then 'der Igel'; a later mention keeps the case the idea showed); the action
 * is always an infinitive phrase with its verb last ('wollte ein Kätzchen vom Baum retten', 'endlich schafften
 * sie es, das Kätzchen vom Baum zu retten'), so the parent's verb is never conjugated by guesswork.
 */
import { germanPlanWords as words } from '../../languages/german';
import type { BeatText } from '../../languages/language-pack';
import { cap, oneOf } from '../../languages/language-pack';
import { accusative, dative, germanGrammar, nominative, weakAdjectives } from '../grammars/german';
import type { ActionType, IdeaPart } from '../idea-reading';
import type { IdeaStory } from '../idea-story';
import {
  actionNamesPartner,
  besideWish,
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
} from '../idea-story';
import type { IdeaVoice } from '../idea-voice';
import { germanVisit } from './german-visit';
import { journeyOf, plotShort, type Journey, type PlotShorts, type WayWords } from '../journey';
import { plainText } from '../../recognise';

const { q } = words;
const he = (story: IdeaStory) => words.about(story.gender, 'er', 'sie', 'sie');

const team = (story: IdeaStory): string =>
  story.partner
    ? `${story.name} und ${nominative(story.partner.then)}`
    : story.pet
      ? `${story.name} und ${story.pet.name}`
      : story.name;

/**
 * The verb an event takes when the idea names only the event ('eine Geburtstagsparty', 'ein Ausflug ans
 * Meer'): a party is celebrated and a trip made; seeing either is not what a child wishes for.
 */
function eventVerb(thing: IdeaPart): string | undefined {
  const head = plainText(thing.bare.split(' ').at(-1)!);
  if (/(?:party|fest|feier)$/.test(head)) return 'feiern';
  if (/(?:ausflug|reise|abenteuer|wanderung|suche|picknick|expedition|safari|urlaub|fahrt|tour)$/.test(head))
    return 'machen';
  return undefined;
}

function want(story: IdeaStory, later: boolean): string {
  if (story.action?.lost && story.reading.object) return `${objectWords(story)} wiederfinden`;
  if (story.action) return later ? story.action.phraseThen : story.action.phrase;
  const thing = focusOf(story);
  const of = (part: IdeaPart) => (later ? part.then : part.first);
  if (thing && story.type === 'find') return `${of(thing)} finden`;
  if (thing) {
    const verb = eventVerb(thing);
    // An event keeps its place: 'einen Ausflug ans Meer machen'.
    const where = story.where;
    const at = verb && where?.preposition ? ` ${where.preposition} ${of(where)}` : '';
    return `${accusative(of(thing), thing.gender)}${at} ${verb ?? 'sehen'}`;
  }
  if (story.where) return `${accusative(of(story.where), story.where.gender)} besuchen`;
  // A companion alone is no wish of its own (it comes along anyway), and meeting it would need its
  // accusative ('einen Drachen'), which the idea's own words do not give.
  return 'ein großes Abenteuer erleben';
}

/** The infinitive phrase with 'zu' before each verb at a clause's end ('die Rakete zu bauen und … zu fliegen'). */
const zu = (phrase: string): string =>
  phrase
    .split(' und ')
    .map((part) => part.replace(/(\S+)$/, 'zu $1'))
    .join(' und ');

const lets = (story: IdeaStory): string[] =>
  want(story, false)
    .split(' und ')
    .map((part) => q(`Los geht’s: ${part}!`));

/** The wind falling asleep, and sung awake: what a gentle way meets halfway, by sea or in the sky. */
const BECALMED = {
  setback: 'Aber auf halbem Weg schlief der Wind ein, und sie kamen nicht mehr weiter.',
  fix: ({ name }: IdeaStory) =>
    `${name} sang das Lieblingslied des Windes, und eine sanfte Brise wachte auf und trug sie gemütlich weiter.`,
  short: { setback: 'Der Wind schläft.', fix: 'Sie singen ihn wach.' },
};

/**
 * The way of a journey by how it goes (`journeyOf`): what goes wrong halfway and how they get past it, how
 * they set off and go on, and who joins in their cheer.
 */
const WAY: Record<Journey, WayWords> = {
  land: {
    setback: 'Aber auf halbem Weg versperrte eine hohe, stachelige Hecke den Weg.',
    fix: ({ name }) => `${name} fand unten in der Hecke ein Loch, gerade groß genug zum Durchkriechen.`,
    short: {
      setback: 'Eine Hecke versperrt den Weg.',
      fix: 'Sie kriechen durch ein Loch.',
      onAndOn: 'Sie laufen und laufen.',
    },
    off: ({ name }) => `Die Sonne schien, und ${name} fühlte sich mutig.`,
    onAndOn: 'Sie liefen und liefen, über Felder und Wege.',
    cheer: () => 'sogar die Vögel mitsangen',
  },
  road: {
    setback: 'Aber auf halbem Weg lag ein großer Baum quer über der Straße.',
    fix: ({ name }) =>
      `${name} entdeckte einen kleinen Weg, der um ihn herumführte, und weiter ging die Fahrt.`,
    short: {
      setback: 'Ein Baum liegt im Weg!',
      fix: 'Sie fahren drum herum.',
      onAndOn: 'Sie fahren und fahren.',
    },
    off: ({ name }) => `${q('Los geht’s!')}, rief ${name}, und schon rollten sie die Straße entlang.`,
    onAndOn: 'Sie fuhren und fuhren, an Feldern und kleinen Dörfern vorbei.',
    cheer: () => 'sogar die Vögel mitsangen',
  },
  space: {
    setback: 'Aber auf halbem Weg kam ihnen ein Schauer aus purzelnden Weltraumsteinen entgegengesaust!',
    fix: ({ name }) =>
      `${name} lenkte hierhin und dorthin, langsam und vorsichtig, bis alle Steine sicher vorbeigesaust waren.`,
    short: {
      setback: 'Achtung, Weltraumsteine!',
      fix: 'Sie lenken drum herum.',
      onAndOn: 'Sie sausen und sausen.',
    },
    off: ({ name }) =>
      `${q('Drei, zwei, eins … Start!')}, rief ${name}, und schon sausten sie hinauf in den Himmel.`,
    onAndOn: 'Sie sausten und sausten, an funkelnden Sternen und fernen Planeten vorbei.',
    cheer: () => 'sogar die Sterne zurückzufunkeln schienen',
  },
  sky: {
    setback:
      'Aber auf halbem Weg kam ein kräftiger Windstoß angebraust und trieb sie in die falsche Richtung.',
    fix: ({ name }) =>
      `${name} hielt sich gut fest, bis der Wind sanfter wurde, und dann schwebten sie zurück in die richtige Richtung, hinaus in den Sonnenschein.`,
    short: {
      setback: 'Ein kräftiger Windstoß!',
      fix: 'Sie halten sich fest.',
      onAndOn: 'Sie schweben und schweben.',
    },
    off: () => 'Hinauf, hinauf ging es, und unten wurden die Häuser immer kleiner.',
    onAndOn: 'Sie schwebten und schwebten, hoch über Hügeln und Flüssen.',
    cheer: () => 'sogar die Vögel mitsangen',
  },
  sea: {
    setback:
      'Aber auf halbem Weg wurden die Wellen hoch und wild, und der Wind trieb sie in die falsche Richtung.',
    fix: ({ name }) =>
      `${name} hielt sich gut fest und blieb auf Kurs, Welle um Welle, bis das Meer wieder ruhig war.`,
    short: { setback: 'Große Wellen!', fix: 'Sie halten sich fest.', onAndOn: 'Sie segeln und segeln.' },
    off: ({ name }) => `Los ging es über die Wellen, und ${name} fühlte sich mutig.`,
    onAndOn: 'Sie segelten und segelten, über das glitzernde blaue Meer.',
    cheer: () => 'sogar die Möwen mitkreischten',
  },
  // Für ein Kind, das Angst vor Wasser oder Höhe hat: Der Wind schläft ein, keine Wellen, nichts hoch oben.
  calmSea: {
    ...BECALMED,
    short: { ...BECALMED.short, onAndOn: 'Sie segeln und segeln.' },
    off: ({ name }) => `Ganz gemächlich ging es los, und ${name} fühlte sich mutig.`,
    onAndOn: 'Sie segelten und segelten, ganz gemächlich, die Sonne warm im Gesicht.',
    cheer: () => 'sogar die Möwen mitkreischten',
  },
  calmSky: {
    ...BECALMED,
    short: { ...BECALMED.short, onAndOn: 'Sie schweben und schweben.' },
    off: ({ name }) => `Ganz sachte schwebten sie los, und ${name} fühlte sich mutig.`,
    onAndOn: 'Sie schwebten und schwebten, ganz gemächlich, die Sonne warm im Gesicht.',
    cheer: () => 'sogar die Vögel mitsangen',
  },
};

const SHORT: PlotShorts = {
  rescue: {
    problem: 'Es braucht Hilfe!',
    setback: 'Es ist zu weit weg.',
    fix: 'Ganz langsam und vorsichtig.',
    done: 'Gerettet!',
  },
  find: {
    problem: 'Wo kann es sein?',
    setback: 'Hier ist es nicht.',
    fix: 'Sie folgen den Spuren.',
    done: 'Da ist es!',
  },
  make: {
    problem: 'An die Arbeit!',
    setback: 'Hoppla! Alles fällt um.',
    fix: 'Noch einmal, langsam.',
    done: 'Es ist perfekt!',
  },
  learn: {
    problem: 'Sie schauen genau hin.',
    setback: 'Das ist schwer.',
    fix: 'Immer wieder üben.',
    done: 'Geschafft!',
  },
  travel: { problem: 'Wie weit es ist!', ...WAY.land.short, done: 'Angekommen!' },
  help: {
    problem: 'Wir helfen!',
    setback: 'Es ist zu groß.',
    fix: 'Sie teilen die Arbeit.',
    done: 'Alle lachen.',
  },
  play: {
    problem: 'Hurra!',
    setback: 'Es klappt nicht.',
    fix: 'Sie versuchen es noch einmal.',
    done: 'Was für ein Spaß!',
  },
  other: {
    problem: 'Hurra!',
    setback: 'Es klappt nicht.',
    fix: 'Sie versuchen es noch einmal.',
    done: 'Was für ein Spaß!',
  },
};

/** The short texts of the story's plot, a journey's by how it goes. */
const shortOf = (story: IdeaStory) => plotShort(story, SHORT, WAY);

/** 'Er brauchte Hilfe': the pronoun of the one in need, by its gender and number. */
const needsHelp = (part: IdeaPart): string =>
  part.plural ? 'Sie brauchten Hilfe.' : `${{ m: 'Er', f: 'Sie', n: 'Es' }[part.gender]} brauchte Hilfe.`;

const PROBLEM: Record<ActionType, (story: IdeaStory) => string[]> = {
  rescue: (story) => [
    focusOf(story)
      ? `Plötzlich sahen sie ${focusOf(story)!.then}. ${needsHelp(focusOf(story)!)}`
      : 'Plötzlich hörten sie ein leises Rufen um Hilfe.',
    `${q('Keine Angst, wir kommen!')}, rief ${story.name}.`,
  ],
  find: (story) => [
    `${q('Wo kann es nur sein?')}, fragte sich ${story.name}.`,
    focusOf(story) ? `Sie suchten überall, oben und unten.` : 'Sie suchten überall, oben und unten.',
  ],
  make: (story) =>
    plantsSomething(story)
      ? [
          'Zuerst suchten sie genau die richtige Stelle, wo die Sonne warm schien und die Erde weich war.',
          `${q('Hier ist der beste Platz')}, sagte ${story.name}.`,
        ]
      : [
          'Zuerst sammelten sie alles, was sie brauchten, und legten es ordentlich in eine Reihe.',
          'Es sollte das Schönste auf der ganzen Welt werden.',
        ],
  learn: (story) => [
    `${cap(story.partner?.then ?? story.name)} schaute ganz genau zu.`,
    'Es gab so viel zu lernen, Schritt für Schritt.',
  ],
  travel: (story) => [
    'Der Weg war lang und voller Überraschungen.',
    `${story.name} schaute sich mit großen Augen um.`,
  ],
  // A thing to take somewhere ('deliver a birthday cake') needs no helping hand of its own: it is a job.
  help: (story) =>
    focusThing(story)
      ? ['Es gab eine wichtige Aufgabe zu erledigen.', `${q('Das schaffen wir')}, sagte ${story.name}.`]
      : [`Jemand brauchte eine helfende Hand.`, `${q('Wir helfen dir')}, sagte ${story.name}.`],
  play: (story) => [`Endlich war es so weit!`, `${story.name} konnte es kaum erwarten.`],
  other: (story) => [`Endlich war es so weit!`, `${story.name} konnte es kaum erwarten.`],
};

const SETBACK: Record<ActionType, (story: IdeaStory) => string> = {
  rescue: () => 'Aber es war viel zu weit weg, und allein konnte es niemand schaffen.',
  find: () => 'Aber es war nirgends zu finden, und es wurde schon spät.',
  make: (story) =>
    plantsSomething(story)
      ? 'Aber der erste Versuch ging schief: Die Erde war hart wie Stein, und das kleine Loch füllte sich immer wieder mit Kieselsteinen!'
      : cooksAtHome(story)
        ? 'Aber der erste Versuch ging schief: Der Teig war viel zu flüssig und spritzte überall hin!'
        : 'Aber der erste Versuch ging schief: Alles wackelte und, plumps, fiel um!',
  learn: () => 'Aber es war viel schwerer als gedacht, und der erste Versuch klappte überhaupt nicht.',
  travel: (story) => WAY[journeyOf(story)].setback,
  help: () => 'Aber die Arbeit war viel zu groß für nur zwei Hände.',
  play: () => 'Aber am Anfang lief gar nichts so wie geplant.',
  other: () => 'Aber am Anfang lief gar nichts so wie geplant.',
};

const FIX: Record<ActionType, (story: IdeaStory) => string> = {
  // The pet holds steady when no one else came; alone, the child only reaches out.
  rescue: (story) =>
    story.partner || story.pet
      ? `${cap(nominative(story.partner?.then ?? story.pet!.name))} hielt ganz fest, während ${story.name} sich langsam und vorsichtig streckte.`
      : `${story.name} streckte sich langsam und vorsichtig.`,
  find: () => 'Sie folgten einer Spur aus kleinen Hinweisen, einem nach dem anderen.',
  make: (story) =>
    plantsSomething(story)
      ? 'Diesmal sammelten sie die Kieselsteine einzeln heraus, gruben ein weiches kleines Loch, pflanzten ganz behutsam und gossen vorsichtig.'
      : 'Diesmal gingen sie langsam und vorsichtig vor und halfen einander bei jedem Schritt.',
  learn: () => 'Sie versuchten es wieder und wieder, und jedes Mal ging es ein bisschen besser.',
  travel: (story) => WAY[journeyOf(story)].fix(story),
  help: () => 'Sie teilten sich die Arbeit, und jeder machte das, was er am besten konnte.',
  play: () => 'Sie lachten, änderten ihren Plan ein bisschen und versuchten es noch einmal.',
  other: () => 'Sie lachten, änderten ihren Plan ein bisschen und versuchten es noch einmal.',
};

const DONE: Record<ActionType, (story: IdeaStory) => string> = {
  rescue: () => 'Jetzt war alles wieder gut.',
  find: () => 'Da war es, genau dort, wo niemand nachgesehen hatte!',
  // What was planted grows; what was made is perfect.
  make: (story) =>
    plantsSomething(story)
      ? 'Bald schaute ein kleiner grüner Trieb aus der Erde, als wollte er Hallo sagen.'
      : 'Es war einfach perfekt.',
  learn: () => 'Sie hatten es geschafft!',
  travel: () => 'Sie waren bis ans Ziel gekommen!',
  help: () => 'Alle strahlten über das ganze Gesicht.',
  play: () => 'Es war noch lustiger, als sie es sich erträumt hatten.',
  other: () => 'Es war noch schöner, als sie es sich erträumt hatten.',
};

function success(story: IdeaStory): string {
  const thing = focusOf(story);
  const searching = story.action && /suchen$/.test(story.action.infinitive);
  return searching && thing ? `${thing.then} finden` : want(story, true);
}

/** A dream journey's night: from bed at night, and back to bed (`dreamJourney`). */
const DREAM = {
  opening: (name: string) => `An diesem Abend, unter der warmen Decke, hatte ${name} eine große Idee.`,
  tonight: (name: string) => `${q('Heute Nacht ist es so weit')}, flüsterte ${name}.`,
  night: 'Es würde eine unvergessliche Nacht werden.',
  woke: (story: IdeaStory) =>
    `Dann öffnete ${story.name} die Augen: Es war das eigene Bett, warm und weich, und der Mond lächelte zum Fenster herein.`,
  asleep: (name: string) => `${name} schloss die Augen wieder und schlief lächelnd ein.`,
};

function call(story: IdeaStory): BeatText {
  const { name } = story;
  const partner = story.partner;
  if (partner && !story.reading.childInIdea) {
    // Family, or the child's own, needs no meeting: 'Eines Morgens hatte Papa einen großen Wunsch'.
    const known = partnerKnown(story);
    const wish = `einen großen Wunsch: ${zu(want(story, false))}.`;
    return {
      short: [
        known
          ? `${cap(nominative(partner.then))} hat eine große Idee.`
          : `Da ist ${nominative(partner.first)}!`,
        ...lets(story),
      ],
      long: [
        ...(known
          ? [`Eines Morgens hatte ${nominative(partner.then)} ${wish}`]
          : [
              oneOf(story, 'de-idea-meet', [
                `Eines Morgens stand plötzlich ${nominative(partner.first)} vor ${name}.`,
                `An einem sonnigen Morgen kam ${nominative(partner.first)} zu ${name}.`,
              ]),
              `${cap(nominative(partner.then))} hatte ${wish}`,
            ]),
        `${q('Kann ich helfen?')}, fragte ${name}.`,
        `${cap(nominative(partner.then))} lächelte: ${q('Zusammen schaffen wir das!')}`,
        `${name} war so aufgeregt wie noch nie.`,
      ],
    };
  }
  return {
    short: [`${name} hat eine große Idee.`, ...lets(story)],
    long: [
      dreamJourney(story) ? DREAM.opening(name) : `Eines Morgens wachte ${name} mit einer großen Idee auf.`,
      `${cap(he(story))} wollte ${want(story, false)}!`,
      // The grown-up who cooks with the child (`withGrownUpCook`) offers to help.
      partner && !namedPartner(story)
        ? `${q('Ich helfe dir')}, sagte ${partner.first}.`
        : partner && !actionNamesPartner(story)
          ? `${cap(nominative(partner.first))} ${partner.plural ? 'wollten' : 'wollte'} auch mitkommen.`
          : dreamJourney(story)
            ? DREAM.tonight(name)
            : `${q('Heute ist der Tag')}, sagte ${name}.`,
      `${name} sprang aus dem Bett und war im Nu fertig.`,
      dreamJourney(story) ? DREAM.night : 'Es würde ein unvergesslicher Tag werden.',
    ],
  };
}

function companions(story: IdeaStory): string {
  const friend = words.friend(story);
  if (friend) return `${friend} kam auch mit.`;
  if (cooksAtHome(story))
    return story.pet
      ? `${story.pet.name} saß neben dem Tisch und hoffte auf ein paar Krümel.`
      : `${story.name} wusch sich zuerst die Hände.`;
  if (story.pet && story.partner) return `${story.pet.name} kam auch mit und wedelte vor Freude.`;
  return `${story.name} winkte an der Tür zum Abschied.`;
}

/** In die Küche zu Hause, wo gekocht und gebacken wird (`cooksAtHome`). */
const intoTheKitchen = (story: IdeaStory): BeatText => ({
  short: ['Ab in die Küche!', story.pet ? `${story.pet.name} kommt mit.` : 'Hurra!'],
  long: [
    goesAlone(story)
      ? `Also ging ${team(story)} in die Küche und band sich eine Schürze um.`
      : `Also gingen ${team(story)} in die Küche und banden sich Schürzen um.`,
    companions(story),
    `${story.name} schob einen Hocker an den Tisch, um zu helfen.`,
    `Die Küche war warm und hell, und ${story.name} fühlte sich mutig.`,
  ],
});

function setOff(story: IdeaStory): BeatText {
  if (cooksAtHome(story)) return intoTheKitchen(story);
  const food = words.food(story);
  // A town by its name is gone to 'nach Berlin', anywhere else 'zum Leuchtturm'.
  const to = story.where
    ? story.where.town
      ? `nach ${story.where.then}`
      : `zu ${dative(story.where.then, story.where.gender, story.where.plural)}`
    : words.setting(story).to;
  return {
    short: [`Auf geht’s ${to}!`, story.pet ? `${story.pet.name} kommt mit.` : 'Hurra!'],
    long: [
      `Also ${goesAlone(story) ? 'machte' : 'machten'} sich ${team(story)} auf den Weg ${to}.`,
      companions(story),
      `In ${words.about(story.gender, 'seinem', 'ihrem', 'ihrem')} Rucksack hatte ${story.name} ${food ?? 'einen Snack'} und Wasser dabei, nur für alle Fälle.`,
      WAY[journeyOf(story)].off(story),
    ],
  };
}

function extras(story: IdeaStory): string | undefined {
  const rest = sideParts(story);
  return rest.length ? `Unterwegs sahen sie ${words.and(rest.map((part) => part.first))}.` : undefined;
}

function arrive(story: IdeaStory): BeatText {
  if (cooksAtHome(story)) {
    return {
      short: ['Schüsseln und Löffel!', 'Wie schön!'],
      long: [
        'Die große Rührschüssel, die Holzlöffel und das Mehl kamen auf den Tisch.',
        extras(story) ?? `${story.name} schaute sich mit leuchtenden Augen um.`,
        story.partner
          ? `${q('Fangen wir an')}, sagte ${nominative(story.partner.then)}.`
          : `${q('Fangen wir an')}, flüsterte ${story.name}.`,
        'Bald duftete die ganze Küche nach guten Sachen.',
      ],
    };
  }
  const goal = story.type === 'travel' || focusOf(story) === story.where;
  const at = story.where ? `bei ${story.where.then}` : words.setting(story).at;
  return {
    short: [goal ? WAY[journeyOf(story)].short.onAndOn : `Jetzt sind sie ${at}.`, 'Wie schön!'],
    long: [
      goal ? WAY[journeyOf(story)].onAndOn : `Endlich waren sie ${at}.`,
      extras(story) ?? `${story.name} schaute sich mit leuchtenden Augen um.`,
      story.partner
        ? `${q(goal ? 'Wir sind fast da' : 'Hier ist es')}, sagte ${nominative(story.partner.then)}.`
        : `${q(goal ? 'Wir sind fast da' : 'Hier ist es')}, flüsterte ${story.name}.`,
      'Alles war neu und wunderbar.',
    ],
  };
}

function meet(story: IdeaStory): BeatText {
  return {
    short: ['Schau mal!', shortOf(story).problem],
    long: [
      ...PROBLEM[story.type](story),
      problemSaysTheWish(story)
        ? `Nichts konnte ${story.name} jetzt noch aufhalten.`
        : `${story.name} wusste, was zu tun war: ${want(story, true)}.`,
    ],
  };
}

function obstacle(story: IdeaStory): BeatText {
  return {
    short: [shortOf(story).setback, 'Oh nein!'],
    long: [
      SETBACK[story.type](story),
      goesAlone(story) ? `${story.name} blieb stehen und überlegte.` : `${cap(team(story))} sahen sich an.`,
      `${q('Und jetzt?')}, fragte ${story.name}.`,
    ],
  };
}

function feelings(story: IdeaStory): BeatText {
  return {
    short: [`${story.name} ist besorgt.`, 'Tief durchatmen.'],
    long: [
      `${story.name} war ein bisschen besorgt.`,
      story.partner
        ? `${cap(nominative(story.partner.then))} auch.`
        : `${cap(he(story))} hatte Schmetterlinge im Bauch.`,
      `Dann atmete ${story.name} tief durch und sagte: ${q('Zusammen schaffen wir das.')}`,
      `Und schon fühlte ${he(story)} sich wieder mutig.`,
    ],
  };
}

function solve(story: IdeaStory): BeatText {
  const hobby = words.hobby(story);
  return {
    short: [`${story.name} hat eine Idee!`, shortOf(story).fix],
    long: [
      hobby
        ? `${story.name} liebte ${hobby}, und das brachte ${words.about(story.gender, 'ihn', 'sie', 'sie')} auf eine tolle Idee.`
        : `Da hatte ${story.name} eine tolle Idee.`,
      FIX[story.type](story),
      story.pet ? `${story.pet.name} half auch mit, ganz brav.` : 'Niemand gab auf.',
      'Nach und nach klappte es.',
    ],
  };
}

function reached(story: IdeaStory): BeatText {
  return {
    short: ['Geschafft!', shortOf(story).done],
    long: [
      `Und endlich ${goesAlone(story) ? `schaffte ${story.name}` : 'schafften sie'} es, ${zu(success(story))}!`,
      DONE[story.type](story),
      `${cap(team(story))} ${goesAlone(story) ? 'jubelte' : 'jubelten'} so laut, dass ${cooksAtHome(story) ? 'die Töpfe klapperten' : WAY[journeyOf(story)].cheer(story)}.`,
    ],
  };
}

function party(story: IdeaStory): BeatText {
  const family = partyGuests(story, words.familyList(story, 'subject'), words.friend(story));
  const thanker = thanksTheChild(story);
  // Was gebacken wurde, wird geteilt.
  const made = foodOfIdea(story);
  const cooked = made && accusative(made.then, made.gender);
  const food = cooked ?? words.food(story);
  return {
    short: [
      'Alle feiern!',
      cooked ? 'Jetzt wird genascht!' : food ? `Es gibt ${food}!` : 'Was für ein Fest!',
    ],
    long: [
      family.length ? `Alle kamen zum Feiern: ${words.and(family)}.` : 'Alle kamen zum Feiern.',
      food
        ? `Sie teilten ${food}, und nichts hatte je so gut geschmeckt.`
        : 'Es gab Musik, Lachen und ein großes Picknick.',
      thanker
        ? `${cap(nominative(thanker.then))} umarmte ${story.name} ganz fest.`
        : `${story.name} war überglücklich.`,
    ],
  };
}

/** Das Ende eines Tages in der Küche: niemand geht nach Hause; wer woanders wohnt, wird zur Tür gebracht. */
function doneInTheKitchen(story: IdeaStory, waiting: string | undefined): string {
  const hug = waiting
    ? `, und ${waiting} nahm ${words.about(story.gender, 'ihn', 'sie', 'sie')} fest in den Arm`
    : '';
  const partner = story.partner;
  if (partner && partnerLivesAtHome(story))
    return `Am Abend spülten ${story.name} und ${nominative(partner.then)} zusammen die Schüsseln${waiting ? `, und ${waiting} nahm die beiden fest in den Arm` : ''}.`;
  if (partner)
    return `Am Abend brachte ${story.name} ${accusative(partner.then, partner.gender)} noch zur Tür${hug}.`;
  return `Am Abend half ${story.name} beim Abspülen${hug}.`;
}

/** Der Heimweg: zusammen mit dem Begleiter, wenn er dort auch wohnt. */
function wentHome(story: IdeaStory): string {
  // A dream ends where it began.
  if (dreamJourney(story)) return DREAM.woke(story);
  const waiting = waitingAtHome(story, words.parent);
  if (cooksAtHome(story)) return doneInTheKitchen(story, waiting);
  if (partnerLivesAtHome(story) && story.partner) {
    return `Bei Sonnenuntergang gingen ${story.name} und ${nominative(story.partner.then)} zusammen nach Hause${waiting ? `, wo ${waiting} schon wartete` : ''}.`;
  }
  return `Bei Sonnenuntergang ging ${story.name} nach Hause${waiting ? `, wo ${waiting} schon wartete` : ''}.`;
}

function ending(story: IdeaStory): BeatText {
  const parent = words.parent(story);
  return {
    short: [
      parent ? `${cap(parent)} umarmt ${story.name}.` : `${story.name} ist wieder zu Hause.`,
      story.sleepyEnding ? `Gute Nacht, ${story.name}.` : 'Was für ein Tag!',
    ],
    long: [
      wentHome(story),
      `${q(`Heute habe ich gelernt, dass ${words.lesson(story, familyLeads(story))}`)}, sagte ${story.name}.`,
      dreamJourney(story)
        ? DREAM.asleep(story.name)
        : story.sleepyEnding
          ? `In dieser Nacht schlief ${story.name} lächelnd ein und träumte davon, ${zu(success(story))}.`
          : `${story.name} würde nie vergessen, wie sie es geschafft hatten, ${zu(success(story))}.`,
    ],
  };
}

/** A partner after 'mit', in the dative: 'einem Otter', 'einer Eule', 'ihrem Teddybär', 'ihrer Puppe'. */
function withDative(partner: IdeaPart): string {
  const feminine = partner.gender === 'f' && !partner.plural;
  const [article, ...rest] = partner.first.split(' ');
  const dative = article
    .replace(/^ein(?:en)?$/, 'einem')
    .replace(/^eine$/, 'einer')
    .replace(
      /^(ihr|sein|mein)(?:e|en)?$/,
      (_, own: string) => `${own}${feminine ? 'er' : partner.plural ? 'en' : 'em'}`,
    );
  // After a dative article its describing words end in -en ('einem freundlichen Otter').
  return dative === article ? partner.first : `${dative} ${weakAdjectives(rest.join(' '), 'en')}`;
}

export const germanVoice: IdeaVoice = {
  language: 'German',
  visit: germanVisit,
  grammar: germanGrammar,
  beats: { call, setOff, arrive, meet, obstacle, feelings, solve, reached, party, ending },
  title(story) {
    const star = namedPartner(story) ?? focusOf(story);
    // The child's own thing is theirs in the title too ('Mayas Flugdrachen'); one that acts is 'der'.
    const owned = star && /^(?:ihr|ihre|sein|seine) /.test(star.then);
    if (star && owned && !story.partner) return `${story.name}s ${star.bare}`.replace(/ss /, 's’ ');
    const then =
      star &&
      (owned
        ? germanGrammar.withArticle(star.bare, star.gender, star.plural, true)
        : nominative(star.then, star.gender));
    // Someone called by name ('Papa', 'Zoe') is named so; anything else by its article.
    const named = star?.kind === 'person' && /^\p{Lu}/u.test(star.then);
    return then && (named || /^(?:der|die|das) /.test(then))
      ? `${story.name} und ${then}`
      : `${story.name}s großer Tag`.replace(/ss großer/, 's’ großer');
  },
  summary(story) {
    const partner = story.partner;
    const opening =
      partner && !story.reading.childInIdea
        ? `${cap(nominative(partner.first))} möchte ${want(story, false)}, und ${story.name} hilft dabei.`
        : `${story.name} möchte ${want(story, false)}${besideWish(story, (partner) => `, zusammen mit ${withDative(partner)}`)}.`;
    return `${opening} ${goesAlone(story) ? `Als etwas schiefgeht, versucht ${story.name} es noch einmal, und endlich schafft ${he(story)} es,` : 'Als etwas schiefgeht, versuchen sie es gemeinsam noch einmal, und endlich schaffen sie es,'} ${zu(success(story))}. Eine warme Geschichte, die zeigt, dass ${words.lesson(story, familyLeads(story))}.`;
  },
  setting(story) {
    const stock = words.setting(story);
    return story.where ? `${cap(story.where.bare)}.` : `${cap(stock.name)}: ${stock.what}.`;
  },
  characters(story) {
    return [
      `${story.name}${story.nickname ? ` (${story.nickname})` : ''}, ${story.age} Jahre, ${words.about(story.gender, 'der Held', 'die Heldin', 'die Hauptfigur')}`,
      ...story.reading.cast.map((part) => part.bare),
      story.pet ? `${story.pet.name}, das Haustier` : '',
    ]
      .filter(Boolean)
      .join('; ')
      .concat('.');
  },
};
