/**
 * French stories told around the idea, in the stock pack's tense (passé simple and imparfait). The idea's
 * parts are used as the parent wrote them ('un chiot pompier', then 'le chiot pompier'); the action is always
 * an infinitive phrase ('il voulait sauver un chaton dans un arbre', 'ils réussirent à sauver le chaton'), so
 * the parent's verb is never conjugated by guesswork. Spaces before ! ? : ; become non-breaking in polish.
 */
import { frenchPlanWords as words } from '../../languages/french';
import type { BeatText } from '../../languages/language-pack';
import { cap, oneOf } from '../../languages/language-pack';
import { frenchGrammar } from '../grammars/french';
import type { ActionType, IdeaPart } from '../idea-reading';
import type { IdeaStory } from '../idea-story';
import {
  agreeing,
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
  wishNamesPlace,
  withoutPlace,
} from '../idea-story';
import type { IdeaVoice } from '../idea-voice';
import { journeyOf, plotShort, type Journey, type PlotShorts, type WayWords } from '../journey';
import { plainText } from '../../recognise';
import { frenchVisit } from './french-visit';

const { q } = words;
const he = (story: IdeaStory) => words.about(story.gender, 'il', 'elle', 'iel');
const glad = (story: IdeaStory) => words.about(story.gender, 'content', 'contente', 'heureux·se');
const brave = (story: IdeaStory) => words.about(story.gender, 'courageux', 'courageuse', 'courageux·se');
const worried = (story: IdeaStory) => words.about(story.gender, 'inquiet', 'inquiète', 'inquiet·ète');

const team = (story: IdeaStory): string =>
  story.partner
    ? `${story.name} et ${story.partner.then}`
    : story.pet
      ? `${story.name} et ${story.pet.name}`
      : story.name;

/**
 * Events, by their head noun (plain), that take 'faire' when the idea names only the event
 * ('une fête d’anniversaire', 'un voyage à la mer'): one has a party and makes a trip; seeing either is not
 * what a child wishes for.
 */
const EVENTS =
  /^(?:fete|pique-nique|gouter|voyage|excursion|promenade|balade|aventure|randonnee|chasse|expedition|safari|croisiere|sortie|vacances)$/;

/** What they want, as an infinitive phrase. */
function want(story: IdeaStory, later: boolean): string {
  if (story.action?.lost && story.reading.object) return `retrouver ${objectWords(story)}`;
  if (story.action) return later ? story.action.phraseThen : story.action.phrase;
  const thing = focusOf(story);
  const of = (part: IdeaPart) => (later ? part.then : part.first);
  if (thing && story.type === 'find') return `retrouver ${of(thing)}`;
  if (thing) return `${EVENTS.test(plainText(thing.bare.split(' ')[0])) ? 'faire' : 'voir'} ${of(thing)}`;
  if (story.where) return `visiter ${of(story.where)}`;
  // A companion alone is no wish of its own: they come along ('A dragon wanted to come too').
  return 'vivre une grande aventure';
}

function wantShort(story: IdeaStory): string {
  return withoutPlace(story, want(story, false));
}

const lets = (story: IdeaStory): string[] =>
  wantShort(story)
    .split(/ et (?=\p{Ll}+ )/u)
    .map((part) => `${q(`Allons ${part} !`)}`.replace(/Allons (\p{L})/u, 'Allons $1'));

/** The wind falling asleep, and sung awake: what a gentle way meets halfway, by sea or in the sky. */
const BECALMED = {
  setback: 'Mais à mi-chemin, le vent s’endormit, et ils ne purent plus avancer.',
  fix: ({ name }: IdeaStory) =>
    `${name} chanta la chanson préférée du vent, et une douce brise se réveilla et les emporta tranquillement.`,
  short: { setback: 'Le vent dort.', fix: 'Ils le réveillent en chantant.' },
};

/**
 * The way of a journey by how it goes (`journeyOf`): what goes wrong halfway and how they get past it, how
 * they set off and go on, and who joins in their cheer.
 */
