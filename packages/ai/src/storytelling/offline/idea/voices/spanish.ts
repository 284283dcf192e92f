/**
 * Spanish stories told around the idea. The idea's parts are used as the parent wrote them ('un cachorro
 * bombero', then 'el cachorro bombero'); the action is always an infinitive phrase ('quería rescatar a un
 * gatito de un árbol', 'por fin lograron rescatar al gatito del árbol'), so the parent's verb is never
 * conjugated by guesswork. Told in the past like the stock pack; adjectives about the child agree.
 */
import { spanishPlanWords as words } from '../../languages/spanish';
import type { BeatText } from '../../languages/language-pack';
import { cap, oneOf } from '../../languages/language-pack';
import { spanishGrammar } from '../grammars/spanish';
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
import { troubled } from '../trouble';
import { spanishVisit } from './spanish-visit';

/** 'contento', 'contenta', or the word that needs no agreement. */
const glad = (story: IdeaStory) => words.about(story.gender, 'contento', 'contenta', 'feliz');
const brave = (story: IdeaStory) => words.about(story.gender, 'valiente', 'valiente', 'valiente');
const worried = (story: IdeaStory) =>
  words.about(story.gender, 'preocupado', 'preocupada', 'con un poco de miedo');

/** An adjective's stem ('bonit') agreeing with the part: 'bonito', 'bonitas'. */
const agreeingStem = (part: IdeaPart, stem: string): string =>
  `${stem}${part.gender === 'f' ? 'a' : 'o'}${part.plural ? 's' : ''}`;

const team = (story: IdeaStory): string =>
  story.partner
    ? `${story.name} y ${story.partner.then}`
    : story.pet
      ? `${story.name} y ${story.pet.name}`
      : story.name;

/**
 * The verb an event takes when the idea names only the event ('su fiesta de cumpleaños', 'un viaje a la
 * playa'): a party is celebrated and a trip made; seeing either is not what a child wishes for.
 */
function eventVerb(phrase: string): string | undefined {
  const head = phrase
    .split(' ')
    .find((word, index) => index > 0 && !/^(?:primer|primera|nuevo|nueva|gran)$/i.test(word));
  if (!head) return undefined;
  if (/^(?:bici|bicicleta|patinete|caballo|poni)$/i.test(head)) return 'montar en';
  if (/^(?:fiesta|cumpleaños|picnic|merienda|celebración)$/i.test(head)) return 'celebrar';
  if (/^(?:día)$/i.test(head)) return 'vivir';
  if (/^(?:viaje|excursión|paseo|aventura|vacaciones|travesía|expedición|safari|búsqueda)$/i.test(head))
    return 'hacer';
  return undefined;
}

/** What they want, as an infinitive phrase. */
function want(story: IdeaStory, later: boolean): string {
  const object = story.reading.object;
  // 'perder su luz en una tormenta' is told as finding it: 'encontrar su luz en la tormenta'.
  if (story.action?.lost && object) return `encontrar ${objectWords(story)}`;
  if (story.action) return later ? story.action.phraseThen : story.action.phrase;
  const thing = focusOf(story);
  const of = (part: IdeaPart) => (later ? part.then : part.first);
  if (thing && story.type === 'find') return `encontrar ${of(thing)}`;
  if (thing) {
    const verb = eventVerb(of(thing));
    // An event keeps its place: 'hacer un viaje a la playa'.
    const at = verb && story.where?.preposition ? ` ${story.where.preposition} ${of(story.where)}` : '';
    return spanishGrammar.polish(`${verb ?? 'ver'} ${of(thing)}${at}`);
  }
  if (story.where) return `visitar ${of(story.where)}`;
  // A companion alone is no wish of its own: they come along ('A dragon wanted to come too').
  return 'vivir una gran aventura';
}

/** The want without its place, for toddlers' short sentences. */
function wantShort(story: IdeaStory): string {
  return withoutPlace(story, want(story, false));
}

const lets = (story: IdeaStory): string[] =>
  wantShort(story)
    .split(/ y (?=\p{Ll}+ )/u)
    .map((part) => `—¡Vamos a ${part}!`);

