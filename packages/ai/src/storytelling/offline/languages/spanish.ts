/**
 * Spanish for the offline storyteller. Nouns carry their gender so articles and adjectives agree
 * ('una llave dorada', 'el cofre del tesoro'); the child's gender sets the few adjectives about them, and
 * when it is not given the sentences use words that do not change ('feliz', 'valiente'). Toddler text is
 * in the present tense, the longer text in the past (pretérito and imperfecto), dialogue in «comillas».
 */
import type {
  AnimalKey,
  ColourKey,
  FoodKey,
  GoalKey,
  HobbyKey,
  ObstacleKey,
  RoleKey,
  SettingKey,
  SkillKey,
} from '../lexicon';
import type { Gender, StoryPlan, ThemeGroup } from '../story-plan';
import type { BeatText, LanguagePack } from './language-pack';
import { cap, listOf, mapValues, oneOf } from './language-pack';
import { planWords } from './plan-words';

type G = 'm' | 'f';
type Noun = [string, G];

const ANIMAL: Record<AnimalKey, Noun> = {
  dog: ['perro', 'm'],
  cat: ['gato', 'm'],
  rabbit: ['conejo', 'm'],
  hamster: ['hámster', 'm'],
  guineapig: ['cobaya', 'f'],
  mouse: ['ratoncito', 'm'],
  horse: ['poni', 'm'],
  bird: ['pajarito', 'm'],
  parrot: ['loro', 'm'],
  fish: ['pececito', 'm'],
  turtle: ['tortuga', 'f'],
  frog: ['rana', 'f'],
  duck: ['patito', 'm'],
  hen: ['gallina', 'f'],
  owl: ['búho', 'm'],
  fox: ['zorro', 'm'],
  bear: ['osito', 'm'],
  panda: ['oso panda', 'm'],
  koala: ['koala', 'm'],
  squirrel: ['ardilla', 'f'],
  hedgehog: ['erizo', 'm'],
  deer: ['cervatillo', 'm'],
  otter: ['nutria', 'f'],
  penguin: ['pingüino', 'm'],
  dolphin: ['delfín', 'm'],
  whale: ['ballena', 'f'],
  octopus: ['pulpo', 'm'],
  elephant: ['elefantito', 'm'],
  giraffe: ['jirafa', 'f'],
  lion: ['leoncito', 'm'],
  tiger: ['tigrecito', 'm'],
  monkey: ['monito', 'm'],
  sloth: ['perezoso', 'm'],
  butterfly: ['mariposa', 'f'],
  ladybird: ['mariquita', 'f'],
  unicorn: ['unicornio', 'm'],
  dragon: ['dragón', 'm'],
  dinosaur: ['dinosaurio', 'm'],
  mermaid: ['sirena', 'f'],
  fairy: ['hada', 'f'],
  robot: ['robot', 'm'],
};

/** Favourite animals as the child loves them, in the plural. */
const ANIMALS_PLURAL: Partial<Record<AnimalKey, string>> = {
  dog: 'los perros',
  cat: 'los gatos',
  horse: 'los ponis',
  owl: 'los búhos',
  dolphin: 'los delfines',
  dragon: 'los dragones',
  unicorn: 'los unicornios',
  robot: 'los robots',
  lion: 'los leones',
  mouse: 'los ratones',
  fairy: 'las hadas',
};

const plural = (key: AnimalKey): string => {
  const known = ANIMALS_PLURAL[key];
  if (known) return known;
  const [word, g] = ANIMAL[key];
  const base = word.replace(
    /(ito|ita|cito|cita)$/,
    (end) => ({ ito: 'o', ita: 'a', cito: '', cita: '' })[end] ?? end,
  );
  const pluralWord = /[aeiouáéó]$/.test(base) ? `${base}s` : `${base}es`;
  return `${g === 'm' ? 'los' : 'las'} ${pluralWord}`;
};

interface GoalWords {
  noun: Noun;
  place: string;
  done: string;
  found?: string;
}

const GOAL: Record<GoalKey, GoalWords> = {
  key: {
    noun: ['llave dorada', 'f'],
    place: 'bajo un montón de hojas crujientes',
    done: 'Con ella abrieron una puertecita en un árbol viejo, y dentro había una salita llena de libros y cojines.',
  },
  kite: {
    noun: ['cometa de colores', 'f'],
    place: 'enganchada en las ramas de un árbol muy alto',
    done: 'Muy pronto la cometa volvía a bailar con el viento, con su larga cola de cintas.',
  },
  crown: {
    noun: ['coronita brillante', 'f'],
    place: 'en un nido, donde una urraca la había guardado con cuidado',
    done: 'La coronita brillaba al sol, y todos aplaudieron.',
  },
  shell: {
    noun: ['caracola cantarina', 'f'],
    place: 'en una pocita entre las rocas, tarareando bajito',
    done: 'Cuando se acercaron la caracola al oído, cantó una canción suave y alegre.',
  },
  star: {
    noun: ['estrellita', 'f'],
    found: 'tumbada en la hierba, brillando suavemente',
    place: 'al cielo',
    done: 'Arriba, arriba subió la estrellita, y desde el cielo les guiñó un «gracias» enorme.',
  },
  egg: {
    noun: ['huevo moteado', 'm'],
    found: 'entre la hierba, todavía calentito',
    place: 'a su nido blandito',
    done: '¡Crac! Salió un pollito esponjoso que saludó a todos con un pío.',
  },
  treasure: {
    noun: ['cofre del tesoro', 'm'],
    place: 'hasta un viejo árbol hueco',
    done: 'Dentro había conchas relucientes, piedras suaves y una nota que decía: «El mejor tesoro es un amigo».',
  },
  rainbow: {
    noun: ['final del arcoíris', 'm'],
    place: 'más allá de la última colina',
    done: 'Allí, donde el arcoíris tocaba el suelo, había un charco de luz dorada, cálido como un abrazo.',
  },
  cake: {
    noun: ['tarta de cumpleaños', 'f'],
    place: 'a la gran fiesta',
    done: 'Todos aplaudieron al ver la tarta de cumpleaños, y cantaron juntos.',
  },
  seed: {
    noun: ['semilla mágica', 'f'],
    place: 'al rincón soleado donde podía crecer',
    done: 'Plantaron la semilla mágica, y enseguida brotó un arbolito lleno de flores.',
  },
  lantern: {
    noun: ['farolillo de papel', 'm'],
    place: 'a la fiesta de las luces',
    done: 'El farolillo brillaba con suavidad, y toda la fiesta se llenó de luz.',
  },
  letter: {
    noun: ['carta especial', 'f'],
    place: 'a la pequeña oficina de correos',
    done: '¡La carta era una invitación a un picnic para todos los que habían ayudado!',
  },
};

