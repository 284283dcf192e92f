/**
 * A first visit told in Spanish (`IdeaStory.visit`): the news and butterflies in the tummy, the way there hand
 * in hand, the waiting room, a kind doctora, dentista, maestra or peluquera, the one scary moment and what
 * makes it fine, a proud return home. The pet stays at home; the grown-up who takes the child is the idea's
 * own, else a parent. Words about the child agree ('nerviosa', 'nervioso'), or are said so they need not agree.
 */
import { spanishPlanWords as words } from '../../languages/spanish';
import type { BeatText } from '../../languages/language-pack';
import { cap } from '../../languages/language-pack';
import { spanishGrammar } from '../grammars/spanish';
import type { IdeaStory, Visit } from '../idea-story';
import type { IdeaBeat, VisitVoice } from '../idea-voice';
import { escortOf, schoolWordOf, ofVisit, type VisitBeats } from '../visit';

const brave = (story: IdeaStory) => words.about(story.gender, 'valiente', 'valiente', 'valiente');
/** 'estaba un poco nerviosa', or for a child of no stated gender, 'tenía un poco de nervios'. */
const nervous = (story: IdeaStory, now = false) =>
  words.about(
    story.gender,
    now ? 'está un poco nervioso' : 'estaba un poco nervioso',
    now ? 'está un poco nerviosa' : 'estaba un poco nerviosa',
    now ? 'tiene un poco de nervios' : 'tenía un poco de nervios',
  );
const proud = (story: IdeaStory) => words.about(story.gender, 'orgulloso', 'orgullosa', 'feliz');
const welcome = (story: IdeaStory) => words.about(story.gender, 'Bienvenido', 'Bienvenida', 'Hola');

/** Who takes the child: the idea's companion, else a parent, else la abuela. */
const escort = (story: IdeaStory): string => escortOf(story, words.parent(story) ?? 'la abuela');

/** The idea's word for the school ('colegio', 'guardería'), with its gender; else 'colegio'. */
function schoolPart(story: IdeaStory): { bare: string; feminine: boolean } {
  const part = schoolWordOf(story);
  return part
    ? { bare: part.bare.toLowerCase(), feminine: part.gender === 'f' }
    : { bare: 'colegio', feminine: false };
}

/** 'colegio', 'guardería': as in 'el primer día de colegio'. */
const school = (story: IdeaStory): string => schoolPart(story).bare;

/** 'el colegio', 'la guardería'. */
const theSchool = (story: IdeaStory): string => {
  const { bare, feminine } = schoolPart(story);
  return `${feminine ? 'la' : 'el'} ${bare}`;
};

/** 'a ' and 'de ' join 'el' ('al abuelo', 'del colegio'). */
const polish = (text: string): string => spanishGrammar.polish(text);

const hobbyLine = (story: IdeaStory, toWhom: string): string => {
  const hobby = words.hobby(story);
  return hobby
    ? `A ${story.name} le encantaba ${hobby}, y se lo contó todo a ${toWhom}.`
    : `${story.name} se sentía cada vez más ${brave(story)}.`;
};

/** Verbs of going that read as the idea wrote them: 'ir al médico', 'visitar al dentista'. */
const GOING = /^(?:ir|visitar|ver|empezar|comenzar)$/;

/** The idea's own going, when it says one ('ir al dentista'), else `otherwise`. */
const going = (story: IdeaStory, otherwise: string): string =>
  story.action && GOING.test(story.action.infinitive) ? story.action.phrase : otherwise;

/** The morning of a visit to the doctor or the dentist: the news, a nervous question, a hug. */
function morningOf(story: IdeaStory, where: string, why: string, last: string): BeatText {
  const { name } = story;
  return {
    short: [`Hoy ${name} va a ${going(story, where)}.`, `${name} ${nervous(story, true)}.`],
    long: [
      `Una mañana, ${escort(story)} le dijo: «Hoy vas a ${going(story, where)}, ${name}».`,
      `${name} sentía mariposas en la barriga y ${nervous(story)}. «¿Me va a doler?», preguntó.`,
      `—${why} —dijo ${escort(story)}, y le dio un abrazo.`,
      '—Yo voy a estar a tu lado todo el rato.',
      last,
    ],
  };
}

