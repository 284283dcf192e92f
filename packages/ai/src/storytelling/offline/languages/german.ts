/**
 * German for the offline storyteller. German inflects articles and adjectives by gender and case, so
 * every noun carries its gender and the sentences ask for the case they need (`ein`, `der`): 'ein
 * goldener Schlüssel' as a subject, 'den goldenen Schlüssel' as an object, 'mit dem goldenen Schlüssel'.
 * People are named rather than referred to by pronouns, and their things with the genitive of the name
 * ('Mayas Hund'), which needs no agreement. Toddler text is in the present tense, the longer text in the
 * Präteritum of storybooks; dialogue in „Anführungszeichen“.
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

type G = 'm' | 'f' | 'n';
type Case = 'nom' | 'acc' | 'dat';

interface Noun {
  noun: string;
  g: G;
  /** Plural, without article ('Otter', 'Katzen'). */
  pl: string;
  /** An adjective stem that goes before the noun ('golden'), inflected by case and article. */
  adj?: string;
}

const q = (speech: string) => `„${speech}“`;

const A = (noun: string, g: G, pl: string): Noun => ({ noun, g, pl });

const ANIMAL: Record<AnimalKey, Noun> = {
  dog: A('Hund', 'm', 'Hunde'),
  cat: A('Katze', 'f', 'Katzen'),
  rabbit: A('Kaninchen', 'n', 'Kaninchen'),
  hamster: A('Hamster', 'm', 'Hamster'),
  guineapig: A('Meerschweinchen', 'n', 'Meerschweinchen'),
  mouse: A('Maus', 'f', 'Mäuse'),
  horse: A('Pony', 'n', 'Ponys'),
  bird: A('Vögelchen', 'n', 'Vögel'),
  parrot: A('Papagei', 'm', 'Papageien'),
  fish: A('Goldfisch', 'm', 'Goldfische'),
  turtle: A('Schildkröte', 'f', 'Schildkröten'),
  frog: A('Frosch', 'm', 'Frösche'),
  duck: A('Entchen', 'n', 'Enten'),
  hen: A('Huhn', 'n', 'Hühner'),
  owl: A('Eule', 'f', 'Eulen'),
  fox: A('Fuchs', 'm', 'Füchse'),
  bear: A('Bärchen', 'n', 'Bären'),
  panda: A('Panda', 'm', 'Pandas'),
  koala: A('Koala', 'm', 'Koalas'),
  squirrel: A('Eichhörnchen', 'n', 'Eichhörnchen'),
  hedgehog: A('Igel', 'm', 'Igel'),
  deer: A('Rehkitz', 'n', 'Rehe'),
  otter: A('Otter', 'm', 'Otter'),
  penguin: A('Pinguin', 'm', 'Pinguine'),
  dolphin: A('Delfin', 'm', 'Delfine'),
  whale: A('Wal', 'm', 'Wale'),
  octopus: A('Krake', 'm', 'Kraken'),
  elephant: A('Elefantenbaby', 'n', 'Elefanten'),
  giraffe: A('Giraffe', 'f', 'Giraffen'),
  lion: A('Löwenbaby', 'n', 'Löwen'),
  tiger: A('Tigerbaby', 'n', 'Tiger'),
  monkey: A('Äffchen', 'n', 'Affen'),
  sloth: A('Faultier', 'n', 'Faultiere'),
  butterfly: A('Schmetterling', 'm', 'Schmetterlinge'),
  ladybird: A('Marienkäfer', 'm', 'Marienkäfer'),
  unicorn: A('Einhorn', 'n', 'Einhörner'),
  dragon: A('Drache', 'm', 'Drachen'),
  dinosaur: A('Dinosaurier', 'm', 'Dinosaurier'),
  mermaid: A('Meerjungfrau', 'f', 'Meerjungfrauen'),
  fairy: A('Fee', 'f', 'Feen'),
  robot: A('Roboter', 'm', 'Roboter'),
};

interface GoalWords {
  thing: Noun;
  /** find: where it turns up; help: where it belongs; discover: the way; deliver: where it goes. */
  place: string;
  done: string;
  found?: string;
}

const GOAL: Record<GoalKey, GoalWords> = {
  key: {
    thing: { noun: 'Schlüssel', g: 'm', pl: 'Schlüssel', adj: 'golden' },
    place: 'unter einem Haufen raschelnder Blätter',
    done: 'Er passte in eine winzige Tür in einem alten Baum, und dahinter lag ein gemütliches Zimmer voller Bücher und Kissen.',
  },
  kite: {
    thing: { noun: 'Flugdrachen', g: 'm', pl: 'Flugdrachen', adj: 'bunt' },
    place: 'in den Zweigen eines hohen Baumes',
    done: 'Bald tanzte der Flugdrachen wieder im Wind, und sein langer Schwanz wirbelte wie ein Band.',
  },
  crown: {
    thing: { noun: 'Krönchen', g: 'n', pl: 'Krönchen', adj: 'glitzernd' },
    place: 'in einem Nest, wo eine Elster es gut gehütet hatte',
    done: 'Das Krönchen funkelte in der Sonne, und alle klatschten.',
  },
  shell: {
    thing: { noun: 'Muschel', g: 'f', pl: 'Muscheln', adj: 'singend' },
    place: 'in einem kleinen Felsentümpel, wo sie leise summte',
    done: 'Als sie die Muschel ans Ohr hielten, sang sie ein sanftes, fröhliches Lied.',
  },
  star: {
    thing: { noun: 'Stern', g: 'm', pl: 'Sterne', adj: 'klein' },
    found: 'im Gras, wo er sanft leuchtete',
    place: 'zurück an den Himmel',
    done: 'Hinauf, hinauf stieg der kleine Stern und funkelte ein riesiges Dankeschön vom Himmel.',
  },
  egg: {
    thing: { noun: 'Ei', g: 'n', pl: 'Eier', adj: 'gesprenkelt' },
    found: 'im Gras, noch ganz warm',
    place: 'zurück in sein weiches Nest',
    done: 'Knacks! Heraus kam ein flauschiges Küken und piepste allen ein Hallo zu.',
  },
  treasure: {
    thing: { noun: 'Schatztruhe', g: 'f', pl: 'Schatztruhen' },
    place: 'bis zu einem alten, hohlen Baum',
    done: `Darin lagen glänzende Muscheln, glatte Kieselsteine und ein Zettel: ${q('Der schönste Schatz ist ein Freund.')}`,
  },
  rainbow: {
    thing: { noun: 'Ende des Regenbogens', g: 'n', pl: 'Enden des Regenbogens' },
    place: 'über den letzten Hügel',
    done: 'Dort, wo der Regenbogen den Boden berührte, lag eine Pfütze aus goldenem Licht, warm wie eine Umarmung.',
  },
  cake: {
    thing: { noun: 'Geburtstagstorte', g: 'f', pl: 'Geburtstagstorten' },
    place: 'zum großen Fest',
    done: 'Alle jubelten, als sie die Geburtstagstorte sahen, und sangen zusammen.',
  },
  seed: {
    thing: { noun: 'Samenkorn', g: 'n', pl: 'Samenkörner', adj: 'magisch' },
    place: 'zu dem sonnigen Plätzchen, wo es wachsen konnte',
    done: 'Sie pflanzten das magische Samenkorn, und sofort wuchs ein kleiner Baum voller Blüten.',
  },
  lantern: {
    thing: { noun: 'Papierlaterne', g: 'f', pl: 'Papierlaternen' },
    place: 'zum Lichterfest',
    done: 'Die Papierlaterne leuchtete sanft, und das ganze Fest schimmerte hell.',
  },
  letter: {
    thing: { noun: 'Brief', g: 'm', pl: 'Briefe', adj: 'besonder' },
    place: 'zum kleinen Postamt',
    done: 'Der Brief war eine Einladung zu einem Picknick für alle, die geholfen hatten!',
  },
};