/** The wind falling asleep, and sung awake: what a gentle way meets halfway, by sea or in the sky. */
const BECALMED = {
  setback: 'Pero a mitad de camino, el viento se quedó dormido, y no pudieron seguir adelante.',
  fix: ({ name }: IdeaStory) =>
    `${name} cantó la canción favorita del viento, y una brisa suave se despertó y los llevó despacito.`,
  short: { setback: 'El viento duerme.', fix: 'Lo despiertan cantando.' },
};

/**
 * The way of a journey by how it goes (`journeyOf`): what goes wrong halfway and how they get past it, how
 * they set off and go on, and who joins in their cheer.
 */
const WAY: Record<Journey, WayWords> = {
  land: {
    setback: 'Pero a mitad de camino, un seto alto y espinoso les cerró el paso.',
    fix: ({ name }) => `${name} encontró un hueco abajo, en el seto, justo del tamaño para pasar.`,
    short: { setback: 'Un seto cierra el paso.', fix: 'Pasan por un hueco.', onAndOn: 'Caminan y caminan.' },
    off: (story) => `Brillaba el sol, y ${story.name} se sentía ${brave(story)}.`,
    onAndOn: 'Caminaron y caminaron, por campos y senderos.',
    cheer: () => 'hasta los pájaros se unieron',
  },
  road: {
    setback: 'Pero a mitad de camino, un árbol enorme había caído atravesado en la carretera.',
    fix: ({ name }) => `${name} vio un caminito que lo rodeaba, y siguieron adelante.`,
    short: { setback: '¡Un árbol en el camino!', fix: 'Lo rodean.', onAndOn: 'Ruedan y ruedan.' },
    off: ({ name }) => `—¡Nos vamos! —gritó ${name}, y allá fueron por la carretera.`,
    onAndOn: 'Rodaron y rodaron, entre campos y pueblecitos.',
    cheer: () => 'hasta los pájaros se unieron',
  },
  space: {
    setback: 'Pero a mitad de camino, ¡una lluvia de rocas espaciales vino zumbando hacia ellos!',
    fix: ({ name }) =>
      `${name} giró a un lado y al otro, despacio y con cuidado, hasta que todas las rocas pasaron de largo.`,
    short: { setback: '¡Rocas espaciales!', fix: 'Las esquivan.', onAndOn: 'Vuelan y vuelan.' },
    off: ({ name }) => `—¡Tres, dos, uno… despegue! —gritó ${name}, y subieron zumbando hacia el cielo.`,
    onAndOn: 'Volaron y volaron, entre estrellas brillantes y planetas lejanos.',
    cheer: () => 'hasta las estrellas parecieron brillar con ellos',
  },
  sky: {
    setback:
      'Pero a mitad de camino, llegó una fuerte ráfaga de viento que los empujó hacia el lado equivocado.',
    fix: ({ name }) =>
      `${name} se agarró fuerte hasta que el viento se calmó, y luego volvieron al buen camino, hacia el sol.`,
    short: { setback: '¡Una ráfaga de viento!', fix: 'Se agarran fuerte.', onAndOn: 'Vuelan y vuelan.' },
    off: () => 'Subieron y subieron, y las casas de abajo se hacían cada vez más pequeñas.',
    onAndOn: 'Volaron y volaron, muy alto sobre colinas y ríos.',
    cheer: () => 'hasta los pájaros se unieron',
  },
  sea: {
    setback:
      'Pero a mitad de camino, las olas se hicieron altas, y el viento los empujó hacia el lado equivocado.',
    fix: ({ name }) =>
      `${name} se agarró fuerte y mantuvo el rumbo, ola tras ola, hasta que el mar se calmó.`,
    short: { setback: '¡Olas grandes!', fix: 'Se agarran fuerte.', onAndOn: 'Navegan y navegan.' },
    off: (story) => `Allá fueron sobre las olas, y ${story.name} se sentía ${brave(story)}.`,
    onAndOn: 'Navegaron y navegaron por el mar azul y brillante.',
    cheer: () => 'hasta las gaviotas se unieron',
  },
  // Para quien teme el agua o las alturas: el viento se duerme, sin olas ni alturas.
  calmSea: {
    ...BECALMED,
    short: { ...BECALMED.short, onAndOn: 'Navegan y navegan.' },
    off: (story) => `Allá fueron, despacito, y ${story.name} se sentía ${brave(story)}.`,
    onAndOn: 'Navegaron y navegaron, despacito, con el sol calentito en la cara.',
    cheer: () => 'hasta las gaviotas se unieron',
  },
  calmSky: {
    ...BECALMED,
    short: { ...BECALMED.short, onAndOn: 'Flotan y flotan.' },
    off: (story) => `Despacito, allá fueron, y ${story.name} se sentía ${brave(story)}.`,
    onAndOn: 'Flotaron y flotaron, despacito, con el sol calentito en la cara.',
    cheer: () => 'hasta los pájaros se unieron',
  },
};