const CALL: VisitBeats = {
  doctor: (story) =>
    morningOf(
      story,
      'ir al médico',
      'La doctora solo quiere ver lo bien que estás creciendo',
      `${story.name} dijo que sí con la cabeza y se preparó.`,
    ),
  dentist: (story) =>
    morningOf(
      story,
      'ir al dentista',
      'La dentista solo quiere contarte los dientes y ver que están fuertes',
      `${story.name} se lavó los dientes con mucho cuidado y se preparó.`,
    ),
  school: (story) => ({
    short: [`¡Hoy es el primer día de ${school(story)} de ${story.name}!`, 'Siente mariposas en la barriga.'],
    long: [
      going(story, '')
        ? `Era un día muy importante: ¡${story.name} iba a ${going(story, '')} por primera vez!`
        : `Era un día muy importante: ¡el primer día de ${school(story)} de ${story.name}!`,
      `Su mochila nueva esperaba junto a la puerta, y ${story.name} sentía mariposas en la barriga.`,
      '—¿Y si no conozco a nadie? —preguntó.',
      `—El primer día, todos son nuevos —dijo ${escort(story)}, y le dio un abrazo.`,
      `${story.name} se puso los zapatos sin ayuda de nadie.`,
    ],
  }),
  haircut: (story) => ({
    short: [
      `Hoy ${story.name} va a ${going(story, 'ir a la peluquería')}.`,
      `${story.name} ${nervous(story, true)}.`,
    ],
    long: [
      `Una mañana, ${escort(story)} le dijo: «Hoy vas a ${going(story, 'ir a la peluquería')}, ${story.name}. ¡Qué largo tienes ya el pelo!».`,
      `${story.name} sentía mariposas en la barriga y ${nervous(story)}. «¿Me va a doler?», preguntó.`,
      `—Cortar el pelo no duele nada, igual que cortar papel —dijo ${escort(story)}, y le dio un abrazo.`,
      '—Yo voy a estar a tu lado todo el rato.',
      `${story.name} se peinó por última vez y se preparó.`,
    ],
  }),
};

function setOff(story: IdeaStory): BeatText {
  const pet = story.pet?.name;
  return {
    short: ['Allá van, de la mano.', pet ? `¡Adiós, ${pet}!` : 'Un pasito, otro pasito.'],
    long: [
      `Así que ${story.name} y ${escort(story)} salieron de casa, de la mano.`,
      pet ? `${pet} les dijo adiós desde la ventana.` : `${story.name} le dijo adiós a la casa con la mano.`,
      story.visit === 'school'
        ? `${story.name} llevó su mochila nueva todo el camino.`
        : `${story.name} se llevó su osito, por si acaso.`,
      'Por el camino fueron contando coches rojos, y así el camino se hizo cortito.',
    ],
  };
}

function waitingRoom(story: IdeaStory, things: string): BeatText {
  return {
    short: ['¡Mira, una pecera!', '¡Cuántos juguetes!'],
    long: [
      `La sala de espera tenía ${things} y una pecera con peces naranjas.`,
      'Otros niños también esperaban con sus mamás y sus papás.',
      `${story.name} apretó un poco más fuerte la mano de ${escort(story)}.`,
      'Miraba cómo los peces daban vueltas y más vueltas.',
    ],
  };
}

const ARRIVE: VisitBeats = {
  doctor: (story) => waitingRoom(story, 'una caja de juguetes, cuentos'),
  dentist: (story) => waitingRoom(story, 'un póster de dientes sonrientes'),
  school: (story) => ({
    short: ['¡Cuántos niños!', '¡Mira, dibujos!'],
    long: [
      'La clase era muy luminosa, con dibujos en las paredes, un rincón de lectura lleno de cojines y una pecera junto a la ventana.',
      '¡Había muchísimos niños!',
      `${story.name} no se separaba de ${escort(story)}.`,
      'Todo olía a ceras de colores y a libros nuevos.',
    ],
  }),
  haircut: (story) => ({
    short: ['¡Mira, espejos grandes!', 'Un secador hace ¡fuuu!'],
    long: [
      'La peluquería tenía espejos grandes y brillantes, sillas que giraban y una cesta de cuentos.',
      'A alguien le estaban secando el pelo con un fuuu calentito.',
      `${story.name} apretó un poco más fuerte la mano de ${escort(story)}.`,
      'Miraba cómo los mechones cortados caían flotando, como plumas.',
    ],
  }),
};

