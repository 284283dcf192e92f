/**
 * Italian for the offline storyteller. Nouns carry their gender and plural, and the articles follow the
 * sound of the word ('lo scoiattolo', 'l’unicorno', 'un’ape'); prepositions merge with articles ('nel',
 * 'alla', 'dello') in `polish`, since sentences are built from parts. The child's gender sets the few
 * adjectives about them; when it is not given the sentences say it without one ('con il cuore pieno di
 * gioia'). Toddler text is in the present, the longer text in the passato remoto and imperfetto of fairy
 * tales; dialogue in «caporali».
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
import { byCompany, cap, listOf, mapValues, oneOf } from './language-pack';
import { planWords } from './plan-words';

type G = 'm' | 'f';
/** Singular, gender, plural (with its article: 'le lontre', 'gli scoiattoli'). */
type Noun = [string, G, string];

const ANIMAL: Record<AnimalKey, Noun> = {
  dog: ['cane', 'm', 'i cani'],
  cat: ['gatto', 'm', 'i gatti'],
  rabbit: ['coniglio', 'm', 'i conigli'],
  hamster: ['criceto', 'm', 'i criceti'],
  guineapig: ['porcellino d’India', 'm', 'i porcellini d’India'],
  mouse: ['topolino', 'm', 'i topolini'],
  horse: ['pony', 'm', 'i pony'],
  bird: ['uccellino', 'm', 'gli uccellini'],
  parrot: ['pappagallo', 'm', 'i pappagalli'],
  fish: ['pesciolino rosso', 'm', 'i pesciolini rossi'],
  turtle: ['tartaruga', 'f', 'le tartarughe'],
  frog: ['rana', 'f', 'le rane'],
  duck: ['paperotto', 'm', 'le papere'],
  hen: ['gallina', 'f', 'le galline'],
  owl: ['gufo', 'm', 'i gufi'],
  fox: ['volpe', 'f', 'le volpi'],
  bear: ['orsetto', 'm', 'gli orsi'],
  panda: ['panda', 'm', 'i panda'],
  koala: ['koala', 'm', 'i koala'],
  squirrel: ['scoiattolo', 'm', 'gli scoiattoli'],
  hedgehog: ['riccio', 'm', 'i ricci'],
  deer: ['cerbiatto', 'm', 'i cerbiatti'],
  otter: ['lontra', 'f', 'le lontre'],
  penguin: ['pinguino', 'm', 'i pinguini'],
  dolphin: ['delfino', 'm', 'i delfini'],
  whale: ['balena', 'f', 'le balene'],
  octopus: ['polpo', 'm', 'i polpi'],
  elephant: ['elefantino', 'm', 'gli elefanti'],
  giraffe: ['giraffa', 'f', 'le giraffe'],
  lion: ['leoncino', 'm', 'i leoni'],
  tiger: ['tigrotto', 'm', 'le tigri'],
  monkey: ['scimmietta', 'f', 'le scimmie'],
  sloth: ['bradipo', 'm', 'i bradipi'],
  butterfly: ['farfalla', 'f', 'le farfalle'],
  ladybird: ['coccinella', 'f', 'le coccinelle'],
  unicorn: ['unicorno', 'm', 'gli unicorni'],
  dragon: ['draghetto', 'm', 'i draghi'],
  dinosaur: ['dinosauro', 'm', 'i dinosauri'],
  mermaid: ['sirena', 'f', 'le sirene'],
  fairy: ['fatina', 'f', 'le fate'],
  robot: ['robot', 'm', 'i robot'],
};

interface GoalWords {
  noun: Noun;
  place: string;
  done: string;
  found?: string;
}

const GOAL: Record<GoalKey, GoalWords> = {
  key: {
    noun: ['chiave d’oro', 'f', 'chiavi'],
    place: 'sotto un mucchio di foglie scricchiolanti',
    done: 'Apriva una porticina in un vecchio albero, e dentro c’era una stanzetta piena di libri e cuscini.',
  },
  kite: {
    noun: ['aquilone colorato', 'm', 'aquiloni'],
    place: 'impigliato tra i rami di un albero altissimo',
    done: 'Presto l’aquilone danzava di nuovo nel vento, con la sua lunga coda che girava come un nastro.',
  },
  crown: {
    noun: ['coroncina scintillante', 'f', 'coroncine'],
    place: 'in un nido, dove una gazza l’aveva custodita con cura',
    done: 'La coroncina scintillava al sole, e tutti applaudirono.',
  },
  shell: {
    noun: ['conchiglia canterina', 'f', 'conchiglie'],
    place: 'in una pozza tra gli scogli, dove canticchiava piano',
    done: 'Quando l’avvicinarono all’orecchio, la conchiglia cantò una canzone dolce e allegra.',
  },
  star: {
    noun: ['stellina', 'f', 'stelline'],
    found: 'sdraiata nell’erba, che brillava piano',
    place: 'lassù nel cielo',
    done: 'Su, su salì la stellina, e dal cielo fece l’occhiolino per dire un grande grazie.',
  },
  egg: {
    noun: ['uovo maculato', 'm', 'uova'],
    found: 'nell’erba, ancora tiepido',
    place: 'nel suo nido morbido',
    done: 'Crac! Ne uscì un pulcino tutto piume che salutò tutti con un pio-pio.',
  },
  treasure: {
    noun: ['forziere del tesoro', 'm', 'forzieri'],
    place: 'fino a un vecchio albero cavo',
    done: 'Dentro c’erano conchiglie lucenti, sassolini lisci e un biglietto che diceva: «Il tesoro più bello è un amico».',
  },
  rainbow: {
    noun: ['fondo dell’arcobaleno', 'm', 'fondi'],
    place: 'oltre l’ultima collina',
    done: 'Lì, dove l’arcobaleno toccava terra, c’era una pozza di luce dorata, calda come un abbraccio.',
  },
  cake: {
    noun: ['torta di compleanno', 'f', 'torte'],
    place: 'alla grande festa',
    done: 'Tutti applaudirono vedendo la torta di compleanno, e cantarono insieme.',
  },
  seed: {
    noun: ['seme magico', 'm', 'semi'],
    place: 'fino all’angolo soleggiato dove poteva crescere',
    done: 'Piantarono il seme magico, e subito spuntò un alberello pieno di fiori.',
  },
  lantern: {
    noun: ['lanterna di carta', 'f', 'lanterne'],
    place: 'alla festa delle luci',
    done: 'La lanterna brillava piano, e tutta la festa si riempì di luce.',
  },
  letter: {
    noun: ['lettera speciale', 'f', 'lettere'],
    place: 'fino al piccolo ufficio postale',
    done: 'La lettera era un invito a un picnic per tutti quelli che avevano aiutato!',
  },
};

interface SettingWords {
  name: string;
  /** Where, with its preposition (and going there too): 'nel Bosco…', 'sulla Luna…'. */
  at: string;
  what: string;
  describe: string;
}