interface SettingWords {
  name: string;
  what: string;
  describe: string;
}

const SETTING: Record<SettingKey, SettingWords> = {
  forest: {
    name: 'el Bosque de los Susurros',
    what: 'un bosque soleado de árboles altos y senderos de musgo',
    describe:
      'La luz del sol bailaba entre los árboles altos, y unas setas diminutas asomaban entre el musgo.',
  },
  beach: {
    name: 'la Bahía Soleada',
    what: 'una playa de arena con olas suaves y conchas',
    describe: 'Las olas suaves llegaban a la arena tibia, y las gaviotas se llamaban unas a otras.',
  },
  space: {
    name: 'la Luna Plateada',
    what: 'una luna sonriente entre estrellas que titilan y planetas redondos',
    describe: 'Los planetas flotaban como globos gigantes, y las estrellas les decían hola.',
  },
  castle: {
    name: 'el Castillo de los Girasoles',
    what: 'un castillo con torres altas, banderas y jardines de flores',
    describe: 'Las banderas ondeaban en las torres altas, y los jardines estaban llenos de girasoles.',
  },
  mountain: {
    name: 'la Montaña de las Campanillas',
    what: 'una montaña verde con senderos y flores silvestres',
    describe:
      'El sendero serpenteaba entre flores silvestres, y el valle se veía abajo como una manta de retales.',
  },
  garden: {
    name: 'el Jardín de las Rosas',
    what: 'un jardín lleno de flores, setos y un roble muy alto',
    describe: 'Las abejas zumbaban sobre los parterres, y un columpio colgaba del roble.',
  },
  jungle: {
    name: 'la Gran Selva Verde',
    what: 'una selva de hojas gigantes, lianas y cascadas',
    describe: 'Las hojas gigantes formaban un techo verde, y los loros charlaban entre las lianas.',
  },
  snow: {
    name: 'el Valle de los Copos',
    what: 'un valle nevado de colinas blancas y pinos',
    describe: 'La nieve brillaba en cada pino, y un muñeco de nieve sonreía junto al camino.',
  },
  underwater: {
    name: 'el Arrecife de Coral',
    what: 'un arrecife bajo el mar, lleno de coral y burbujas',
    describe: 'El coral de mil colores se mecía en el agua, y los pececitos pasaban en bancos relucientes.',
  },
  farm: {
    name: 'la Granja Botón de Oro',
    what: 'una granja con un granero rojo, balas de paja y un estanque de patos',
    describe: 'El granero rojo estaba junto al estanque de los patos, y la paja olía a verano.',
  },
  town: {
    name: 'Villa Arce',
    what: 'un pueblecito de casas de colores con una plaza de mercado',
    describe: 'Las casas de colores rodeaban la plaza del mercado, y un trenecito pitaba al pasar.',
  },
  sky: {
    name: 'el Reino de las Nubes',
    what: 'un lugar sobre las nubes, con globos aerostáticos y arcoíris',
    describe: 'Las nubes blancas pasaban como almohadas, y un globo aerostático flotaba a lo lejos.',
  },
  island: {
    name: 'la Isla del Coco',
    what: 'una isla soleada con palmeras y un faro',
    describe: 'Las palmeras se mecían en la orilla, y un faro de rayas vigilaba desde la punta.',
  },
  meadow: {
    name: 'el Prado de las Margaritas',
    what: 'un prado ancho de hierba alta y flores silvestres',
    describe: 'La hierba alta se mecía como las olas, y las mariposas bailaban de flor en flor.',
  },
};

interface ObstacleWords {
  across: string;
  short: string;
  intro: string;
  problem: string;
  past: string;
}

const OBSTACLE: Record<ObstacleKey, ObstacleWords> = {
  stream: {
    across: 'cruzar un arroyo cantarín',
    short: 'Un arroyo corta el camino.',
    intro: 'Al poco rato, el camino bajaba hasta un arroyo ancho y cantarín.',
    problem: 'No había ningún puente, y las piedras estaban muy separadas.',
    past: 'al otro lado del arroyo',
  },
  hill: {
    across: 'subir una colina empinada',
    short: 'Hay una colina muy alta.',
    intro: 'Después llegaron a una colina tan empinada que el camino parecía subir en línea recta.',
    problem: 'Cada vez que intentaban subir, la hierba resbalaba.',
    past: 'en lo alto de la colina',
  },
  maze: {
    across: 'salir de un laberinto de setos',
    short: 'Los setos forman un laberinto.',
    intro: 'Luego el camino se metía en un laberinto de setos altos y verdes.',
    problem: 'Todas las curvas parecían iguales, y siempre volvían al mismo banco.',
    past: 'fuera del laberinto',
  },
  fog: {
    across: 'atravesar una niebla suave',
    short: 'Una niebla tapa el camino.',
    intro: 'De pronto, una niebla blanca y suave llegó flotando y escondió el camino.',
    problem: 'Casi no se veían los pies, y mucho menos el camino.',
    past: 'fuera de la niebla',
  },
  gate: {
    across: 'abrir una verja con una adivinanza',
    short: 'Una verja está cerrada. Necesita una palabra mágica.',
    intro: 'Por fin llegaron a una verja vieja y alta, cubierta de hiedra.',
    problem:
      'Estaba cerrada, y tenía tallada una adivinanza: «¿Qué se hace más grande cuanto más se comparte?».',
    past: 'al otro lado de la verja',
  },
  brambles: {
    across: 'pasar unas zarzas enredadas',
    short: 'Unas zarzas tapan el camino.',
    intro: 'De repente, el camino desaparecía entre unas zarzas enredadas.',
    problem: 'Las ramas pinchaban, y no parecía haber forma de pasar.',
    past: 'al otro lado de las zarzas',
  },
};

const HOBBY: Record<HobbyKey, string> = {
  drawing: 'dibujar',
  painting: 'pintar',
  crafts: 'hacer manualidades',
  singing: 'cantar',
  dancing: 'bailar',
  music: 'la música',
  football: 'el fútbol',
  running: 'correr',
  swimming: 'nadar',
  climbing: 'trepar',
  cycling: 'montar en bici',
  gymnastics: 'la gimnasia',
  ballgames: 'jugar a la pelota',
  building: 'construir cosas',
  science: 'hacer experimentos',
  puzzles: 'hacer rompecabezas',
  reading: 'leer',
  writing: 'escribir cuentos',
  cooking: 'cocinar',
  gardening: 'cuidar las plantas',
  animals: 'cuidar animales',
};