const MEET: VisitBeats = {
  doctor: (story) => ({
    short: ['¡Hola, doctora!', 'Tiene una sonrisa muy dulce.'],
    long: [
      `Entonces salió la doctora y llamó: «¿${story.name}?».`,
      'Tenía una sonrisa amable y un estetoscopio colgado del cuello.',
      `—¡Hola, ${story.name}! ¿Quieres subirte a mi camilla grande? —le preguntó.`,
      `${story.name} dijo que sí con la cabeza, sin decir nada.`,
    ],
  }),
  dentist: (story) => ({
    short: ['¡Hola, dentista!', 'Tiene una sonrisa muy dulce.'],
    long: [
      `Entonces salió la dentista y llamó: «¿${story.name}?».`,
      'Tenía una sonrisa amable y un sillón grande que subía y bajaba, como una atracción de feria.',
      `—¡Hola, ${story.name}! ¿Quieres dar un paseo en mi sillón mágico? —le preguntó.`,
      `${story.name} dijo que sí con la cabeza, sin decir nada.`,
    ],
  }),
  school: (story) => ({
    short: ['¡Hola, maestra!', 'Tiene una sonrisa muy dulce.'],
    long: [
      'Entonces se acercó la maestra, con una sonrisa amable y una chapa con su nombre en forma de estrella.',
      `—¡${welcome(story)}, ${story.name}! Te estábamos esperando —le dijo.`,
      `Le enseñó a ${story.name} una percha con su nombre, solo para su abrigo.`,
      `${story.name} dijo que sí con la cabeza, sin decir nada.`,
    ],
  }),
  haircut: (story) => ({
    short: ['¡Hola, peluquera!', 'Tiene una sonrisa muy dulce.'],
    long: [
      'Entonces se acercó la peluquera, con una sonrisa amable y un peine detrás de la oreja.',
      `—¡Hola, ${story.name}! ¿Quieres subirte a mi silla que gira? —le preguntó.`,
      'Pisó un pedal, y la silla subió más y más alto, como un cohete.',
      `${story.name} dijo que sí con la cabeza, sin decir nada.`,
    ],
  }),
};

const OBSTACLE: VisitBeats = {
  doctor: (story) => ({
    short: ['¡Pum, pum, pum!', '¿Me va a doler?'],
    long: [
      `Cuando la doctora sacó el estetoscopio, el corazón de ${story.name} hizo pum, pum, pum.`,
      `—¿Me va a doler? —susurró ${story.name}.`,
      `${story.name} se agarró fuerte a la mano de ${escort(story)}.`,
    ],
  }),
  dentist: (story) => ({
    short: ['¡Una luz grande y brillante!', '¿Me va a doler?'],
    long: [
      `Cuando se encendió la luz grande y la dentista tomó un espejito, ${story.name} cerró los ojos muy fuerte.`,
      `—¿Me va a doler? —susurró ${story.name}.`,
      `${story.name} se agarró fuerte a la mano de ${escort(story)}.`,
    ],
  }),
  school: (story) => ({
    short: [`${cap(escort(story))} tiene que irse.`, '¡Oh, no!'],
    long: [
      `Entonces llegó la hora de que ${escort(story)} se fuera, y a ${story.name} le empezó a temblar el labio.`,
      '—No te vayas —susurró, y la maestra se agachó a su lado.',
      `${story.name} se agarró fuerte a la mano de ${escort(story)}.`,
    ],
  }),
  haircut: (story) => ({
    short: ['¿Chas, chas?', '¿Me va a doler?'],
    long: [
      `Cuando la peluquera tomó las tijeras, el corazón de ${story.name} hizo pum, pum, pum.`,
      `—¿Me va a doler? —susurró ${story.name}.`,
      `${story.name} se agarró fuerte a la mano de ${escort(story)}.`,
    ],
  }),
};