const WAY: Record<Journey, WayWords> = {
  land: {
    setback: 'Mais à mi-chemin, une grande haie piquante leur barra la route.',
    fix: ({ name }) => `${name} trouva un petit trou au pied de la haie, juste assez grand pour passer.`,
    short: {
      setback: 'Une haie bloque le chemin.',
      fix: 'Ils passent par un trou.',
      onAndOn: 'Ils marchent et marchent.',
    },
    off: (story) => `Le soleil brillait, et ${story.name} se sentait ${brave(story)}.`,
    onAndOn: 'Ils marchèrent longtemps, à travers champs et sentiers.',
    cheer: (story) => (goesAlone(story) ? 'les oiseaux chantèrent aussi' : 'les oiseaux chantèrent avec eux'),
  },
  road: {
    setback: 'Mais à mi-chemin, un grand arbre était tombé en travers de la route.',
    fix: ({ name }) => `${name} repéra un petit chemin qui en faisait le tour, et ils repartirent.`,
    short: {
      setback: 'Un arbre bloque la route !',
      fix: 'Ils en font le tour.',
      onAndOn: 'Ils roulent et roulent.',
    },
    off: ({ name }) => `${q('En route !')}, lança ${name}, et ils partirent sur la route.`,
    onAndOn: 'Ils roulèrent longtemps, entre les champs et les petits villages.',
    cheer: (story) => (goesAlone(story) ? 'les oiseaux chantèrent aussi' : 'les oiseaux chantèrent avec eux'),
  },
  space: {
    setback: 'Mais à mi-chemin, une pluie de cailloux de l’espace fonça droit sur eux !',
    fix: ({ name }) =>
      `${name} tourna à gauche, puis à droite, doucement et prudemment, jusqu’à ce que tous les cailloux soient passés.`,
    short: {
      setback: 'Attention, des cailloux !',
      fix: 'Ils les évitent.',
      onAndOn: 'Ils filent et filent.',
    },
    off: ({ name }) => `${q('Trois, deux, un… décollage !')}, cria ${name}, et ils filèrent vers le ciel.`,
    onAndOn: 'Ils filèrent longtemps, entre les étoiles qui brillaient et les planètes lointaines.',
    cheer: () => 'les étoiles semblèrent scintiller avec eux',
  },
  sky: {
    setback: 'Mais à mi-chemin, un grand coup de vent arriva en sifflant et les poussa du mauvais côté.',
    fix: ({ name }) =>
      `${name} tint bon jusqu’à ce que le vent se calme, puis ils repartirent dans le bon sens, vers le soleil.`,
    short: { setback: 'Un grand coup de vent !', fix: 'Ils tiennent bon.', onAndOn: 'Ils volent et volent.' },
    off: () => 'Ils montèrent, montèrent, et les maisons devinrent toutes petites en bas.',
    onAndOn: 'Ils volèrent longtemps, très haut au-dessus des collines et des rivières.',
    cheer: (story) => (goesAlone(story) ? 'les oiseaux chantèrent aussi' : 'les oiseaux chantèrent avec eux'),
  },
  sea: {
    setback: 'Mais à mi-chemin, les vagues devinrent hautes, et le vent les poussa du mauvais côté.',
    fix: ({ name }) =>
      `${name} tint bon et garda le cap, vague après vague, jusqu’à ce que la mer redevienne calme.`,
    short: {
      setback: 'De grosses vagues !',
      fix: 'Ils tiennent bon.',
      onAndOn: 'Ils naviguent et naviguent.',
    },
    off: (story) => `Ils partirent sur les vagues, et ${story.name} se sentait ${brave(story)}.`,
    onAndOn: 'Ils naviguèrent longtemps sur la mer bleue qui scintillait.',
    cheer: () => 'les mouettes crièrent avec eux',
  },
  // Pour un enfant qui a peur de l’eau ou du vide : le vent s’endort, ni vagues ni hauteurs.
  calmSea: {
    ...BECALMED,
    short: { ...BECALMED.short, onAndOn: 'Ils naviguent et naviguent.' },
    off: (story) => `Ils partirent tout doucement, et ${story.name} se sentait ${brave(story)}.`,
    onAndOn: 'Ils naviguèrent longtemps, tout doucement, le soleil sur le visage.',
    cheer: () => 'les mouettes crièrent avec eux',
  },
  calmSky: {
    ...BECALMED,
    short: { ...BECALMED.short, onAndOn: 'Ils flottent et flottent.' },
    off: (story) => `Tout doucement, ils partirent, et ${story.name} se sentait ${brave(story)}.`,
    onAndOn: 'Ils flottèrent longtemps, tout doucement, le soleil sur le visage.',
    cheer: (story) => (goesAlone(story) ? 'les oiseaux chantèrent aussi' : 'les oiseaux chantèrent avec eux'),
  },
};