/** The colour as a name ('el rojo') and as a description ('de color rojo'). */
const COLOUR: Record<ColourKey, [string, string]> = {
  red: ['el rojo', 'de color rojo'],
  orange: ['el naranja', 'de color naranja'],
  yellow: ['el amarillo', 'de color amarillo'],
  green: ['el verde', 'de color verde'],
  blue: ['el azul', 'de color azul'],
  teal: ['el turquesa', 'de color turquesa'],
  purple: ['el morado', 'de color morado'],
  pink: ['el rosa', 'de color rosa'],
  white: ['el blanco', 'de color blanco'],
  brown: ['el marrón', 'de color marrón'],
  gold: ['el dorado', 'de color dorado'],
  silver: ['el plateado', 'de color plateado'],
  rainbow: ['los colores del arcoíris', 'de todos los colores del arcoíris'],
};

const FOOD: Record<FoodKey, string> = {
  pancakes: 'tortitas',
  pizza: 'pizza',
  icecream: 'helado',
  strawberries: 'fresas',
  apples: 'manzanas',
  bananas: 'plátanos',
  cookies: 'galletas',
  chocolate: 'chocolate',
  pasta: 'pasta',
  cupcakes: 'magdalenas',
  sandwiches: 'bocadillos',
  watermelon: 'sandía',
  grapes: 'uvas',
  cheese: 'queso',
  carrots: 'zanahorias',
  honey: 'pastelitos de miel',
  mango: 'mango',
  soup: 'sopa calentita',
};

const ROLE: Record<RoleKey, { label: string; word: string }> = {
  mother: { label: 'Mamá', word: 'madre' },
  father: { label: 'Papá', word: 'padre' },
  grandmother: { label: 'la abuela', word: 'abuela' },
  grandfather: { label: 'el abuelo', word: 'abuelo' },
  brother: { label: 'su hermano', word: 'hermano' },
  sister: { label: 'su hermana', word: 'hermana' },
  aunt: { label: 'la tía', word: 'tía' },
  uncle: { label: 'el tío', word: 'tío' },
};

// --- Grammar ---

const un = ([word, g]: Noun) => `${g === 'm' ? 'un' : 'una'} ${word}`;
const el = ([word, g]: Noun) => `${g === 'm' ? 'el' : 'la'} ${word}`;
/** 'a' + the article: 'al bosque', 'a la bahía', 'a Villa Arce'. */
const toPlace = (name: string) => (name.startsWith('el ') ? `al ${name.slice(3)}` : `a ${name}`);
/** Adjective agreeing with a noun's gender. */
const agree = (g: G, masculine: string, feminine: string) => (g === 'm' ? masculine : feminine);
/** Adjective about the child: agreeing, or the invariant word when the gender is not given. */
const about = (gender: Gender, masculine: string, feminine: string, invariant: string) =>
  gender === 'boy' ? masculine : gender === 'girl' ? feminine : invariant;
const and = (items: string[]) => listOf(items, 'y').replace(/ y ([iI]|[hH]i)(?!e)/, ' e $1');

// --- The words of a plan ---

const name = (plan: StoryPlan) => plan.name;
const helper = (plan: StoryPlan) => plan.helper.name;
const helperNoun = (plan: StoryPlan) => ANIMAL[plan.helper.animal];
const aHelper = (plan: StoryPlan) => {
  const noun = helperNoun(plan);
  return `${un(noun)} muy ${agree(noun[1], 'simpático', 'simpática')}`;
};
const goal = (plan: StoryPlan) => GOAL[plan.goal].noun;
const place = (plan: StoryPlan) => SETTING[plan.setting].name;
const petNoun = (plan: StoryPlan): string => {
  const pet = plan.pet;
  if (!pet) return 'mascota';
  if (pet.animal) return ANIMAL[pet.animal][0];
  return 'mascota';
};
const { parent, sibling, friend, colour, food, hobby, favouriteAnimals, team, familyList } = planWords({
  animals: ANIMAL,
  colours: COLOUR,
  foods: FOOD,
  hobbies: HOBBY,
  role: (role) => ROLE[role].label,
  animalsPlural: (_noun, key) => plural(key),
  brotherOrSister: (_plan, role, label) => `${ROLE[role].label} ${label}`,
  petAtHome: (plan, pet) => `${pet.name}, su ${petNoun(plan)}`,
  and: 'y',
});
const colourName = colour(
  (c) => c[0],
  (raw) => `el ${raw}`,
);
const colourLike = colour(
  (c) => c[1],
  (raw) => `de color ${raw}`,
);

/** Friendship's lesson when the companion is family. */
const TOGETHER_LESSON = 'juntos podemos con todo';

const LESSON: Record<ThemeGroup, string> = {
  friendship: 'con amigos todo es posible',
  courage: 'ser valiente es intentarlo, aunque te tiemblen un poco las piernas',
  kindness: 'un poco de bondad puede cambiarlo todo',
  curiosity: 'hacer preguntas lleva a descubrimientos maravillosos',
  nature: 'cuidar la naturaleza es cuidar a nuestros amigos',
  feelings: 'todos los sentimientos están bien, y compartirlos aligera el corazón',
  wonder: 'hay magia en todas partes, si sabes mirar',
};

// --- The beats ---

function home(plan: StoryPlan): BeatText {
  const n = name(plan);
  const family = familyList(plan);
  const kid = about(plan.gender, 'un niño', 'una niña', 'una personita');
  const opening = oneOf(plan, 'es-opening', [
    `Había una vez ${kid} de ${plan.age} años que se llamaba ${n}${plan.nickname ? `, aunque en casa todos le decían ${plan.nickname}` : ''}.`,
    `En una casita al final de un camino lleno de árboles vivía ${n}${plan.nickname ? `, a quien en casa llamaban ${plan.nickname}` : ''}, que tenía ${plan.age} años.`,
    `No hace mucho, en una casa con una chimenea torcida, vivía ${n}${plan.nickname ? ` (${plan.nickname} para la familia)` : ''}, que tenía ${plan.age} años.`,
  ]);
  return {
    short: [
      oneOf(plan, 'es-hello', [`Esta es la historia de ${n}.`, `¡Te presento a ${n}!`, `Aquí está ${n}.`]),
      plan.pet
        ? `${n} tiene ${un([petNoun(plan), plan.pet.animal ? ANIMAL[plan.pet.animal][1] : 'f'])}: ${plan.pet.name}.`
        : `${n} tiene ${plan.age} años.`,
    ],
    long: [
      opening,
      family.length ? `${n} vivía con ${and(family)}.` : `${n} vivía en una casita con la puerta roja.`,
      `A ${n} le gustaba descubrirlo todo, y cada día le parecía el comienzo de algo maravilloso.`,
      `Desde la ventana de su cuarto, ${n} podía ver a lo lejos ${place(plan)}.`,
      `Y últimamente tenía la sensación de que algo especial estaba a punto de pasar.`,
    ],
  };
}