/** What the grown-up says that makes it fine. */
const KIND_WORDS: Record<Visit, (story: IdeaStory) => string> = {
  doctor: () =>
    '—Solo está un poco frío, como un cubito de hielo que hace cosquillas —dijo la doctora—. ¿Quieres escuchar tú primero?',
  dentist: () =>
    '—Solo voy a contarte los dientes —dijo la dentista—. ¿Puedes abrir la boca bien grande, como un león?',
  school: (story) =>
    `${cap(escort(story))} le dio un abrazo enorme: «Vendré a buscarte después de comer». Y la maestra le preguntó: «¿Me ayudas a dar de comer a los peces?».`,
  haircut: () => '—El pelo no siente nada —dijo la peluquera—. Escucha: mis tijeras solo cantan chas, chas.',
};

function feelings(story: IdeaStory): BeatText {
  return {
    short: [`${story.name} tiene un poco de miedo.`, 'Respira hondo.'],
    long: [
      `${story.name} sintió un poco de miedo.`,
      ofVisit(KIND_WORDS)(story),
      `${story.name} respiró hondo y dijo: «Puedo ser ${brave(story)}».`,
      `Y así, sin más, se sintió ${brave(story)}.`,
    ],
  };
}

const SOLVE: VisitBeats = {
  doctor: (story) => ({
    short: ['¡Bum-bum, bum-bum!', '¡Di «aaa»!'],
    long: [
      `${story.name} escuchó por el estetoscopio: ¡bum-bum, bum-bum! Era el latido de su propio corazón.`,
      'Luego la doctora le miró los oídos y la garganta: «¡Di aaa!».',
      `—¡Aaaa! —dijo ${story.name}, tan fuerte como un león, y todos se rieron.`,
      hobbyLine(story, 'la doctora'),
      'Le hizo cosquillas, y no le dolió nada de nada.',
    ],
  }),
  dentist: (story) => ({
    short: ['Abre bien grande: ¡aaa!', '¡Bzzz, bzzz!'],
    long: [
      `${story.name} abrió la boca bien grande, como un león: «¡Aaaa!».`,
      'La dentista contó todos los dientes con su espejito: «¡Veinte dientes brillantes!».',
      'Luego un cepillito hizo bzzz, bzzz y los dejó relucientes.',
      hobbyLine(story, 'la dentista'),
      'Le hizo cosquillas, y no le dolió nada de nada.',
    ],
  }),
  school: (story) => {
    const friend = words.friend(story);
    return {
      short: ['¿Pintas conmigo?', '¡Un arcoíris enorme!'],
      long: [
        friend
          ? `${story.name} dio de comer a los peces, ¡y allí estaba ${friend}! «¿Quieres pintar conmigo?».`
          : `${story.name} dio de comer a los peces, y una niña con un lazo rojo le preguntó: «¿Quieres pintar conmigo?».`,
        'Luego pintaron un arcoíris enorme y construyeron la torre más alta de la clase.',
        'A la hora del cuento, la maestra leyó un libro sobre un osito muy valiente.',
        hobbyLine(story, 'la maestra'),
        'La mañana pasó volando.',
      ],
    };
  },
  haircut: (story) => ({
    short: ['¡Chas, chas!', '¡Fuuu!'],
    long: [
      'Las tijeras hacían chas, chas, y le hacían cosquillas, como una pluma.',
      `La peluquera le echó agua fresquita, como una nubecita de lluvia, y ${story.name} se rio.`,
      'Luego el secador sopló aire calentito: ¡fuuu!',
      hobbyLine(story, 'la peluquera'),
      'Le hizo cosquillas, y no le dolió nada de nada.',
    ],
  }),
};