const SHORT: PlotShorts = {
  rescue: {
    problem: 'Il faut aider !',
    setback: 'C’est trop loin.',
    fix: 'Doucement, tout doucement.',
    done: 'Sauvé !',
  },
  find: (story) => ({
    problem: 'Où est-ce ?',
    setback: 'Ce n’est pas ici.',
    fix: 'Ils suivent les indices.',
    done: agreeing(story, 'Le voilà !', 'Les voilà !', { one: 'La voilà !', many: 'Les voilà !' }),
  }),
  make: {
    problem: 'Au travail !',
    setback: 'Oups ! Tout tombe.',
    fix: 'Encore, doucement.',
    done: 'C’est parfait !',
  },
  learn: {
    problem: 'On regarde bien.',
    setback: 'C’est difficile.',
    fix: 'Encore et encore.',
    done: 'Ça y est !',
  },
  travel: { problem: 'Que c’est loin !', ...WAY.land.short, done: 'Ils sont arrivés !' },
  help: {
    problem: 'On va aider !',
    setback: 'C’est trop grand.',
    fix: 'Ils partagent le travail.',
    done: 'Tout le monde sourit.',
  },
  play: {
    problem: 'Hourra !',
    setback: 'Ça ne marche pas.',
    fix: 'Ils recommencent.',
    done: 'Quelle joie !',
  },
  other: {
    problem: 'Hourra !',
    setback: 'Ça ne marche pas.',
    fix: 'Ils recommencent.',
    done: 'Quelle joie !',
  },
};

/** The short texts of the story's plot, a journey's by how it goes. */
const shortOf = (story: IdeaStory) => plotShort(story, SHORT, WAY);

const PROBLEM: Record<ActionType, (story: IdeaStory) => string[]> = {
  rescue: (story) => [
    focusOf(story)
      ? `Soudain, ils virent ${focusOf(story)!.then}, qui avait besoin d’aide.`
      : 'Soudain, ils entendirent une petite voix qui appelait à l’aide.',
    `${q('N’aie pas peur, on arrive !')}, cria ${story.name}.`,
  ],
  find: (story) => [
    `${q(agreeing(story, 'Où peut-il bien être ?', 'Où peuvent-ils bien être ?', { one: 'Où peut-elle bien être ?', many: 'Où peuvent-elles bien être ?' }))}, se demanda ${story.name}.`,
    focusOf(story)
      ? `Ils cherchèrent ${focusOf(story)!.then} partout, en haut et en bas.`
      : 'Ils cherchèrent partout, en haut et en bas.',
  ],
  make: (story) =>
    plantsSomething(story)
      ? [
          'D’abord, ils cherchèrent le bon endroit, là où le soleil était doux et la terre bien meuble.',
          `${q('C’est ici que ça va pousser')}, dit ${story.name}.`,
        ]
      : [
          'D’abord, ils rassemblèrent tout ce qu’il fallait et le rangèrent bien en ligne.',
          'Ce serait le plus beau du monde.',
        ],
  learn: (story) => [
    `${cap(story.partner?.then ?? story.name)} regardait avec beaucoup d’attention.`,
    'Il y avait tant à apprendre, petit pas par petit pas.',
  ],
  travel: (story) => [
    story.where
      ? `Le chemin jusqu’à ${story.where.then} était long et plein de surprises.`
      : 'Le chemin était long et plein de surprises.',
    `${story.name} regardait partout, les yeux grands ouverts.`,
  ],
  // A thing to take somewhere ('deliver a birthday cake') needs no helping hand of its own: it is a job.
  help: (story) =>
    focusThing(story)
      ? ['Il y avait une mission importante à accomplir.', `${q('On peut le faire')}, dit ${story.name}.`]
      : [
          focusOf(story)
            ? `${cap(focusOf(story)!.then)} avait besoin d’un coup de main.`
            : 'Quelqu’un avait besoin d’un coup de main.',
          `${q('On va t’aider')}, dit ${story.name}.`,
        ],
  play: (story) => [
    `C’était enfin le moment de ${want(story, true)} !`,
    `${story.name} ne tenait plus en place.`,
  ],
  other: (story) => [
    `C’était enfin le moment de ${want(story, true)} !`,
    `${story.name} ne tenait plus en place.`,
  ],
};

