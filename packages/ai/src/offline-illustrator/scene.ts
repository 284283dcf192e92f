/**
 * What a page's picture shows, read from its text: the setting, the time of day, the weather, the animals,
 * the things and the people it mentions. Keyword tables in English, with the common Spanish, French and
 * German words where they cost one entry. Words that mean something else in English (French `chat`, `ours`,
 * `lit`; German `See`) are only taken in phrases that cannot be misread.
 */
import type { Text } from './words';
import {
  COLOUR_WORDS,
  colourNear,
  rainbowNear,
  RAINBOW,
  countMentions,
  mentions,
  mentionsAny,
  positionsOf,
  readText,
} from './words';
import { escapeRegExp } from '../reg-exp';

export const SETTINGS = [
  'home',
  'underwater',
  'space',
  'castle',
  'snow',
  'beach',
  'forest',
  'city',
  'meadow',
  'sky',
] as const;
export type Setting = (typeof SETTINGS)[number];

/** A kitchen, in the languages read: a page at home there is drawn in it (`Scene.room`). */
const KITCHEN_WORDS = ['kitchen', 'cocina', 'cuisine', 'kuche', 'cucina', 'cozinha'];

export type Room = 'kitchen' | 'surgery' | 'dentist' | 'salon' | 'classroom';

/** The rooms a page's place may name, the first named drawn: the dentist's before the doctor's. */
const ROOM_WORDS: ReadonlyArray<[Room, string[]]> = [
  ['kitchen', KITCHEN_WORDS],
  ['dentist', ['dentist', 'dentista', 'dentiste', 'zahnarzt']],
  [
    'salon',
    ['hairdresser', 'salon', 'barber', 'peluqueria', 'coiffeur', 'friseur', 'parrucchiere', 'cabeleireiro'],
  ],
  ['surgery', ['doctor', 'surgery', 'clinic', 'medico', 'medecin', 'arzt', 'dottore']],
  ['classroom', ['classroom', 'class room', 'aula', 'salle de classe', 'klassenzimmer', 'sala de aula']],
];

/** Strong words count twice: "beach" says more about a page than "sand". */
const SETTING_WORDS: Record<Setting, { strong: string[]; weak: string[] }> = {
  home: {
    strong: [
      'bedroom',
      'bed',
      'home',
      'house',
      ...KITCHEN_WORDS,
      'living room',
      'habitacion',
      'cama',
      'casa',
      'dormitorio',
    ],
    weak: [
      'room',
      'pillow',
      'blanket',
      'sofa',
      'couch',
      'pyjamas',
      'pajamas',
      'cuarto',
      'maison',
      'chambre',
      'haus',
      'zimmer',
      'bett',
      'kinderzimmer',
      'zuhause',
    ],
  },
  underwater: {
    strong: [
      'underwater',
      'under the sea',
      'under the ocean',
      'coral',
      'reef',
      'mermaid',
      'submarine',
      'bajo el mar',
      'sirena',
      'sous l eau',
      'sous la mer',
      'sirene',
      'unterwasser',
      'unter wasser',
      'meerjungfrau',
    ],
    weak: ['seaweed', 'dive', 'diving', 'swam deep', 'octopus', 'jellyfish', 'korallen', 'pulpo', 'pieuvre'],
  },
  space: {
    strong: [
      'space',
      'outer space',
      'planet',
      'rocket',
      'spaceship',
      'astronaut',
      'galaxy',
      'universe',
      'espacio',
      'planeta',
      'cohete',
      'astronauta',
      'espace',
      'planete',
      'fusee',
      'weltraum',
      'weltall',
      'rakete',
    ],
    weak: ['comet', 'orbit', 'alien', 'cometa', 'komet'],
  },
  castle: {
    strong: [
      'castle',
      'palace',
      'kingdom',
      'castillo',
      'palacio',
      'reino',
      'chateau',
      'palais',
      'royaume',
      'schloss',
      'burg',
      'koenigreich',
    ],
    weak: [
      'tower',
      'knight',
      'king',
      'queen',
      'prince',
      'princess',
      'throne',
      'rey',
      'reina',
      'princesa',
      'principe',
      'roi',
      'reine',
      'princesse',
      'koenig',
      'koenigin',
      'prinzessin',
      'prinz',
      'ritter',
    ],
  },
  snow: {
    strong: [
      'snow',
      'snowman',
      'snowy',
      'winter',
      'sled',
      'sledge',
      'igloo',
      'nieve',
      'invierno',
      'neige',
      'hiver',
      'schnee',
      'schneemann',
    ],
    weak: ['ice', 'icy', 'frozen', 'ski', 'hielo', 'glace', 'eis'],
  },
  beach: {
    strong: [
      'beach',
      'sea',
      'ocean',
      'seaside',
      'shore',
      'coast',
      'bay',
      'cove',
      'harbour',
      'harbor',
      'island',
      'playa',
      'bahia',
      'mar',
      'oceano',
      'isla',
      'plage',
      'mer',
      'ile',
      'baie',
      'strand',
      'meer',
      'insel',
      'bucht',
      'baia',
    ],
    weak: [
      'sand',
      'waves',
      'shell',
      'seashell',
      'boat',
      'sail',
      'pirate',
      'lake',
      'lago',
      'lac',
      'arena',
      'ola',
      'barco',
      'bateau',
      'boot',
      'schiff',
    ],
  },
  forest: {
    strong: ['forest', 'woods', 'jungle', 'bosque', 'selva', 'foret', 'jungla', 'wald', 'dschungel'],
    weak: [
      'tree',
      'trees',
      'mushroom',
      'arbol',
      'arbre',
      'baum',
      'baeume',
      'pilz',
      'seta',
      'champignon',
      'bois',
      'leaves',
    ],
  },
  city: {
    strong: ['city', 'town', 'street', 'ciudad', 'calle', 'pueblo', 'ville', 'rue', 'stadt', 'strasse'],
    weak: [
      'shop',
      'market',
      'school',
      'bus',
      'car',
      'tienda',
      'escuela',
      'ecole',
      'schule',
      'laden',
      'markt',
      'marche',
      'mercado',
    ],
  },
  meadow: {
    // A garden's flower beds are not a bedroom's bed: the phrase outweighs the word.
    strong: [
      'flower bed',
      'flower beds',
      'flowerbed',
      'meadow',
      'field',
      'garden',
      'park',
      'farm',
      'hill',
      'pradera',
      'prado',
      'jardin',
      'parque',
      'granja',
      'prairie',
      'champ',
      'ferme',
      'colline',
      'wiese',
      'garten',
      'bauernhof',
      'feld',
      'huegel',
    ],
    weak: ['grass', 'flowers', 'picnic', 'hierba', 'flores', 'herbe', 'fleurs', 'gras', 'blumen'],
  },
  // High up, on the way: only the phrases ('clouds' alone are in most skies).
  sky: {
    strong: [
      'among the clouds',
      'above the clouds',
      'high up in the sky',
      'high in the sky',
      'entre las nubes',
      'sobre las nubes',
      'parmi les nuages',
      'au-dessus des nuages',
      'zwischen den wolken',
      'ueber den wolken',
      'tra le nuvole',
      'sopra le nuvole',
      'entre as nuvens',
      'acima das nuvens',
    ],
    weak: [],
  },
};