interface SettingWords {
  /** With its article, as a subject: 'der Flüsterwald'. */
  name: string;
  /** Where: 'im Flüsterwald'. */
  at: string;
  /** Where to: 'zum Flüsterwald'. */
  to: string;
  what: string;
  describe: string;
}

const SETTING: Record<SettingKey, SettingWords> = {
  forest: {
    name: 'der Flüsterwald',
    at: 'im Flüsterwald',
    to: 'zum Flüsterwald',
    what: 'ein sonniger Wald mit hohen Bäumen und moosigen Pfaden',
    describe: 'Die Sonne tanzte zwischen den hohen Bäumen, und winzige Pilze lugten aus dem Moos.',
  },
  beach: {
    name: 'die Sonnenbucht',
    at: 'in der Sonnenbucht',
    to: 'zur Sonnenbucht',
    what: 'ein Sandstrand mit sanften Wellen und Muscheln',
    describe: 'Sanfte Wellen rollten auf den warmen Sand, und Möwen riefen einander zu.',
  },
  space: {
    name: 'der Silbermond',
    at: 'auf dem Silbermond',
    to: 'zum Silbermond',
    what: 'ein lächelnder Mond zwischen funkelnden Sternen und runden Planeten',
    describe: 'Planeten schwebten vorbei wie riesige Luftballons, und die Sterne sagten Hallo.',
  },
  castle: {
    name: 'das Sonnenblumenschloss',
    at: 'im Sonnenblumenschloss',
    to: 'zum Sonnenblumenschloss',
    what: 'ein Schloss mit hohen Türmen, Fahnen und Blumengärten',
    describe: 'Fahnen flatterten auf den hohen Türmen, und die Gärten waren voller Sonnenblumen.',
  },
  mountain: {
    name: 'der Glockenblumenberg',
    at: 'auf dem Glockenblumenberg',
    to: 'zum Glockenblumenberg',
    what: 'ein grüner Berg mit gewundenen Pfaden und Wildblumen',
    describe:
      'Der Pfad schlängelte sich zwischen Wildblumen hindurch, und unten lag das Tal wie eine Flickendecke.',
  },
  garden: {
    name: 'der Rosengarten',
    at: 'im Rosengarten',
    to: 'zum Rosengarten',
    what: 'ein Garten voller Blumen, Hecken und einer großen Eiche',
    describe: 'Bienen summten über den Beeten, und an der großen Eiche hing eine Schaukel.',
  },
  jungle: {
    name: 'der Papageiendschungel',
    at: 'im Papageiendschungel',
    to: 'zum Papageiendschungel',
    what: 'ein Dschungel mit riesigen Blättern, Lianen und Wasserfällen',
    describe: 'Riesige Blätter bildeten ein grünes Dach, und bunte Papageien plauderten in den Lianen.',
  },
  snow: {
    name: 'das Schneeflockental',
    at: 'im Schneeflockental',
    to: 'zum Schneeflockental',
    what: 'ein verschneites Tal mit weißen Hügeln und Tannen',
    describe: 'Der Schnee glitzerte auf jeder Tanne, und ein Schneemann lächelte am Wegrand.',
  },
  underwater: {
    name: 'das Korallenriff',
    at: 'am Korallenriff',
    to: 'zum Korallenriff',
    what: 'ein Riff unter dem Meer, voller Korallen und Blubberblasen',
    describe:
      'Korallen in allen Farben wiegten sich im Wasser, und kleine Fische schwammen in glitzernden Schwärmen vorbei.',
  },
  farm: {
    name: 'der Butterblumenhof',
    at: 'auf dem Butterblumenhof',
    to: 'zum Butterblumenhof',
    what: 'ein Bauernhof mit einer roten Scheune, Heuballen und einem Ententeich',
    describe: 'Die rote Scheune stand am Ententeich, und das Heu duftete nach Sommer.',
  },
  town: {
    name: 'Ahornhausen',
    at: 'in Ahornhausen',
    to: 'nach Ahornhausen',
    what: 'ein Städtchen mit bunten Häusern und einem Marktplatz',
    describe: 'Bunte Häuser standen rund um den Marktplatz, und eine kleine Bahn tutete im Vorbeifahren.',
  },
  sky: {
    name: 'das Wolkenreich',
    at: 'im Wolkenreich',
    to: 'ins Wolkenreich',
    what: 'ein Land über den Wolken mit Heißluftballons und Regenbögen',
    describe: 'Weiße Wolken zogen vorbei wie Kissen, und in der Ferne schwebte ein Heißluftballon.',
  },
  island: {
    name: 'die Kokosinsel',
    at: 'auf der Kokosinsel',
    to: 'zur Kokosinsel',
    what: 'eine sonnige Insel mit Palmen und einem Leuchtturm',
    describe: 'Palmen wiegten sich am Ufer, und ein gestreifter Leuchtturm wachte auf der Landspitze.',
  },
  meadow: {
    name: 'die Gänseblümchenwiese',
    at: 'auf der Gänseblümchenwiese',
    to: 'zur Gänseblümchenwiese',
    what: 'eine weite Wiese mit hohem Gras und Wildblumen',
    describe: 'Das hohe Gras wogte wie Wellen, und Schmetterlinge tanzten von Blüte zu Blüte.',
  },
};

interface ObstacleWords {
  /** For the summary: 'über einen plätschernden Bach kommen'. */
  across: string;
  short: string;
  intro: string;
  problem: string;
  /** Where they are once past it: 'auf der anderen Seite des Baches'. */
  past: string;
}

const OBSTACLE: Record<ObstacleKey, ObstacleWords> = {
  stream: {
    across: 'über einen plätschernden Bach zu kommen',
    short: 'Ein Bach ist im Weg.',
    intro: 'Bald führte der Weg hinunter zu einem breiten, plätschernden Bach.',
    problem: 'Nirgends gab es eine Brücke, und die Trittsteine lagen weit auseinander.',
    past: 'auf der anderen Seite des Baches',
  },
  hill: {
    across: 'einen steilen Hügel hinaufzukommen',
    short: 'Ein großer Hügel ist im Weg.',
    intro: 'Dann kamen sie an einen Hügel, so steil, dass der Weg geradewegs nach oben zu führen schien.',
    problem: 'Jedes Mal, wenn sie hinaufklettern wollten, rutschte das Gras unter ihren Füßen.',
    past: 'oben auf dem Hügel',
  },
  maze: {
    across: 'aus einem Heckenlabyrinth herauszufinden',
    short: 'Die Hecken sind ein Labyrinth.',
    intro: 'Dann führte der Weg in ein Labyrinth aus hohen, grünen Hecken.',
    problem: 'Jede Kurve sah gleich aus, und sie kamen immer wieder zur selben Bank.',
    past: 'aus dem Labyrinth heraus',
  },
  fog: {
    across: 'durch einen sanften Nebel zu gehen',
    short: 'Ein Nebel versteckt den Weg.',
    intro: 'Auf einmal zog ein weicher, weißer Nebel heran und versteckte den Weg.',
    problem: 'Man sah kaum die eigenen Füße, geschweige denn den Weg.',
    past: 'aus dem Nebel heraus',
  },
  gate: {
    across: 'ein Tor mit einem Rätsel zu öffnen',
    short: 'Ein großes Tor ist zu. Es braucht ein Zauberwort.',
    intro: 'Schließlich standen sie vor einem alten, hohen Tor, ganz mit Efeu bewachsen.',
    problem: `Es war verschlossen, und in das Holz war ein Rätsel geschnitzt: ${q('Was wird größer, wenn man es teilt?')}`,
    past: 'auf der anderen Seite des Tores',
  },
  brambles: {
    across: 'an einem Brombeergestrüpp vorbeizukommen',
    short: 'Dornige Büsche versperren den Weg.',
    intro: 'Plötzlich verschwand der Weg in einem dichten Brombeergestrüpp.',
    problem: 'Die Zweige pieksten, und es schien keinen Durchgang zu geben.',
    past: 'auf der anderen Seite des Gestrüpps',
  },
};