const SHORT: PlotShorts = {
  rescue: {
    problem: '¡Necesita ayuda!',
    setback: 'Está muy lejos.',
    fix: 'Despacio, con cuidado.',
    done: '¡A salvo!',
  },
  find: (story) => ({
    problem: `¿Dónde ${agreeing(story, 'estará', 'estarán')}?`,
    setback: `Aquí no ${agreeing(story, 'está', 'están')}.`,
    fix: 'Siguen las pistas.',
    done: `¡Aquí ${agreeing(story, 'está', 'están')}!`,
  }),
  make: { problem: '¡A trabajar!', setback: '¡Uy! Se cae.', fix: 'Otra vez, despacio.', done: '¡Perfecto!' },
  learn: {
    problem: 'Miran con atención.',
    setback: 'Es difícil.',
    fix: 'Lo intentan otra vez.',
    done: '¡Ya saben!',
  },
  travel: { problem: '¡Qué lejos!', ...WAY.land.short, done: '¡Llegaron!' },
  help: {
    problem: '¡Vamos a ayudar!',
    setback: 'Es demasiado grande.',
    fix: 'Se reparten el trabajo.',
    done: 'Todos sonríen.',
  },
  play: { problem: '¡Hurra!', setback: 'No sale bien.', fix: 'Prueban otra vez.', done: '¡Qué divertido!' },
  other: { problem: '¡Hurra!', setback: 'No sale bien.', fix: 'Prueban otra vez.', done: '¡Qué divertido!' },
};

/** The short texts of the story's plot, a journey's by how it goes. */
/** How the one too tired or too shy feels once cheered on ('cansado': con más fuerzas); 'mejor' otherwise. */
function feelsAfter(trouble: string): string {
  const feminine = trouble.endsWith('a');
  if (/^cansad/.test(trouble)) return 'con más fuerzas';
  if (/^(?:timid|tímid|asustad|nervios|miedos)/.test(trouble)) return 'más valiente';
  if (/^lent/.test(trouble)) return feminine ? 'más rápida' : 'más rápido';
  if (/^trist/.test(trouble)) return feminine ? 'más contenta' : 'más contento';
  return 'mejor';
}

/** What goes wrong when the idea names its trouble: the trouble itself, not the plot's usual setback. */
function troubleSetback(story: IdeaStory): string | undefined {
  const { who, trouble } = troubled(story) ?? {};
  if (!who) return undefined;
  return `${story.type === 'travel' ? 'Pero a mitad de camino,' : 'Pero de pronto,'} ${who} estaba demasiado ${trouble} para seguir.`;
}

/** How a trouble is got past: a rest, and someone who believes in them. */
function troubleFix(story: IdeaStory): string | undefined {
  const { who, trouble } = troubled(story) ?? {};
  if (!who || !trouble) return undefined;
  // A pet says it without words.
  const cheer =
    who !== story.name
      ? `${story.name} gritó: «¡Tú puedes!».`
      : story.pet
        ? `${story.pet.name} se acurrucó a su lado, como diciendo: «¡Tú puedes!».`
        : 'todos gritaron: «¡Tú puedes!».';
  return `Pararon a descansar un ratito, y ${cheer} Poco a poco, ${who} se sintió ${feelsAfter(trouble)}, y siguieron adelante juntos.`;
}

function shortOf(story: IdeaStory) {
  const plot = plotShort(story, SHORT, WAY);
  const { who, trouble } = troubled(story) ?? {};
  return who && trouble
    ? { ...plot, setback: `${cap(who)} está demasiado ${trouble}.`, fix: '«¡Tú puedes!»' }
    : plot;
}