function companion(plan: StoryPlan): BeatText {
  const n = name(plan);
  const likes = [
    hobby(plan) ? `A ${n} le encantaba ${hobby(plan)}` : '',
    favouriteAnimals(plan) ? `le chiflaban ${favouriteAnimals(plan)}` : '',
  ].filter(Boolean);
  const favourites = [
    colourName(plan) ? `Su color favorito era ${colourName(plan)}` : '',
    food(plan) ? `su merienda preferida: ${food(plan)}` : '',
  ].filter(Boolean);
  if (plan.pet) {
    const pet = plan.pet;
    return {
      short: oneOf(plan, 'es-pet-short', [
        [`${pet.name} quiere mucho a ${n}.`, `Juegan todo el día.`],
        [`${n} y ${pet.name} son muy amigos.`, `Les encanta jugar.`],
      ]),
      long: [
        oneOf(plan, 'es-pet', [
          `${pet.name}, su ${pet.breed ? pet.breed.toLowerCase() : petNoun(plan)}, era su mejor compañía.`,
          `Su mejor amigo en el mundo entero era ${pet.name}, su ${pet.breed ? pet.breed.toLowerCase() : petNoun(plan)}.`,
        ]),
        oneOf(plan, 'es-pet-together', [
          `Los dos lo hacían todo juntos, desde el desayuno hasta la hora de dormir.`,
          `Adondequiera que fuera ${n}, allí iba ${pet.name} detrás.`,
        ]),
        likes.length
          ? `${cap(and(likes))}, y ${pet.name} siempre andaba cerca, mirando con ojos brillantes.`
          : `${pet.name} seguía a ${n} a todas partes, siempre con ganas de jugar.`,
        favourites.length ? `${and(favourites)}.` : `Tenían un saludo secreto que nadie más conocía.`,
        `«Tú y yo, ${pet.name}», decía ${n}, «somos un equipo».`,
      ],
    };
  }
  return {
    short: [likes.length ? `${cap(likes[0])}.` : `A ${n} le encanta jugar.`],
    long: [
      likes.length
        ? `${cap(and(likes))}.`
        : `A ${n} le encantaban los juegos, los cuentos y mirar las nubes.`,
      favourites.length ? `${and(favourites)}.` : `Le gustaba averiguar cómo funcionaban las cosas.`,
      `Cada mañana, ${n} se despertaba preguntándose qué le traería el día.`,
      `Y aquella mañana, el día traía una sorpresa.`,
    ],
  };
}

function call(plan: StoryPlan): BeatText {
  const n = name(plan);
  const h = helper(plan);
  const idea = plan.ideaPhrase && !plan.ideaNamesGoal ? plan.ideaPhrase : undefined;
  const dream = idea
    ? `${n} llevaba días soñando con ${idea}.`
    : `Una mañana luminosa, pasó algo fuera de lo común.`;
  const shortDream = idea ? `${n} sueña con ${idea}.` : `¡Mira, ${n}!`;
  const meetHelper = `De detrás del seto del jardín salió ${aHelper(plan)} que se llamaba ${h}.`;
  const g = goal(plan);
  const kind = helperNoun(plan)[0];
  switch (plan.kind) {
    case 'find':
      if (plan.genre === 'Mystery') {
        return {
          short: [shortDream, `¡${h} ha perdido su ${g[0]}!`],
          long: [
            dream,
            meetHelper,
            `«¡Mi ${g[0]} ha desaparecido!», dijo ${h}. «Esta mañana ya no estaba, y la única pista es un rastro hacia ${place(plan)}».`,
            `A ${n} se le iluminó la cara. «¡Un misterio!», susurró. «Busquemos pistas».`,
            `En el suelo había huellas diminutas y una pluma, y todas señalaban hacia el mismo sitio.`,
          ],
        };
      }
      return {
        short: [shortDream, `¡${h} ha perdido su ${g[0]}!`],
        long: [
          dream,
          meetHelper,
          `«He perdido mi ${g[0]}», dijo ${h} con tristeza. «Creo que se me cayó en ${place(plan)}».`,
          `${n} se agachó y sonrió. «No te preocupes. ${agree(g[1], 'Lo', 'La')} encontraremos juntos».`,
          `${h} dio un saltito de esperanza, y en la cabeza de ${n} empezó a crecer un plan.`,
        ],
      };
    case 'help':
      return {
        short: [shortDream, `${cap(un(g))} necesita volver a casa.`],
        long: [
          dream,
          `Esa mañana, ${n} encontró ${un(g)} ${GOAL[plan.goal].found ?? 'en la hierba'}.`,
          `${h}, ${aHelper(plan)}, llegó corriendo. «Tiene que volver ${GOAL[plan.goal].place}», dijo ${h}, «y el camino pasa por ${place(plan)}».`,
          `${n} ${agree(g[1], 'lo', 'la')} recogió con cuidado. «Pues ${agree(g[1], 'lo', 'la')} llevaremos nosotros», dijo.`,
          plan.goal === 'star'
            ? `La estrellita brilló un poco más, como si lo hubiera entendido.`
            : `${cap(el(g))} se movió un poquito, como si lo hubiera entendido.`,
        ],
      };
    case 'discover':
      return {
        short: [shortDream, `¡${h} ${agree(helperNoun(plan)[1], 'el', 'la')} ${kind} tiene un mapa!`],
        long: [
          dream,
          `Dentro de un libro viejo, ${n} encontró un mapa arrugado con una gran X.`,
          `«¡Es el camino hacia ${el(g).replace(/^el /, 'el ')}, en ${place(plan)}!», exclamó ${h}, ${aHelper(plan)} que miraba por encima de su hombro.`,
          `El mapa mostraba un sendero con curvas, un árbol grande y un sol sonriente dibujado.`,
          `${n} dobló el mapa con cuidado y sintió que el corazón le latía de emoción.`,
        ],
      };
    case 'deliver':
      return {
        short: [shortDream, `${h} necesita ayuda con ${un(g)}.`],
        long: [
          dream,
          `¡Toc, toc! En la puerta estaba ${h}, ${aHelper(plan)}, con ${un(g)}.`,
          `«Tiene que llegar ${GOAL[plan.goal].place}, en ${place(plan)}», dijo ${h}, «pero está demasiado lejos para mí ${agree(helperNoun(plan)[1], 'solo', 'sola')}».`,
          `«Yo te ayudo», dijo ${n} enseguida.`,
          `${h} sonrió de oreja a oreja, y envolvieron ${el(g)} con mucho cuidado para el viaje.`,
        ],
      };
  }
}