const SETBACK: Record<ActionType, (story: IdeaStory) => string> = {
  rescue: (story) =>
    `Mais ${focusOf(story)?.then ?? 'celui qui avait besoin d’aide'} était bien trop loin, et personne ne pouvait y arriver seul.`,
  find: (story) =>
    `Mais ${focusOf(story)?.then ?? 'ce qu’ils cherchaient'} ${agreeing(story, 'restait introuvable', 'restaient introuvables')}, et il se faisait tard.`,
  make: (story) =>
    plantsSomething(story)
      ? 'Mais le premier essai tourna mal : la terre était dure comme de la pierre, et le petit trou se remplissait de cailloux !'
      : cooksAtHome(story)
        ? 'Mais le premier essai tourna mal : la pâte était bien trop liquide, et elle éclaboussa partout !'
        : 'Mais le premier essai tourna mal : tout vacilla et, patatras, s’écroula !',
  learn: () => 'Mais c’était bien plus difficile que prévu, et le premier essai rata complètement.',
  travel: (story) => WAY[journeyOf(story)].setback,
  help: () => 'Mais c’était un travail bien trop grand pour une seule paire de mains.',
  play: () => 'Mais au début, rien ne se passa comme prévu.',
  other: () => 'Mais au début, rien ne se passa comme prévu.',
};

const FIX: Record<ActionType, (story: IdeaStory) => string> = {
  // The pet holds steady when no one else came; alone, the child only reaches out.
  rescue: (story) =>
    story.partner || story.pet
      ? `${cap(story.partner?.then ?? story.pet!.name)} tint bon pendant que ${story.name} tendait les bras, doucement, tout doucement.`
      : `${story.name} tendit les bras, doucement, tout doucement.`,
  find: () => 'Ils suivirent une piste de petits indices, l’un après l’autre.',
  make: (story) =>
    plantsSomething(story)
      ? 'Cette fois, ils enlevèrent les cailloux un par un, creusèrent un petit trou tout doux, plantèrent avec soin et arrosèrent doucement.'
      : 'Cette fois, ils allèrent lentement, avec soin, en s’aidant à chaque étape.',
  learn: () => 'Ils essayèrent encore, et encore, et chaque fois c’était un peu mieux.',
  travel: (story) => WAY[journeyOf(story)].fix(story),
  help: () => 'Ils se partagèrent le travail, et chacun fit ce qu’il savait faire de mieux.',
  play: () => 'Ils rirent, changèrent un peu leur plan et recommencèrent.',
  other: () => 'Ils rirent, changèrent un peu leur plan et recommencèrent.',
};