const PROBLEM: Record<ActionType, (story: IdeaStory) => string[]> = {
  rescue: (story) => [
    focusOf(story)
      ? `Entonces vieron a ${focusOf(story)!.then}, que necesitaba ayuda.`
      : 'Entonces oyeron una vocecita que pedía ayuda.',
    `—¡No te preocupes! —dijo ${story.name}—. ¡Ya vamos!`,
  ],
  find: (story) => [
    `—¿Dónde ${agreeing(story, 'estará', 'estarán')}? —se preguntó ${story.name}.`,
    focusOf(story)
      ? `Buscaron ${focusOf(story)!.then} por arriba y por abajo.`
      : 'Buscaron por arriba y por abajo.',
  ],
  make: (story) =>
    plantsSomething(story)
      ? [
          'Primero buscaron el sitio perfecto, donde el sol calentaba y la tierra era blandita.',
          `—Aquí es el mejor sitio —dijo ${story.name}.`,
        ]
      : [
          'Primero reunieron todo lo que necesitaban y lo pusieron en fila.',
          focusOf(story)
            ? `${focusOf(story)!.plural ? 'Iban' : 'Iba'} a quedar ${focusOf(story)!.then} más ${agreeingStem(focusOf(story)!, cooksAtHome(story) ? 'ric' : 'bonit')} del mundo.`
            : 'Iba a ser lo más bonito del mundo.',
        ],
  learn: (story) => [
    `${cap(story.partner?.then ?? story.name)} miraba con mucha atención.`,
    'Había mucho que aprender, pasito a pasito.',
  ],
  travel: (story) => [
    story.where
      ? `El camino hasta ${story.where.then} era largo y estaba lleno de sorpresas.`
      : 'El camino era largo y estaba lleno de sorpresas.',
    `${story.name} miraba a todas partes con los ojos muy abiertos.`,
  ],
  // A thing to take somewhere ('deliver a birthday cake') needs no helping hand of its own: it is a job.
  help: (story) =>
    focusThing(story)
      ? ['Había una tarea importante que hacer.', `—Podemos hacerlo —dijo ${story.name}.`]
      : [
          focusOf(story)
            ? `${cap(focusOf(story)!.then)} necesitaba una mano.`
            : 'Alguien necesitaba una mano.',
          `—Nosotros te ayudamos —dijo ${story.name}.`,
        ],
  play: (story) => [`¡Había llegado la hora de ${want(story, true)}!`, `${story.name} no podía esperar más.`],
  other: (story) => [
    `¡Había llegado la hora de ${want(story, true)}!`,
    `${story.name} no podía esperar más.`,
  ],
};

const SETBACK: Record<ActionType, (story: IdeaStory) => string> = {
  rescue: (story) =>
    `Pero ${focusOf(story)?.then ?? 'quien necesitaba ayuda'} estaba demasiado lejos, y nadie podía llegar solo.`,
  find: (story) =>
    `Pero ${focusOf(story)?.then ?? 'aquello'} ${agreeing(story, 'no aparecía', 'no aparecían')} por ninguna parte, y se hacía tarde.`,
  make: (story) =>
    plantsSomething(story)
      ? 'Pero el primer intento salió fatal: la tierra estaba dura como una piedra, y ¡el hoyito se llenaba de piedrecitas!'
      : cooksAtHome(story)
        ? 'Pero el primer intento salió fatal: la masa estaba demasiado líquida y ¡salpicó por todas partes!'
        : 'Pero el primer intento salió fatal: se tambaleó y, ¡plaf!, se vino abajo.',
  learn: () => 'Pero era mucho más difícil de lo que parecía, y el primer intento no salió nada bien.',
  travel: (story) => WAY[journeyOf(story)].setback,
  help: () => 'Pero era un trabajo demasiado grande para un solo par de manos.',
  play: () => 'Pero al principio nada salía como lo habían planeado.',
  other: () => 'Pero al principio nada salía como lo habían planeado.',
};

const FIX: Record<ActionType, (story: IdeaStory) => string> = {
  // The pet holds steady when no one else came; alone, the child only reaches out.
  rescue: (story) =>
    story.partner || story.pet
      ? `${cap(story.partner?.then ?? story.pet!.name)} sujetó con fuerza mientras ${story.name} se estiraba, despacio y con cuidado.`
      : `${story.name} se estiró, despacio y con cuidado.`,
  find: () => 'Siguieron un rastro de pequeñas pistas, una detrás de otra.',
  make: (story) =>
    plantsSomething(story)
      ? 'Esta vez quitaron las piedrecitas una a una, cavaron un hoyito blandito, plantaron con cuidado y regaron despacito.'
      : 'Esta vez fueron despacio, con cuidado, y se ayudaron en cada paso.',
  learn: () => 'Lo intentaron otra vez, y otra, y cada vez salía un poco mejor.',
  travel: (story) => WAY[journeyOf(story)].fix(story),
  help: () => 'Se repartieron el trabajo, y cada uno hizo lo que mejor sabía hacer.',
  play: () => 'Se rieron, cambiaron un poco el plan y probaron otra vez.',
  other: () => 'Se rieron, cambiaron un poco el plan y probaron otra vez.',
};