export type TimeOfDay = 'day' | 'dawn' | 'dusk' | 'night';

/** A kingdom or castle in the clouds, in the languages read. */
const CLOUD_KINGDOM_WORDS = [
  'cloud kingdom',
  'cloud castle',
  'castle in the clouds',
  'reino de las nubes',
  'royaume des nuages',
  'wolkenreich',
  'wolkenschloss',
  'regno delle nuvole',
  'reino das nuvens',
];

const NIGHT_WORDS = [
  'night',
  'nighttime',
  'tonight',
  'midnight',
  'bedtime',
  'asleep',
  'sleepy',
  'dream',
  'dark',
  'moonlight',
  'starry',
  'noche',
  'medianoche',
  'sueno',
  'nuit',
  'reve',
  'nacht',
  'traum',
  'dunkel',
  'mitternacht',
];
const DAWN_WORDS = [
  'morning',
  'sunrise',
  'dawn',
  'breakfast',
  'manana',
  'amanecer',
  'matin',
  'aube',
  'morgen',
  'fruehstueck',
];
const DUSK_WORDS = [
  'sunset',
  'evening',
  'dusk',
  'twilight',
  'atardecer',
  'soir',
  'crepuscule',
  'abend',
  'sonnenuntergang',
];

export type Weather = 'rain' | 'snowfall' | 'rainbow' | 'wind' | 'storm';

const WEATHER_WORDS: Record<Weather, string[]> = {
  rain: [
    'rain',
    'raining',
    'rainy',
    'drizzle',
    'puddle',
    'lluvia',
    'llueve',
    'llovia',
    'pluie',
    'pleut',
    'regen',
    'regnet',
  ],
  snowfall: [
    'snow',
    'snowing',
    'snowflake',
    'snowfall',
    'nieve',
    'nieva',
    'neige',
    'schnee',
    'schneit',
    'schneeflocken',
  ],
  rainbow: ['rainbow', 'arcoiris', 'arco iris', 'arc en ciel', 'regenbogen'],
  wind: ['wind', 'windy', 'breeze', 'blew', 'blowing', 'kite', 'viento', 'vent', 'brise', 'windig'],
  storm: [
    'storm',
    'thunder',
    'lightning',
    'tormenta',
    'trueno',
    'orage',
    'tonnerre',
    'gewitter',
    'donner',
    'blitz',
  ],
};

/**
 * Autumn: its name in five languages, and phrases where "fall" can only be the season (alone it is not:
 * "a leaf may fall", "fall asleep", "the fall of the tower"). The offline storyteller writes `Season: autumn.`.
 */
const AUTUMN_WORDS = [
  'autumn',
  'autumnal',
  'fall leaves',
  'fallen leaves',
  'fall day',
  'otono',
  'automne',
  'herbst',
  'autunno',
  'outono',
];

const DAY_WORDS = [
  'day',
  'daytime',
  'afternoon',
  'noon',
  'midday',
  'dia',
  'mediodia',
  'jour',
  'midi',
  'mittag',
  'nachmittag',
];
const SUN_WORDS = ['sun', 'sunny', 'sunshine', 'sunlight', 'sol', 'soleil', 'sonne', 'sonnig'];
const MOON_WORDS = ['moon', 'moonlight', 'luna', 'lune', 'mond'];
const STAR_WORDS = ['star', 'starry', 'starlight', 'estrella', 'etoile', 'stern', 'sterne'];