const SETTING: Record<SettingKey, SettingWords> = {
  forest: {
    name: 'il Bosco dei Sussurri',
    at: 'nel Bosco dei Sussurri',
    what: 'un bosco soleggiato di alberi alti e sentieri di muschio',
    describe: 'Il sole danzava tra gli alberi alti, e funghetti minuscoli spuntavano dal muschio.',
  },
  beach: {
    name: 'la Baia del Sole',
    at: 'alla Baia del Sole',
    what: 'una spiaggia di sabbia con onde leggere e conchiglie',
    describe: 'Le onde leggere arrivavano sulla sabbia tiepida, e i gabbiani si chiamavano nel cielo.',
  },
  space: {
    name: 'la Luna d’Argento',
    at: 'sulla Luna d’Argento',
    what: 'una luna sorridente tra stelle e pianeti rotondi',
    describe: 'I pianeti galleggiavano come enormi palloncini, e le stelle li salutavano.',
  },
  castle: {
    name: 'il Castello dei Girasoli',
    at: 'al Castello dei Girasoli',
    what: 'un castello con alte torri, bandiere e giardini fioriti',
    describe: 'Le bandiere sventolavano sulle alte torri, e i giardini erano pieni di girasoli.',
  },
  mountain: {
    name: 'la Montagna delle Campanule',
    at: 'sulla Montagna delle Campanule',
    what: 'una montagna verde con sentieri e fiori di campo',
    describe:
      'Il sentiero serpeggiava tra i fiori di campo, e la valle sotto sembrava una coperta di patchwork.',
  },
  garden: {
    name: 'il Giardino delle Rose',
    at: 'nel Giardino delle Rose',
    what: 'un giardino pieno di fiori, siepi e una grande quercia',
    describe: 'Le api ronzavano sulle aiuole, e un’altalena pendeva dalla grande quercia.',
  },
  jungle: {
    name: 'la Grande Giungla Verde',
    at: 'nella Grande Giungla Verde',
    what: 'una giungla di foglie giganti, liane e cascate',
    describe: 'Le foglie giganti facevano da tetto verde, e i pappagalli chiacchieravano tra le liane.',
  },
  snow: {
    name: 'la Valle dei Fiocchi',
    at: 'nella Valle dei Fiocchi',
    what: 'una valle innevata di colline bianche e pini',
    describe: 'La neve luccicava su ogni pino, e un pupazzo di neve sorrideva accanto al sentiero.',
  },
  underwater: {
    name: 'la Barriera di Corallo',
    at: 'alla Barriera di Corallo',
    what: 'una barriera sotto il mare, piena di coralli e bollicine',
    describe: 'I coralli di mille colori ondeggiavano, e i pesciolini passavano in banchi luccicanti.',
  },
  farm: {
    name: 'la Fattoria del Ranuncolo',
    at: 'alla Fattoria del Ranuncolo',
    what: 'una fattoria con un fienile rosso, balle di fieno e uno stagno per le papere',
    describe: 'Il fienile rosso stava accanto allo stagno delle papere, e il fieno profumava d’estate.',
  },
  town: {
    name: 'il paese degli Aceri',
    at: 'al paese degli Aceri',
    what: 'un paesino di case colorate con una piazza del mercato',
    describe: 'Le case colorate circondavano la piazza del mercato, e un trenino fischiava passando.',
  },
  sky: {
    name: 'il Regno delle Nuvole',
    at: 'nel Regno delle Nuvole',
    what: 'un paese sopra le nuvole, con mongolfiere e arcobaleni',
    describe: 'Le nuvole bianche passavano come cuscini, e una mongolfiera fluttuava lontano.',
  },
  island: {
    name: 'l’Isola del Cocco',
    at: 'sull’Isola del Cocco',
    what: 'un’isola soleggiata con palme e un faro',
    describe: 'Le palme ondeggiavano sulla riva, e un faro a strisce vegliava sulla punta.',
  },
  meadow: {
    name: 'il Prato delle Margherite',
    at: 'nel Prato delle Margherite',
    what: 'un grande prato di erba alta e fiori di campo',
    describe: 'L’erba alta ondeggiava come le onde, e le farfalle danzavano di fiore in fiore.',
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
    across: 'attraversare un ruscello canterino',
    short: 'Un ruscello sbarra la strada.',
    intro: 'Presto il sentiero scese fino a un ruscello largo e canterino.',
    problem: 'Non c’era nessun ponte, e i sassi erano troppo lontani l’uno dall’altro.',
    past: 'dall’altra parte del ruscello',
  },
  hill: {
    across: 'salire una collina ripida',
    short: 'C’è una collina altissima.',
    intro: 'Poi arrivarono davanti a una collina così ripida che il sentiero sembrava salire dritto.',
    problem: 'Ogni volta che provavano a salire, l’erba scivolava.',
    past: 'in cima alla collina',
  },
  maze: {
    across: 'uscire da un labirinto di siepi',
    short: 'Le siepi fanno un labirinto.',
    intro: 'Poi il sentiero entrò in un labirinto di siepi alte e verdi.',
    problem: 'Ogni curva sembrava uguale, e tornavano sempre alla stessa panchina.',
    past: 'fuori dal labirinto',
  },
  fog: {
    across: 'attraversare una nebbiolina',
    short: 'Una nebbiolina nasconde il sentiero.',
    intro: 'All’improvviso arrivò una nebbiolina bianca e morbida che nascose il sentiero.',
    problem: 'Si vedevano appena i piedi, figuriamoci la strada.',
    past: 'fuori dalla nebbiolina',
  },
  gate: {
    across: 'aprire un cancello con un indovinello',
    short: 'Un grande cancello è chiuso. Serve una parola magica.',
    intro: 'Finalmente arrivarono davanti a un vecchio cancello coperto d’edera.',
    problem:
      'Era chiuso, e c’era inciso un indovinello: «Che cosa diventa più grande quanto più lo condividi?».',
    past: 'dall’altra parte del cancello',
  },
  brambles: {
    across: 'superare dei rovi intricati',
    short: 'Dei rovi bloccano il sentiero.',
    intro: 'A un tratto il sentiero spariva in un groviglio di rovi.',
    problem: 'I rami pungevano, e non sembrava esserci un passaggio.',
    past: 'dall’altra parte dei rovi',
  },
};

const HOBBY: Record<HobbyKey, string> = {
  drawing: 'disegnare',
  painting: 'dipingere',
  crafts: 'fare lavoretti',
  singing: 'cantare',
  dancing: 'ballare',
  music: 'la musica',
  football: 'il calcio',
  running: 'correre',
  swimming: 'nuotare',
  climbing: 'arrampicarsi',
  cycling: 'andare in bici',
  gymnastics: 'la ginnastica',
  ballgames: 'giocare a palla',
  building: 'costruire cose',
  science: 'fare esperimenti',
  puzzles: 'fare i puzzle',
  reading: 'leggere',
  writing: 'scrivere storie',
  cooking: 'cucinare',
  gardening: 'curare le piante',
  animals: 'prendersi cura degli animali',
};