/** What was made, done: perfect (agreeing with what it is where the language says so). */
const madeDone = (story: IdeaStory): string => {
  const made = focusOf(story);
  return made
    ? `${made.plural ? 'Habían' : 'Había'} quedado ${agreeingStem(made, 'perfect')}.`
    : 'Había quedado perfecto.';
};

const DONE: Record<ActionType, (story: IdeaStory) => string> = {
  rescue: (story) =>
    focusOf(story) ? `${cap(focusOf(story)!.then)} estaba a salvo.` : 'Todos estaban a salvo.',
  find: (story) => `¡Allí ${agreeing(story, 'estaba', 'estaban')}, justo donde nadie había mirado!`,
  // What was planted grows; what was made is perfect.
  make: (story) =>
    plantsSomething(story)
      ? 'Pronto, un brote verde y diminuto asomó de la tierra, como si dijera hola.'
      : madeDone(story),
  learn: () => '¡Lo habían conseguido!',
  travel: () => '¡Habían llegado hasta el final!',
  help: () => 'Todos sonreían de oreja a oreja.',
  play: () => 'Fue aún más divertido de lo que habían soñado.',
  other: () => 'Fue aún mejor de lo que habían soñado.',
};

function success(story: IdeaStory): string {
  const thing = focusOf(story);
  const searching = story.action && /^buscar/.test(story.action.infinitive);
  return searching && thing ? `encontrar ${thing.then}` : want(story, true);
}

/** A dream journey's night: from bed at night, and back to bed (`dreamJourney`). */
const DREAM = {
  opening: (name: string) => `Esa noche, bajo la manta, ${name} tuvo una gran idea.`,
  tonight: (name: string) => `—Esta noche es la noche —susurró ${name}.`,
  night: 'Iba a ser una noche para recordar.',
  woke: (story: IdeaStory) =>
    `Entonces ${story.name} abrió los ojos: estaba en su cama, calentita, y la luna sonreía por la ventana.`,
  asleep: (name: string) => `${name} volvió a cerrar los ojos y se durmió sonriendo.`,
};

function call(story: IdeaStory): BeatText {
  const { name } = story;
  const partner = story.partner;
  if (partner && !story.reading.childInIdea) {
    // Family, or the child's own, needs no meeting: 'One morning, Papa had a big wish'.
    const known = partnerKnown(story);
    const wish = (who: string) => `${who} tenía un gran deseo: ${want(story, false)}.`;
    return {
      short: [
        known ? `${cap(partner.then)} tiene una gran idea.` : `${name} conoce a ${partner.first}.`,
        ...lets(story),
      ],
      long: [
        ...(known
          ? [`Una mañana, ${wish(partner.then)}`]
          : [
              oneOf(story, 'es-idea-meet', [
                `Una mañana, ${name} conoció a ${partner.first}.`,
                `Una mañana de sol, ${name} se encontró con ${partner.first}.`,
              ]),
              wish(cap(partner.then)),
            ]),
        `—¿Te ayudo? —preguntó ${name}.`,
        `${cap(partner.then)} sonrió: —¡Juntos lo conseguiremos!`,
        `${name} nunca había estado tan ${words.about(story.gender, 'emocionado', 'emocionada', 'feliz')}.`,
      ],
    };
  }
  return {
    short: [`${name} tiene una gran idea.`, ...lets(story)],
    long: [
      dreamJourney(story) ? DREAM.opening(name) : `Una mañana, ${name} se despertó con una gran idea.`,
      `¡Quería ${want(story, false)}!`,
      // The grown-up who cooks with the child (`withGrownUpCook`) offers to help.
      partner && !namedPartner(story)
        ? `—Yo te ayudo —dijo ${partner.first}.`
        : partner && !actionNamesPartner(story)
          ? `${cap(partner.first)} también ${partner.plural ? 'querían' : 'quería'} ir.`
          : dreamJourney(story)
            ? DREAM.tonight(name)
            : `—Hoy es el día —dijo ${name}.`,
      `${name} saltó de la cama y se preparó en un santiamén.`,
      dreamJourney(story) ? DREAM.night : 'Iba a ser un día para recordar.',
    ],
  };
}