function setOff(plan: StoryPlan): BeatText {
  const n = name(plan);
  const grownUp = parent(plan);
  const sib = sibling(plan);
  const together = team(plan);
  const verb = plan.pet ? 'siguieron' : 'siguió';
  return {
    short: [`${together} se van con ${h(plan)}.`, grownUp ? `${cap(grownUp)} dice adiós.` : `¡Allá van!`],
    long: [
      `${cap(grownUp ?? n)} ${oneOf(plan, 'es-bag', ['preparó una mochilita', 'llenó una mochila pequeña'])} con ${food(plan) ?? 'la merienda'} para el camino.`,
      grownUp
        ? `«Id siempre juntos y sed amables», dijo ${grownUp}, con un abrazo enorme.`
        : `«Vamos siempre juntos», dijo ${n}, «y seamos amables».`,
      `Luego ${together} ${verb} a ${helper(plan)} por el sendero hacia ${place(plan)}.`,
      sib
        ? `${cap(sib)} les dijo adiós desde la ventana: «¡Buena suerte!».`
        : `La puerta del jardín chirrió como si les deseara buen viaje.`,
      `El aire olía a aventura, y el corazón de ${n} dio un saltito de alegría.`,
    ],
  };
}

const h = (plan: StoryPlan) =>
  `${helper(plan)} ${agree(helperNoun(plan)[1], 'el', 'la')} ${helperNoun(plan)[0]}`;

function arrive(plan: StoryPlan): BeatText {
  const n = name(plan);
  const c = colourLike(plan);
  return {
    short: [`Aquí está ${place(plan)}.`, `¡Qué bonito!`],
    long: [
      `Por fin llegaron ${toPlace(place(plan))}.`,
      SETTING[plan.setting].describe,
      c
        ? `Mirara donde mirara, ${n} veía destellos ${c}, su color preferido.`
        : `${n} nunca había visto un lugar tan bonito.`,
      `${n} se quedó ${about(plan.gender, 'quieto', 'quieta', 'en silencio')} un momento, para mirarlo todo bien.`,
      `«Vamos», dijo ${helper(plan)}. «Es por aquí».`,
    ],
  };
}

function meet(plan: StoryPlan): BeatText {
  const n = name(plan);
  const mate = friend(plan) ?? plan.sibling?.label;
  if (mate) {
    const interest =
      friend(plan) && plan.friend?.interest
        ? `A ${mate} le encantaba ${plan.friend.interest.key ? HOBBY[plan.friend.interest.key] : plan.friend.interest.raw.toLowerCase()}, y siempre tenía buenas ideas.`
        : `${mate} siempre tenía buenas ideas.`;
    return {
      short: oneOf(plan, 'es-meet-short', [
        [`¡Mira! ¡Es ${mate}!`, `${mate} se une al viaje.`],
        [`¡Hola, ${mate}!`, `${mate} va con ellos.`],
      ]),
      long: [
        oneOf(plan, 'es-meet', [
          `¿Y a quién se encontraron por el camino? ¡A ${mate}!`,
          `Justo al doblar la curva, se toparon con ${mate}.`,
        ]),
        `«¿Adónde vais?», preguntó ${mate}, y ${n} se lo contó todo.`,
        `«¡Yo también voy!», dijo ${mate} con una sonrisa.`,
        interest,
        `Con ${mate} a su lado, ${n} se sentía el doble de ${about(plan.gender, 'valiente', 'valiente', 'valiente')} y el doble de feliz.`,
      ],
    };
  }
  return {
    short: [`${helper(plan)} da la mano a ${n}.`, `Ya son amigos.`],
    long: [
      `Por el camino, ${helper(plan)} le contó a ${n} cómo era la vida en ${place(plan)}.`,
      `${n} le habló de su casa y de ${hobby(plan) ? `lo mucho que le gustaba ${hobby(plan)}` : 'sus juegos favoritos'}.`,
      `Al poco rato, se reían como si se conocieran de toda la vida.`,
      `Qué curioso, pensó ${n}: a veces alguien nuevo se convierte en amigo en un momento.`,
    ],
  };
}

function obstacle(plan: StoryPlan): BeatText {
  const words = OBSTACLE[plan.obstacle];
  return {
    short: [`¡Oh, no!`, words.short],
    long: [
      words.intro,
      words.problem,
      oneOf(plan, 'es-sigh', [
        `${helper(plan)} se sentó con un suspiro. «¿Cómo vamos a pasar?».`,
        `«Vaya, vaya», dijo ${helper(plan)}, rascándose la cabeza. «¿Y ahora qué?».`,
      ]),
      `Todos se miraron, pensando qué hacer.`,
      `Durante un momento, nadie dijo nada.`,
    ],
  };
}