/** The animals drawn beyond the first set (`more-animals.ts`), the fairy and the mermaid among them. */
export const MORE_ANIMALS = [
  'squirrel',
  'hamster',
  'guineapig',
  'hedgehog',
  'otter',
  'panda',
  'koala',
  'tiger',
  'monkey',
  'sloth',
  'deer',
  'giraffe',
  'dinosaur',
  'hen',
  'parrot',
  'octopus',
  'ladybird',
  'fairy',
  'mermaid',
] as const;

export const ANIMALS = [
  'cat',
  'dog',
  'rabbit',
  'bear',
  'fox',
  'mouse',
  'lion',
  'pig',
  'sheep',
  'cow',
  'owl',
  'penguin',
  'frog',
  'horse',
  'unicorn',
  'dragon',
  'elephant',
  'bird',
  'duck',
  'fish',
  'whale',
  'dolphin',
  'butterfly',
  'turtle',
  'robot',
  ...MORE_ANIMALS,
] as const;
export type AnimalKind = (typeof ANIMALS)[number];

export const ANIMAL_WORDS: Record<AnimalKind, string[]> = {
  cat: [
    'cat',
    'kitten',
    'kitty',
    'gato',
    'gata',
    'gatito',
    'chaton',
    'le chat',
    'un chat',
    'mon chat',
    'son chat',
    'chatte',
    'katze',
    'kater',
    'kaetzchen',
    'mieze',
  ],
  dog: [
    'dog',
    'puppy',
    'pup',
    'doggy',
    'perro',
    'perra',
    'perrito',
    'cachorro',
    'chien',
    'chienne',
    'chiot',
    'hund',
    'huendchen',
    'welpe',
  ],
  rabbit: [
    'rabbit',
    'bunny',
    'hare',
    'conejo',
    'conejito',
    'lapin',
    'lapine',
    'hase',
    'kaninchen',
    'haeschen',
  ],
  bear: ['bear', 'teddy', 'cub', 'oso', 'osito', 'ourson', 'un ours', 'l ours', 'baer', 'teddybaer'],
  fox: ['fox', 'zorro', 'renard', 'fuchs', 'fuechse'],
  mouse: ['mouse', 'mice', 'raton', 'souris', 'maus', 'maeuse'],
  lion: ['lion', 'lioness', 'leon', 'leona', 'lionne', 'loewe', 'loewin'],
  pig: ['pig', 'piglet', 'cerdo', 'cerdito', 'cochon', 'schwein', 'ferkel'],
  sheep: ['sheep', 'lamb', 'oveja', 'cordero', 'mouton', 'agneau', 'schaf', 'lamm'],
  cow: ['cow', 'calf', 'vaca', 'vache', 'kuh', 'kuehe'],
  owl: ['owl', 'buho', 'lechuza', 'hibou', 'chouette', 'eule'],
  penguin: ['penguin', 'pinguino', 'pingouin', 'manchot', 'pinguin'],
  frog: ['frog', 'toad', 'rana', 'sapo', 'grenouille', 'frosch'],
  horse: ['horse', 'pony', 'caballo', 'poni', 'cheval', 'chevaux', 'poney', 'pferd', 'pferde', 'pony'],
  unicorn: ['unicorn', 'unicornio', 'licorne', 'einhorn'],
  dragon: ['dragon', 'dragoncito', 'drache', 'dragon'],
  elephant: ['elephant', 'elefante', 'elefant'],
  bird: ['bird', 'robin', 'sparrow', 'pajaro', 'ave', 'oiseau', 'vogel', 'voegel'],
  duck: ['duck', 'duckling', 'goose', 'geese', 'pato', 'canard', 'ente', 'gans'],
  fish: ['fish', 'goldfish', 'pez', 'peces', 'poisson', 'fisch', 'fische'],
  whale: ['whale', 'ballena', 'baleine', 'wal', 'wale'],
  dolphin: ['dolphin', 'delfin', 'dauphin'],
  butterfly: ['butterfly', 'butterflies', 'mariposa', 'papillon', 'schmetterling'],
  turtle: ['turtle', 'tortoise', 'tortuga', 'tortue', 'schildkroete'],
  robot: ['robot', 'robots', 'roboter', 'robo'],
  squirrel: ['squirrel', 'ardilla', 'ecureuil', 'eichhoernchen', 'eichhornchen', 'scoiattolo', 'esquilo'],
  hamster: ['hamster', 'hamstro', 'criceto'],
  // "guinea pig" is read as one word (see ANIMAL_PHRASES), so it is no pig.
  guineapig: ['guineapig', 'cobaya', 'cuy', 'meerschweinchen'],
  hedgehog: ['hedgehog', 'erizo', 'herisson', 'igel', 'riccio', 'ourico'],
  otter: ['otter', 'nutria', 'loutre', 'lontra', 'fischotter'],
  panda: ['panda'],
  koala: ['koala', 'coala'],
  tiger: ['tiger', 'tigre', 'tigrecito'],
  // Not Spanish "mono", which also says "cute".
  monkey: ['monkey', 'singe', 'affe', 'aeffchen', 'scimmia', 'macaco'],
  sloth: ['sloth', 'perezoso', 'paresseux', 'faultier', 'bradipo', 'preguica'],
  deer: [
    'deer',
    'fawn',
    'ciervo',
    'cervatillo',
    'venado',
    'cerf',
    'faon',
    'biche',
    'reh',
    'rehkitz',
    'hirsch',
    'cervo',
    'veado',
  ],
  giraffe: ['giraffe', 'jirafa', 'girafe', 'giraffa', 'girafa'],
  dinosaur: ['dinosaur', 'dino', 'dinosaurio', 'dinosaure', 'dinosaurier', 'dinosauro', 'dinossauro', 'trex'],
  hen: [
    'hen',
    'chicken',
    'chick',
    'gallina',
    'pollito',
    'poule',
    'poussin',
    'huhn',
    'henne',
    'kueken',
    'pulcino',
    'galinha',
  ],
  parrot: ['parrot', 'loro', 'papagayo', 'perroquet', 'papagei', 'pappagallo', 'papagaio'],
  octopus: ['octopus', 'pulpo', 'pieuvre', 'poulpe', 'krake', 'oktopus', 'polpo'],
  ladybird: [
    'ladybird',
    'ladybug',
    'mariquita',
    'coccinelle',
    'marienkaefer',
    'marienkafer',
    'coccinella',
    'joaninha',
  ],
  // Not "fee", an English word too.
  fairy: ['fairy', 'fairies', 'hada', 'hadas', 'fata', 'fatina', 'fada', 'fadinha'],
  mermaid: ['mermaid', 'mermaids', 'merman', 'sirena', 'sirene', 'meerjungfrau', 'sereia'],
};