const DONE: Record<ActionType, (story: IdeaStory) => string> = {
  rescue: (story) =>
    focusOf(story) ? `${cap(focusOf(story)!.then)} était sain et sauf.` : 'Tout le monde était sain et sauf.',
  find: (story) =>
    `${agreeing(story, 'Il était là', 'Ils étaient là', { one: 'Elle était là', many: 'Elles étaient là' })}, juste là où personne n’avait pensé à regarder !`,
  // What was planted grows; what was made is perfect.
  make: (story) =>
    plantsSomething(story)
      ? 'Bientôt, une petite pousse verte sortit de la terre, comme pour dire bonjour.'
      : 'C’était parfait.',
  learn: () => 'Ils avaient réussi !',
  travel: () => 'Ils étaient allés jusqu’au bout !',
  help: () => 'Tout le monde souriait jusqu’aux oreilles.',
  play: () => 'C’était encore plus amusant que dans leurs rêves.',
  other: () => 'C’était encore mieux que dans leurs rêves.',
};

function success(story: IdeaStory): string {
  const thing = focusOf(story);
  const searching = story.action && /^chercher/.test(story.action.infinitive);
  return searching && thing ? `retrouver ${thing.then}` : want(story, true);
}

/** A dream journey's night: from bed at night, and back to bed (`dreamJourney`). */
const DREAM = {
  opening: (name: string) => `Ce soir-là, sous sa couverture, ${name} eut une grande idée.`,
  tonight: (name: string) => `${q('C’est cette nuit')}, chuchota ${name}.`,
  night: 'Ce serait une nuit inoubliable.',
  woke: (story: IdeaStory) =>
    `Puis ${story.name} ouvrit les yeux : ${he(story)} était dans son lit, bien au chaud, et la lune souriait à la fenêtre.`,
  asleep: (name: string) => `${name} referma les yeux et se rendormit en souriant.`,
};

function call(story: IdeaStory): BeatText {
  const { name } = story;
  const partner = story.partner;
  if (partner && !story.reading.childInIdea) {
    // Family, or the child's own, needs no meeting: 'One morning, Papa had a big wish'.
    const known = partnerKnown(story);
    const wish = (who: string) => `${who} avait un grand souhait : ${want(story, false)}.`;
    return {
      short: [
        known ? `${cap(partner.then)} a une grande idée.` : `${name} rencontre ${partner.first}.`,
        ...lets(story),
      ],
      long: [
        ...(known
          ? [`Un matin, ${wish(partner.then)}`]
          : [
              oneOf(story, 'fr-idea-meet', [
                `Un matin, ${name} rencontra ${partner.first}.`,
                `Un beau matin, ${name} tomba sur ${partner.first}.`,
              ]),
              wish(cap(partner.then)),
            ]),
        `${q('Je peux t’aider ?')}, demanda ${name}.`,
        `${cap(partner.then)} sourit : ${q('Ensemble, on va y arriver !')}`,
        `${name} n’avait jamais été aussi ${words.about(story.gender, 'impatient', 'impatiente', 'impatient·e')}.`,
      ],
    };
  }
  return {
    short: [`${name} a une grande idée.`, ...lets(story)],
    long: [
      dreamJourney(story) ? DREAM.opening(name) : `Un matin, ${name} se réveilla avec une grande idée.`,
      `${cap(he(story))} voulait ${want(story, false)} !`,
      // The grown-up who cooks with the child (`withGrownUpCook`) offers to help.
      partner && !namedPartner(story)
        ? `${q('Je vais t’aider')}, dit ${partner.first}.`
        : partner && !actionNamesPartner(story)
          ? `${cap(partner.first)} ${partner.plural ? 'voulaient' : 'voulait'} venir aussi.`
          : dreamJourney(story)
            ? DREAM.tonight(name)
            : `${q('C’est le grand jour')}, dit ${name}.`,
      `${name} sauta du lit et fut prêt${story.gender === 'girl' ? 'e' : ''} en un clin d’œil.`,
      dreamJourney(story) ? DREAM.night : 'Ce serait une journée inoubliable.',
    ],
  };
}