const THEME_TRY: Record<ThemeGroup, (plan: StoryPlan) => BeatText> = {
  friendship: (plan) => {
    const mate = friend(plan) ?? plan.pet?.name ?? helper(plan);
    return {
      short: [`${name(plan)} da la mano a ${mate}.`, `Los amigos se ayudan.`],
      long: [
        `${name(plan)} sentía un cosquilleo de nervios, pero entonces ${mate} se acercó.`,
        `«Somos un equipo», dijo ${name(plan)}. «Los equipos piensan juntos».`,
        `Así que se sentaron en círculo y compartieron sus ideas, una a una.`,
        `Algunas eran tan tontas que les daba la risa, pero todas ayudaron.`,
      ],
    };
  },
  courage: (plan) => ({
    short: [`${name(plan)} respira hondo.`, `«¡Puedo intentarlo!»`],
    long: [
      `A ${name(plan)} le temblaban un poco las piernas.`,
      `Pero se acordó de algo que ${parent(plan) ?? 'alguien en casa'} decía siempre: «Ser valiente no es no tener nervios. Es intentarlo igualmente».`,
      `${name(plan)} respiró hondo, se puso bien ${about(plan.gender, 'derechito', 'derechita', 'recto de espalda')} y dijo: «Lo intentaré».`,
      `Solo con decirlo en voz alta ya se sentía más grande.`,
    ],
  }),
  kindness: (plan) => ({
    short: [
      `${helper(plan)} está ${agree(helperNoun(plan)[1], 'cansado', 'cansada')}.`,
      `${name(plan)} le da un abrazo.`,
    ],
    long: [
      `${name(plan)} se dio cuenta de que ${helper(plan)} parecía ${agree(helperNoun(plan)[1], 'cansado', 'cansada')} y un poco triste.`,
      `${name(plan)} compartió su merienda${food(plan) ? ` de ${food(plan)}` : ''} y le dio un abrazo suave.`,
      `«Gracias», susurró ${helper(plan)}. «Ya me siento mejor».`,
      `Ser amable, pensó ${name(plan)}, nos hace a todos un poco más fuertes.`,
    ],
  }),
  curiosity: (plan) => ({
    short: [`${name(plan)} mira con atención.`, `¿Qué ve?`],
    long: [
      `${name(plan)} lo miraba todo con mucha atención.`,
      `«¿Por qué todas las hojas se inclinan hacia aquí?», se preguntó en voz alta. «¿Y qué es ese brillito?».`,
      `Hacer preguntas era lo que más le gustaba a ${name(plan)}, y cada pregunta llevaba a otra pista.`,
      `Pronto las pistas empezaron a encajar como las piezas de un rompecabezas.`,
    ],
  }),
  nature: (plan) => ({
    short: [`${name(plan)} escucha a los pájaros.`, `¡Pío, pío!`],
    long: [
      `${name(plan)} escuchó con atención a los pájaros y el susurro de las hojas.`,
      `«Tengamos cuidado de no pisar las flores», dijo, caminando despacito.`,
      `Una familia de ${plan.favouriteAnimal?.key ? plural(plan.favouriteAnimal.key).replace(/^(los|las) /, '') : 'conejitos'} se asomó a mirar, como diciendo gracias.`,
      `La naturaleza, por lo visto, ayuda a quien la cuida.`,
    ],
  }),
  feelings: (plan) => ({
    short: [
      `${name(plan)} está ${about(plan.gender, 'nervioso', 'nerviosa', 'con nervios')}.`,
      `Luego se siente en calma.`,
    ],
    long: [
      `${name(plan)} sentía muchas cosas a la vez: un poco de nervios, un poco de emoción y un poco de cansancio.`,
      `«Está bien sentir todo eso a la vez», dijo ${friend(plan) ?? helper(plan)} con cariño.`,
      `Decir los sentimientos en voz alta los hizo más pequeños, y ${name(plan)} volvió a sentirse en calma.`,
      `Con el corazón tranquilo, era mucho más fácil pensar.`,
    ],
  }),
  wonder: (plan) => ({
    short: [`${name(plan)} pide un deseo.`, `¡El aire se llena de chispas!`],
    long: [
      `${name(plan)} cerró los ojos y pidió un deseo.`,
      `Al abrirlos, el aire estaba lleno de lucecitas brillantes.`,
      `«La magia ocurre cuando crees en ella», susurró ${helper(plan)}.`,
      `Las lucecitas se juntaron en un remolino y señalaron el camino.`,
    ],
  }),
};

const THEME_KEY: Record<ThemeGroup, number> = {
  friendship: 1,
  courage: 2,
  kindness: 1,
  curiosity: 2,
  nature: 1,
  feelings: 2,
  wonder: 2,
};

const SKILL_SOLVE: Record<SkillKey, (plan: StoryPlan) => [string, string]> = {
  art: (plan) => [
    `${name(plan)} dibuja un mapa.`,
    `${name(plan)} cogió un palito y dibujó un mapa en la tierra blanda, igual que cuando ${hobby(plan) ? `le tocaba ${hobby(plan)}` : 'dibujaba'} en casa, y allí, en el dibujo, estaba el camino.`,
  ],
  music: (plan) => [
    `${name(plan)} canta una canción alegre.`,
    `${name(plan)} se puso a cantar, y la canción era tan alegre que bajaron unos pajarillos a enseñarles el camino.`,
  ],
  sport: (plan) => [
    `${name(plan)} es ${about(plan.gender, 'rápido y ágil', 'rápida y ágil', 'muy ágil')}.`,
    `Como le encantaba ${hobby(plan) ?? 'correr y saltar'}, ${name(plan)} se movía con agilidad, y encontró una forma ingeniosa de que todos pudieran seguirle.`,
  ],
  building: (plan) => [
    `${name(plan)} construye algo ingenioso.`,
    `${name(plan)} juntó palos, piedras y cuerda y construyó algo muy ingenioso, como cuando en casa le tocaba ${hobby(plan) ?? 'construir cosas'}.`,
  ],
  books: (plan) => [
    `${name(plan)} recuerda un cuento.`,
    `${name(plan)} se acordó de un cuento de su libro favorito, en el que la protagonista resolvía ese mismo problema, y supo exactamente qué hacer.`,
  ],
  nature: (plan) => [
    `${name(plan)} sabe leer las señales.`,
    `${name(plan)} sabía mucho de plantas y animales, y descubrió las pequeñas señales que la naturaleza deja a quien sabe mirar.`,
  ],
  thinking: (plan) => [
    `${name(plan)} tiene una idea.`,
    `${name(plan)} pensó mucho, miró con atención y descubrió una pista diminuta que nadie más había visto.`,
  ],
};

function solve(plan: StoryPlan): BeatText {
  // A riddle is answered, not climbed over: the hobby does not open a gate, the answer does.
  const [short, long] =
    plan.obstacle === 'gate'
      ? [
          `${name(plan)} dice la palabra mágica: «¡Amistad!».`,
          `${name(plan)} leyó la adivinanza otra vez, despacio, y pensó en todo lo que había pasado ese día.`,
        ]
      : SKILL_SOLVE[plan.skill](plan);
  const past = OBSTACLE[plan.obstacle].past;
  const theme = THEME_TRY[plan.themeGroup](plan);
  const themeFirst = plan.band === 'toddler' || plan.band === 'early';
  const riddle =
    plan.obstacle === 'gate'
      ? `«¡La amistad!», exclamó ${name(plan)}. «¡Se hace más grande cuanto más se comparte!». Y la verja se abrió.`
      : '';
  return {
    short: [theme.short[0], short],
    long: [
      themeFirst
        ? theme.long[THEME_KEY[plan.themeGroup]]
        : `Entonces a ${name(plan)} se le ocurrió una idea.`,
      long,
      riddle || `Paso a paso, ayudándose unos a otros, se encontraron todos ${past}.`,
      `«¡Lo conseguimos!», gritó ${helper(plan)}, y todos se rieron de alivio.`,
      `${name(plan)} se sentía ${about(plan.gender, 'orgulloso', 'orgullosa', 'feliz')}, no por haberlo hecho ${about(plan.gender, 'solo', 'sola', 'sin ayuda')}, sino por haberlo hecho en equipo.`,
    ],
  };
}

function feelings(plan: StoryPlan): BeatText {
  return THEME_TRY[plan.themeGroup](plan);
}