/**
 * Animal names of two words, read as one before the words are: a guinea pig is no pig, a panda bear or a
 * tiger cub no bear.
 */
const ANIMAL_PHRASES: ReadonlyArray<[RegExp, string]> = [
  [/\bguinea[ -]pigs?\b/gi, 'guineapig'],
  [/\bcochons? d['’ ]?inde\b/gi, 'guineapig'],
  [/\b(?:oso panda|panda bears?)\b/gi, 'panda'],
  [/\bkoala bears?\b/gi, 'koala'],
  [/\b(tiger|lion|fox|panda|otter)\s+cubs?\b/gi, '$1'],
];

const joinAnimalPhrases = (text: string): string =>
  ANIMAL_PHRASES.reduce((joined, [phrase, word]) => joined.replace(phrase, word), text);

export const THINGS = [
  'boat',
  'hot-air balloon',
  'balloon',
  'kite',
  'ball',
  'book',
  'cake',
  'treats',
  'pancakes',
  'gift',
  'rocket',
  'treasure',
  'crown',
  'umbrella',
  'lantern',
  'flowers',
  'train',
  'bicycle',
  'bus',
  'snowman',
  'sandcastle',
  'leaf pile',
  'seedling',
] as const;
export type ThingKind = (typeof THINGS)[number];

/**
 * Things children make where the story happens, drawn in front only when the page is about them: a snowy
 * place's own description names a snowman ('Place: … a smiling snowman'), which is the stage's to draw.
 */
export const MADE_THINGS: ReadonlySet<ThingKind> = new Set([
  'snowman',
  'sandcastle',
  'leaf pile',
  'seedling',
]);

const THING_WORDS: Record<ThingKind, string[]> = {
  boat: [
    'boat',
    'ship',
    'sailboat',
    'canoe',
    'raft',
    'barco',
    'barca',
    'bote',
    'bateau',
    'navire',
    'boot',
    'schiff',
  ],
  snowman: [
    'snowman',
    'snowmen',
    'muneco de nieve',
    'bonhomme de neige',
    'schneemann',
    'pupazzo di neve',
    'boneco de neve',
  ],
  sandcastle: [
    'sandcastle',
    'sand castle',
    'castillo de arena',
    'chateau de sable',
    'sandburg',
    'castello di sabbia',
    'castelo de areia',
  ],
  'leaf pile': [
    'leaf pile',
    'pile of leaves',
    'piles of leaves',
    'heap of leaves',
    'heaps of leaves',
    'pile of autumn leaves',
    'piles of autumn leaves',
    'piles of fall leaves',
    'monton de hojas',
    'tas de feuilles',
    'laubhaufen',
    'mucchio di foglie',
    'monte de folhas',
  ],
  // What is planted: a seed, by its hole, then a shoot (made-things.ts).
  seedling: [
    'seed',
    'seeds',
    'seedling',
    'semilla',
    'semillas',
    'graine',
    'graines',
    'samen',
    'samenkorn',
    'seme',
    'semi',
    'semente',
    'sementes',
  ],
  'hot-air balloon': [
    'hot air balloon',
    'globo aerostatico',
    'montgolfiere',
    'heissluftballon',
    'mongolfiera',
    'balao de ar quente',
  ],
  balloon: ['balloon', 'globo', 'un ballon', 'luftballon'],
  kite: ['kite', 'cometa', 'cerf volant'],
  ball: ['ball', 'football', 'soccer', 'pelota', 'balon', 'balle'],
  book: ['book', 'storybook', 'libro', 'cuento', 'livre', 'buch'],
  cake: [
    'cake',
    'birthday',
    'cupcake',
    'pastel',
    'tarta',
    'cumpleanos',
    'gateau',
    'anniversaire',
    'kuchen',
    'torte',
    'geburtstag',
  ],
  // Cookies, biscuits and muffins: a plate of them.
  treats: [
    'cookie',
    'cookies',
    'biscuits',
    'muffin',
    'muffins',
    'galletas',
    'magdalenas',
    'kekse',
    'platzchen',
    'biscotti',
    'frittelle',
    'biscoitos',
    'bolachas',
  ],
  pancakes: ['pancake', 'crepe', 'tortita', 'panqueque', 'pfannkuchen', 'panqueca'],
  gift: ['gift', 'presents', 'regalo', 'cadeau', 'geschenk'],
  rocket: ['rocket', 'spaceship', 'cohete', 'fusee', 'rakete'],
  treasure: ['treasure', 'chest', 'tesoro', 'cofre', 'tresor', 'schatz', 'schatzkiste'],
  crown: [
    'crown',
    'king',
    'queen',
    'prince',
    'princess',
    'corona',
    'rey',
    'reina',
    'princesa',
    'couronne',
    'roi',
    'reine',
    'princesse',
    'krone',
    'koenig',
    'koenigin',
    'prinzessin',
  ],
  umbrella: ['umbrella', 'paraguas', 'parapluie', 'regenschirm', 'schirm'],
  lantern: [
    'lantern',
    'torch',
    'flashlight',
    'lamp',
    'linterna',
    'farol',
    'lanterne',
    'lampe',
    'laterne',
    'taschenlampe',
  ],
  flowers: ['flower', 'bouquet', 'daisy', 'tulip', 'sunflower', 'flor', 'flores', 'fleur', 'blume', 'blumen'],
  train: ['train', 'railway', 'tren', 'zug', 'eisenbahn'],
  bicycle: ['bicycle', 'bike', 'bicicleta', 'bici', 'velo', 'fahrrad'],
  bus: ['bus', 'school bus', 'autobus', 'autobús', 'schulbus', 'scuolabus', 'ônibus', 'onibus', 'autocarro'],
};

/** Someone the story meets by their work ('help the baker'): drawn in what that work wears. */
export type Trade =
  'baker' | 'chef' | 'doctor' | 'dentist' | 'hairdresser' | 'teacher' | 'farmer' | 'firefighter';

export type PersonRole = 'parent' | 'grandparent' | 'sibling' | 'friend' | Trade;

/**
 * The words for each person a page may show, the trades first: the baker the story is about comes before
 * a friend at the party, when only two fit.
 */
const PEOPLE_WORDS: Record<PersonRole, string[]> = {
  baker: [
    'baker',
    'panadero',
    'panadera',
    'boulanger',
    'boulangere',
    'backer',
    'backerin',
    'fornaio',
    'fornaia',
    'padeiro',
    'padeira',
  ],
  chef: [
    'chef',
    'cocinero',
    'cocinera',
    'cuisinier',
    'cuisiniere',
    'koch',
    'kochin',
    'cuoco',
    'cuoca',
    'cozinheiro',
    'cozinheira',
  ],
  doctor: [
    'doctor',
    'doctora',
    'medico',
    'medica',
    'docteur',
    'medecin',
    'arzt',
    'arztin',
    'dottore',
    'dottoressa',
  ],
  dentist: ['dentist', 'dentista', 'dentiste', 'zahnarzt', 'zahnarztin'],
  hairdresser: [
    'hairdresser',
    'barber',
    'peluquero',
    'peluquera',
    'coiffeur',
    'coiffeuse',
    'friseur',
    'friseurin',
    'parrucchiere',
    'parrucchiera',
    'barbiere',
    'cabeleireiro',
    'cabeleireira',
    'barbeiro',
  ],
  teacher: [
    'teacher',
    'maestra',
    'profesor',
    'profesora',
    'maitresse',
    'lehrer',
    'lehrerin',
    'insegnante',
    'professora',
  ],
  farmer: [
    'farmer',
    'granjero',
    'granjera',
    'fermier',
    'fermiere',
    'bauerin',
    'contadino',
    'contadina',
    'fazendeiro',
    'agricultor',
  ],
  firefighter: [
    'firefighter',
    'fireman',
    'bombero',
    'bombera',
    'pompier',
    'feuerwehrmann',
    'pompiere',
    'bombeiro',
  ],
  parent: [
    'mum',
    'mom',
    'mummy',
    'mommy',
    'mother',
    'dad',
    'daddy',
    'father',
    'parents',
    'mama',
    'papa',
    'madre',
    'padre',
    'mere',
    'pere',
    'maman',
    'mutter',
    'vater',
    'mami',
    'papi',
  ],
  grandparent: [
    'grandma',
    'grandpa',
    'granny',
    'grandmother',
    'grandfather',
    'nana',
    'abuela',
    'abuelo',
    'mamie',
    'papy',
    'grand mere',
    'grand pere',
    'oma',
    'opa',
  ],
  sibling: ['brother', 'sister', 'hermano', 'hermana', 'frere', 'soeur', 'bruder', 'schwester'],
  friend: ['friend', 'friends', 'amigo', 'amiga', 'ami', 'amie', 'copain', 'copine', 'freund', 'freundin'],
};

const TRADES: ReadonlySet<PersonRole> = new Set<Trade>([
  'baker',
  'chef',
  'doctor',
  'dentist',
  'hairdresser',
  'teacher',
  'farmer',
  'firefighter',
]);

export const isTrade = (role: PersonRole): role is Trade => TRADES.has(role);

/** A trade the page names as someone: 'the baker', not the 'firefighter puppy' an idea made up. */
function tradeNamed(text: Text, trade: Trade): boolean {
  return positionsOf(text, PEOPLE_WORDS[trade]).some((at) => {
    const next = text.sequence[at + 1];
    return !next || !ANIMALS.some((kind) => mentionsAny(readText(next), ANIMAL_WORDS[kind]));
  });
}

/** The words of PEOPLE_WORDS that say a man or a woman: a grandpa is not drawn with a bun. */
const MAN_WORDS = [
  'dad',
  'daddy',
  'father',
  'papa',
  'padre',
  'pere',
  'vater',
  'papi',
  'grandpa',
  'grandfather',
  'abuelo',
  'papy',
  'grand pere',
  'opa',
  'brother',
  'hermano',
  'frere',
  'bruder',
];
const WOMAN_WORDS = [
  'mum',
  'mom',
  'mummy',
  'mommy',
  'mother',
  'mama',
  'madre',
  'mere',
  'maman',
  'mutter',
  'mami',
  'grandma',
  'granny',
  'grandmother',
  'nana',
  'abuela',
  'mamie',
  'grand mere',
  'oma',
  'sister',
  'hermana',
  'soeur',
  'schwester',
];

export type Sex = 'man' | 'woman';

/** Whether the page's words for a role say a man or a woman; neither when they say both or neither. */
function sexOf(text: Text, role: PersonRole): Sex | undefined {
  const words = new Set(PEOPLE_WORDS[role]);
  const man = mentionsAny(
    text,
    MAN_WORDS.filter((word) => words.has(word)),
  );
  const woman = mentionsAny(
    text,
    WOMAN_WORDS.filter((word) => words.has(word)),
  );
  return man === woman ? undefined : man ? 'man' : 'woman';
}

export interface AnimalMention {
  kind: AnimalKind;
  /** A colour named next to it on this page, or the companion's colour from the character sheet. */
  colour?: string;
  /** How many, when a character the scene lists is more than one ('three little kittens'): 2 or 3. */
  count?: number;
}

/** Number words up to three, in the languages the illustrator reads; more are drawn as three. */
const NUMBER_WORDS: ReadonlyArray<[number, string[]]> = [
  [2, ['two', 'dos', 'deux', 'zwei', 'due', 'dois', 'duas', 'pair', 'couple']],
  [3, ['three', 'tres', 'trois', 'drei', 'tre', 'many', 'some', 'four', 'five', 'lots']],
];

/** How many of a listed character: by its number word, else two for a plural of its word, else one. */
function countIn(own: Text, words: readonly string[]): number {
  const said = NUMBER_WORDS.find(([, numbers]) => numbers.some((number) => own.tokens.has(number)))?.[0];
  if (said) return said;
  const plural = words.some(
    (word) =>
      !word.includes(' ') &&
      !own.tokens.has(word) &&
      [`${word}s`, `${word}es`, `${word.slice(0, -1)}ies`].some((form) => own.tokens.has(form)),
  );
  return plural ? 2 : 1;
}

/** An animal the character sheet names (the child's pet), drawn whenever the page names it. */
export interface Companion {
  name: string;
  kind: AnimalKind;
  colour?: string;
}

/** A person the character sheet names (a friend, a sibling), drawn whenever the page names them. */
export interface NamedPerson {
  name: string;
  role: PersonRole;
}

export interface Scene {
  setting: Setting;
  time: TimeOfDay;
  weather: Weather[];
  sun: boolean;
  moon: boolean;
  stars: boolean;
  animals: AnimalMention[];
  things: ThingKind[];
  /** A thing's colour, where the page names one beside it ('a teal kite'): the same kite on every page. */
  thingColours: Partial<Record<ThingKind, string>>;
  people: PersonRole[];
  /** Each person's sex, where the page's words say it ('grandpa (grandfather)'). */
  sexes: Partial<Record<PersonRole, Sex>>;
  /** The key thing is an animal stuck up high ('Key thing: kitten, stuck and in need of help'): drawn in a tree. */
  stuck?: AnimalKind;
  /** What the child does, from a labelled scene's `Action:`: it sets the pose. */
  pose?: 'rest' | 'wave' | 'cheer' | 'hold' | 'asleep';
  /** Autumn, from a labelled `Season:` or the words: trees turn orange and red, and leaves fall. */
  season?: 'autumn';
  /** A castle in the clouds ('the Cloud Kingdom'): it stands on banks of cloud, not on a green hill. */
  aloft?: boolean;
  /** The key thing is still being made ('Key thing: snowman, only half made'): drawn as far as it has got. */
  unfinished?: 'half' | 'nearly';
  /** The key thing is magic ('Key thing: magic seed'): it sparkles. */
  magic?: boolean;
  /**
   * A page indoors in a room of its own (its place names one): the kitchen (no bed, an oven), the doctor's or
   * the dentist's room, a classroom.
   */
  room?: Room;
}

/** Poses by the words of a labelled `Action:`. */
const POSE_WORDS: ReadonlyArray<[RegExp, NonNullable<Scene['pose']>]> = [
  [/asleep|sleeping/, 'asleep'],
  [/cheer|danc|celebrat|jump/, 'cheer'],
  [/hold|carry|cook|mak|build|plant|bak/, 'hold'],
  [/wav|reach|look|point|hug/, 'wave'],
  [/smil|think|walk|rest/, 'rest'],
];

const MAX_ANIMALS = 3;
const MAX_THINGS = 3;
const MAX_PEOPLE = 2;

/**
 * The setting the page's place names, else the one its words name most ('meadow' when none): the place
 * outweighs what is on the page, so a school bus on its way up a hill is drawn on the hill, not in town.
 */
function settingOf(text: Text, place: Text | undefined): Setting {
  return (place && settingNamedBy(place)) ?? settingNamedBy(text) ?? 'meadow';
}

/** The room a page at home is in: a kitchen named anywhere on the page; another room only as its place. */
function roomOf(prompt: string): Room | undefined {
  const place = labelled(prompt, 'Place');
  return ROOM_WORDS.find(
    ([kind, words]) =>
      (kind === 'kitchen' || place !== undefined) && mentionsAny(readText(place ?? prompt), words),
  )?.[0];
}

function settingNamedBy(text: Text): Setting | undefined {
  let best: Setting | undefined;
  let bestScore = 0;
  for (const setting of SETTINGS) {
    const words = SETTING_WORDS[setting];
    const score = 2 * countMentions(text, words.strong) + countMentions(text, words.weak);
    if (score > bestScore) [best, bestScore] = [setting, score];
  }
  return best;
}

function timeOf(text: Text, setting: Setting): TimeOfDay {
  if (setting === 'space') return 'night';
  const night =
    countMentions(text, NIGHT_WORDS) + countMentions(text, MOON_WORDS) + countMentions(text, STAR_WORDS);
  const dawn = countMentions(text, DAWN_WORDS);
  const dusk = countMentions(text, DUSK_WORDS);
  const day = countMentions(text, SUN_WORDS) + countMentions(text, DAY_WORDS);
  const best = Math.max(night, dawn, dusk);
  // A tie goes to the day: "a sunny day with one star-shaped cloud" is not a night.
  if (best === 0 || day >= best) return 'day';
  if (dusk === best) return 'dusk';
  if (dawn === best) return 'dawn';
  return 'night';
}

const nameIn = (text: Text, name: string) => mentions(text, readText(name).sequence.join(' '));

/** The things a page names (a thing made only outside its place's own description). */
function thingsIn(text: Text, placeless: Text): ThingKind[] {
  const mentioned = THINGS.filter((kind) =>
    mentionsAny(MADE_THINGS.has(kind) ? placeless : text, THING_WORDS[kind]),
  );
  // A hot-air balloon is not a balloon on a string as well.
  return mentioned.includes('hot-air balloon') ? mentioned.filter((kind) => kind !== 'balloon') : mentioned;
}

/**
 * The things a page shows: those it names, and whatever is planted (a seed, a sunflower, an apple tree) as it
 * is planted and sprouts, not grown.
 */
function thingsOnPage(text: Text, placeless: Text, key: string | undefined): ThingKind[] {
  const named = thingsIn(text, placeless);
  if (!/\b(?:waiting to be planted|just planted|sprouting)\b/i.test(key ?? '')) return named;
  return ['seedling', ...named.filter((thing) => thing !== 'seedling' && thing !== 'flowers')];
}

/** The text without the names the sheet gave: a pet called Luna is not the moon, nor a dog called Bear a bear. */
function withoutNames(prompt: string, names: string[]): string {
  let text = prompt;
  for (const name of names) {
    if (name.trim())
      text = text.replace(
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name.trim())}(?![\\p{L}\\p{N}])`, 'giu'),
        ' ',
      );
  }
  return text;
}

/** A labelled part of a scene description ('Place: a park.'), as written; undefined when it has none. */
function labelled(prompt: string, label: string): string | undefined {
  return new RegExp(`\\b${label}:\\s*([^.]*)\\.`, 'i').exec(prompt)?.[1];
}

/**
 * The animals a page shows: the sheet's companions it names, each character a labelled scene lists, then
 * any other animal the text names, with a colour named beside it.
 */
function animalsIn(prompt: string, { full, text }: { full: Text; text: Text }, companions: Companion[]) {
  const animals: AnimalMention[] = [];
  for (const companion of companions) {
    if (nameIn(full, companion.name) && !animals.some((animal) => animal.kind === companion.kind)) {
      animals.push({ kind: companion.kind, colour: companion.colour });
    }
  }
  // A labelled scene ('On the page: Leo (the child); brown firefighter puppy (dog); Biscuit (dog)') names
  // each character once: two of a kind (the pet and the idea's puppy) are both drawn, each in its colour.
  for (const entry of labelled(prompt, 'On the page')?.split(';') ?? []) {
    if (
      /\(the child\)/i.test(entry) ||
      companions.some((companion) => nameIn(readText(entry), companion.name))
    ) {
      continue;
    }
    const own = readText(entry);
    const kind = ANIMALS.find((candidate) => mentionsAny(own, ANIMAL_WORDS[candidate]));
    if (!kind) continue;
    const colour = own.sequence.map((word) => COLOUR_WORDS[word]).find(Boolean);
    const count = countIn(own, ANIMAL_WORDS[kind]);
    animals.push({ kind, colour, ...(count > 1 ? { count } : {}) });
  }
  for (const kind of ANIMALS) {
    if (animals.some((animal) => animal.kind === kind) || !mentionsAny(text, ANIMAL_WORDS[kind])) continue;
    const companion = companions.find((candidate) => candidate.kind === kind);
    const at = positionsOf(text, ANIMAL_WORDS[kind])[0];
    const colour = companion?.colour ?? (at === undefined ? undefined : colourNear(text, at));
    animals.push({ kind, colour });
  }
  return animals;
}

/** The colour named beside each thing the page draws ('a teal kite'), where it names one. */
function coloursOf(text: Text, things: readonly ThingKind[]): Scene['thingColours'] {
  return Object.fromEntries(
    things.flatMap((kind) => {
      const at = positionsOf(text, THING_WORDS[kind])[0];
      const colour =
        at === undefined
          ? undefined
          : (colourNear(text, at) ?? (rainbowNear(text, at) ? RAINBOW : undefined));
      return colour ? [[kind, colour]] : [];
    }),
  );
}

/**
 * The page without a key thing that is out of sight ('Key thing: lost kitten, hidden somewhere out of
 * sight'): what the page looks for is not drawn on it, though its words name it ('They looked high and low
 * for the lost kitten').
 */
function withoutHiddenKey(prompt: string): string {
  const key = labelled(prompt, 'Key thing');
  if (!key || !/\b(?:hidden|out of sight|nowhere to be seen)\b/i.test(key)) return prompt;
  const name = key.split(',')[0].trim();
  const head = name.split(/\s+/).at(-1) ?? name;
  return prompt
    .replace(/\bKey thing:[^.]*\./i, ' ')
    .replace(new RegExp(`\\b(?:${escapeRegExp(name)}|${escapeRegExp(head)})(?:e?s)?\\b`, 'giu'), ' ');
}

/**
 * Reads one page. `companions` and `named` come from the character sheet; `names` are the other names it
 * gives (the child's), which are never read as words.
 */
export function readScene(
  said: string,
  companions: Companion[] = [],
  named: NamedPerson[] = [],
  names: string[] = [],
): Scene {
  const prompt = withoutHiddenKey(joinAnimalPhrases(said));
  const full = readText(prompt);
  const text = readText(
    withoutNames(prompt, [
      ...names,
      ...companions.map((companion) => companion.name),
      ...named.map((person) => person.name),
    ]),
  );
  const place = labelled(prompt, 'Place');
  const setting = settingOf(text, place === undefined ? undefined : readText(place));
  const time = timeOf(text, setting);
  const weather = (Object.keys(WEATHER_WORDS) as Weather[]).filter((kind) =>
    mentionsAny(text, WEATHER_WORDS[kind]),
  );
  if (setting === 'snow' && !weather.includes('snowfall')) weather.push('snowfall');

  const animals = animalsIn(prompt, { full, text }, companions);

  const placeless = readText(prompt.replace(/\bPlace:[^.]*\./i, ''));
  const key = labelled(prompt, 'Key thing');
  const things = thingsOnPage(text, placeless, key);
  const thingColours = coloursOf(text, things);
  // A page about space has its rocket in the sky already; a castle page's crown is the child's.
  const people = (Object.keys(PEOPLE_WORDS) as PersonRole[]).filter((role) =>
    isTrade(role)
      ? tradeNamed(text, role)
      : mentionsAny(text, PEOPLE_WORDS[role]) ||
        named.some((person) => person.role === role && nameIn(full, person.name)),
  );

  const keyText = key ? readText(key) : undefined;
  const stuck =
    keyText && /\b(stuck|up high|high up|in a tree|atascad|coince|feststeck|bloccat|pres)/i.test(key ?? '')
      ? ANIMALS.find((kind) => mentionsAny(keyText, ANIMAL_WORDS[kind]))
      : undefined;
  const action = labelled(prompt, 'Action')?.toLowerCase();
  const pose = action ? POSE_WORDS.find(([words]) => words.test(action))?.[1] : undefined;
  const autumn = setting !== 'snow' && mentionsAny(text, AUTUMN_WORDS);
  // A seed is 'waiting to be planted', then 'just planted', as a snowman is half made, then nearly.
  const unfinished = /\b(?:half made|waiting to be planted)\b/i.test(key ?? '')
    ? 'half'
    : /\b(?:nearly (?:made|finished|done)|just planted)\b/i.test(key ?? '')
      ? 'nearly'
      : undefined;
  const magic = /\bmagic(?:al)?\b/i.test(key ?? '');
  const room = setting === 'home' ? roomOf(prompt) : undefined;
  return {
    ...(unfinished ? { unfinished } : {}),
    ...(magic ? { magic } : {}),
    ...(room ? { room } : {}),
    stuck,
    pose,
    ...(autumn ? { season: 'autumn' as const } : {}),
    setting,
    time,
    weather,
    sun: time !== 'night' && setting !== 'home' && setting !== 'underwater',
    moon: mentionsAny(text, MOON_WORDS) || (time === 'night' && setting !== 'underwater'),
    ...(setting === 'castle' && mentionsAny(text, CLOUD_KINGDOM_WORDS) ? { aloft: true } : {}),
    stars: time === 'night' || mentionsAny(text, STAR_WORDS),
    animals: animals.slice(0, MAX_ANIMALS),
    things: things.slice(0, MAX_THINGS),
    thingColours,
    people: people.slice(0, MAX_PEOPLE),
    sexes: Object.fromEntries(
      people.flatMap((role) => {
        const sex = sexOf(text, role);
        return sex ? [[role, sex]] : [];
      }),
    ),
  };
}

/** A short description of what was drawn, for the picture's `<title>`: from our vocabulary, never the text. */
export function describeScene(scene: Scene): string {
  const parts = [
    'a child',
    ...scene.people.map((role) => `a ${role}`),
    ...scene.animals.map((animal) => `a ${animal.kind}`),
    ...scene.things.map((thing) => (thing === 'flowers' ? 'flowers' : `a ${thing}`)),
  ];
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  const place =
    scene.setting === 'home'
      ? 'at home'
      : scene.setting === 'underwater'
        ? 'under the sea'
        : `in a ${scene.setting} scene`;
  return `${list[0].toUpperCase()}${list.slice(1)} ${place}${scene.time === 'day' ? '' : ` at ${scene.time === 'night' ? 'night' : scene.time}`}`;
}