function companions(story: IdeaStory): string {
  const friend = words.friend(story);
  if (friend) return `${friend} vint aussi.`;
  if (cooksAtHome(story))
    return story.pet
      ? `${story.pet.name} s’assit près de la table, en espérant quelques miettes.`
      : `${story.name} se lava d’abord les mains.`;
  if (story.pet && story.partner) return `${story.pet.name} les suivit en remuant joyeusement la queue.`;
  return `${story.name} fit au revoir depuis la porte.`;
}

/** Dans la cuisine de la maison, là où l’on cuisine (`cooksAtHome`). */
const intoTheKitchen = (story: IdeaStory): BeatText => ({
  short: ['À la cuisine !', story.pet ? `${story.pet.name} vient aussi.` : 'Hourra !'],
  long: [
    goesAlone(story)
      ? `Alors ${team(story)} entra dans la cuisine et mit un tablier.`
      : `Alors ${team(story)} entrèrent dans la cuisine et mirent leurs tabliers.`,
    companions(story),
    `${story.name} approcha un tabouret de la table pour aider.`,
    `La cuisine était chaude et lumineuse, et ${story.name} se sentait ${brave(story)}.`,
  ],
});

function setOff(story: IdeaStory): BeatText {
  if (cooksAtHome(story)) return intoTheKitchen(story);
  const food = words.food(story);
  const place = story.where?.then ?? words.setting(story).name;
  return {
    short: [`En route vers ${place} !`, story.pet ? `${story.pet.name} vient aussi.` : 'Hourra !'],
    long: [
      `Alors ${team(story)} ${goesAlone(story) ? 'partit' : 'partirent'} vers ${place}.`,
      companions(story),
      `Dans son sac, ${story.name} avait emporté ${food ? `des ${food}`.replace('des des', 'des') : 'un goûter'} et de l’eau, au cas où.`,
      WAY[journeyOf(story)].off(story),
    ],
  };
}

function extras(story: IdeaStory): string | undefined {
  const rest = sideParts(story);
  return rest.length ? `En chemin, ils virent ${words.and(rest.map((part) => part.first))}.` : undefined;
}

function arrive(story: IdeaStory): BeatText {
  if (cooksAtHome(story)) {
    return {
      short: ['Des bols et des cuillères !', 'Super !'],
      long: [
        'On sortit le grand saladier, les cuillères en bois et la farine.',
        extras(story) ?? `${story.name} regarda tout autour, les yeux brillants.`,
        story.partner
          ? `${q('On commence')}, dit ${story.partner.then}.`
          : `${q('On commence')}, chuchota ${story.name}.`,
        'Bientôt, toute la cuisine sentait bon.',
      ],
    };
  }
  const place = story.where?.then ?? words.setting(story).name;
  const goal = story.type === 'travel' || focusOf(story) === story.where;
  return {
    short: [goal ? WAY[journeyOf(story)].short.onAndOn : `Voici ${place}.`, 'Que c’est beau !'],
    long: [
      goal ? WAY[journeyOf(story)].onAndOn : `Enfin, ils arrivèrent à ${place}.`,
      extras(story) ?? `${story.name} regarda tout autour, les yeux brillants.`,
      story.partner
        ? `${q(goal ? 'Nous y sommes presque' : 'C’est ici')}, dit ${story.partner.then}.`
        : `${q(goal ? 'Nous y sommes presque' : 'C’est ici')}, chuchota ${story.name}.`,
      'Tout était nouveau et merveilleux.',
    ],
  };
}

function meet(story: IdeaStory): BeatText {
  const thing = focusOf(story);
  return {
    // What is looked for is not seen yet: it is asked after, not pointed at.
    short:
      story.type === 'find' && thing
        ? [`Où ${thing.plural ? 'sont' : 'est'} ${thing.then} ?`, 'Ils cherchent partout.']
        : [thing ? `Regarde, ${thing.then} !` : 'Regarde !', shortOf(story).problem],
    long: [
      ...PROBLEM[story.type](story),
      problemSaysTheWish(story)
        ? `Plus rien ne pouvait arrêter ${story.name}.`
        : `${story.name} savait ce qu’il fallait faire : ${want(story, true)}.`,
    ],
  };
}