/** The colour as a name ('il rosso') and as a description ('di colore rosso'). */
const COLOUR: Record<ColourKey, [string, string]> = {
  red: ['il rosso', 'di colore rosso'],
  orange: ['l’arancione', 'di colore arancione'],
  yellow: ['il giallo', 'di colore giallo'],
  green: ['il verde', 'di colore verde'],
  blue: ['il blu', 'di colore blu'],
  teal: ['il turchese', 'di colore turchese'],
  purple: ['il viola', 'di colore viola'],
  pink: ['il rosa', 'di colore rosa'],
  white: ['il bianco', 'di colore bianco'],
  brown: ['il marrone', 'di colore marrone'],
  gold: ['l’oro', 'color oro'],
  silver: ['l’argento', 'color argento'],
  rainbow: ['i colori dell’arcobaleno', 'di tutti i colori'],
};

const FOOD: Record<FoodKey, string> = {
  pancakes: 'frittelle',
  pizza: 'pizza',
  icecream: 'gelato',
  strawberries: 'fragole',
  apples: 'mele',
  bananas: 'banane',
  cookies: 'biscotti',
  chocolate: 'cioccolato',
  pasta: 'pasta',
  cupcakes: 'tortine',
  sandwiches: 'panini',
  watermelon: 'anguria',
  grapes: 'uva',
  cheese: 'formaggio',
  carrots: 'carote',
  honey: 'dolcetti al miele',
  mango: 'mango',
  soup: 'minestra calda',
};

const ROLE: Record<RoleKey, string> = {
  mother: 'Mamma',
  father: 'Papà',
  grandmother: 'la nonna',
  grandfather: 'il nonno',
  brother: 'fratello',
  sister: 'sorella',
  aunt: 'la zia',
  uncle: 'lo zio',
};

// --- Grammar ---

const VOWEL = /^[aeiouàèéìòù]/i;
/** 'lo' and 'uno' before s + consonant, z, gn, ps, x, y. */
const IMPURE = /^(s[^aeiouàèéìòù]|z|gn|ps|x|y)/i;
const un = ([word, g]: Noun) =>
  g === 'f'
    ? VOWEL.test(word)
      ? `un’${word}`
      : `una ${word}`
    : IMPURE.test(word)
      ? `uno ${word}`
      : `un ${word}`;
const il = ([word, g]: Noun) =>
  VOWEL.test(word) ? `l’${word}` : g === 'f' ? `la ${word}` : IMPURE.test(word) ? `lo ${word}` : `il ${word}`;
const agree = (g: G, masculine: string, feminine: string) => (g === 'm' ? masculine : feminine);
const about = (gender: Gender, masculine: string, feminine: string, neutral: string) =>
  gender === 'boy' ? masculine : gender === 'girl' ? feminine : neutral;
const and = (items: string[]) => listOf(items, 'e');
/** 'il suo cane', 'la sua tartaruga'. */
const suo = (noun: Noun) => `${noun[1] === 'm' ? 'il suo' : 'la sua'} ${noun[0]}`;

const MERGED: Record<string, Record<string, string>> = {
  di: { il: 'del', lo: 'dello', la: 'della', i: 'dei', gli: 'degli', le: 'delle', 'l’': 'dell’' },
  a: { il: 'al', lo: 'allo', la: 'alla', i: 'ai', gli: 'agli', le: 'alle', 'l’': 'all’' },
  da: { il: 'dal', lo: 'dallo', la: 'dalla', i: 'dai', gli: 'dagli', le: 'dalle', 'l’': 'dall’' },
  in: { il: 'nel', lo: 'nello', la: 'nella', i: 'nei', gli: 'negli', le: 'nelle', 'l’': 'nell’' },
  su: { il: 'sul', lo: 'sullo', la: 'sulla', i: 'sui', gli: 'sugli', le: 'sulle', 'l’': 'sull’' },
};

/**
 * Prepositions merged with the article after them: 'di il' -> 'del', 'a l’' -> 'all’'; and 'a' before a word
 * that starts with an a takes its d ('riuscirono ad andare', 'ad Anna').
 */
function polish(text: string): string {
  // An article is a word of its own ('in lo' + space), except the elided 'l’', which leans on the next word.
  return text
    .replace(/(?<!\p{L})([Aa]) (?=[aAàÀ])/gu, '$1d ')
    .replace(
      /(?<!\p{L})(di|a|da|in|su) (il |lo |la |i |gli |le |l’)/gu,
      (match, preposition: string, article: string) => {
        const merged = MERGED[preposition]?.[article.trim()];
        return merged ? `${merged}${article.endsWith(' ') ? ' ' : ''}` : match;
      },
    );
}

// --- The words of a plan ---

const name = (plan: StoryPlan) => plan.name;
const helper = (plan: StoryPlan) => plan.helper.name;
const helperNoun = (plan: StoryPlan) => ANIMAL[plan.helper.animal];
const aHelper = (plan: StoryPlan) =>
  `${un(helperNoun(plan))} ${agree(helperNoun(plan)[1], 'simpaticissimo', 'simpaticissima')}`;
/** 'Pip il gufo', 'Kiki la lontra'. */
const h = (plan: StoryPlan) => `${helper(plan)} ${il(helperNoun(plan))}`;
const goal = (plan: StoryPlan) => GOAL[plan.goal].noun;
const place = (plan: StoryPlan) => SETTING[plan.setting].name;
const at = (plan: StoryPlan) => SETTING[plan.setting].at;
const petNoun = (plan: StoryPlan): Noun =>
  plan.pet?.animal ? ANIMAL[plan.pet.animal] : ['cucciolo', 'm', 'i cuccioli'];
const { parent, sibling, friend, colour, food, hobby, favouriteAnimals, team, familyList } = planWords({
  animals: ANIMAL,
  colours: COLOUR,
  foods: FOOD,
  hobbies: HOBBY,
  role: (role) => ROLE[role],
  animalsPlural: (a) => a[2],
  brotherOrSister: (_plan, role, label) => `${role === 'brother' ? 'suo fratello' : 'sua sorella'} ${label}`,
  petAtHome: (plan, pet) => `${pet.name}, ${suo(petNoun(plan))}`,
  and: 'e',
});
const colourName = colour(
  (c) => c[0],
  (raw) => `il ${raw}`,
);
const colourLike = colour(
  (c) => c[1],
  (raw) => `di colore ${raw}`,
);
const verb = byCompany;

/** Friendship's lesson when the companion is family. */
const TOGETHER_LESSON = 'insieme si può fare tutto';