function reached(plan: StoryPlan): BeatText {
  const goalWords = GOAL[plan.goal];
  const g = goalWords.noun;
  const hh = helper(plan);
  switch (plan.kind) {
    case 'find':
      return {
        short: [`¡Mira! ¡Ahí está ${el(g)}!`, `${hh} está muy feliz.`],
        long: [
          `Y allí, ${goalWords.place}, ¡estaba ${el(g)}!`,
          plan.genre === 'Mystery'
            ? `Así que esa era la solución del misterio: nadie ${agree(g[1], 'se lo', 'se la')} había llevado para siempre.`
            : `${hh} dio saltos de alegría. «¡${agree(g[1], 'Lo', 'La')} has encontrado!».`,
          goalWords.done,
          `${hh} abrazó fuerte a ${name(plan)}. «Gracias por ayudarme».`,
        ],
      };
    case 'help':
      return {
        short: [`${cap(el(g))} vuelve a casa.`, `¡Hurra!`],
        long: [
          `Por fin encontraron el sitio perfecto, y ${name(plan)} ayudó con cuidado a ${el(g)} a volver ${goalWords.place}.`,
          goalWords.done,
          `A ${hh} se le escapó una lágrima de felicidad.`,
          `«Ayudar a alguien a volver a casa», dijo ${name(plan)} bajito, «es lo mejor del mundo».`,
        ],
      };
    case 'discover':
      return {
        short: [`¡Encuentran ${el(g)}!`, `¡Hala!`],
        long: [
          `El mapa los llevó ${goalWords.place}, y allí estaba: ¡${el(g)}!`,
          goalWords.done,
          `${name(plan)} y ${hh} se miraron y se rieron de alegría.`,
          `Era todavía mejor de lo que prometía el mapa.`,
        ],
      };
    case 'deliver':
      return {
        short: [`Llevan ${el(g)}.`, `¡Todos aplauden!`],
        long: [
          `Llevaron ${el(g)} con mucho cuidado ${goalWords.place}, y llegaron justo a tiempo.`,
          goalWords.done,
          `${hh} estaba tan ${agree(helperNoun(plan)[1], 'contento', 'contenta')} que se puso a bailar.`,
          `«No lo habríamos conseguido sin ti, ${name(plan)}», le dijeron todos.`,
        ],
      };
  }
}

function party(plan: StoryPlan): BeatText {
  const f = food(plan);
  const c = colourLike(plan);
  const guests = [plan.friend?.name ?? '', plan.pet?.name ?? '', helper(plan)].filter(Boolean);
  return {
    short: [`¡Es hora de una fiesta!`, f ? `¡Qué rico, ${f}!` : `¡Ñam, ñam!`],
    long: [
      oneOf(plan, 'es-party', [
        `Esa tarde hubo una pequeña fiesta en ${place(plan)} para celebrarlo.`,
        `Para celebrarlo, todos se reunieron en ${place(plan)} para merendar.`,
      ]),
      f
        ? `Había un festín de ${f} para todos, lo que más le gustaba a ${name(plan)}.`
        : `Había pasteles y zumo para todos.`,
      `${guests.length > 1 ? and(guests) : 'Todos'} bailaron y se rieron hasta que les dolió la barriga.`,
      c
        ? `Entre los árboles brillaban farolillos ${c}, justo como le gustaba a ${name(plan)}.`
        : `Los farolillos brillaban entre los árboles como luciérnagas amigas.`,
      `${name(plan)} deseó que aquel día no se acabara nunca.`,
    ],
  };
}

function ending(plan: StoryPlan): BeatText {
  const grownUp = parent(plan);
  const idea = plan.ideaPhrase;
  return {
    short: [
      grownUp ? `${cap(grownUp)} abraza a ${name(plan)}.` : `${name(plan)} ya está en casa.`,
      plan.sleepyEnding ? `Buenas noches, ${name(plan)}.` : `¡Qué día tan feliz!`,
    ],
    long: [
      `Cuando el cielo se puso rosa y dorado, ${name(plan)}${plan.pet ? ` y ${plan.pet.name}` : ''} ${plan.pet ? 'se despidieron' : 'se despidió'} de ${helper(plan)} y ${plan.pet ? 'volvieron' : 'volvió'} a casa${grownUp ? `, donde ${grownUp} ${plan.pet ? 'les' : 'le'} esperaba con un abrazo enorme` : ''}.`,
      `«Hoy he aprendido que ${LESSON[plan.themeGroup]}», dijo ${name(plan)}.`,
      plan.sleepyEnding
        ? `Esa noche, ${name(plan)} se durmió con una sonrisa${plan.pet ? `, y ${plan.pet.name} se acurrucó a los pies de la cama` : ''}.`
        : `Y ${name(plan)} supo que vendrían muchas más aventuras.`,
      idea ? `Había sido aún mejor que su sueño: ${idea}.` : `Había sido el mejor día de todos.`,
    ],
  };
}

const RHYMES = [
  'Salta, brinca, vamos ya, / ¡mira qué lejos se va!',
  'Paso a paso, mano a mano, / juntos llegamos temprano.',
  'Brilla, brilla sin parar, / todo bien va a terminar.',
  'Palmas, palmas, pies también, / con amigos todo va bien.',
  'Sube y baja, da una vuelta, / la alegría anda suelta.',
  'Ríe, juega, canta así, / ¡qué feliz me siento aquí!',
];

// --- Summary ---

function title(plan: StoryPlan): string {
  const n = plan.name;
  const g = goal(plan);
  const kind = helperNoun(plan);
  switch (plan.genre) {
    case 'FairyTale':
      return `${n} y ${el(g)}`;
    case 'Adventure':
      return plan.choose.index('es-title', 2) ? `La gran aventura de ${n}` : `${n} y ${el(g)}`;
    case 'Mystery':
      return `El misterio de ${el(g)}`;
    case 'AnimalsNature':
      return `${n} y ${plan.helper.name} ${agree(kind[1], 'el', 'la')} ${kind[0]}`;
    case 'Fantasy':
      return `${n} y ${el(kind)} ${agree(kind[1], 'mágico', 'mágica')}`;
    case 'Bedtime':
      return `Buenas noches, ${n}`;
    case 'NurseryRhymesPoem':
      return `La canción de ${n}`;
    case 'Friendship':
      return plan.friend ? `${n}, ${plan.friend.name} y ${plan.helper.name}` : `${n} hace un amigo`;
    case 'FamilyAndLove':
      return `Un día en ${place(plan)}`;
    case 'CourageAndBravery':
      return `${n}, ${about(plan.gender, 'el valiente', 'la valiente', 'valiente')}`;
    case 'KindnessAndCompassion':
      return `El gran corazón de ${n}`;
    case 'Discovery':
      return `${n} descubre ${el(g)}`;
  }
}