/** Hobbies as objects of 'liebte' (accusative; nominalised verbs keep 'das'). */
const HOBBY: Record<HobbyKey, string> = {
  drawing: 'das Zeichnen',
  painting: 'das Malen',
  crafts: 'das Basteln',
  singing: 'das Singen',
  dancing: 'das Tanzen',
  music: 'die Musik',
  football: 'Fußball',
  running: 'das Laufen',
  swimming: 'das Schwimmen',
  climbing: 'das Klettern',
  cycling: 'das Radfahren',
  gymnastics: 'das Turnen',
  ballgames: 'Ballspiele',
  building: 'das Bauen',
  science: 'Experimente',
  puzzles: 'Puzzles',
  reading: 'das Lesen',
  writing: 'das Geschichtenschreiben',
  cooking: 'das Kochen',
  gardening: 'die Gartenarbeit',
  animals: 'Tiere',
};

/** The colour as a name ('Rot') and for things shining in it ('in Rot'). */
const COLOUR: Record<ColourKey, [string, string]> = {
  red: ['Rot', 'in Rot'],
  orange: ['Orange', 'in Orange'],
  yellow: ['Gelb', 'in Gelb'],
  green: ['Grün', 'in Grün'],
  blue: ['Blau', 'in Blau'],
  teal: ['Türkis', 'in Türkis'],
  purple: ['Lila', 'in Lila'],
  pink: ['Rosa', 'in Rosa'],
  white: ['Weiß', 'in Weiß'],
  brown: ['Braun', 'in Braun'],
  gold: ['Gold', 'in Gold'],
  silver: ['Silber', 'in Silber'],
  rainbow: ['Regenbogenbunt', 'in allen Regenbogenfarben'],
};

const FOOD: Record<FoodKey, string> = {
  pancakes: 'Pfannkuchen',
  pizza: 'Pizza',
  icecream: 'Eis',
  strawberries: 'Erdbeeren',
  apples: 'Äpfel',
  bananas: 'Bananen',
  cookies: 'Kekse',
  chocolate: 'Schokolade',
  pasta: 'Nudeln',
  cupcakes: 'Muffins',
  sandwiches: 'Butterbrote',
  watermelon: 'Wassermelone',
  grapes: 'Trauben',
  cheese: 'Käse',
  carrots: 'Karotten',
  honey: 'Honigkuchen',
  mango: 'Mango',
  soup: 'Suppe',
};

const ROLE: Record<RoleKey, string> = {
  mother: 'Mama',
  father: 'Papa',
  grandmother: 'Oma',
  grandfather: 'Opa',
  brother: 'Bruder',
  sister: 'Schwester',
  aunt: 'Tante',
  uncle: 'Onkel',
};

// --- Grammar ---

const INDEFINITE: Record<Case, Record<G, string>> = {
  nom: { m: 'ein', f: 'eine', n: 'ein' },
  acc: { m: 'einen', f: 'eine', n: 'ein' },
  dat: { m: 'einem', f: 'einer', n: 'einem' },
};
const DEFINITE: Record<Case, Record<G, string>> = {
  nom: { m: 'der', f: 'die', n: 'das' },
  acc: { m: 'den', f: 'die', n: 'das' },
  dat: { m: 'dem', f: 'der', n: 'dem' },
};
/** Adjective endings after 'ein' (mixed declension) and after 'der' (weak declension). */
const AFTER_EIN: Record<Case, Record<G, string>> = {
  nom: { m: 'er', f: 'e', n: 'es' },
  acc: { m: 'en', f: 'e', n: 'es' },
  dat: { m: 'en', f: 'en', n: 'en' },
};
const AFTER_DER: Record<Case, Record<G, string>> = {
  nom: { m: 'e', f: 'e', n: 'e' },
  acc: { m: 'en', f: 'e', n: 'e' },
  dat: { m: 'en', f: 'en', n: 'en' },
};

/** 'ein goldener Schlüssel', 'einen goldenen Schlüssel'; `adj` overrides the noun's own adjective. */
function ein(thing: Noun, grammaticalCase: Case, adj = thing.adj): string {
  const adjective = adj ? `${adj}${AFTER_EIN[grammaticalCase][thing.g]} ` : '';
  return `${INDEFINITE[grammaticalCase][thing.g]} ${adjective}${thing.noun}`;
}

/** 'der goldene Schlüssel', 'dem goldenen Schlüssel'. */
function der(thing: Noun, grammaticalCase: Case, adj = thing.adj): string {
  const adjective = adj ? `${adj}${AFTER_DER[grammaticalCase][thing.g]} ` : '';
  return `${DEFINITE[grammaticalCase][thing.g]} ${adjective}${thing.noun}`;
}

/** The pronoun for a thing: 'er', 'sie', 'es' (nominative) or 'ihn', 'sie', 'es' (accusative). */
const it = (thing: Noun, grammaticalCase: 'nom' | 'acc') =>
  thing.g === 'f' ? 'sie' : thing.g === 'n' ? 'es' : grammaticalCase === 'nom' ? 'er' : 'ihn';

/** 'Mayas', 'Lucas’', 'Max’': the genitive of a name. */
const of = (name: string) => (/[sßxz]$/i.test(name) ? `${name}’` : `${name}s`);

const about = (gender: Gender, masculine: string, feminine: string, neutral: string) =>
  gender === 'boy' ? masculine : gender === 'girl' ? feminine : neutral;
const and = (items: string[]) => listOf(items, 'und');

// --- The words of a plan ---

/**
 * The idea's phrase when it can stand alone after a colon: it starts with an article that may be
 * nominative ('ein', 'eine', 'das', 'die') or with no article. A phrase in another case ('der verlorenen
 * Krone', 'einen Schlüssel') would read wrong out of its sentence, so it is left out.
 */
function ownPhrase(plan: StoryPlan): string | undefined {
  const phrase = plan.ideaPhrase;
  if (!phrase) return undefined;
  const first = phrase.split(' ')[0].toLowerCase();
  const oblique = [
    'der',
    'den',
    'dem',
    'des',
    'einen',
    'einem',
    'einer',
    'eines',
    'ihren',
    'seinen',
    'ihrem',
    'seinem',
  ];
  return oblique.includes(first) ? undefined : phrase;
}

const name = (plan: StoryPlan) => plan.name;
const helper = (plan: StoryPlan) => plan.helper.name;
const helperNoun = (plan: StoryPlan) => ANIMAL[plan.helper.animal];
/** 'ein freundlicher Otter', in any case. */
const aHelper = (plan: StoryPlan, grammaticalCase: Case) =>
  ein(helperNoun(plan), grammaticalCase, 'freundlich');
const goal = (plan: StoryPlan) => GOAL[plan.goal].thing;
const place = (plan: StoryPlan) => SETTING[plan.setting];
const petNoun = (plan: StoryPlan): Noun =>
  plan.pet?.animal ? ANIMAL[plan.pet.animal] : A('Haustier', 'n', 'Haustiere');