const LESSON: Record<ThemeGroup, string> = {
  friendship: 'con gli amici tutto è possibile',
  courage: 'essere coraggiosi vuol dire provarci, anche quando le gambe tremano un po’',
  kindness: 'un po’ di gentilezza può cambiare tutto',
  curiosity: 'fare domande porta a scoperte meravigliose',
  nature: 'prendersi cura della natura è prendersi cura dei nostri amici',
  feelings: 'tutte le emozioni vanno bene, e condividerle alleggerisce il cuore',
  wonder: 'la magia è dappertutto, per chi sa guardare',
};

// --- The beats ---

function home(plan: StoryPlan): BeatText {
  const n = name(plan);
  const family = familyList(plan);
  const kid = about(plan.gender, 'un bambino', 'una bambina', 'una piccola persona');
  const opening = oneOf(plan, 'it-opening', [
    `C’era una volta ${kid} di ${plan.age} anni che si chiamava ${n}${plan.nickname ? `, ma a casa tutti dicevano ${plan.nickname}` : ''}.`,
    `In una casetta in fondo a un viale alberato viveva ${n}${plan.nickname ? `, che in famiglia chiamavano ${plan.nickname}` : ''}, che aveva ${plan.age} anni.`,
    `Non tanto tempo fa, in una casa con il camino storto, viveva ${n}${plan.nickname ? ` (${plan.nickname} per la famiglia)` : ''}, che aveva ${plan.age} anni.`,
  ]);
  return {
    short: [
      oneOf(plan, 'it-hello', [`Questa è la storia di ${n}.`, `Ti presento ${n}!`, `Ecco ${n}.`]),
      plan.pet ? `${n} ha ${un(petNoun(plan))}: ${plan.pet.name}.` : `${n} ha ${plan.age} anni.`,
    ],
    long: [
      opening,
      family.length ? `${n} viveva con ${and(family)}.` : `${n} viveva in una casetta con la porta rossa.`,
      `${n} voleva scoprire tutto, e ogni giorno sembrava l’inizio di qualcosa di meraviglioso.`,
      `Dalla finestra della sua cameretta, ${n} vedeva in lontananza ${place(plan)}.`,
      `E da qualche tempo ${n} aveva la sensazione che stesse per succedere qualcosa di speciale.`,
    ],
  };
}

function companion(plan: StoryPlan): BeatText {
  const n = name(plan);
  const likes = [
    hobby(plan) ? `A ${n} piaceva tantissimo ${hobby(plan)}` : '',
    favouriteAnimals(plan)
      ? `andava ${about(plan.gender, 'matto', 'matta', 'pazzo')} per ${favouriteAnimals(plan)}`
      : '',
  ].filter(Boolean);
  const favourites = [
    colourName(plan) ? `Il suo colore preferito era ${colourName(plan)}` : '',
    food(plan) ? `la sua merenda preferita: ${food(plan)}` : '',
  ].filter(Boolean);
  if (plan.pet) {
    const pet = plan.pet;
    const kind: Noun = pet.breed ? [pet.breed.toLowerCase(), petNoun(plan)[1], ''] : petNoun(plan);
    return {
      short: oneOf(plan, 'it-pet-short', [
        [`${pet.name} vuole tanto bene a ${n}.`, `Giocano tutto il giorno.`],
        [`${n} e ${pet.name} sono amici del cuore.`, `Adorano giocare.`],
      ]),
      long: [
        oneOf(plan, 'it-pet', [
          `${pet.name}, ${suo(kind)}, era il suo compagno migliore.`,
          `Il suo migliore amico al mondo era ${pet.name}, ${suo(kind)}.`,
        ]),
        oneOf(plan, 'it-pet-together', [
          `Facevano tutto insieme, dalla colazione fino alla buonanotte.`,
          `Ovunque andasse ${n}, ${pet.name} ${about(plan.gender, 'lo seguiva', 'la seguiva', 'andava dietro')}.`,
        ]),
        likes.length
          ? `${cap(and(likes))}, e ${pet.name} non era mai lontano, con gli occhi brillanti.`
          : `${pet.name} seguiva ${n} dappertutto, sempre pronto a giocare.`,
        favourites.length
          ? `${and(favourites)}.`
          : `Avevano una stretta di mano segreta che nessun altro conosceva.`,
        `«Io e te, ${pet.name}», diceva ${n}, «siamo una squadra».`,
      ],
    };
  }
  return {
    short: [likes.length ? `${cap(likes[0])}.` : `A ${n} piace giocare.`],
    long: [
      likes.length ? `${cap(and(likes))}.` : `A ${n} piacevano i giochi, le storie e guardare le nuvole.`,
      favourites.length
        ? `${and(favourites)}.`
        : `${about(plan.gender, 'Gli piaceva', 'Le piaceva', `A ${n} piaceva`)} capire come funzionano le cose.`,
      `Ogni mattina ${n} si svegliava chiedendosi che cosa avrebbe portato la giornata.`,
      `E quella mattina la giornata nascondeva una sorpresa.`,
    ],
  };
}