function companions(story: IdeaStory): string {
  const friend = words.friend(story);
  if (friend) return `${friend} también se apuntó.`;
  if (cooksAtHome(story))
    return story.pet
      ? `${story.pet.name} se sentó junto a la mesa, esperando alguna miga.`
      : `${story.name} se lavó las manos primero.`;
  if (story.pet && story.partner) return `${story.pet.name} fue con ellos, moviendo la cola de alegría.`;
  return `${story.name} dijo adiós desde la puerta.`;
}

/** A la cocina de casa, donde se cocina (`cooksAtHome`). */
const intoTheKitchen = (story: IdeaStory): BeatText => ({
  short: ['¡A la cocina!', story.pet ? `${story.pet.name} también va.` : '¡Hurra!'],
  long: [
    goesAlone(story)
      ? `Así que ${team(story)} entró en la cocina y se puso el delantal.`
      : `Así que ${team(story)} entraron en la cocina y se pusieron los delantales.`,
    companions(story),
    `${story.name} acercó un taburete a la mesa para ayudar.`,
    `La cocina era cálida y luminosa, y ${story.name} se sentía ${brave(story)}.`,
  ],
});

function setOff(story: IdeaStory): BeatText {
  if (cooksAtHome(story)) return intoTheKitchen(story);
  const food = words.food(story);
  const place = story.where?.then ?? words.place(story);
  return {
    short: [`¡En marcha hacia ${place}!`, story.pet ? `${story.pet.name} también va.` : '¡Hurra!'],
    long: [
      `Así que ${team(story)} ${goesAlone(story) ? 'salió' : 'salieron'} hacia ${place}.`,
      companions(story),
      `En la mochila, ${story.name} llevaba ${food ?? 'la merienda'} y agua, por si acaso.`,
      WAY[journeyOf(story)].off(story),
    ],
  };
}

function extras(story: IdeaStory): string | undefined {
  const rest = sideParts(story);
  return rest.length ? `Por el camino vieron ${words.and(rest.map((part) => part.first))}.` : undefined;
}

function arrive(story: IdeaStory): BeatText {
  if (cooksAtHome(story)) {
    return {
      short: ['¡Cuencos y cucharas!', '¡Qué bien!'],
      long: [
        `${goesAlone(story) ? 'Sacó' : 'Sacaron'} el cuenco grande, las cucharas de madera y la harina.`,
        extras(story) ?? `${story.name} miró a su alrededor con los ojos brillantes.`,
        story.partner ? `—Empecemos —dijo ${story.partner.then}.` : `—Empecemos —susurró ${story.name}.`,
        'Pronto toda la cocina olía a cosas ricas.',
      ],
    };
  }
  const place = story.where?.then ?? words.place(story);
  const goal = story.type === 'travel' || focusOf(story) === story.where;
  return {
    short: [goal ? WAY[journeyOf(story)].short.onAndOn : `Aquí está ${place}.`, '¡Qué bonito!'],
    long: [
      goal ? WAY[journeyOf(story)].onAndOn : `Por fin llegaron a ${place}.`,
      extras(story) ?? `${story.name} miró a su alrededor con los ojos brillantes.`,
      story.partner
        ? `—${goal ? 'Ya falta poco' : 'Es aquí'} —dijo ${story.partner.then}.`
        : `—${goal ? 'Ya falta poco' : 'Es aquí'} —susurró ${story.name}.`,
      'Todo era nuevo y maravilloso.',
    ],
  };
}

function meet(story: IdeaStory): BeatText {
  const thing = focusOf(story);
  return {
    // What is looked for is not seen yet: it is asked after, not pointed at.
    short:
      story.type === 'find' && thing
        ? [`¿Dónde ${thing.plural ? 'están' : 'está'} ${thing.then}?`, 'Buscan por todas partes.']
        : [thing ? `¡Mira, ${thing.then}!` : '¡Mira!', shortOf(story).problem],
    long: [
      ...PROBLEM[story.type](story),
      problemSaysTheWish(story)
        ? `Ya nada podía detener a ${story.name}.`
        : `${story.name} sabía lo que había que hacer: ${want(story, true)}.`,
    ],
  };
}