const KIND_PLOT: Record<StoryPlan['kind'], (plan: StoryPlan) => string> = {
  find: (plan) =>
    `${h(plan)} ha perdido ${un(goal(plan))}, y ${plan.name} sale a buscar${agree(goal(plan)[1], 'lo', 'la')} en ${place(plan)}.`,
  help: (plan) =>
    `${plan.name} encuentra ${un(goal(plan))} que necesita volver a casa, y cruza ${place(plan)} con ${h(plan)} para ayudar${agree(goal(plan)[1], 'lo', 'la')}.`,
  discover: (plan) =>
    `${plan.name} encuentra un mapa que lleva hasta ${el(goal(plan))} y lo sigue hasta ${place(plan)} con ${h(plan)}.`,
  deliver: (plan) =>
    `${plan.name} ayuda a ${h(plan)} a llevar ${un(goal(plan))} ${GOAL[plan.goal].place}, en ${place(plan)}.`,
};

function summary(plan: StoryPlan): string {
  const along = [plan.pet?.name ?? '', plan.friend?.name ?? ''].filter(Boolean);
  return [
    cap(KIND_PLOT[plan.kind](plan)),
    `${along.length ? `Con ${and(along)}, ` : 'Por el camino, '}${plan.name} consigue ${OBSTACLE[plan.obstacle].across} y aprende que ${LESSON[plan.themeGroup]}.`,
    `Una historia tierna que termina en casa${parent(plan) ? ` con ${parent(plan)}` : ''}.`,
  ].join(' ');
}

function setting(plan: StoryPlan): string {
  return `${cap(SETTING[plan.setting].name)}: ${SETTING[plan.setting].what}.`;
}

function characters(plan: StoryPlan): string {
  const people = [
    `${plan.name}${plan.nickname ? ` (${plan.nickname})` : ''}, ${plan.age} años, ${about(plan.gender, 'el protagonista', 'la protagonista', 'protagonista')}`,
    plan.pet ? `${plan.pet.name}, su ${petNoun(plan)}` : '',
    plan.friend ? `${plan.friend.name}, su amistad del alma` : '',
    ...plan.parents
      .map((one) => one.label || (one.role ? ROLE[one.role].label : ''))
      .filter(Boolean)
      .map(cap),
    plan.sibling ? cap(sibling(plan) ?? '') : '',
    `${plan.helper.name}, ${aHelper(plan)}`,
  ].filter(Boolean);
  return `${people.join('; ')}.`;
}

function fearTurnsFriendly(plan: StoryPlan, fear: string): BeatText {
  const f = fear.toLowerCase();
  return {
    short: [`${name(plan)} piensa en algo: ${f}.`, `¡Hoy es algo amigable!`],
    long: [
      `${name(plan)} pensó en algo que antes le parecía extraño: ${f}. Y se acordó de lo que decía ${parent(plan) ?? 'su familia'}: solo es algo nuevo que conocer.`,
      `Y ese día, con sus amigos cerca, resultó ser algo de lo más amigable, y ${name(plan)} sonrió.`,
    ],
  };
}

const IDEAS: LanguagePack['ideas'] = [
  (c) =>
    c.pet ? `${c.name} y ${c.pet.name} buscan un tesoro escondido en ${SETTING[c.place].name}` : undefined,
  (c) =>
    c.friend ? `${c.name} y ${c.friend.name} encuentran una estrellita que se cayó del cielo` : undefined,
  (c) => `${c.name} encuentra una llave dorada que abre una puerta secreta en el jardín`,
  (c) =>
    c.favouriteAnimal?.key
      ? `${c.name} ayuda a ${un(ANIMAL[c.favouriteAnimal.key])} a llevar una tarta de cumpleaños a una fiesta`
      : undefined,
  (c) => (c.sibling ? `Un viaje a la Luna Plateada antes de dormir con ${c.sibling.label}` : undefined),
  (c) =>
    c.colour
      ? `La cometa ${c.colour.key ? COLOUR[c.colour.key][1] : `de color ${c.colour.raw}`} de ${c.name} sube hasta el Reino de las Nubes`
      : undefined,
  (c) =>
    c.hobby
      ? `${c.name} encuentra la corona perdida gracias a su pasión por ${c.hobby.key ? HOBBY[c.hobby.key] : c.hobby.raw}`
      : undefined,
  (c) => `${c.name} busca el tesoro del final del arcoíris`,
  (c) =>
    `${c.name} y ${un(ANIMAL[c.creature])} llevan una tarta de cumpleaños a una fiesta en ${SETTING[c.place].name}`,
  (c) => `${c.name} ayuda a una estrellita a volver al cielo`,
  (c) => `${c.name} planta una semilla mágica en ${SETTING[c.place].name}`,
  (c) => `Un viaje antes de dormir a la Luna Plateada para ${c.name}`,
  (c) => (c.pet ? `${c.name} y ${c.pet.name} ayudan a un huevo moteado a volver a su nido` : undefined),
];

export const spanish: LanguagePack = {
  language: 'Spanish',
  beats: { home, companion, call, setOff, arrive, meet, obstacle, feelings, solve, reached, party, ending },
  fearTurnsFriendly,
  rhymes: RHYMES,
  // 'a' and 'de' before the masculine article contract; a capital 'El' starts a place's proper name
  // ('El Bosque...') only at the start of a sentence, where no preposition stands before it.
  // (Word edges are letters of any script: JavaScript's \b would see one inside 'parecía el'.)
  polish: (text) =>
    text.replace(/(?<!\p{L})([aA]) el(?!\p{L})/gu, '$1l').replace(/(?<!\p{L})([dD]e) el(?!\p{L})/gu, '$1l'),
  title,
  summary,
  nouns: { animals: mapValues(ANIMAL, ([word]) => word), goals: mapValues(GOAL, (words) => words.noun[0]) },
  settingName: (key) => SETTING[key].name,
  setting,
  characters,
  ideas: IDEAS,
};

/** The plan's words an idea-led story (idea/voices/spanish.ts) shares with the stock one. */
export const spanishPlanWords = {
  parent,
  friend,
  food,
  hobby,
  familyList,
  about,
  and,
  toPlace,
  /** `withFamily`: the child's companion is family, whom friendship's lesson does not fit. */
  lesson: (plan: StoryPlan, withFamily = false) =>
    withFamily && plan.themeGroup === 'friendship' ? TOGETHER_LESSON : LESSON[plan.themeGroup],
  place: (plan: StoryPlan) => SETTING[plan.setting].name,
  setting: (plan: StoryPlan) => SETTING[plan.setting],
};