const REACHED: VisitBeats = {
  doctor: (story) => ({
    short: ['«¡Ya está!», dice la doctora.', '¡Una pegatina por ser valiente!'],
    long: [
      `—¡Ya está! —dijo la doctora—. Has sido muy ${brave(story)}, ${story.name}.`,
      `Le dio a ${story.name} una pegatina brillante con una estrella dorada.`,
      `${story.name} había sido ${brave(story)}, y no le había dolido nada.`,
    ],
  }),
  dentist: (story) => ({
    short: ['«¡Ya está!», dice la dentista.', '¡Un cepillo nuevo por ser valiente!'],
    long: [
      '—¡Ya está! Tienes los dientes fuertes y sanos —dijo la dentista.',
      `Le dio a ${story.name} un cepillo de dientes nuevo y una pegatina de un diente sonriente.`,
      `${story.name} había sido ${brave(story)}, y no le había dolido nada.`,
    ],
  }),
  school: (story) => ({
    short: ['«¡Hasta mañana!», dice la maestra.', `¡Qué ${brave(story)}, ${story.name}!`],
    long: [
      `Cuando ${escort(story)} volvió, ${story.name} corrió hacia la puerta con su dibujo del arcoíris.`,
      '—¿Puedo volver mañana? —preguntó.',
      `—¡Hasta mañana, ${story.name}! —le dijo la maestra.`,
    ],
  }),
  haircut: (story) => ({
    short: ['«¡Ya está!», dice la peluquera.', '¡Un corte de pelo nuevo por ser valiente!'],
    long: [
      '—¡Ya está! —dijo la peluquera, y giró la silla hacia el espejo.',
      `${story.name} vio su corte de pelo nuevo y sonrió de oreja a oreja.`,
      `${story.name} había sido ${brave(story)}, y no le había dolido nada.`,
    ],
  }),
};

/** What the child tells the family at home. */
const TOLD: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) =>
    `${story.name} les enseñó su pegatina y les contó cómo sonaba su corazón: bum-bum, bum-bum.`,
  dentist: (story) => `${story.name} les enseñó su cepillo nuevo y sus veinte dientes brillantes.`,
  school: (story) =>
    `${story.name} les habló de los peces, de la torre más alta y de su dibujo del arcoíris.`,
  haircut: (story) =>
    `${story.name} les enseñó su corte de pelo nuevo y les contó lo de la silla que subía como un cohete.`,
};

function party(story: IdeaStory): BeatText {
  const family = words.familyList(story).filter((member) => member !== escort(story));
  return {
    short: ['¡Todos quieren saberlo todo!', `${story.name} está muy ${proud(story)}.`],
    long: [
      family.length
        ? `En casa, todos querían saberlo todo: ${words.and(family)}.`
        : 'En casa, todos querían saberlo todo.',
      ofVisit(TOLD)(story),
      `—¡He sido ${brave(story)}! —dijo ${story.name} con mucho orgullo, y todos aplaudieron.`,
    ],
  };
}

const LESSON: Record<Visit, string> = {
  doctor: 'los médicos nos ayudan a estar sanos',
  dentist: 'la dentista me ayuda a cuidar mi sonrisa',
  school: 'en un sitio nuevo pronto te sientes como en casa',
  haircut: 'cortarse el pelo no duele ni un poquito',
};

const DREAMS: Record<Visit, string> = {
  doctor: 'con la pegatina de la estrella dorada todavía en el pijama',
  dentist: 'con los dientes bien limpios y brillantes',
  school: 'con muchas ganas de que llegara mañana',
  haircut: 'con su pelo nuevo suavecito sobre la almohada',
};

function ending(story: IdeaStory): BeatText {
  const visit = story.visit ?? 'doctor';
  const parent = words.parent(story);
  const listener = story.pet?.name ?? 'su osito';
  return {
    short: [
      parent ? `${cap(parent)} abraza a ${story.name}.` : `${story.name} ya está en casa.`,
      story.sleepyEnding ? `Buenas noches, ${story.name}.` : '¡Qué día tan valiente!',
    ],
    long: [
      `${story.sleepyEnding ? 'Esa noche' : 'Esa tarde'}, ${story.name} le contó a ${listener} todo lo que había pasado.`,
      `—Hoy he aprendido que ${LESSON[visit]} —dijo ${story.name}.`,
      story.sleepyEnding
        ? `Luego se durmió sonriendo, ${DREAMS[visit]}.`
        : `${story.name} nunca olvidaría lo ${brave(story)} que había sido.`,
    ],
  };
}