function obstacle(story: IdeaStory): BeatText {
  return {
    short: [shortOf(story).setback, 'Oh non !'],
    long: [
      SETBACK[story.type](story),
      goesAlone(story) ? `${story.name} s’arrêta pour réfléchir.` : `${cap(team(story))} se regardèrent.`,
      `${q('Et maintenant ?')}, demanda ${story.name}.`,
    ],
  };
}

function feelings(story: IdeaStory): BeatText {
  return {
    short: [`${story.name} est ${worried(story)}.`, 'Une grande inspiration.'],
    long: [
      `${story.name} se sentit un peu ${worried(story)}.`,
      story.partner
        ? `${cap(story.partner.then)} aussi.`
        : `${cap(he(story))} avait des papillons dans le ventre.`,
      `Puis ${story.name} prit une grande inspiration et dit : ${q('Ensemble, on peut y arriver.')}`,
      `Et aussitôt, ${he(story)} se sentit de nouveau ${brave(story)}.`,
    ],
  };
}

function solve(story: IdeaStory): BeatText {
  const hobby = words.hobby(story);
  return {
    short: [`${story.name} a une idée !`, shortOf(story).fix],
    long: [
      hobby
        ? `${story.name} adorait ${hobby}, et cela lui donna une idée géniale.`
        : `Alors ${story.name} eut une idée géniale.`,
      FIX[story.type](story),
      story.pet ? `${story.pet.name} aida aussi, sage comme une image.` : 'Personne n’abandonna.',
      'Petit à petit, ça commença à marcher.',
    ],
  };
}

function reached(story: IdeaStory): BeatText {
  return {
    short: ['Ils ont réussi !', shortOf(story).done],
    long: [
      `Et enfin, ${goesAlone(story) ? `${he(story)} réussit` : 'ils réussirent'} à ${success(story)} !`,
      DONE[story.type](story),
      `${goesAlone(story) ? `${story.name} poussa` : `${cap(team(story))} poussèrent`} des cris de joie si forts que ${
        cooksAtHome(story) ? 'les casseroles en tremblèrent' : WAY[journeyOf(story)].cheer(story)
      }.`,
    ],
  };
}

function party(story: IdeaStory): BeatText {
  const family = partyGuests(story, words.familyList(story), words.friend(story));
  const thanker = thanksTheChild(story);
  // Ce qu’on a cuisiné est ce qu’on partage.
  const cooked = foodOfIdea(story)?.then;
  const food = words.food(story);
  return {
    short: [
      'Tout le monde fait la fête !',
      cooked ? 'À table !' : food ? `Il y a des ${food} !`.replace('des des', 'des') : 'Quelle fête !',
    ],
    long: [
      family.length ? `Tout le monde vint fêter ça : ${words.and(family)}.` : 'Tout le monde vint fêter ça.',
      cooked
        ? `Ils partagèrent ${cooked}, et rien n’avait jamais été aussi bon.`
        : food
          ? `Ils partagèrent des ${food}`.replace('des des', 'des') +
            ', et rien n’avait jamais été aussi bon.'
          : 'Il y eut de la musique, des rires et un grand goûter.',
      thanker
        ? `${cap(thanker.then)} fit à ${story.name} le plus gros câlin du monde.`
        : `${story.name} était si ${glad(story)} !`,
    ],
  };
}

/** Le retour à la maison : avec le compagnon quand il y vit aussi, sinon après un au revoir. */
function wentHome(story: IdeaStory): string {
  // A dream ends where it began.
  if (dreamJourney(story)) return DREAM.woke(story);
  const waiting = waitingAtHome(story, words.parent);
  if (cooksAtHome(story)) return doneInTheKitchen(story, waiting);
  if (partnerLivesAtHome(story) && story.partner) {
    return `Au coucher du soleil, ${story.name} et ${story.partner.then} rentrèrent ensemble à la maison${waiting ? `, où ${waiting} les attendait avec un câlin` : ''}.`;
  }
  return `Au coucher du soleil, ${story.name} dit au revoir${story.partner ? ` à ${story.partner.then}` : ''} et rentra à la maison${waiting ? `, où ${waiting} l’attendait avec un câlin` : ''}.`;
}