function call(plan: StoryPlan): BeatText {
  const n = name(plan);
  const hh = helper(plan);
  const idea = plan.ideaPhrase && !plan.ideaNamesGoal ? plan.ideaPhrase : undefined;
  const dream = idea
    ? `Da giorni ${n} sognava ${idea}.`
    : `Una mattina luminosa successe qualcosa di straordinario.`;
  const shortDream = idea ? `${n} sogna ${idea}.` : `Guarda, ${n}!`;
  const meetHelper = `Da dietro la siepe del giardino spuntò ${aHelper(plan)} che si chiamava ${hh}.`;
  const g = goal(plan);
  const it = agree(g[1], 'lo', 'la');
  const mine = `${g[1] === 'm' ? 'il mio' : 'la mia'} ${g[0]}`;
  switch (plan.kind) {
    case 'find':
      if (plan.genre === 'Mystery') {
        return {
          short: [shortDream, `${hh} ha perso ${g[1] === 'm' ? 'il suo' : 'la sua'} ${g[0]}!`],
          long: [
            dream,
            meetHelper,
            `«${cap(mine)} è ${agree(g[1], 'sparito', 'sparita')}!», disse ${hh}. «Stamattina non c’era più, e l’unico indizio è una traccia che porta ${at(plan)}».`,
            `Il viso di ${n} si illuminò. «Un mistero!», sussurrò. «Cerchiamo degli indizi».`,
            `Per terra c’erano impronte minuscole e una piuma, e indicavano tutte la stessa direzione.`,
          ],
        };
      }
      return {
        short: [shortDream, `${hh} ha perso ${g[1] === 'm' ? 'il suo' : 'la sua'} ${g[0]}!`],
        long: [
          dream,
          meetHelper,
          `«Ho perso ${mine}», disse ${hh} con tristezza. «Credo che mi sia ${agree(g[1], 'caduto', 'caduta')} ${at(plan)}».`,
          `${n} si chinò e sorrise. «Non preoccuparti. ${cap(it)} ritroveremo insieme».`,
          `${hh} fece un saltello pieno di speranza, e nella testa di ${n} cominciò a crescere un piano.`,
        ],
      };
    case 'help':
      return {
        short: [shortDream, `${cap(un(g))} deve tornare a casa.`],
        long: [
          dream,
          `Quella mattina ${n} trovò ${un(g)} ${GOAL[plan.goal].found ?? 'nell’erba'}.`,
          `${hh}, ${aHelper(plan)}, arrivò di corsa. «Deve tornare ${GOAL[plan.goal].place}», disse ${hh}, «e la strada passa per ${place(plan)}».`,
          `${n} ${it} raccolse con delicatezza. «Allora ${it} riporteremo noi», disse.`,
          plan.goal === 'star'
            ? `La stellina brillò un po’ di più, come se avesse capito.`
            : `${cap(il(g))} si mosse un pochino, come se avesse capito.`,
        ],
      };
    case 'discover':
      return {
        short: [shortDream, `${h(plan)} ha una mappa!`],
        long: [
          dream,
          `Dentro un vecchio libro, ${n} trovò una mappa tutta stropicciata con una grande X.`,
          `«È la strada per ${il(g)}, ${at(plan)}!», esclamò ${hh}, ${aHelper(plan)} che sbirciava da sopra la sua spalla.`,
          `La mappa mostrava un sentiero pieno di curve, un grande albero e un sole sorridente disegnato.`,
          `${n} piegò la mappa con cura, con il cuore che batteva forte per l’emozione.`,
        ],
      };
    case 'deliver':
      return {
        short: [shortDream, `${hh} ha bisogno di aiuto con ${un(g)}.`],
        long: [
          dream,
          `Toc, toc! Alla porta c’era ${hh}, ${aHelper(plan)}, con ${un(g)}.`,
          `«Bisogna portar${it} ${GOAL[plan.goal].place}, ${at(plan)}», disse ${hh}, «ma è troppo lontano per me da ${agree(helperNoun(plan)[1], 'solo', 'sola')}».`,
          `«Ti aiuto io», disse subito ${n}.`,
          `${hh} fece un sorriso enorme, e incartarono ${il(g)} con cura per il viaggio.`,
        ],
      };
  }
}

function setOff(plan: StoryPlan): BeatText {
  const n = name(plan);
  const grownUp = parent(plan);
  const sib = sibling(plan);
  return {
    short: [
      `${team(plan)} ${verb(plan, 'parte', 'partono')} con ${h(plan)}.`,
      grownUp ? `${cap(grownUp)} saluta con la mano.` : `Si parte!`,
    ],
    long: [
      `${cap(grownUp ?? n)} ${oneOf(plan, 'it-bag', ['preparò uno zainetto', 'riempì una borsa'])} di ${food(plan) ?? 'cose buone'} per il viaggio.`,
      grownUp
        ? `«State sempre insieme e siate gentili», disse ${grownUp}, con un abbraccio enorme.`
        : `«Stiamo sempre insieme», disse ${n}, «e siamo gentili».`,
      `Poi ${team(plan)} ${verb(plan, 'seguì', 'seguirono')} ${helper(plan)} lungo il sentiero, verso ${place(plan)}.`,
      sib
        ? `${cap(sib)} li salutò dalla finestra: «Buona fortuna!».`
        : `Il cancello del giardino cigolò come per augurare buon viaggio.`,
      `L’aria profumava d’avventura, e il cuore di ${n} fece un saltello di gioia.`,
    ],
  };
}

function arrive(plan: StoryPlan): BeatText {
  const n = name(plan);
  const c = colourLike(plan);
  return {
    short: [`Ecco ${place(plan)}.`, `Che bello!`],
    long: [
      `Finalmente arrivarono ${at(plan)}.`,
      SETTING[plan.setting].describe,
      c
        ? `Dovunque guardasse, ${n} vedeva lampi ${c}, il suo colore preferito.`
        : `${n} non aveva mai visto un posto così bello.`,
      `${n} rimase ${about(plan.gender, 'fermo', 'ferma', 'in silenzio')} un momento, per guardare tutto bene.`,
      `«Venite», disse ${helper(plan)}. «Si va di qua».`,
    ],
  };
}

function meet(plan: StoryPlan): BeatText {
  const n = name(plan);
  const mate = friend(plan) ?? plan.sibling?.label;
  if (mate) {
    const interest =
      friend(plan) && plan.friend?.interest
        ? `A ${mate} piaceva tanto ${plan.friend.interest.key ? HOBBY[plan.friend.interest.key] : plan.friend.interest.raw.toLowerCase()}, e aveva sempre buone idee.`
        : `${mate} aveva sempre buone idee.`;
    return {
      short: oneOf(plan, 'it-meet-short', [
        [`Guarda! È ${mate}!`, `Viene anche ${mate}.`],
        [`Ciao, ${mate}!`, `${mate} si unisce a loro.`],
      ]),
      long: [
        oneOf(plan, 'it-meet', [
          `E chi incontrarono per strada? ${mate}!`,
          `Subito dopo la curva, si imbatterono in ${mate}.`,
        ]),
        `«Dove andate?», chiese ${mate}, e ${n} raccontò tutto.`,
        `«Vengo anch’io!», disse ${mate} con un gran sorriso.`,
        interest,
        `Con ${mate} accanto, ${n} si sentiva ${about(plan.gender, 'coraggioso', 'coraggiosa', 'forte')} il doppio e felice il doppio.`,
      ],
    };
  }
  return {
    short: [`${helper(plan)} dà la mano a ${n}.`, `Adesso sono amici.`],
    long: [
      `Strada facendo, ${helper(plan)} raccontò a ${n} com’era la vita ${at(plan)}.`,
      `${n} parlò di casa e di ${hobby(plan) ? `quanto ${about(plan.gender, 'gli piaceva', 'le piaceva', 'amava')} ${hobby(plan)}` : 'tutti i suoi giochi preferiti'}.`,
      `Dopo poco, ridevano come vecchi amici.`,
      `Che strano, pensò ${n}: a volte qualcuno di nuovo diventa un amico in un attimo.`,
    ],
  };
}

function obstacle(plan: StoryPlan): BeatText {
  const words = OBSTACLE[plan.obstacle];
  return {
    short: [`Oh, no!`, words.short],
    long: [
      words.intro,
      words.problem,
      oneOf(plan, 'it-sigh', [
        `${helper(plan)} si sedette con un sospiro. «Come faremo a passare?».`,
        `«Oh, oh», disse ${helper(plan)} aggrottando la fronte. «E adesso?».`,
      ]),
      `Si guardarono tutti, chiedendosi che cosa fare.`,
      `Per un momento nessuno disse niente.`,
    ],
  };
}