const polished = (text: BeatText): BeatText => ({
  short: text.short.map(polish),
  long: text.long.map(polish),
});

/** Only the first word and names are capitals in a Spanish title. */
const TITLES: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) => `${story.name} va al médico`,
  dentist: (story) => `${story.name} va al dentista`,
  school: (story) => `El primer día de ${school(story)} de ${story.name}`,
  haircut: (story) => `${story.name} va a la peluquería`,
};

/** 'Es el primer día de colegio de Maya', or with the idea's own going, 'Maya va a ir al colegio por primera vez'. */
const firstDayGoing = (story: IdeaStory): string => {
  const own = going(story, '');
  return own
    ? `${story.name} va a ${own} por primera vez`
    : `Es el primer día de ${school(story)} de ${story.name}`;
};

/** The idea's companion in the summary too ('Maya va al colegio con la abuela'). */
const holdsHand = (story: IdeaStory): string =>
  story.partner ? ` ${cap(escort(story))} le da la mano todo el camino.` : '';

const SUMMARIES: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) =>
    `${story.name} va a ${going(story, 'ir al médico')} para una revisión, y siente mariposas en la barriga.${holdsHand(story)} Con una doctora amable, un estetoscopio para escuchar el corazón y un momento muy valiente, ${story.name} vuelve a casa con mucho orgullo y una pegatina brillante. Un cuento tierno para acompañar a los niños en sus visitas al médico.`,
  dentist: (story) =>
    `${story.name} va a ${going(story, 'ir al dentista')}, y siente mariposas en la barriga.${holdsHand(story)} Con una dentista amable, un sillón mágico y un «¡Aaaa!» muy valiente, ${story.name} vuelve a casa con mucho orgullo y veinte dientes brillantes. Un cuento tierno para acompañar a los niños en sus visitas al dentista.`,
  school: (story) =>
    `${firstDayGoing(story)}, y siente mariposas en la barriga.${holdsHand(story)} Con una maestra amable, una nueva amistad y un dibujo del arcoíris, ${story.name} está deseando volver. Un cuento tierno para los niños que empiezan ${theSchool(story)}.`,
  haircut: (story) =>
    `${story.name} va a ${going(story, 'ir a la peluquería')}, y siente mariposas en la barriga.${holdsHand(story)} Con una peluquera amable, una silla que sube como un cohete y unas tijeras que solo cantan chas, chas, ${story.name} vuelve a casa con mucho orgullo y un corte de pelo nuevo. Un cuento tierno para acompañar a los niños en sus primeros cortes de pelo.`,
};

const SETTINGS: Record<Visit, (story: IdeaStory) => string> = {
  doctor: () =>
    'Casa, el camino al centro y la consulta de la doctora: una sala de espera luminosa con juguetes y una pecera.',
  dentist: () =>
    'Casa, el camino al centro y la consulta de la dentista: una sala de espera con una pecera, y un sillón mágico.',
  school: (story) =>
    polish(`Casa, el camino a ${theSchool(story)} y una clase luminosa con dibujos, cojines y una pecera.`),
  haircut: () => 'Casa, el camino al centro y la peluquería: espejos grandes y una silla que gira.',
};

const visitBeats: Record<IdeaBeat, (story: IdeaStory) => BeatText> = {
  call: ofVisit(CALL),
  setOff,
  arrive: ofVisit(ARRIVE),
  meet: ofVisit(MEET),
  obstacle: ofVisit(OBSTACLE),
  feelings,
  solve: ofVisit(SOLVE),
  reached: ofVisit(REACHED),
  party,
  ending,
};

const beats = Object.fromEntries(
  Object.entries(visitBeats).map(([beat, tell]) => [beat, (story: IdeaStory) => polished(tell(story))]),
) as Record<IdeaBeat, (story: IdeaStory) => BeatText>;

export const spanishVisit: VisitVoice = {
  beats,
  title: ofVisit(TITLES),
  summary: (story) => polish(ofVisit(SUMMARIES)(story)),
  setting: ofVisit(SETTINGS),
};