/** La fin d’une journée en cuisine : personne ne rentre ; qui vit ailleurs dit au revoir. */
function doneInTheKitchen(story: IdeaStory, waiting: string | undefined): string {
  const hug = waiting ? `, et ${waiting} lui fit un câlin` : '';
  if (story.partner && partnerLivesAtHome(story))
    return `En fin de journée, ${story.name} et ${story.partner.then} lavèrent les bols ensemble${waiting ? `, et ${waiting} leur fit un câlin` : ''}.`;
  if (story.partner)
    return `En fin de journée, ${story.name} dit au revoir à ${story.partner.then} sur le pas de la porte${hug}.`;
  return `En fin de journée, ${story.name} aida à laver les bols${hug}.`;
}

function ending(story: IdeaStory): BeatText {
  const parent = words.parent(story);
  return {
    short: [
      parent ? `${cap(parent)} fait un câlin à ${story.name}.` : `${story.name} rentre à la maison.`,
      story.sleepyEnding ? `Bonne nuit, ${story.name}.` : 'Quelle journée !',
    ],
    long: [
      wentHome(story),
      `${q(`Aujourd’hui, j’ai appris que ${words.lesson(story, familyLeads(story))}`)}, dit ${story.name}.`,
      dreamJourney(story)
        ? DREAM.asleep(story.name)
        : story.sleepyEnding
          ? `Ce soir-là, ${story.name} s’endormit en souriant, en rêvant du jour où ${goesAlone(story) ? `${he(story)} avait` : 'ils avaient'} réussi à ${success(story)}.`
          : `${story.name} n’oublierait jamais le jour où ${goesAlone(story) ? `${he(story)} avait` : 'ils avaient'} réussi à ${success(story)}.`,
    ],
  };
}

export const frenchVoice: IdeaVoice = {
  language: 'French',
  visit: frenchVisit,
  grammar: frenchGrammar,
  beats: { call, setOff, arrive, meet, obstacle, feelings, solve, reached, party, ending },
  title(story) {
    const star = namedPartner(story) ?? focusOf(story) ?? story.where;
    return star
      ? `${story.name} et ${star.then.replace(/^(?:son|sa|mon|ma|ton|ta) /, (m) => (/a $/.test(m) ? 'la ' : 'le '))}`
      : `La grande journée de ${story.name}`;
  },
  summary(story) {
    const partner = story.partner;
    const opening =
      partner && !story.reading.childInIdea
        ? `${cap(partner.first)} veut ${want(story, false)}, et ${story.name} vient l’aider.`
        : `${story.name} veut ${want(story, false)}${besideWish(story, (partner) => `, avec ${partner.first}`)}.`;
    const where =
      story.where && !wishNamesPlace(story) ? ` Leur chemin mène jusqu’à ${story.where.then}.` : '';
    return `${opening}${where} ${goesAlone(story) ? `Quand ça tourne mal, ${story.name} recommence, et enfin ${he(story)} réussit à` : 'Quand ça tourne mal, ils recommencent ensemble, et enfin ils réussissent à'} ${success(story)}. Une histoire tendre qui montre que ${words.lesson(story, familyLeads(story))}.`;
  },
  setting(story) {
    const stock = words.setting(story);
    return story.where ? `${cap(story.where.then)}.` : `${cap(stock.name)} : ${stock.what}.`;
  },
  characters(story) {
    return [
      `${story.name}${story.nickname ? ` (${story.nickname})` : ''}, ${story.age} ans, ${words.about(story.gender, 'le héros', 'l’héroïne', 'le héros')}`,
      ...story.reading.cast.map((part) => cap(part.bare)),
      story.pet ? `${story.pet.name}, son animal` : '',
    ]
      .filter(Boolean)
      .join(' ; ')
      .concat('.');
  },
};