const THEME_TRY: Record<ThemeGroup, (plan: StoryPlan) => BeatText> = {
  friendship: (plan) => {
    const mate = friend(plan) ?? plan.pet?.name ?? helper(plan);
    return {
      short: [`${name(plan)} prende la mano di ${mate}.`, `Gli amici si aiutano.`],
      long: [
        `${name(plan)} aveva un po’ di batticuore, ma poi ${mate} si avvicinò.`,
        `«Siamo una squadra», disse ${name(plan)}. «E una squadra pensa insieme».`,
        `Così si sedettero in cerchio e condivisero le loro idee, una per una.`,
        `Alcune erano così buffe che scoppiarono a ridere, ma tutte furono utili.`,
      ],
    };
  },
  courage: (plan) => ({
    short: [`${name(plan)} fa un bel respiro.`, `«Posso provarci!»`],
    long: [
      `A ${name(plan)} tremavano un po’ le gambe.`,
      `Ma ${name(plan)} si ricordò di una cosa che diceva sempre ${parent(plan) ?? 'qualcuno a casa'}: «Essere coraggiosi non vuol dire non avere mai paura. Vuol dire provarci lo stesso».`,
      `${name(plan)} fece un bel respiro, si mise ${about(plan.gender, 'dritto', 'dritta', 'con la schiena dritta')} e disse: «Ci provo».`,
      `Solo a dirlo ad alta voce, si sentiva già più grande.`,
    ],
  }),
  kindness: (plan) => ({
    short: [
      `${helper(plan)} è ${agree(helperNoun(plan)[1], 'stanco', 'stanca')}.`,
      `${name(plan)} dà un abbraccio.`,
    ],
    long: [
      `${name(plan)} si accorse che ${helper(plan)} sembrava ${agree(helperNoun(plan)[1], 'stanco', 'stanca')} e un po’ ${agree(helperNoun(plan)[1], 'triste', 'triste')}.`,
      `${name(plan)} divise la sua merenda${food(plan) ? ` di ${food(plan)}` : ''} e diede un abbraccio leggero a ${helper(plan)}.`,
      `«Grazie», sussurrò ${helper(plan)}. «Mi sento già meglio».`,
      `La gentilezza, pensò ${name(plan)}, rende tutti un po’ più forti.`,
    ],
  }),
  curiosity: (plan) => ({
    short: [`${name(plan)} guarda bene.`, `Che cosa vede?`],
    long: [
      `${name(plan)} osservava tutto con grande attenzione.`,
      `«Perché tutte le foglie si piegano da questa parte?», si chiese ${name(plan)} ad alta voce. «E che cos’è quel luccichio?».`,
      `Fare domande era la cosa preferita di ${name(plan)}, e ogni domanda portava a un nuovo indizio.`,
      `Presto gli indizi si incastrarono come i pezzi di un puzzle.`,
    ],
  }),
  nature: (plan) => ({
    short: [`${name(plan)} ascolta gli uccellini.`, `Cip, cip!`],
    long: [
      `${name(plan)} ascoltò con attenzione gli uccellini e il fruscio delle foglie.`,
      `«Stiamo attenti a non calpestare i fiori», disse ${name(plan)}, camminando piano piano.`,
      `Una famiglia di ${plan.favouriteAnimal?.key ? ANIMAL[plan.favouriteAnimal.key][2].replace(/^(i|gli|le) /, '') : 'coniglietti'} fece capolino, come per dire grazie.`,
      `La natura, a quanto pare, aiuta chi se ne prende cura.`,
    ],
  }),
  feelings: (plan) => ({
    short: [
      `${name(plan)} ha il batticuore.`,
      `Poi ${name(plan)} si sente ${about(plan.gender, 'tranquillo', 'tranquilla', 'in pace')}.`,
    ],
    long: [
      `${name(plan)} sentiva tante cose insieme: un po’ di preoccupazione, un po’ di emozione e un po’ di stanchezza.`,
      `«È normale sentire tutto questo insieme», disse ${friend(plan) ?? helper(plan)} con dolcezza.`,
      `Dire le emozioni ad alta voce le fece diventare più piccole, e ${name(plan)} ritrovò la calma.`,
      `Con il cuore tranquillo, era molto più facile pensare.`,
    ],
  }),
  wonder: (plan) => ({
    short: [`${name(plan)} esprime un desiderio.`, `L’aria si riempie di scintille!`],
    long: [
      `${name(plan)} chiuse gli occhi ed espresse un desiderio.`,
      `Quando li riaprì, l’aria era piena di lucine scintillanti.`,
      `«La magia succede quando ci credi», sussurrò ${helper(plan)}.`,
      `Le lucine girarono tutte insieme e indicarono la strada.`,
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
    `${name(plan)} disegna una mappa.`,
    `${name(plan)} prese un bastoncino e disegnò una mappa nella terra morbida, proprio come quando a casa si metteva a ${hobby(plan) ?? 'disegnare'}, e lì, nel disegno, c’era la strada.`,
  ],
  music: (plan) => [
    `${name(plan)} canta una canzone allegra.`,
    `${name(plan)} cominciò a cantare, e la canzone era così allegra che alcuni uccellini scesero a mostrare loro la strada.`,
  ],
  sport: (plan) => [
    `${name(plan)} è ${about(plan.gender, 'svelto e agile', 'svelta e agile', 'molto agile')}.`,
    `Siccome a ${name(plan)} piaceva tanto ${hobby(plan) ?? 'correre e saltare'}, si muoveva con agilità e trovò un modo furbo perché tutti potessero seguire.`,
  ],
  building: (plan) => [
    `${name(plan)} costruisce qualcosa di ingegnoso.`,
    `${name(plan)} raccolse bastoncini, sassi e spago e costruì qualcosa di molto ingegnoso, come quando a casa si metteva a ${hobby(plan) ?? 'costruire cose'}.`,
  ],
  books: (plan) => [
    `${name(plan)} si ricorda una storia.`,
    `${name(plan)} si ricordò di una storia del suo libro preferito, in cui la protagonista risolveva proprio lo stesso problema, e capì subito che cosa fare.`,
  ],
  nature: (plan) => [
    `${name(plan)} sa leggere i segni.`,
    `${name(plan)} conosceva bene piante e animali, e notò i piccoli segni che la natura lascia a chi sa guardare.`,
  ],
  thinking: (plan) => [
    `${name(plan)} ha un’idea.`,
    `${name(plan)} pensò intensamente, guardò con attenzione e notò un indizio minuscolo che nessun altro aveva visto.`,
  ],
};

function solve(plan: StoryPlan): BeatText {
  // A riddle is answered, not climbed over: the hobby does not open a gate, the answer does.
  const [short, long] =
    plan.obstacle === 'gate'
      ? [
          `${name(plan)} dice la parola magica: «Amicizia!».`,
          `${name(plan)} rilesse l’indovinello, piano piano, pensando a tutta la giornata.`,
        ]
      : SKILL_SOLVE[plan.skill](plan);
  const past = OBSTACLE[plan.obstacle].past;
  const theme = THEME_TRY[plan.themeGroup](plan);
  const themeFirst = plan.band === 'toddler' || plan.band === 'early';
  const riddle =
    plan.obstacle === 'gate'
      ? `«L’amicizia!», esclamò ${name(plan)}. «Diventa più grande quanto più la condividi!». E il cancello si aprì.`
      : '';
  return {
    short: [theme.short[0], short],
    long: [
      themeFirst ? theme.long[THEME_KEY[plan.themeGroup]] : `Allora a ${name(plan)} venne un’idea.`,
      long,
      riddle || `Passo dopo passo, aiutandosi l’un l’altro, si ritrovarono tutti ${past}.`,
      `«Ce l’abbiamo fatta!», gridò ${helper(plan)}, e tutti risero di sollievo.`,
      about(
        plan.gender,
        `${name(plan)} era orgoglioso, non per avercela fatta da solo, ma per avercela fatta in squadra.`,
        `${name(plan)} era orgogliosa, non per avercela fatta da sola, ma per avercela fatta in squadra.`,
        `${name(plan)} aveva il cuore pieno di gioia, non per avercela fatta senza aiuto, ma per avercela fatta in squadra.`,
      ),
    ],
  };
}

function feelings(plan: StoryPlan): BeatText {
  return THEME_TRY[plan.themeGroup](plan);
}

function reached(plan: StoryPlan): BeatText {
  const words = GOAL[plan.goal];
  const g = words.noun;
  const hh = helper(plan);
  switch (plan.kind) {
    case 'find':
      return {
        short: [
          `Guarda! Ecco ${il(g)}!`,
          `${hh} è ${agree(helperNoun(plan)[1], 'felicissimo', 'felicissima')}.`,
        ],
        long: [
          `E lì, ${words.place}, c’era ${il(g)}!`,
          plan.genre === 'Mystery'
            ? `Ecco la soluzione del mistero: nessuno ${agree(g[1], 'l’aveva preso', 'l’aveva presa')} per sempre.`
            : `${hh} saltò di gioia. «${agree(g[1], 'L’hai trovato', 'L’hai trovata')}!».`,
          words.done,
          `${hh} abbracciò forte ${name(plan)}. «Grazie per avermi ${agree(helperNoun(plan)[1], 'aiutato', 'aiutata')}».`,
        ],
      };
    case 'help':
      return {
        short: [`${cap(il(g))} torna a casa.`, `Evviva!`],
        long: [
          `Finalmente trovarono il posto perfetto, e ${name(plan)} aiutò con delicatezza ${il(g)} a tornare ${words.place}.`,
          words.done,
          `A ${hh} scappò una lacrimuccia di felicità.`,
          `«Aiutare qualcuno a tornare a casa», disse piano ${name(plan)}, «è la cosa più bella del mondo».`,
        ],
      };
    case 'discover':
      return {
        short: [`Trovano ${il(g)}!`, `Che meraviglia!`],
        long: [
          `La mappa li portò ${words.place}, ed ecco lì ${il(g)}!`,
          words.done,
          `${name(plan)} e ${hh} si guardarono e scoppiarono a ridere di gioia.`,
          `Era ancora meglio di quanto promettesse la mappa.`,
        ],
      };
    case 'deliver':
      return {
        short: [`Portano ${il(g)}.`, `Tutti applaudono!`],
        long: [
          `Portarono ${il(g)} con cura ${words.place}, e arrivarono giusto in tempo.`,
          words.done,
          `${hh} era così ${agree(helperNoun(plan)[1], 'contento', 'contenta')} che fece un balletto di gioia.`,
          `«Senza di te non ce l’avremmo fatta, ${name(plan)}», dissero tutti.`,
        ],
      };
  }
}

function party(plan: StoryPlan): BeatText {
  const f = food(plan);
  const c = colourLike(plan);
  const guests = [plan.friend?.name ?? '', plan.pet?.name ?? '', helper(plan)].filter(Boolean);
  return {
    short: [`È ora di fare festa!`, f ? `Che buono, ${f}!` : `Gnam, gnam!`],
    long: [
      oneOf(plan, 'it-party', [
        `Quel pomeriggio ci fu una piccola festa ${at(plan)} per festeggiare.`,
        `Per festeggiare, tutti si ritrovarono per un picnic ${at(plan)}.`,
      ]),
      f
        ? `C’era un banchetto di ${f} per tutti, la cosa preferita di ${name(plan)}.`
        : `C’erano dolcetti e succhi per tutti.`,
      `${guests.length > 1 ? `${and(guests)} ballarono e risero` : 'Tutti ballarono e risero'} fino ad avere mal di pancia.`,
      c
        ? `Tra gli alberi brillavano lanterne ${c}, proprio come piaceva a ${name(plan)}.`
        : `Le lanterne brillavano tra gli alberi come lucciole amiche.`,
      `${name(plan)} avrebbe voluto che quel giorno non finisse mai.`,
    ],
  };
}

function ending(plan: StoryPlan): BeatText {
  const grownUp = parent(plan);
  const idea = plan.ideaPhrase;
  return {
    short: [
      grownUp ? `${cap(grownUp)} abbraccia ${name(plan)}.` : `${name(plan)} è di nuovo a casa.`,
      plan.sleepyEnding ? `Buonanotte, ${name(plan)}.` : `Che giornata felice!`,
    ],
    long: [
      `Quando il cielo diventò rosa e oro, ${team(plan)} ${verb(plan, 'salutò', 'salutarono')} ${helper(plan)} e ${verb(plan, 'tornò', 'tornarono')} a casa${grownUp ? `, dove ${grownUp} ${plan.pet ? 'li aspettava' : plan.gender === 'neutral' ? 'aspettava' : 'l’aspettava'} con un abbraccio enorme` : ''}.`,
      `«Oggi ho imparato che ${LESSON[plan.themeGroup]}», disse ${name(plan)}.`,
      plan.sleepyEnding
        ? `Quella sera ${name(plan)} si addormentò sorridendo${plan.pet ? `, e ${plan.pet.name} si acciambellò ai piedi del letto` : ''}.`
        : `E ${name(plan)} sapeva che ci sarebbero state ancora tante avventure.`,
      idea
        ? `Era stato ancora più bello del suo sogno: ${idea}.`
        : `Era stata la giornata più bella di tutte.`,
    ],
  };
}

const RHYMES = [
  'Salta, salta, si va via, / che allegria, che allegria!',
  'Passo a passo, mano nella mano, / con gli amici si va lontano.',
  'Brilla, brilla, stellina d’oro, / tutto andrà bene, è un tesoro.',
  'Batti le mani, batti i piedi, / con gli amici tutto vedi!',
  'Su e giù e gira in tondo, / che bello è il nostro mondo!',
  'Ridi, gioca, canta così, / che felice questo dì!',
];

// --- Summary ---

function title(plan: StoryPlan): string {
  const n = plan.name;
  const g = goal(plan);
  const kind = helperNoun(plan);
  switch (plan.genre) {
    case 'FairyTale':
      return `${n} e ${il(g)}`;
    case 'Adventure':
      return plan.choose.index('it-title', 2) ? `La grande avventura di ${n}` : `${n} e ${il(g)}`;
    case 'Mystery':
      return `Il mistero di ${il(g)}`;
    case 'AnimalsNature':
      return `${n} e ${plan.helper.name} ${il(kind)}`;
    case 'Fantasy':
      return `${n} e ${il(kind)} ${agree(kind[1], 'magico', 'magica')}`;
    case 'Bedtime':
      return `Buonanotte, ${n}`;
    case 'NurseryRhymesPoem':
      return `La canzone di ${n}`;
    case 'Friendship':
      return plan.friend ? `${n}, ${plan.friend.name} e ${plan.helper.name}` : `${n} trova un amico`;
    case 'FamilyAndLove':
      return `Una giornata ${SETTING[plan.setting].at}`;
    case 'CourageAndBravery':
      return `${n} ${about(plan.gender, 'il coraggioso', 'la coraggiosa', 'dal cuore coraggioso')}`;
    case 'KindnessAndCompassion':
      return `Il grande cuore di ${n}`;
    case 'Discovery':
      return `${n} scopre ${il(g)}`;
  }
}

const KIND_PLOT: Record<StoryPlan['kind'], (plan: StoryPlan) => string> = {
  find: (plan) =>
    `${h(plan)} ha perso ${un(goal(plan))}, e ${plan.name} ${agree(goal(plan)[1], 'lo', 'la')} va a cercare ${at(plan)}.`,
  help: (plan) =>
    `${plan.name} trova ${un(goal(plan))} che deve tornare a casa, e attraversa ${place(plan)} con ${h(plan)} per ${agree(goal(plan)[1], 'riportarlo', 'riportarla')}.`,
  discover: (plan) =>
    `${plan.name} trova una mappa che porta fino a ${il(goal(plan))} e la segue ${at(plan)} con ${h(plan)}.`,
  deliver: (plan) =>
    `${plan.name} aiuta ${h(plan)} a portare ${un(goal(plan))} ${GOAL[plan.goal].place}, ${at(plan)}.`,
};

function summary(plan: StoryPlan): string {
  const along = [plan.pet?.name ?? '', plan.friend?.name ?? ''].filter(Boolean);
  return [
    cap(KIND_PLOT[plan.kind](plan)),
    `${along.length ? `Con ${and(along)}, ` : 'Strada facendo, '}${plan.name} riesce ${/^[aeiou]/.test(OBSTACLE[plan.obstacle].across) ? 'ad' : 'a'} ${OBSTACLE[plan.obstacle].across} e impara che ${LESSON[plan.themeGroup]}.`,
    `Una storia tenera che finisce a casa${parent(plan) ? ` con ${parent(plan)}` : ''}.`,
  ].join(' ');
}

function setting(plan: StoryPlan): string {
  return `${cap(SETTING[plan.setting].name)}: ${SETTING[plan.setting].what}.`;
}

function characters(plan: StoryPlan): string {
  const people = [
    `${plan.name}${plan.nickname ? ` (${plan.nickname})` : ''}, ${plan.age} anni, ${about(plan.gender, 'il protagonista', 'la protagonista', 'al centro della storia')}`,
    plan.pet ? `${plan.pet.name}, ${suo(petNoun(plan))}` : '',
    plan.friend ? `${plan.friend.name}, che ha sempre buone idee` : '',
    ...plan.parents
      .map((one) => one.label || (one.role ? ROLE[one.role] : ''))
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
    short: [`${name(plan)} pensa a una cosa: ${f}.`, `Oggi è una cosa amica!`],
    long: [
      `${name(plan)} pensò a una cosa che prima ${about(plan.gender, 'gli sembrava', 'le sembrava', 'sembrava')} strana: ${f}. E si ricordò di quello che diceva ${parent(plan) ?? 'la sua famiglia'}: è solo qualcosa di nuovo da conoscere.`,
      `E quel giorno, con gli amici vicino, si rivelò una cosa amichevolissima, e ${name(plan)} sorrise.`,
    ],
  };
}

const IDEAS: LanguagePack['ideas'] = [
  (c) => (c.pet ? `${c.name} e ${c.pet.name} cercano un tesoro nascosto ${SETTING[c.place].at}` : undefined),
  (c) => (c.friend ? `${c.name} e ${c.friend.name} trovano una stellina caduta dal cielo` : undefined),
  (c) => `${c.name} trova una chiave d’oro che apre una porta segreta in giardino`,
  (c) => (c.sibling ? `Un viaggio della buonanotte sulla Luna d’Argento con ${c.sibling.label}` : undefined),
  (c) =>
    c.colour
      ? `L’aquilone ${c.colour.key ? COLOUR[c.colour.key][1] : `di colore ${c.colour.raw}`} di ${c.name} vola fino al Regno delle Nuvole`
      : undefined,
  (c) =>
    c.hobby
      ? `${c.name} ritrova la corona perduta grazie alla sua passione per ${c.hobby.key ? HOBBY[c.hobby.key] : c.hobby.raw}`
      : undefined,
  (c) => (c.pet ? `${c.name} e ${c.pet.name} aiutano un uovo maculato a tornare nel suo nido` : undefined),
  (c) => `${c.name} cerca il tesoro alla fine dell’arcobaleno`,
  (c) =>
    `${c.name} e ${un(ANIMAL[c.creature])} portano una torta di compleanno a una festa ${SETTING[c.place].at}`,
  (c) => `${c.name} aiuta una stellina a tornare in cielo`,
  (c) => `${c.name} pianta un seme magico ${SETTING[c.place].at}`,
  (c) => `Un viaggio della buonanotte sulla Luna d’Argento per ${c.name}`,
];

export const italian: LanguagePack = {
  language: 'Italian',
  beats: { home, companion, call, setOff, arrive, meet, obstacle, feelings, solve, reached, party, ending },
  fearTurnsFriendly,
  rhymes: RHYMES,
  polish,
  title,
  summary,
  nouns: { animals: mapValues(ANIMAL, ([word]) => word), goals: mapValues(GOAL, (words) => words.noun[0]) },
  settingName: (key) => SETTING[key].name,
  setting,
  characters,
  ideas: IDEAS,
};

/** The plan's words an idea-led story (idea/voices/italian.ts) shares with the stock one. */
export const italianPlanWords = {
  parent,
  friend,
  food,
  hobby,
  familyList,
  about,
  and,
  polish,
  /** `withFamily`: the child's companion is family, whom friendship's lesson does not fit. */
  lesson: (plan: StoryPlan, withFamily = false) =>
    withFamily && plan.themeGroup === 'friendship' ? TOGETHER_LESSON : LESSON[plan.themeGroup],
  setting: (plan: StoryPlan) => SETTING[plan.setting],
};