const { parent, sibling, friend, colour, food, hobby, favouriteAnimals, team, familyList } = planWords({
  animals: ANIMAL,
  colours: COLOUR,
  foods: FOOD,
  hobbies: HOBBY,
  role: (role) => ROLE[role],
  animalsPlural: (a) => a.pl,
  brotherOrSister: (plan, role, label) => `${of(plan.name)} ${ROLE[role]} ${label}`,
  /** At home the child's name goes without saying: 'Bruder Tom'. */
  brotherOrSisterAtHome: (_plan, role, label) => `${ROLE[role]} ${label}`,
  petAtHome: (plan, pet, as) => `${pet.name}, ${der(petNoun(plan), as === 'subject' ? 'nom' : 'dat')}`,
  and: 'und',
});
const colourName = colour((c) => c[0]);
const colourIn = colour(
  (c) => c[1],
  (raw) => `in ${raw}`,
);
const verb = byCompany;

/** Friendship's lesson when the companion is family. */
const TOGETHER_LESSON = 'man zusammen alles schaffen kann';

const LESSON: Record<ThemeGroup, string> = {
  friendship: 'mit Freunden alles möglich ist',
  courage: 'mutig sein heißt, es zu versuchen, auch wenn die Knie ein bisschen zittern',
  kindness: 'ein bisschen Freundlichkeit alles verändern kann',
  curiosity: 'Fragen zu wunderbaren Entdeckungen führen',
  nature: 'wer die Natur beschützt, beschützt seine Freunde',
  feelings: 'alle Gefühle in Ordnung sind und Teilen das Herz leichter macht',
  wonder: 'überall Zauber steckt, wenn man genau hinschaut',
};

// --- The beats ---

function home(plan: StoryPlan): BeatText {
  const n = name(plan);
  const family = familyList(plan);
  const kid = about(plan.gender, 'ein Junge', 'ein Mädchen', 'ein Kind');
  const opening = oneOf(plan, 'de-opening', [
    `Es war einmal ${kid} namens ${n}, ${plan.age} Jahre alt${plan.nickname ? `, ${plan.gender === 'boy' ? 'den' : 'das'} zu Hause alle nur ${plan.nickname} nannten` : ''}.`,
    `In einem kleinen Haus am Ende einer Allee wohnte ${n}${plan.nickname ? ` – zu Hause ${plan.nickname} genannt –` : ''}, ${plan.age} Jahre alt.`,
    `Vor gar nicht langer Zeit, in einem Haus mit einem schiefen Schornstein, lebte ${n}${plan.nickname ? ` (für die Familie: ${plan.nickname})` : ''}, ${plan.age} Jahre alt.`,
  ]);
  return {
    short: [
      oneOf(plan, 'de-hello', [`Das ist ${n}.`, `Hallo, ${n}!`, `Hier ist ${n}.`]),
      plan.pet
        ? `${n} hat ${ein(petNoun(plan), 'acc')}: ${plan.pet.name}.`
        : `${n} ist ${plan.age} Jahre alt.`,
    ],
    long: [
      opening,
      family.length
        ? `${n} wohnte dort mit ${and(family)}.`
        : `${n} wohnte in einem kleinen Haus mit einer roten Tür.`,
      `${n} wollte alles entdecken, und jeder Tag fühlte sich an wie der Anfang von etwas Wunderbarem.`,
      `Aus dem Fenster des Kinderzimmers konnte ${n} in der Ferne ${place(plan).name.replace(/^der /, 'den ')} sehen.`,
      `Und seit ein paar Tagen hatte ${n} das Gefühl, dass bald etwas Besonderes geschehen würde.`,
    ],
  };
}

function companion(plan: StoryPlan): BeatText {
  const n = name(plan);
  const likes = [
    hobby(plan) ? `${n} liebte ${hobby(plan)}` : '',
    favouriteAnimals(plan) ? `fand ${favouriteAnimals(plan)} einfach wunderbar` : '',
  ].filter(Boolean);
  const favourites = [
    colourName(plan) ? `${of(n)} Lieblingsfarbe war ${colourName(plan)}` : '',
    food(plan) ? `am liebsten aß ${n} ${food(plan)}` : '',
  ].filter(Boolean);
  if (plan.pet) {
    const pet = plan.pet;
    // German nouns are capitalised, whatever the parent typed ('beagle').
    const kind = pet.breed ? cap(pet.breed) : petNoun(plan).noun;
    return {
      short: oneOf(plan, 'de-pet-short', [
        [`${pet.name} hat ${n} sehr lieb.`, `Sie spielen den ganzen Tag.`],
        [`${n} und ${pet.name} sind beste Freunde.`, `Sie spielen so gern.`],
      ]),
      long: [
        oneOf(plan, 'de-pet', [
          `${pet.name}, ${of(n)} ${kind}, war ${of(n)} bester Freund.`,
          `${of(n)} allerbester Freund auf der ganzen Welt war ${pet.name}, ${of(n)} ${kind}.`,
        ]),
        oneOf(plan, 'de-pet-together', [
          `Die beiden machten alles zusammen, vom Frühstück bis zum Schlafengehen.`,
          `Wohin ${n} auch ging, ${pet.name} kam mit.`,
        ]),
        likes.length
          ? `${cap(and(likes))}, und ${pet.name} war immer in der Nähe und schaute mit glänzenden Augen zu.`
          : `${pet.name} folgte ${n} überallhin, immer bereit zum Spielen.`,
        favourites.length
          ? `${cap(and(favourites))}.`
          : `Die beiden hatten einen geheimen Handschlag, den niemand sonst kannte.`,
        `${q(`Du und ich, ${pet.name}`)}, sagte ${n} oft, ${q('wir sind ein Team.')}`,
      ],
    };
  }
  return {
    short: [likes.length ? `${cap(likes[0])}.` : `${n} spielt so gern.`],
    long: [
      likes.length ? `${cap(and(likes))}.` : `${n} liebte Spiele, Geschichten und Wolkengucken.`,
      favourites.length
        ? `${cap(and(favourites))}.`
        : `${n} wollte immer wissen, wie die Dinge funktionieren.`,
      `Jeden Morgen wachte ${n} auf und fragte sich, was der Tag wohl bringen würde.`,
      `Und an diesem Morgen hielt der Tag eine Überraschung bereit.`,
    ],
  };
}