function obstacle(story: IdeaStory): BeatText {
  return {
    short: [shortOf(story).setback, '¡Oh, no!'],
    long: [
      troubleSetback(story) ?? SETBACK[story.type](story),
      goesAlone(story) ? `${story.name} se detuvo a pensar.` : `${cap(team(story))} se miraron.`,
      `—¿Y ahora qué? —preguntó ${story.name}.`,
    ],
  };
}

function feelings(story: IdeaStory): BeatText {
  return {
    short: [`${story.name} está ${worried(story)}.`, 'Respira hondo.'],
    long: [
      `${story.name} se sintió un poco ${worried(story)}.`,
      story.partner ? `${cap(story.partner.then)} también.` : 'Le temblaba la barriguita.',
      goesAlone(story)
        ? `Entonces ${story.name} respiró hondo y dijo: —Si lo intento otra vez, puedo.`
        : `Entonces ${story.name} respiró hondo y dijo: —Si lo hacemos juntos, podemos.`,
      `Y así, sin más, volvió a sentirse ${brave(story)}.`,
    ],
  };
}

function solve(story: IdeaStory): BeatText {
  const hobby = words.hobby(story);
  return {
    short: [`¡${story.name} tiene una idea!`, shortOf(story).fix],
    long: [
      hobby
        ? `A ${story.name} le encantaba ${hobby}, y eso le dio una idea genial.`
        : `Entonces a ${story.name} se le ocurrió una idea genial.`,
      troubleFix(story) ?? FIX[story.type](story),
      story.pet ? `${story.pet.name} también ayudó, muy formal.` : 'Nadie se rindió.',
      'Poco a poco, empezó a funcionar.',
    ],
  };
}

function reached(story: IdeaStory): BeatText {
  return {
    short: ['¡Lo consiguieron!', shortOf(story).done],
    long: [
      `¡Y por fin ${goesAlone(story) ? 'logró' : 'lograron'} ${success(story)}!`,
      DONE[story.type](story),
      `${cap(team(story))} ${goesAlone(story) ? 'lo celebró' : 'lo celebraron'} con tantos gritos que ${cooksAtHome(story) ? 'hasta las cacerolas temblaron' : WAY[journeyOf(story)].cheer(story)}.`,
    ],
  };
}

function party(story: IdeaStory): BeatText {
  const family = partyGuests(story, words.familyList(story), words.friend(story));
  const thanker = thanksTheChild(story);
  // Lo que se cocinó es lo que se comparte.
  const cooked = foodOfIdea(story)?.then;
  const food = cooked ?? words.food(story);
  return {
    short: ['¡Todos lo celebran!', cooked ? '¡A merendar!' : food ? `¡Hay ${food}!` : '¡Qué fiesta!'],
    long: [
      family.length ? `Todos vinieron a celebrarlo: ${words.and(family)}.` : 'Todos vinieron a celebrarlo.',
      food
        ? `Compartieron ${food}, y nunca nada había sabido tan rico.`
        : 'Hubo música, risas y una gran merienda.',
      thanker
        ? `${cap(thanker.then)} le dio a ${story.name} el abrazo más grande del mundo.`
        : `${story.name} estaba muy ${glad(story)}.`,
    ],
  };
}

/** La vuelta a casa: junto al compañero cuando vive allí también; si no, tras despedirse. */
function wentHome(story: IdeaStory): string {
  // A dream ends where it began.
  if (dreamJourney(story)) return DREAM.woke(story);
  const waiting = waitingAtHome(story, words.parent);
  if (cooksAtHome(story)) return doneInTheKitchen(story, waiting);
  if (partnerLivesAtHome(story) && story.partner) {
    const girls = bothGirls(story);
    return `Al atardecer, ${story.name} y ${story.partner.then} volvieron ${girls ? 'juntas' : 'juntos'} a casa${waiting ? `, donde ${waiting} ${girls ? 'las' : 'los'} esperaba con un abrazo` : ''}.`;
  }
  return `Al atardecer, ${story.name} se despidió${story.partner ? ` de ${story.partner.then}` : ''} y volvió a casa${waiting ? `, donde ${waiting} le esperaba con un abrazo` : ''}.`;
}

/** El final de un día en la cocina: nadie vuelve a casa; quien vive en otra parte se despide. */
function doneInTheKitchen(story: IdeaStory, waiting: string | undefined): string {
  const hug = waiting ? `, y ${waiting} le dio un abrazo` : '';
  if (story.partner && partnerLivesAtHome(story)) {
    const girls = bothGirls(story);
    return `Por la tarde, ${story.name} y ${story.partner.then} fregaron ${girls ? 'juntas' : 'juntos'} los cuencos${waiting ? `, y ${waiting} ${girls ? 'las' : 'los'} abrazó` : ''}.`;
  }
  if (story.partner)
    return `Por la tarde, ${story.name} se despidió de ${story.partner.then} en la puerta${hug}.`;
  return `Por la tarde, ${story.name} ayudó a fregar los cuencos${hug}.`;
}

function ending(story: IdeaStory): BeatText {
  const parent = words.parent(story);
  return {
    short: [
      parent ? `${cap(parent)} abraza a ${story.name}.` : `${story.name} vuelve a casa.`,
      story.sleepyEnding ? `Buenas noches, ${story.name}.` : '¡Qué día!',
    ],
    long: [
      wentHome(story),
      `—Hoy he aprendido que ${words.lesson(story, familyLeads(story))} —dijo ${story.name}.`,
      dreamJourney(story)
        ? DREAM.asleep(story.name)
        : story.sleepyEnding
          ? `Esa noche, ${story.name} se durmió sonriendo y soñó con el día en que ${goesAlone(story) ? 'logró' : 'lograron'} ${success(story)}.`
          : `${story.name} nunca olvidaría el día en que ${goesAlone(story) ? 'logró' : 'lograron'} ${success(story)}.`,
    ],
  };
}

/** Only the first word and names are capitals in a Spanish title. */
const title = (story: IdeaStory): string => {
  const star = namedPartner(story) ?? focusOf(story) ?? story.where;
  if (!star) return `El gran día de ${story.name}`;
  // The child's own party is theirs in the title too: 'La fiesta de cumpleaños de Lucas'.
  const own = /^(sus?) (.+)$/.exec(star.then);
  if (own && !story.partner) {
    const plural = own[1] === 'sus';
    const article = spanishGrammar.withArticle(own[2], spanishGrammar.genderOf(own[2]), plural, true);
    return `${cap(article)} de ${story.name}`;
  }
  const article = (owner: string): string =>
    star.gender === 'f' ? (/s $/.test(owner) ? 'las ' : 'la ') : /s $/.test(owner) ? 'los ' : 'el ';
  return `${story.name} y ${star.then.replace(/^(?:su|sus|mi|mis|tu|tus) /, article)}`;
};

export const spanishVoice: IdeaVoice = {
  language: 'Spanish',
  visit: spanishVisit,
  grammar: spanishGrammar,
  beats: { call, setOff, arrive, meet, obstacle, feelings, solve, reached, party, ending },
  title,
  summary(story) {
    const partner = story.partner;
    const opening =
      partner && !story.reading.childInIdea
        ? `${cap(partner.first)} quiere ${want(story, false)}, y ${story.name} le acompaña para ayudar.`
        : `${story.name} quiere ${want(story, false)}${besideWish(story, (partner) => `, junto con ${partner.first}`)}.`;
    const where = story.where && !wishNamesPlace(story) ? ` Su camino lleva hasta ${story.where.then}.` : '';
    return `${opening}${where} ${goesAlone(story) ? `Cuando algo sale mal, ${story.name} lo intenta otra vez, y por fin logra` : 'Cuando algo sale mal, lo intentan otra vez juntos, y por fin logran'} ${success(story)}. Una historia tierna que enseña que ${words.lesson(story, familyLeads(story))}.`;
  },
  setting(story) {
    const stock = words.setting(story);
    return story.where ? `${cap(story.where.then)}.` : `${cap(stock.name)}: ${stock.what}.`;
  },
  characters(story) {
    return [
      `${story.name}${story.nickname ? ` (${story.nickname})` : ''}, ${story.age} años, ${words.about(story.gender, 'el protagonista', 'la protagonista', 'protagonista')}`,
      ...story.reading.cast.map((part) => cap(part.bare)),
      story.pet ? `${story.pet.name}, su mascota` : '',
    ]
      .filter(Boolean)
      .join('; ')
      .concat('.');
  },
};