function call(plan: StoryPlan): BeatText {
  const n = name(plan);
  const hh = helper(plan);
  const idea = plan.ideaPhrase && !plan.ideaNamesGoal ? ownPhrase(plan) : undefined;
  // The idea's own phrase keeps its case, so it stands after a colon, where a nominative reads naturally.
  const dream = idea
    ? `Seit Tagen träumte ${n} nur von einem: ${idea}.`
    : `An einem hellen Morgen geschah etwas ganz Besonderes.`;
  const shortDream = idea ? `${n} träumt von einem: ${idea}.` : `Schau mal, ${n}!`;
  const meetHelper = `Hinter der Gartenhecke kam ${aHelper(plan, 'nom')} namens ${hh} hervor.`;
  const g = goal(plan);
  switch (plan.kind) {
    case 'find':
      if (plan.genre === 'Mystery') {
        return {
          short: [shortDream, `${hh} vermisst ${der(g, 'acc')}!`],
          long: [
            dream,
            meetHelper,
            `${q(`Mein ${g.adj ? `${g.adj}${AFTER_EIN.nom[g.g]} ` : ''}${g.noun} ist weg!`.replace(/^Mein /, g.g === 'f' ? 'Meine ' : 'Mein '))}, rief ${hh}. ${q(`Heute Morgen war ${it(g, 'nom')} verschwunden, und die einzige Spur führt ${place(plan).to}.`)}`,
            `${of(n)} Gesicht leuchtete auf. ${q('Ein Rätsel!')}, flüsterte ${n}. ${q('Lasst uns Spuren suchen.')}`,
            `Auf dem Boden waren winzige Fußspuren und eine Feder, und alle zeigten in dieselbe Richtung.`,
          ],
        };
      }
      return {
        short: [shortDream, `${hh} hat ${der(g, 'acc')} verloren!`],
        long: [
          dream,
          meetHelper,
          `${q(`Ich habe ${ein(g, 'acc').replace(/^ein(e[n]?)? /, (article) => ({ 'einen ': 'meinen ', 'eine ': 'meine ', 'ein ': 'mein ' })[article] ?? article)} verloren`)}, sagte ${hh} traurig. ${q(`Ich glaube, ${it(g, 'nom')} ist mir ${place(plan).at} heruntergefallen.`)}`,
          `${n} kniete sich hin und lächelte. ${q(`Keine Sorge. Wir finden ${it(g, 'acc')} zusammen.`)}`,
          `${hh} machte einen kleinen Hüpfer vor Hoffnung, und in ${of(n)} Kopf begann ein Plan zu wachsen.`,
        ],
      };
    case 'help':
      return {
        short: [shortDream, `${cap(ein(g, 'nom'))} muss nach Hause.`],
        long: [
          dream,
          `An diesem Morgen fand ${n} ${ein(g, 'acc')} ${GOAL[plan.goal].found ?? 'im Gras'}.`,
          `${hh}, ${aHelper(plan, 'nom')}, kam herbeigelaufen. ${q(`${cap(it(g, 'nom'))} muss ${GOAL[plan.goal].place}`)}, sagte ${hh}, ${q(`und der Weg führt ${place(plan).to}.`)}`,
          `${n} hob ${it(g, 'acc')} vorsichtig auf. ${q(`Dann bringen wir ${it(g, 'acc')} hin`)}, sagte ${n}.`,
          `${cap(der(g, 'nom'))} ${plan.goal === 'star' ? 'leuchtete ein bisschen heller' : 'wackelte ein kleines bisschen'}, als hätte ${it(g, 'nom')} alles verstanden.`,
        ],
      };
    case 'discover':
      return {
        short: [shortDream, `${hh}, ${der(helperNoun(plan), 'nom')}, hat eine Karte!`],
        long: [
          dream,
          `In einem alten Buch fand ${n} eine zerknitterte Karte mit einem großen Kreuz.`,
          `${q(`Das ist der Weg zu ${der(g, 'dat')}, ${place(plan).at}!`)}, rief ${hh}, ${aHelper(plan, 'nom')}, ${DEFINITE.nom[helperNoun(plan).g]} über ${of(n)} Schulter spähte.`,
          `Die Karte zeigte einen kurvigen Pfad, einen großen Baum und eine lachende Sonne.`,
          `${n} faltete die Karte sorgfältig zusammen, und das Herz klopfte vor Aufregung.`,
        ],
      };
    case 'deliver':
      return {
        short: [shortDream, `${hh} braucht Hilfe mit ${der(g, 'dat')}.`],
        long: [
          dream,
          `Klopf, klopf! Vor der Tür stand ${hh}, ${aHelper(plan, 'nom')}, mit ${ein(g, 'dat')}.`,
          `${q(`${cap(it(g, 'nom'))} muss ${GOAL[plan.goal].place} ${place(plan).at}`)}, sagte ${hh}, ${q('aber das ist viel zu weit für mich allein.')}`,
          `${q('Ich helfe dir')}, sagte ${n} sofort.`,
          `${hh} strahlte über das ganze Gesicht, und sie packten ${der(g, 'acc')} für die Reise sorgfältig ein.`,
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
      `${team(plan)} ${verb(plan, 'geht', 'gehen')} mit ${helper(plan)} los.`,
      grownUp ? `${grownUp} winkt.` : `Los geht’s!`,
    ],
    long: [
      `${grownUp ?? n} ${oneOf(plan, 'de-bag', ['packte', 'steckte'])} ${food(plan) ?? 'ein paar Leckereien'} in einen kleinen Rucksack für unterwegs.`,
      grownUp
        ? `${q('Bleibt zusammen und seid freundlich')}, sagte ${grownUp} und gab ${n} eine dicke Umarmung.`
        : `${q('Wir bleiben zusammen')}, sagte ${n}, ${q('und sind freundlich.')}`,
      `Dann ${verb(plan, 'folgte', 'folgten')} ${team(plan)} ${helper(plan)} auf dem Pfad ${place(plan).to}.`,
      sib
        ? `${sib} winkte aus dem Fenster: ${q('Viel Glück!')}`
        : `Das Gartentor quietschte, als wünschte es eine gute Reise.`,
      `Die Luft roch nach Abenteuer, und ${of(n)} Herz machte einen fröhlichen Hüpfer.`,
    ],
  };
}

function arrive(plan: StoryPlan): BeatText {
  const n = name(plan);
  const c = colourIn(plan);
  return {
    short: [`Hier ist ${place(plan).name.replace(/^(der|die|das) /, (a) => a)}.`, `Wie schön!`],
    long: [
      `Endlich kamen sie ${place(plan).at} an.`,
      place(plan).describe,
      c
        ? `Überall, wo ${n} hinschaute, funkelte es ${c}, in ${of(n)} Lieblingsfarbe.`
        : `${n} hatte noch nie einen so schönen Ort gesehen.`,
      `${n} blieb einen Moment still stehen, um alles genau anzuschauen.`,
      `${q('Kommt mit')}, sagte ${helper(plan)}. ${q('Hier entlang.')}`,
    ],
  };
}

function meet(plan: StoryPlan): BeatText {
  const n = name(plan);
  const mate = friend(plan) ?? plan.sibling?.label;
  if (mate) {
    const interest =
      friend(plan) && plan.friend?.interest
        ? `${mate} liebte ${plan.friend.interest.key ? HOBBY[plan.friend.interest.key] : plan.friend.interest.raw} und hatte immer gute Ideen.`
        : `${mate} hatte immer gute Ideen.`;
    return {
      short: oneOf(plan, 'de-meet-short', [
        [`Schau! Da ist ${mate}!`, `${mate} kommt mit.`],
        [`Hallo, ${mate}!`, `${mate} ist dabei.`],
      ]),
      long: [
        oneOf(plan, 'de-meet', [
          `Und wen trafen sie unterwegs? ${mate}!`,
          `Gleich hinter der Kurve stießen sie auf ${mate}.`,
        ]),
        `${q('Wohin geht ihr?')}, fragte ${mate}, und ${n} erzählte alles.`,
        `${q('Ich komme mit!')}, rief ${mate} mit einem breiten Lächeln.`,
        interest,
        `Mit ${mate} an der Seite fühlte sich ${n} doppelt so mutig und doppelt so fröhlich.`,
      ],
    };
  }
  return {
    short: [`${helper(plan)} gibt ${n} die Hand.`, `Jetzt sind sie Freunde.`],
    long: [
      `Unterwegs erzählte ${helper(plan)}, wie das Leben ${place(plan).at} war.`,
      `${n} erzählte von zu Hause und ${hobby(plan) ? `davon, wie schön ${hobby(plan)} ist` : 'von all den Lieblingsspielen'}.`,
      `Bald lachten die beiden wie alte Freunde.`,
      `Komisch, dachte ${n}: Manchmal wird aus jemand Neuem im Handumdrehen ein Freund.`,
    ],
  };
}

function obstacle(plan: StoryPlan): BeatText {
  const words = OBSTACLE[plan.obstacle];
  return {
    short: [`Oh nein!`, words.short],
    long: [
      words.intro,
      words.problem,
      oneOf(plan, 'de-sigh', [
        `${helper(plan)} setzte sich mit einem Seufzer hin. ${q('Wie kommen wir da nur weiter?')}`,
        `${q('Oje')}, sagte ${helper(plan)} und runzelte die Stirn. ${q('Und jetzt?')}`,
      ]),
      `Alle sahen sich an und überlegten, was zu tun war.`,
      `Einen Moment lang sagte niemand etwas.`,
    ],
  };
}

const THEME_TRY: Record<ThemeGroup, (plan: StoryPlan) => BeatText> = {
  friendship: (plan) => {
    const mate = friend(plan) ?? plan.pet?.name ?? helper(plan);
    return {
      short: [`${name(plan)} nimmt ${of(mate)} Hand.`, `Freunde helfen sich.`],
      long: [
        `${name(plan)} war ein bisschen mulmig zumute, aber dann kam ${mate} ganz nah.`,
        `${q('Wir sind ein Team')}, sagte ${name(plan)}. ${q('Und ein Team denkt gemeinsam nach.')}`,
        `Also setzten sich alle in einen Kreis und teilten ihre Ideen, eine nach der anderen.`,
        `Manche waren so lustig, dass alle lachen mussten, aber jede half ein Stück weiter.`,
      ],
    };
  },
  courage: (plan) => ({
    short: [`${name(plan)} atmet tief durch.`, q('Ich kann es versuchen!')],
    long: [
      `${of(name(plan))} Knie zitterten ein kleines bisschen.`,
      `Aber ${name(plan)} erinnerte sich an das, was ${parent(plan) ?? 'jemand zu Hause'} immer sagte: ${q('Mutig sein heißt nicht, nie Angst zu haben. Es heißt, es trotzdem zu versuchen.')}`,
      `${name(plan)} atmete tief durch, stellte sich ganz gerade hin und sagte: ${q('Ich versuche es.')}`,
      `Schon als ${name(plan)} es laut aussprach, fühlte es sich ein Stück größer an.`,
    ],
  }),
  kindness: (plan) => ({
    short: [`${helper(plan)} ist müde.`, `${name(plan)} gibt ${helper(plan)} eine Umarmung.`],
    long: [
      `${name(plan)} merkte, dass ${helper(plan)} müde und ein bisschen traurig aussah.`,
      `${name(plan)} teilte den Proviant${food(plan) ? ` – ${food(plan)} –` : ''} und umarmte ${helper(plan)} sanft.`,
      `${q('Danke')}, flüsterte ${helper(plan)}. ${q('Jetzt geht es mir schon besser.')}`,
      `Freundlichkeit, dachte ${name(plan)}, macht uns alle ein bisschen stärker.`,
    ],
  }),
  curiosity: (plan) => ({
    short: [`${name(plan)} schaut genau hin.`, `Was ist das?`],
    long: [
      `${name(plan)} betrachtete alles ganz genau.`,
      `${q('Warum neigen sich alle Blätter in diese Richtung?')}, fragte ${name(plan)} laut. ${q('Und was glitzert da?')}`,
      `Fragen stellen mochte ${name(plan)} am allerliebsten, und jede Frage führte zu einer neuen Spur.`,
      `Bald passten die Spuren zusammen wie Teile eines Puzzles.`,
    ],
  }),
  nature: (plan) => ({
    short: [`${name(plan)} hört den Vögeln zu.`, `Piep, piep!`],
    long: [
      `${name(plan)} lauschte aufmerksam den Vögeln und dem Rascheln der Blätter.`,
      `${q('Passt auf, dass wir nicht auf die Blumen treten')}, sagte ${name(plan)} und ging ganz vorsichtig.`,
      `Eine Familie ${plan.favouriteAnimal?.key ? `von ${ANIMAL[plan.favouriteAnimal.key].pl}` : 'von Kaninchen'} lugte hervor, als wollte sie Danke sagen.`,
      `Die Natur, so schien es, hilft denen, die sie beschützen.`,
    ],
  }),
  feelings: (plan) => ({
    short: [`${name(plan)} hat Herzklopfen.`, `Dann wird ${name(plan)} ruhig.`],
    long: [
      `${name(plan)} fühlte vieles auf einmal: ein bisschen Sorge, ein bisschen Aufregung und ein bisschen Müdigkeit.`,
      `${q('Es ist in Ordnung, all das auf einmal zu fühlen')}, sagte ${friend(plan) ?? helper(plan)} sanft.`,
      `Als ${name(plan)} die Gefühle laut aussprach, wurden sie kleiner, und ${name(plan)} wurde wieder ruhig.`,
      `Mit einem ruhigen Herzen ließ es sich viel leichter nachdenken.`,
    ],
  }),
  wonder: (plan) => ({
    short: [`${name(plan)} wünscht sich etwas.`, `Die Luft ist voller Funken!`],
    long: [
      `${name(plan)} schloss die Augen und wünschte sich etwas.`,
      `Als ${name(plan)} sie wieder öffnete, war die Luft voller kleiner, glitzernder Lichter.`,
      `${q('Zauber geschieht, wenn man daran glaubt')}, flüsterte ${helper(plan)}.`,
      `Die Lichter wirbelten zusammen und zeigten den Weg.`,
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
    `${name(plan)} malt eine Karte.`,
    `${name(plan)} nahm einen Stock und zeichnete eine Karte in die weiche Erde, genau wie zu Hause, wo ${name(plan)} ${hobby(plan) ?? 'das Zeichnen'} so liebte, und auf der Zeichnung war der Weg zu sehen.`,
  ],
  music: (plan) => [
    `${name(plan)} singt ein fröhliches Lied.`,
    `${name(plan)} fing an zu singen, und das Lied war so fröhlich, dass kleine Vögel herabflogen und ihnen den Weg zeigten.`,
  ],
  sport: (plan) => [
    `${name(plan)} ist flink.`,
    `Weil ${name(plan)} ${hobby(plan) ?? 'das Rennen und Springen'} so liebte, war ${name(plan)} ganz flink und fand einen schlauen Weg, dem alle folgen konnten.`,
  ],
  building: (plan) => [
    `${name(plan)} baut etwas Schlaues.`,
    `${name(plan)} sammelte Stöcke, Steine und Schnur und baute etwas ganz Schlaues, genau wie zu Hause, wo ${name(plan)} ${hobby(plan) ?? 'das Bauen'} so liebte.`,
  ],
  books: (plan) => [
    `${name(plan)} erinnert sich an eine Geschichte.`,
    `${name(plan)} erinnerte sich an eine Geschichte aus dem Lieblingsbuch, in der die Heldin genau dasselbe Problem löste, und wusste sofort, was zu tun war.`,
  ],
  nature: (plan) => [
    `${name(plan)} kennt die Zeichen.`,
    `${name(plan)} kannte sich mit Pflanzen und Tieren aus und entdeckte die kleinen Zeichen, die die Natur für aufmerksame Augen hinterlässt.`,
  ],
  thinking: (plan) => [
    `${name(plan)} hat eine Idee.`,
    `${name(plan)} dachte scharf nach, schaute genau hin und entdeckte eine winzige Spur, die alle anderen übersehen hatten.`,
  ],
};

function solve(plan: StoryPlan): BeatText {
  // A riddle is answered, not climbed over: the hobby does not open a gate, the answer does.
  const [short, long] =
    plan.obstacle === 'gate'
      ? [
          `${name(plan)} sagt das Zauberwort: ${q('Freundschaft!')}`,
          `${name(plan)} las das Rätsel noch einmal ganz langsam und dachte an den ganzen Tag.`,
        ]
      : SKILL_SOLVE[plan.skill](plan);
  const past = OBSTACLE[plan.obstacle].past;
  const theme = THEME_TRY[plan.themeGroup](plan);
  const themeFirst = plan.band === 'toddler' || plan.band === 'early';
  const riddle =
    plan.obstacle === 'gate'
      ? `${q('Freundschaft!')}, rief ${name(plan)}. ${q('Sie wird größer, wenn man sie teilt!')} Und das Tor sprang auf.`
      : '';
  return {
    short: [theme.short[0], short],
    long: [
      themeFirst ? theme.long[THEME_KEY[plan.themeGroup]] : `Da hatte ${name(plan)} eine Idee.`,
      long,
      riddle || `Schritt für Schritt, einer half dem anderen, und bald waren alle ${past}.`,
      `${q('Wir haben es geschafft!')}, jubelte ${helper(plan)}, und alle lachten erleichtert.`,
      `${name(plan)} war ${about(plan.gender, 'stolz', 'stolz', 'glücklich')} – nicht, weil ${name(plan)} es allein geschafft hatte, sondern weil sie es gemeinsam geschafft hatten.`,
    ],
  };
}

function feelings(plan: StoryPlan): BeatText {
  return THEME_TRY[plan.themeGroup](plan);
}

function reached(plan: StoryPlan): BeatText {
  const words = GOAL[plan.goal];
  const g = words.thing;
  const hh = helper(plan);
  switch (plan.kind) {
    case 'find':
      return {
        short: [`Schau! Da ist ${der(g, 'nom')}!`, `${hh} freut sich so.`],
        long: [
          `Und da, ${words.place}, lag ${der(g, 'nom')}!`,
          plan.genre === 'Mystery'
            ? `Das war also die Lösung des Rätsels: Niemand hatte ${it(g, 'acc')} für immer mitgenommen.`
            : `${hh} hüpfte vor Freude. ${q(`Du hast ${it(g, 'acc')} gefunden!`)}`,
          words.done,
          `${hh} drückte ${n(plan)} ganz fest. ${q('Danke, dass du mir geholfen hast.')}`,
        ],
      };
    case 'help':
      return {
        short: [`${cap(der(g, 'nom'))} darf nach Hause.`, `Hurra!`],
        long: [
          `Endlich fanden sie den perfekten Platz, und ${n(plan)} half ${der(g, 'dat')} behutsam ${words.place}.`,
          words.done,
          `${hh} wischte sich eine kleine Freudenträne weg.`,
          `${q('Jemandem nach Hause zu helfen')}, sagte ${n(plan)} leise, ${q('ist das schönste Gefühl der Welt.')}`,
        ],
      };
    case 'discover':
      return {
        short: [`Sie finden ${der(g, 'acc')}!`, `Wow!`],
        long: [
          `Die Karte führte sie ${words.place}, und da war ${der(g, 'nom')}!`,
          words.done,
          `${n(plan)} und ${hh} sahen sich an und lachten vor Freude.`,
          `Es war noch schöner, als die Karte versprochen hatte.`,
        ],
      };
    case 'deliver':
      return {
        short: [`Sie bringen ${der(g, 'acc')}.`, `Alle jubeln!`],
        long: [
          `Sie trugen ${der(g, 'acc')} vorsichtig ${words.place} und kamen genau rechtzeitig an.`,
          words.done,
          `${hh} freute sich so sehr, dass ${hh} ein kleines Freudentänzchen machte.`,
          `${q(`Ohne dich hätten wir es nicht geschafft, ${n(plan)}`)}, sagten alle.`,
        ],
      };
  }
}

const n = (plan: StoryPlan) => plan.name;

function party(plan: StoryPlan): BeatText {
  const f = food(plan);
  const c = colourIn(plan);
  const guests = [plan.friend?.name ?? '', plan.pet?.name ?? '', helper(plan)].filter(Boolean);
  return {
    short: [`Zeit für ein Fest!`, f ? `Lecker, ${f}!` : `Mmh, lecker!`],
    long: [
      oneOf(plan, 'de-party', [
        `Am Nachmittag gab es ${place(plan).at} ein kleines Fest, um alles zu feiern.`,
        `Zur Feier des Tages trafen sich alle ${place(plan).at} zu einem Picknick.`,
      ]),
      f
        ? `Es gab ein Festmahl für alle, mit ${of(n(plan))} Lieblingsessen: ${f}.`
        : `Es gab Kuchen und Saft für alle.`,
      `${guests.length > 1 ? `${and(guests)} tanzten und lachten` : 'Alle tanzten und lachten'}, bis ihnen die Bäuche wehtaten.`,
      c
        ? `In den Bäumen leuchteten Laternen ${c}, genau wie ${n(plan)} es mochte.`
        : `Laternen leuchteten in den Bäumen wie freundliche Glühwürmchen.`,
      `${n(plan)} wünschte sich, dieser Tag würde nie zu Ende gehen.`,
    ],
  };
}

function ending(plan: StoryPlan): BeatText {
  const grownUp = parent(plan);
  const idea = ownPhrase(plan);
  return {
    short: [
      grownUp ? `${grownUp} umarmt ${n(plan)}.` : `${n(plan)} ist wieder zu Hause.`,
      plan.sleepyEnding ? `Gute Nacht, ${n(plan)}.` : `Was für ein schöner Tag!`,
    ],
    long: [
      `Als sich der Himmel rosa und golden färbte, ${verb(plan, 'verabschiedete', 'verabschiedeten')} sich ${team(plan)} von ${helper(plan)} und ${verb(plan, 'ging', 'gingen')} nach Hause${grownUp ? `, wo ${grownUp} schon mit einer riesigen Umarmung wartete` : ''}.`,
      `${q(`Heute habe ich gelernt, dass ${LESSON[plan.themeGroup]}`)}, sagte ${n(plan)}.`,
      plan.sleepyEnding
        ? `An diesem Abend schlief ${n(plan)} mit einem Lächeln ein${plan.pet ? `, und ${plan.pet.name} kuschelte sich ans Fußende des Bettes` : ''}.`
        : `Und ${n(plan)} wusste, dass noch viele Abenteuer kommen würden.`,
      idea
        ? `Es war sogar noch schöner gewesen als der Traum: ${idea}.`
        : `Es war der schönste Tag von allen gewesen.`,
    ],
  };
}

const RHYMES = [
  'Hüpf und spring, wir ziehen los, / der Tag ist hell, die Welt ist groß!',
  'Schritt für Schritt und Hand in Hand, / so ziehn wir Freunde durch das Land.',
  'Funkel, funkel, heller Schein, / alles wird bald richtig sein.',
  'Klatsch die Hände, stampf den Fuß, / Freunden schickt man einen Gruß!',
  'Rauf und runter, rundherum, / fröhlich sein ist gar nicht dumm!',
  'Lachen, spielen, singen auch, / Freude kribbelt tief im Bauch!',
];

// --- Summary ---

function title(plan: StoryPlan): string {
  const name = plan.name;
  const g = goal(plan);
  const kind = helperNoun(plan);
  switch (plan.genre) {
    case 'FairyTale':
      return `${name} und ${der(g, 'nom')}`;
    case 'Adventure':
      return plan.choose.index('de-title', 2)
        ? `${of(name)} großes Abenteuer`
        : `${name} und ${der(g, 'nom')}`;
    case 'Mystery':
      return `Das Rätsel um ${der(g, 'acc')}`;
    case 'AnimalsNature':
      return `${name} und ${plan.helper.name}, ${der(kind, 'nom')}`;
    case 'Fantasy':
      return `${name} und ${der(kind, 'nom', 'zauberhaft')}`;
    case 'Bedtime':
      return `Gute Nacht, ${name}`;
    case 'NurseryRhymesPoem':
      return `${of(name)} fröhliches Lied`;
    case 'Friendship':
      return plan.friend
        ? `${name}, ${plan.friend.name} und ${plan.helper.name}`
        : `${name} findet einen Freund`;
    case 'FamilyAndLove':
      return `Ein Tag ${place(plan).at}`;
    case 'CourageAndBravery':
      return `${about(plan.gender, 'Der mutige', 'Die mutige', 'Mutig wie')} ${name}`;
    case 'KindnessAndCompassion':
      return `${of(name)} großes Herz`;
    case 'Discovery':
      return `${name} entdeckt ${der(g, 'acc')}`;
  }
}

const KIND_PLOT: Record<StoryPlan['kind'], (plan: StoryPlan) => string> = {
  find: (plan) =>
    `${plan.helper.name}, ${der(helperNoun(plan), 'nom')}, hat ${ein(goal(plan), 'acc')} verloren, und ${plan.name} macht sich ${place(plan).to} auf, um ${it(goal(plan), 'acc')} zu suchen.`,
  help: (plan) =>
    `${plan.name} findet ${ein(goal(plan), 'acc')}, ${goal(plan).g === 'm' ? 'der' : goal(plan).g === 'f' ? 'die' : 'das'} nach Hause muss, und bringt ${it(goal(plan), 'acc')} mit ${plan.helper.name}, ${der(helperNoun(plan), 'dat')}, ${place(plan).to}.`,
  discover: (plan) =>
    `${plan.name} findet eine Karte, die zu ${der(goal(plan), 'dat')} führt, und folgt ihr mit ${plan.helper.name}, ${der(helperNoun(plan), 'dat')}, ${place(plan).to}.`,
  deliver: (plan) =>
    `${plan.name} hilft ${plan.helper.name}, ${der(helperNoun(plan), 'dat')}, ${ein(goal(plan), 'acc')} ${GOAL[plan.goal].place} ${place(plan).at} zu bringen.`,
};

function summary(plan: StoryPlan): string {
  const along = [plan.pet?.name ?? '', plan.friend?.name ?? ''].filter(Boolean);
  return [
    KIND_PLOT[plan.kind](plan),
    `${along.length ? `Mit ${and(along)} schafft es ${plan.name}` : `Unterwegs schafft es ${plan.name}`}, ${OBSTACLE[plan.obstacle].across}, und lernt, dass ${LESSON[plan.themeGroup]}.`,
    `Eine warmherzige Geschichte, die zu Hause endet${parent(plan) ? `, bei ${parent(plan)}` : ''}.`,
  ].join(' ');
}

function setting(plan: StoryPlan): string {
  return `${cap(place(plan).name)}: ${place(plan).what}.`;
}

function characters(plan: StoryPlan): string {
  const people = [
    `${plan.name}${plan.nickname ? ` (${plan.nickname})` : ''}, ${plan.age} Jahre, ${about(plan.gender, 'der Held', 'die Heldin', 'im Mittelpunkt')}`,
    plan.pet ? `${plan.pet.name}, ${of(plan.name)} ${petNoun(plan).noun}` : '',
    plan.friend ? `${plan.friend.name}, mit immer guten Ideen` : '',
    ...plan.parents.map((one) => one.label || (one.role ? ROLE[one.role] : '')).filter(Boolean),
    plan.sibling ? (sibling(plan) ?? '') : '',
    `${plan.helper.name}, ${aHelper(plan, 'nom')}`,
  ].filter(Boolean);
  return `${people.join('; ')}.`;
}

function fearTurnsFriendly(plan: StoryPlan, fear: string): BeatText {
  return {
    short: [`${n(plan)} denkt an etwas: ${fear}.`, `Heute ist es ganz freundlich!`],
    long: [
      `${n(plan)} dachte an etwas, das früher seltsam schien: ${fear}. Und ${n(plan)} erinnerte sich, was ${parent(plan) ?? 'die Familie'} immer sagte: Es ist nur etwas Neues, das man kennenlernen kann.`,
      `Und an diesem Tag, mit den Freunden ganz nah, war es etwas richtig Freundliches, und ${n(plan)} lächelte.`,
    ],
  };
}

const IDEAS: LanguagePack['ideas'] = [
  (c) =>
    c.pet ? `${c.name} und ${c.pet.name} suchen einen versteckten Schatz ${SETTING[c.place].at}` : undefined,
  (c) =>
    c.friend
      ? `${c.name} und ${c.friend.name} finden einen kleinen Stern, der vom Himmel gefallen ist`
      : undefined,
  (c) => `${c.name} findet einen goldenen Schlüssel, der eine geheime Tür im Garten öffnet`,
  (c) => (c.sibling ? `Eine Gutenachtreise zum Silbermond mit ${c.sibling.label}` : undefined),
  (c) =>
    c.colour?.key
      ? `${of(c.name)} Flugdrachen ${COLOUR[c.colour.key][1]} fliegt bis ins Wolkenreich`
      : undefined,
  (c) => {
    const key = c.hobby?.key;
    return key
      ? `${c.name} löst das Rätsel der verlorenen Krone – mit Hilfe von ${HOBBY[key].replace(/^(das|die) /, '')}`
      : undefined;
  },
  (c) => (c.pet ? `${c.name} und ${c.pet.name} bringen ein gesprenkeltes Ei zurück in sein Nest` : undefined),
  (c) => `${c.name} sucht das Ende des Regenbogens`,
  (c) =>
    `${c.name} und ${ein(ANIMAL[c.creature], 'nom', 'freundlich')} bringen eine Geburtstagstorte zu einem Fest ${SETTING[c.place].at}`,
  (c) => `${c.name} hilft einem kleinen Stern zurück an den Himmel`,
  (c) => `${c.name} pflanzt ein magisches Samenkorn ${SETTING[c.place].at}`,
  (c) => `Eine Gutenachtreise zum Silbermond für ${c.name}`,
];

export const german: LanguagePack = {
  language: 'German',
  beats: { home, companion, call, setOff, arrive, meet, obstacle, feelings, solve, reached, party, ending },
  fearTurnsFriendly,
  rhymes: RHYMES,
  // 'zu der' -> 'zur', 'in dem' -> 'im', 'an das' -> 'ans': the contractions German uses wherever the article is not stressed.
  polish: (text) =>
    text
      .replace(/(?<!\p{L})zu der(?!\p{L})/gu, 'zur')
      .replace(/(?<!\p{L})zu dem(?!\p{L})/gu, 'zum')
      .replace(/(?<!\p{L})([iI])n dem(?!\p{L})/gu, '$1m')
      .replace(/(?<!\p{L})([aA])n dem(?!\p{L})/gu, '$1m')
      .replace(/(?<!\p{L})([vV])on dem(?!\p{L})/gu, '$1om')
      .replace(/(?<!\p{L})([iI])n das(?!\p{L})/gu, '$1ns')
      .replace(/(?<!\p{L})([aA])n das(?!\p{L})/gu, '$1ns')
      .replace(/(?<!\p{L})([bB])ei dem(?!\p{L})/gu, '$1eim'),
  title,
  summary,
  nouns: {
    animals: mapValues(ANIMAL, (animal) => animal.noun),
    goals: mapValues(GOAL, (words) => words.thing.noun),
  },
  settingName: (key) => SETTING[key].name,
  setting,
  characters,
  ideas: IDEAS,
};

/** The plan's words an idea-led story (idea/voices/german.ts) shares with the stock one. */
export const germanPlanWords = {
  parent,
  friend,
  food,
  hobby,
  familyList,
  about,
  and,
  q,
  polish: german.polish,
  /** `withFamily`: the child's companion is family, whom friendship's lesson does not fit. */
  lesson: (plan: StoryPlan, withFamily = false) =>
    withFamily && plan.themeGroup === 'friendship' ? TOGETHER_LESSON : LESSON[plan.themeGroup],
  setting: (plan: StoryPlan) => SETTING[plan.setting],
};
