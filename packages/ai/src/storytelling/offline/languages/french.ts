/**
 * French for the offline storyteller. Nouns carry their gender (and plural) so articles, possessives and
 * adjectives agree ('sa tortue', 'son chien', 'une clé dorée'); elision and contractions ('l’arbre',
 * 'du', 'au') are applied to every finished text by `polish`, since sentences are built from parts.
 * The child's gender sets the few adjectives about them; when it is not given, sentences say it without
 * one ('le cœur plein de fierté'). Toddler text is in the present, the longer text in the passé simple
 * and imparfait of picture books; dialogue in « guillemets » with French spacing.
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
/** Singular, gender, plural. */
type Noun = [string, G, string];

/** A non-breaking space: French puts one before ! ? : ; » and after «. */
const NB = '\u00a0';
const q = (speech: string) => `«${NB}${speech}${NB}»`;

const ANIMAL: Record<AnimalKey, Noun> = {
  dog: ['chien', 'm', 'chiens'],
  cat: ['chat', 'm', 'chats'],
  rabbit: ['lapin', 'm', 'lapins'],
  hamster: ['hamster', 'm', 'hamsters'],
  guineapig: ['cochon d’Inde', 'm', 'cochons d’Inde'],
  mouse: ['souris', 'f', 'souris'],
  horse: ['poney', 'm', 'poneys'],
  bird: ['petit oiseau', 'm', 'oiseaux'],
  parrot: ['perroquet', 'm', 'perroquets'],
  fish: ['poisson rouge', 'm', 'poissons rouges'],
  turtle: ['tortue', 'f', 'tortues'],
  frog: ['grenouille', 'f', 'grenouilles'],
  duck: ['canard', 'm', 'canards'],
  hen: ['poule', 'f', 'poules'],
  owl: ['hibou', 'm', 'hiboux'],
  fox: ['renard', 'm', 'renards'],
  bear: ['ourson', 'm', 'ours'],
  panda: ['panda', 'm', 'pandas'],
  koala: ['koala', 'm', 'koalas'],
  squirrel: ['écureuil', 'm', 'écureuils'],
  hedgehog: ['hérisson', 'm', 'hérissons'],
  deer: ['faon', 'm', 'faons'],
  otter: ['loutre', 'f', 'loutres'],
  penguin: ['pingouin', 'm', 'pingouins'],
  dolphin: ['dauphin', 'm', 'dauphins'],
  whale: ['baleine', 'f', 'baleines'],
  octopus: ['pieuvre', 'f', 'pieuvres'],
  elephant: ['éléphanteau', 'm', 'éléphants'],
  giraffe: ['girafe', 'f', 'girafes'],
  lion: ['lionceau', 'm', 'lions'],
  tiger: ['bébé tigre', 'm', 'tigres'],
  monkey: ['singe', 'm', 'singes'],
  sloth: ['paresseux', 'm', 'paresseux'],
  butterfly: ['papillon', 'm', 'papillons'],
  ladybird: ['coccinelle', 'f', 'coccinelles'],
  unicorn: ['licorne', 'f', 'licornes'],
  dragon: ['dragon', 'm', 'dragons'],
  dinosaur: ['dinosaure', 'm', 'dinosaures'],
  mermaid: ['sirène', 'f', 'sirènes'],
  fairy: ['fée', 'f', 'fées'],
  robot: ['robot', 'm', 'robots'],
};

interface GoalWords {
  noun: Noun;
  place: string;
  done: string;
  found?: string;
}

const GOAL: Record<GoalKey, GoalWords> = {
  key: {
    noun: ['clé dorée', 'f', 'clés dorées'],
    place: 'sous un tas de feuilles craquantes',
    done: 'Elle ouvrait une toute petite porte dans un vieil arbre, et derrière se cachait une pièce pleine de livres et de coussins.',
  },
  kite: {
    noun: ['cerf-volant multicolore', 'm', 'cerfs-volants'],
    place: 'accroché aux branches d’un grand arbre',
    done: 'Bientôt, le cerf-volant dansait de nouveau dans le vent, sa longue queue tourbillonnant comme un ruban.',
  },
  crown: {
    noun: ['petite couronne scintillante', 'f', 'couronnes'],
    place: 'dans un nid, où une pie l’avait gardée bien à l’abri',
    done: 'La petite couronne scintillait au soleil, et tout le monde applaudit.',
  },
  shell: {
    noun: ['coquillage chantant', 'm', 'coquillages'],
    place: 'dans une petite flaque entre les rochers, où il fredonnait doucement',
    done: 'Quand ils l’approchèrent de leur oreille, le coquillage chanta une douce chanson joyeuse.',
  },
  star: {
    noun: ['petite étoile', 'f', 'étoiles'],
    found: 'couchée dans l’herbe, qui brillait doucement',
    place: 'là-haut, dans le ciel',
    done: 'Hop, hop, la petite étoile remonta tout là-haut, et scintilla un immense merci.',
  },
  egg: {
    noun: ['œuf tacheté', 'm', 'œufs'],
    found: 'dans l’herbe, encore tout chaud',
    place: 'dans son nid bien douillet',
    done: 'Crac ! Un poussin tout duveteux en sortit et dit bonjour à tout le monde.',
  },
  treasure: {
    noun: ['coffre au trésor', 'm', 'coffres'],
    place: 'jusqu’à un vieil arbre creux',
    done: 'Dedans, il y avait des coquillages brillants, des galets tout doux et un mot qui disait : « Le plus beau des trésors, c’est un ami. »',
  },
  rainbow: {
    noun: ['bout de l’arc-en-ciel', 'm', 'bouts de l’arc-en-ciel'],
    place: 'au-delà de la dernière colline',
    done: 'Là où l’arc-en-ciel touchait le sol, il y avait une flaque de lumière dorée, chaude comme un câlin.',
  },
  cake: {
    noun: ['gâteau d’anniversaire', 'm', 'gâteaux'],
    place: 'à la grande fête',
    done: 'Tout le monde applaudit en voyant le gâteau d’anniversaire, et ils chantèrent tous ensemble.',
  },
  seed: {
    noun: ['graine magique', 'f', 'graines'],
    place: 'jusqu’au coin ensoleillé où elle pourrait pousser',
    done: 'Ils plantèrent la graine magique, et aussitôt un petit arbre couvert de fleurs sortit de terre.',
  },
  lantern: {
    noun: ['lanterne en papier', 'f', 'lanternes'],
    place: 'à la fête des lumières',
    done: 'La lanterne brillait doucement, et toute la fête se mit à scintiller.',
  },
  letter: {
    noun: ['lettre spéciale', 'f', 'lettres'],
    place: 'jusqu’à la petite poste',
    done: 'La lettre était une invitation à un pique-nique pour tous ceux qui avaient aidé !',
  },
};

interface SettingWords {
  name: string;
  /** Where, with its preposition: 'dans la Forêt…', 'au Château…' (French uses it for going there too). */
  at: string;
  what: string;
  describe: string;
}

const SETTING: Record<SettingKey, SettingWords> = {
  forest: {
    name: 'la Forêt des Murmures',
    at: 'dans la Forêt des Murmures',
    what: 'une forêt ensoleillée aux grands arbres et aux sentiers de mousse',
    describe:
      'Le soleil dansait entre les grands arbres, et de minuscules champignons pointaient dans la mousse.',
  },
  beach: {
    name: 'la Baie Ensoleillée',
    at: 'à la Baie Ensoleillée',
    what: 'une plage de sable aux vagues douces et aux coquillages',
    describe:
      'Les vagues douces venaient caresser le sable tiède, et les mouettes s’appelaient dans le ciel.',
  },
  space: {
    name: 'la Lune d’Argent',
    at: 'sur la Lune d’Argent',
    what: 'une lune souriante parmi les étoiles et les planètes rondes',
    describe: 'Les planètes flottaient comme de gros ballons, et les étoiles leur disaient bonjour.',
  },
  castle: {
    name: 'le Château des Tournesols',
    at: 'au Château des Tournesols',
    what: 'un château aux hautes tours, aux drapeaux et aux jardins fleuris',
    describe: 'Les drapeaux flottaient sur les hautes tours, et les jardins débordaient de tournesols.',
  },
  mountain: {
    name: 'la Montagne des Clochettes',
    at: 'sur la Montagne des Clochettes',
    what: 'une montagne verte aux sentiers sinueux et aux fleurs sauvages',
    describe:
      'Le sentier serpentait entre les fleurs sauvages, et toute la vallée s’étendait en bas comme une couverture en patchwork.',
  },
  garden: {
    name: 'la Roseraie',
    at: 'dans la Roseraie',
    what: 'un jardin plein de fleurs, de haies et d’un très grand chêne',
    describe: 'Les abeilles bourdonnaient au-dessus des massifs, et une balançoire pendait au grand chêne.',
  },
  jungle: {
    name: 'la Grande Jungle Verte',
    at: 'dans la Grande Jungle Verte',
    what: 'une jungle de feuilles géantes, de lianes et de cascades',
    describe: 'Les feuilles géantes formaient un toit vert, et des perroquets bavardaient dans les lianes.',
  },
  snow: {
    name: 'la Vallée des Flocons',
    at: 'dans la Vallée des Flocons',
    what: 'une vallée enneigée aux collines blanches et aux sapins',
    describe: 'La neige scintillait sur chaque sapin, et un bonhomme de neige souriait au bord du chemin.',
  },
  underwater: {
    name: 'le Récif de Corail',
    at: 'au Récif de Corail',
    what: 'un récif sous la mer, plein de corail et de bulles',
    describe:
      'Le corail de toutes les couleurs se balançait, et les petits poissons passaient en bancs brillants.',
  },
  farm: {
    name: 'la Ferme du Bouton-d’Or',
    at: 'à la Ferme du Bouton-d’Or',
    what: 'une ferme avec une grange rouge, des bottes de foin et une mare aux canards',
    describe: 'La grange rouge se dressait près de la mare aux canards, et le foin sentait bon l’été.',
  },
  town: {
    name: 'le village des Érables',
    at: 'au village des Érables',
    what: 'un petit village aux maisons colorées, avec une place du marché',
    describe: 'Les maisons colorées entouraient la place du marché, et un petit train sifflait en passant.',
  },
  sky: {
    name: 'le Royaume des Nuages',
    at: 'au Royaume des Nuages',
    what: 'un pays au-dessus des nuages, avec des montgolfières et des arcs-en-ciel',
    describe: 'Les nuages blancs passaient comme des oreillers, et une montgolfière flottait au loin.',
  },
  island: {
    name: 'l’Île aux Cocos',
    at: 'sur l’Île aux Cocos',
    what: 'une île ensoleillée avec des palmiers et un phare',
    describe: 'Les palmiers se balançaient sur le rivage, et un phare rayé veillait sur la pointe.',
  },
  meadow: {
    name: 'le Pré des Pâquerettes',
    at: 'dans le Pré des Pâquerettes',
    what: 'un grand pré d’herbes hautes et de fleurs sauvages',
    describe: 'Les herbes hautes ondulaient comme des vagues, et les papillons dansaient de fleur en fleur.',
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
    across: 'traverser un ruisseau qui chante',
    short: 'Un ruisseau barre le chemin.',
    intro: 'Bientôt, le chemin descendit jusqu’à un large ruisseau qui gazouillait.',
    problem: 'Il n’y avait aucun pont, et les pierres étaient trop éloignées les unes des autres.',
    past: 'de l’autre côté du ruisseau',
  },
  hill: {
    across: 'grimper une colline très raide',
    short: 'Une grande colline barre le chemin.',
    intro: 'Ensuite, ils arrivèrent devant une colline si raide que le chemin semblait monter tout droit.',
    problem: 'À chaque essai, l’herbe glissait sous leurs pieds.',
    past: 'en haut de la colline',
  },
  maze: {
    across: 'sortir d’un labyrinthe de haies',
    short: 'Des haies forment un labyrinthe.',
    intro: 'Puis le chemin entra dans un labyrinthe de hautes haies vertes.',
    problem: 'Tous les virages se ressemblaient, et ils revenaient toujours au même banc.',
    past: 'hors du labyrinthe',
  },
  fog: {
    across: 'traverser une douce brume',
    short: 'Une brume cache le chemin.',
    intro: 'Tout à coup, une brume blanche et douce arriva et cacha le chemin.',
    problem: 'On voyait à peine le bout de ses pieds, alors le chemin…',
    past: 'hors de la brume',
  },
  gate: {
    across: 'ouvrir un portail à devinette',
    short: 'Un grand portail est fermé. Il faut un mot magique.',
    intro: 'Enfin, ils arrivèrent devant un vieux portail couvert de lierre.',
    problem: `Il était fermé, et une devinette y était gravée${NB}: ${q('Qu’est-ce qui grandit quand on le partage ?'.replace(' ?', `${NB}?`))}`,
    past: 'de l’autre côté du portail',
  },
  brambles: {
    across: 'passer des ronces emmêlées',
    short: 'Des ronces bloquent le chemin.',
    intro: 'Soudain, le chemin disparut dans un fouillis de ronces.',
    problem: 'Les branches piquaient, et il ne semblait y avoir aucun passage.',
    past: 'de l’autre côté des ronces',
  },
};

const HOBBY: Record<HobbyKey, string> = {
  drawing: 'dessiner',
  painting: 'peindre',
  crafts: 'bricoler',
  singing: 'chanter',
  dancing: 'danser',
  music: 'la musique',
  football: 'le foot',
  running: 'courir',
  swimming: 'nager',
  climbing: 'grimper',
  cycling: 'faire du vélo',
  gymnastics: 'la gymnastique',
  ballgames: 'jouer au ballon',
  building: 'construire des choses',
  science: 'faire des expériences',
  puzzles: 'les puzzles',
  reading: 'lire',
  writing: 'écrire des histoires',
  cooking: 'cuisiner',
  gardening: 'jardiner',
  animals: 's’occuper des animaux',
};

/** The colour as a name ('le rouge') and as a description ('couleur rouge'). */
const COLOUR: Record<ColourKey, [string, string]> = {
  red: ['le rouge', 'couleur rouge'],
  orange: ['l’orange', 'couleur orange'],
  yellow: ['le jaune', 'couleur jaune'],
  green: ['le vert', 'couleur vert'],
  blue: ['le bleu', 'couleur bleu'],
  teal: ['le turquoise', 'couleur turquoise'],
  purple: ['le violet', 'couleur violet'],
  pink: ['le rose', 'couleur rose'],
  white: ['le blanc', 'couleur blanc'],
  brown: ['le marron', 'couleur marron'],
  gold: ['le doré', 'couleur or'],
  silver: ['l’argenté', 'couleur argent'],
  rainbow: ['les couleurs de l’arc-en-ciel', 'de toutes les couleurs'],
};

const FOOD: Record<FoodKey, string> = {
  pancakes: 'crêpes',
  pizza: 'pizza',
  icecream: 'glace',
  strawberries: 'fraises',
  apples: 'pommes',
  bananas: 'bananes',
  cookies: 'biscuits',
  chocolate: 'chocolat',
  pasta: 'pâtes',
  cupcakes: 'petits gâteaux',
  sandwiches: 'sandwichs',
  watermelon: 'pastèque',
  grapes: 'raisin',
  cheese: 'fromage',
  carrots: 'carottes',
  honey: 'gâteaux au miel',
  mango: 'mangue',
  soup: 'soupe bien chaude',
};

const ROLE: Record<RoleKey, string> = {
  mother: 'Maman',
  father: 'Papa',
  grandmother: 'Mamie',
  grandfather: 'Papi',
  brother: 'frère',
  sister: 'sœur',
  aunt: 'Tata',
  uncle: 'Tonton',
};

// --- Grammar ---

const VOWEL = /^[aeiouyàâäéèêëîïôöûüœ]/i;
const un = ([word, g]: Noun) => `${g === 'm' ? 'un' : 'une'} ${word}`;
const le = ([word, g]: Noun) => (VOWEL.test(word) ? `l’${word}` : `${g === 'm' ? 'le' : 'la'} ${word}`);
/** 'son chien', 'sa tortue', 'son amie': the possessive agrees with the noun, 'son' before a vowel. */
const son = ([word, g]: Noun) => `${g === 'f' && !VOWEL.test(word) ? 'sa' : 'son'} ${word}`;
const agree = (g: G, masculine: string, feminine: string) => (g === 'm' ? masculine : feminine);
const about = (gender: Gender, masculine: string, feminine: string, neutral: string) =>
  gender === 'boy' ? masculine : gender === 'girl' ? feminine : neutral;
const and = (items: string[]) => listOf(items, 'et');

/**
 * The last touch on a finished text: contractions and elision ('à le' -> 'au', 'de le' -> 'du', 'de une' ->
 * 'd’une') and French spacing (a non-breaking space before ! ? : ; » and after «).
 */
function polish(text: string): string {
  return text
    .replace(/ ([!?:;»])/g, `${NB}$1`)
    .replace(/« /g, `«${NB}`)
    .replace(/(?<!\p{L})([àÀ]) les(?!\p{L})/gu, (_m, a: string) => (a === 'À' ? 'Aux' : 'aux'))
    .replace(/(?<!\p{L})([dD])e les(?!\p{L})/gu, '$1es')
    .replace(/(?<!\p{L})([àÀ]) le (?=[^aeiouyàâäéèêëîïôöûüœh\s])/giu, (_m, a: string) =>
      a === 'À' ? 'Au ' : 'au ',
    )
    .replace(/(?<!\p{L})([dD])e le (?=[^aeiouyàâäéèêëîïôöûüœh\s])/giu, '$1u ')
    .replace(
      /(?<!\p{L})([dDlLjJ]e|[qQ]ue|[lL]a|[nN]e|[sS]e) (?=[aeiouyàâäéèêëîïôöûüœ])/gu,
      (_m, word: string) => `${word.slice(0, -1)}’`,
    );
}

// --- The words of a plan ---

const name = (plan: StoryPlan) => plan.name;
const helper = (plan: StoryPlan) => plan.helper.name;
const helperNoun = (plan: StoryPlan) => ANIMAL[plan.helper.animal];
const aHelper = (plan: StoryPlan) => {
  const noun = helperNoun(plan);
  return `${un(noun)} très ${agree(noun[1], 'gentil', 'gentille')}`;
};
/** 'Pip le hibou', 'Kiki la loutre'. */
const h = (plan: StoryPlan) => `${helper(plan)} ${le(helperNoun(plan))}`;
const goal = (plan: StoryPlan) => GOAL[plan.goal].noun;
const place = (plan: StoryPlan) => SETTING[plan.setting].name;
const at = (plan: StoryPlan) => SETTING[plan.setting].at;
const petNoun = (plan: StoryPlan): Noun =>
  plan.pet?.animal ? ANIMAL[plan.pet.animal] : ['animal', 'm', 'animaux'];
/** `team`: the child and the pet as one subject, with the verb in the right number. */
const { parent, sibling, friend, colour, food, hobby, favouriteAnimals, team, familyList } = planWords({
  animals: ANIMAL,
  colours: COLOUR,
  foods: FOOD,
  hobbies: HOBBY,
  role: (role) => ROLE[role],
  animalsPlural: (a) => `les ${a[2]}`,
  brotherOrSister: (_plan, role, label) => `${role === 'brother' ? 'son frère' : 'sa sœur'} ${label}`,
  petAtHome: (plan, pet) => `${pet.name}, ${son(petNoun(plan))}`,
  and: 'et',
});
const colourName = colour(
  (c) => c[0],
  (raw) => `le ${raw}`,
);
const colourLike = colour(
  (c) => c[1],
  (raw) => `couleur ${raw}`,
);
const verb = byCompany;

/** Friendship's lesson when the companion is family. */
const TOGETHER_LESSON = 'ensemble, on peut tout faire';

const LESSON: Record<ThemeGroup, string> = {
  friendship: 'avec des amis, tout devient possible',
  courage: 'être courageux, c’est essayer, même quand les jambes tremblent un peu',
  kindness: 'un peu de gentillesse peut tout changer',
  curiosity: 'poser des questions mène à de merveilleuses découvertes',
  nature: 'prendre soin de la nature, c’est prendre soin de nos amis',
  feelings: 'tous les sentiments ont leur place, et les partager allège le cœur',
  wonder: 'la magie est partout, pour qui sait regarder',
};

// --- The beats ---

function home(plan: StoryPlan): BeatText {
  const n = name(plan);
  const family = familyList(plan);
  const kid = about(plan.gender, 'un petit garçon', 'une petite fille', 'un enfant');
  const opening = oneOf(plan, 'fr-opening', [
    `Il était une fois ${kid} de ${plan.age}${NB}ans qui s’appelait ${n}${plan.nickname ? `, mais à la maison, tout le monde disait ${plan.nickname}` : ''}.`,
    `Dans une petite maison au bout d’un chemin bordé d’arbres vivait ${n}${plan.nickname ? `, que sa famille appelait ${plan.nickname}` : ''}, qui avait ${plan.age}${NB}ans.`,
    `Il n’y a pas si longtemps, dans une maison à la cheminée toute tordue, vivait ${n}${plan.nickname ? ` (${plan.nickname} pour la famille)` : ''}, qui avait ${plan.age}${NB}ans.`,
  ]);
  return {
    short: [
      oneOf(plan, 'fr-hello', [`Voici ${n}.`, `Je te présente ${n}${NB}!`, `C’est ${n}.`]),
      plan.pet ? `${n} a ${un(petNoun(plan))}${NB}: ${plan.pet.name}.` : `${n} a ${plan.age}${NB}ans.`,
    ],
    long: [
      opening,
      family.length
        ? `${n} vivait avec ${and(family)}.`
        : `${n} vivait dans une petite maison à la porte rouge.`,
      `${n} voulait tout découvrir, et chaque journée ressemblait au début de quelque chose de merveilleux.`,
      `De la fenêtre de sa chambre, ${n} apercevait au loin ${place(plan)}.`,
      `Et depuis quelque temps, ${n} avait l’impression que quelque chose de spécial allait arriver.`,
    ],
  };
}

function companion(plan: StoryPlan): BeatText {
  const n = name(plan);
  const likes = [
    hobby(plan) ? `${n} adorait ${hobby(plan)}` : '',
    favouriteAnimals(plan) ? `raffolait de ${favouriteAnimals(plan)}` : '',
  ].filter(Boolean);
  const favourites = [
    colourName(plan) ? `Sa couleur préférée était ${colourName(plan)}` : '',
    food(plan) ? `son goûter préféré${NB}: ${food(plan)}` : '',
  ].filter(Boolean);
  if (plan.pet) {
    const pet = plan.pet;
    const kind: Noun = pet.breed ? [pet.breed.toLowerCase(), petNoun(plan)[1], ''] : petNoun(plan);
    return {
      short: oneOf(plan, 'fr-pet-short', [
        [`${pet.name} aime beaucoup ${n}.`, `Ils jouent toute la journée.`],
        [`${n} et ${pet.name} sont les meilleurs amis.`, `Ils adorent jouer.`],
      ]),
      long: [
        oneOf(plan, 'fr-pet', [
          `${pet.name}, ${son(kind)}, était son meilleur compagnon.`,
          `Son meilleur ami au monde, c’était ${pet.name}, ${son(kind)}.`,
        ]),
        oneOf(plan, 'fr-pet-together', [
          `Tous les deux faisaient tout ensemble, du petit déjeuner jusqu’au coucher.`,
          `Partout où allait ${n}, ${pet.name} suivait.`,
        ]),
        likes.length
          ? `${cap(and(likes))}, et ${pet.name} n’était jamais loin, les yeux brillants.`
          : `${pet.name} suivait ${n} partout, toujours prêt à jouer.`,
        favourites.length
          ? `${and(favourites)}.`
          : `Ils avaient une poignée de main secrète que personne d’autre ne connaissait.`,
        `${q(`Toi et moi, ${pet.name}`)}, disait souvent ${n}, ${q('on forme une équipe.')}`,
      ],
    };
  }
  return {
    short: [likes.length ? `${cap(likes[0])}.` : `${n} adore jouer.`],
    long: [
      likes.length ? `${cap(and(likes))}.` : `${n} adorait les jeux, les histoires et regarder les nuages.`,
      favourites.length ? `${and(favourites)}.` : `${n} aimait comprendre comment marchent les choses.`,
      `Chaque matin, ${n} se réveillait en se demandant ce que la journée allait apporter.`,
      `Et ce matin-là, la journée cachait une surprise.`,
    ],
  };
}

function call(plan: StoryPlan): BeatText {
  const n = name(plan);
  const hh = helper(plan);
  const idea = plan.ideaPhrase && !plan.ideaNamesGoal ? plan.ideaPhrase : undefined;
  const dream = idea
    ? `Depuis des jours, ${n} rêvait de ${idea}.`
    : `Un beau matin, il se passa quelque chose d’extraordinaire.`;
  const shortDream = idea ? `${n} rêve de ${idea}.` : `Regarde, ${n}${NB}!`;
  const meetHelper = `De derrière la haie du jardin sortit ${aHelper(plan)} qui s’appelait ${hh}.`;
  const g = goal(plan);
  const it = agree(g[1], 'le', 'la');
  switch (plan.kind) {
    case 'find':
      if (plan.genre === 'Mystery') {
        return {
          short: [shortDream, `${hh} a perdu ${son(g)}${NB}!`],
          long: [
            dream,
            meetHelper,
            `${q(`${cap(son(g))} a disparu${NB}!`)} dit ${hh}. ${q(`Ce matin, ${agree(g[1], 'il', 'elle')} n’était plus là, et le seul indice est une piste qui mène ${at(plan)}.`)}`,
            `Le visage de ${n} s’illumina. ${q(`Un mystère${NB}!`)} chuchota ${n}. ${q('Cherchons des indices.')}`,
            `Par terre, il y avait de minuscules empreintes et une plume, qui montraient toutes la même direction.`,
          ],
        };
      }
      return {
        short: [shortDream, `${hh} a perdu ${son(g)}${NB}!`],
        long: [
          dream,
          meetHelper,
          `${q(`J’ai perdu ${g[1] === 'f' && !VOWEL.test(g[0]) ? 'ma' : 'mon'} ${g[0]}`)}, dit ${hh} tristement. ${q(`Je crois que je ${it} ai laissé${agree(g[1], '', 'e')} tomber ${at(plan)}.`)}`,
          `${n} s’accroupit et sourit. ${q(`Ne t’inquiète pas. On va ${it} retrouver ensemble.`)}`,
          `${hh} fit un petit bond plein d’espoir, et un plan commença à germer dans la tête de ${n}.`,
        ],
      };
    case 'help':
      return {
        short: [shortDream, `${cap(un(g))} doit rentrer chez ${agree(g[1], 'lui', 'elle')}.`],
        long: [
          dream,
          `Ce matin-là, ${n} trouva ${un(g)} ${GOAL[plan.goal].found ?? 'dans l’herbe'}.`,
          `${hh}, ${aHelper(plan)}, accourut. ${q(`${cap(agree(g[1], 'il', 'elle'))} doit retourner ${GOAL[plan.goal].place}`)}, dit ${hh}, ${q(`et le chemin passe par ${place(plan)}.`)}`,
          `${n} ${it} ramassa délicatement. ${q(`Alors on va ${it} raccompagner`)}, dit ${n}.`,
          plan.goal === 'star'
            ? `La petite étoile brilla un peu plus fort, comme si elle avait compris.`
            : `${cap(le(g))} bougea un tout petit peu, comme s’il avait compris.`,
        ],
      };
    case 'discover':
      return {
        short: [shortDream, `${h(plan)} a une carte${NB}!`],
        long: [
          dream,
          `Dans un vieux livre, ${n} trouva une carte toute froissée avec une grande croix.`,
          `${q(`C’est le chemin vers ${le(g)}, ${at(plan)}${NB}!`)} s’écria ${hh}, ${aHelper(plan)} qui regardait par-dessus son épaule.`,
          `La carte montrait un sentier plein de virages, un grand arbre et un petit soleil souriant.`,
          `${n} plia la carte avec soin, le cœur battant d’impatience.`,
        ],
      };
    case 'deliver':
      return {
        short: [shortDream, `${hh} a besoin d’aide avec ${un(g)}.`],
        long: [
          dream,
          `Toc, toc${NB}! À la porte se tenait ${hh}, ${aHelper(plan)}, avec ${un(g)}.`,
          `${q(`Il faut ${it} porter ${GOAL[plan.goal].place}, ${at(plan)}`)}, dit ${hh}, ${q(`mais c’est bien trop loin pour moi ${agree(helperNoun(plan)[1], 'tout seul', 'toute seule')}.`)}`,
          `${q('Je vais t’aider')}, dit ${n} aussitôt.`,
          `${hh} fit un immense sourire, et ils emballèrent ${le(g)} avec soin pour le voyage.`,
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
      `${team(plan)} ${verb(plan, 'part', 'partent')} avec ${h(plan)}.`,
      grownUp ? `${cap(grownUp)} dit au revoir.` : `Et c’est parti${NB}!`,
    ],
    long: [
      `${cap(grownUp ?? n)} ${oneOf(plan, 'fr-bag', ['prépara un petit sac', 'remplit un petit sac à dos'])} de ${food(plan) ?? 'bonnes choses'} pour la route.`,
      grownUp
        ? `${q('Restez bien ensemble et soyez gentils')}, dit ${grownUp} en faisant un gros câlin.`
        : `${q('Restons bien ensemble')}, dit ${n}, ${q('et soyons gentils.')}`,
      `Puis ${team(plan)} ${verb(plan, 'suivit', 'suivirent')} ${helper(plan)} sur le sentier, en route vers ${place(plan)}.`,
      sib
        ? `${cap(sib)} leur fit signe par la fenêtre${NB}: ${q(`Bonne chance${NB}!`)}`
        : `Le portail du jardin grinça comme pour leur souhaiter bon voyage.`,
      `L’air sentait l’aventure, et le cœur de ${n} fit un petit bond de joie.`,
    ],
  };
}

function arrive(plan: StoryPlan): BeatText {
  const n = name(plan);
  const c = colourLike(plan);
  return {
    short: [`Voici ${place(plan)}.`, `Comme c’est beau${NB}!`],
    long: [
      `Enfin, ils arrivèrent ${at(plan)}.`,
      SETTING[plan.setting].describe,
      c
        ? `Partout où ${n} regardait, il y avait des éclats ${c}, sa couleur préférée.`
        : `${n} n’avait jamais vu un endroit aussi beau.`,
      `${n} resta un moment sans bouger, pour tout bien regarder.`,
      `${q('Venez')}, dit ${helper(plan)}. ${q('C’est par ici.')}`,
    ],
  };
}

function meet(plan: StoryPlan): BeatText {
  const n = name(plan);
  const mate = friend(plan) ?? plan.sibling?.label;
  if (mate) {
    const interest =
      friend(plan) && plan.friend?.interest
        ? `${mate} adorait ${plan.friend.interest.key ? HOBBY[plan.friend.interest.key] : plan.friend.interest.raw.toLowerCase()}, et avait toujours de bonnes idées.`
        : `${mate} avait toujours de bonnes idées.`;
    return {
      short: oneOf(plan, 'fr-meet-short', [
        [`Regarde${NB}! C’est ${mate}${NB}!`, `${mate} vient aussi.`],
        [`Bonjour, ${mate}${NB}!`, `${mate} se joint à eux.`],
      ]),
      long: [
        oneOf(plan, 'fr-meet', [
          `Et qui rencontrèrent-ils en chemin${NB}? ${mate}${NB}!`,
          `Juste après le virage, ils tombèrent sur ${mate}.`,
        ]),
        `${q(`Où allez-vous${NB}?`)} demanda ${mate}, et ${n} raconta tout.`,
        `${q(`Je viens avec vous${NB}!`)} dit ${mate} avec un grand sourire.`,
        interest,
        `Avec ${mate} à ses côtés, ${n} se sentait deux fois plus ${about(plan.gender, 'courageux et deux fois plus joyeux', 'courageuse et deux fois plus joyeuse', 'brave et deux fois plus gai')}.`,
      ],
    };
  }
  return {
    short: [`${helper(plan)} donne la main à ${n}.`, `Ils sont amis maintenant.`],
    long: [
      `En chemin, ${helper(plan)} raconta à ${n} la vie ${at(plan)}.`,
      `${n} parla de sa maison et de ${hobby(plan) ? `combien ${n} aimait ${hobby(plan)}` : 'ses jeux préférés'}.`,
      `Bientôt, ils riaient comme de vieux amis.`,
      `C’est drôle, pensa ${n}${NB}: parfois, un inconnu devient un ami en un rien de temps.`,
    ],
  };
}

function obstacle(plan: StoryPlan): BeatText {
  const words = OBSTACLE[plan.obstacle];
  return {
    short: [`Oh non${NB}!`, words.short],
    long: [
      words.intro,
      words.problem,
      oneOf(plan, 'fr-sigh', [
        `${helper(plan)} s’assit avec un soupir. ${q(`Comment allons-nous passer${NB}?`)}`,
        `${q('Oh là là')}, dit ${helper(plan)} en fronçant les sourcils. ${q(`Et maintenant${NB}?`)}`,
      ]),
      `Tout le monde se regarda, en se demandant quoi faire.`,
      `Pendant un moment, personne ne dit rien.`,
    ],
  };
}

const THEME_TRY: Record<ThemeGroup, (plan: StoryPlan) => BeatText> = {
  friendship: (plan) => {
    const mate = friend(plan) ?? plan.pet?.name ?? helper(plan);
    return {
      short: [`${name(plan)} prend la main de ${mate}.`, `Les amis s’entraident.`],
      long: [
        `${name(plan)} avait un petit pincement au cœur, mais ${mate} s’approcha.`,
        `${q('On forme une équipe')}, dit ${name(plan)}. ${q('Et une équipe réfléchit ensemble.')}`,
        `Alors ils s’assirent en rond et partagèrent leurs idées, une par une.`,
        `Certaines étaient si rigolotes qu’ils éclatèrent de rire, mais toutes les aidèrent.`,
      ],
    };
  },
  courage: (plan) => ({
    short: [`${name(plan)} respire un grand coup.`, q(`Je peux essayer${NB}!`)],
    long: [
      `Les jambes de ${name(plan)} tremblaient un tout petit peu.`,
      `Mais ${name(plan)} se souvint de ce que disait toujours ${parent(plan) ?? 'quelqu’un à la maison'}${NB}: ${q('Être courageux, ce n’est pas ne jamais avoir peur de rien. C’est essayer quand même.')}`,
      `${name(plan)} respira un grand coup, se redressa et dit${NB}: ${q('Je vais essayer.')}`,
      `Rien que de le dire à voix haute, ${name(plan)} se sentit déjà ${about(plan.gender, 'plus grand', 'plus grande', 'plus fort dans son cœur')}.`,
    ],
  }),
  kindness: (plan) => ({
    short: [
      `${helper(plan)} est ${agree(helperNoun(plan)[1], 'fatigué', 'fatiguée')}.`,
      `${name(plan)} fait un câlin.`,
    ],
    long: [
      `${name(plan)} remarqua que ${helper(plan)} avait l’air ${agree(helperNoun(plan)[1], 'fatigué', 'fatiguée')} et un peu triste.`,
      `${name(plan)} partagea son goûter${food(plan) ? ` de ${food(plan)}` : ''} et fit un doux câlin à ${helper(plan)}.`,
      `${q('Merci')}, murmura ${helper(plan)}. ${q('Je me sens déjà mieux.')}`,
      `La gentillesse, pensa ${name(plan)}, nous rend tous un peu plus forts.`,
    ],
  }),
  curiosity: (plan) => ({
    short: [`${name(plan)} regarde bien.`, `Que voit ${name(plan)}${NB}?`],
    long: [
      `${name(plan)} observait tout avec beaucoup d’attention.`,
      `${q(`Pourquoi toutes les feuilles penchent-elles par ici${NB}?`)} se demanda ${name(plan)} à voix haute. ${q(`Et c’est quoi, ce petit éclat${NB}?`)}`,
      `Poser des questions, c’était ce que ${name(plan)} préférait, et chaque question menait à un nouvel indice.`,
      `Bientôt, les indices s’assemblèrent comme les pièces d’un puzzle.`,
    ],
  }),
  nature: (plan) => ({
    short: [`${name(plan)} écoute les oiseaux.`, `Cui-cui${NB}!`],
    long: [
      `${name(plan)} écouta attentivement les oiseaux et le bruissement des feuilles.`,
      `${q('Faisons attention à ne pas écraser les fleurs')}, dit ${name(plan)} en marchant tout doucement.`,
      `Une famille de ${plan.favouriteAnimal?.key ? ANIMAL[plan.favouriteAnimal.key][2] : 'lapins'} vint jeter un œil, comme pour dire merci.`,
      `La nature, semblait-il, aide ceux qui prennent soin d’elle.`,
    ],
  }),
  feelings: (plan) => ({
    short: [`${name(plan)} a le cœur qui bat.`, `Puis ${name(plan)} se sent calme.`],
    long: [
      `${name(plan)} ressentait plein de choses à la fois${NB}: un peu d’inquiétude, un peu d’excitation et un peu de fatigue.`,
      `${q('C’est normal de ressentir tout ça en même temps')}, dit ${friend(plan) ?? helper(plan)} avec douceur.`,
      `Dire ses sentiments à voix haute les rendit plus petits, et ${name(plan)} retrouva son calme.`,
      `Avec un cœur tranquille, c’était bien plus facile de réfléchir.`,
    ],
  }),
  wonder: (plan) => ({
    short: [`${name(plan)} fait un vœu.`, `L’air se remplit d’étincelles${NB}!`],
    long: [
      `${name(plan)} ferma les yeux et fit un vœu.`,
      `Quand ${name(plan)} les rouvrit, l’air était rempli de petites lumières scintillantes.`,
      `${q('La magie arrive quand on y croit')}, murmura ${helper(plan)}.`,
      `Les petites lumières tourbillonnèrent ensemble et montrèrent le chemin.`,
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
    `${name(plan)} dessine une carte.`,
    `${name(plan)} prit un bâton et dessina une carte dans la terre, comme quand ${name(plan)} aimait ${hobby(plan) ?? 'dessiner'} à la maison, et là, sur le dessin, se trouvait le chemin.`,
  ],
  music: (plan) => [
    `${name(plan)} chante une chanson joyeuse.`,
    `${name(plan)} se mit à chanter, et la chanson était si joyeuse que de petits oiseaux descendirent pour leur montrer le chemin.`,
  ],
  sport: (plan) => [
    `${name(plan)} est ${about(plan.gender, 'rapide et agile', 'rapide et agile', 'très agile')}.`,
    `Comme ${name(plan)} adorait ${hobby(plan) ?? 'courir et sauter'}, ${name(plan)} était très agile et trouva une façon astucieuse pour que tout le monde puisse suivre.`,
  ],
  building: (plan) => [
    `${name(plan)} construit quelque chose d’astucieux.`,
    `${name(plan)} rassembla des bâtons, des pierres et de la ficelle et construisit quelque chose de très astucieux, comme à la maison quand ${name(plan)} aimait ${hobby(plan) ?? 'construire des choses'}.`,
  ],
  books: (plan) => [
    `${name(plan)} se souvient d’une histoire.`,
    `${name(plan)} se souvint d’une histoire de son livre préféré, où l’héroïne résolvait exactement le même problème, et sut tout de suite quoi faire.`,
  ],
  nature: (plan) => [
    `${name(plan)} sait lire les signes.`,
    `${name(plan)} connaissait bien les plantes et les animaux, et repéra les petits signes que la nature laisse à ceux qui savent regarder.`,
  ],
  thinking: (plan) => [
    `${name(plan)} a une idée.`,
    `${name(plan)} réfléchit très fort, regarda attentivement et remarqua un minuscule indice que personne d’autre n’avait vu.`,
  ],
};

function solve(plan: StoryPlan): BeatText {
  // A riddle is answered, not climbed over: the hobby does not open a gate, the answer does.
  const [short, long] =
    plan.obstacle === 'gate'
      ? [
          `${name(plan)} dit le mot magique${NB}: ${q(`L’amitié${NB}!`)}`,
          `${name(plan)} relut la devinette, lentement, en pensant à toute la journée.`,
        ]
      : SKILL_SOLVE[plan.skill](plan);
  const past = OBSTACLE[plan.obstacle].past;
  const theme = THEME_TRY[plan.themeGroup](plan);
  const themeFirst = plan.band === 'toddler' || plan.band === 'early';
  const riddle =
    plan.obstacle === 'gate'
      ? `${q(`L’amitié${NB}!`)} s’écria ${name(plan)}. ${q(`Elle grandit quand on la partage${NB}!`)} Et le portail s’ouvrit.`
      : '';
  return {
    short: [theme.short[0], short],
    long: [
      themeFirst ? theme.long[THEME_KEY[plan.themeGroup]] : `Alors ${name(plan)} eut une idée.`,
      long,
      riddle || `Pas à pas, en s’aidant les uns les autres, ils se retrouvèrent tous ${past}.`,
      `${q(`On a réussi${NB}!`)} s’écria ${helper(plan)}, et tout le monde rit de soulagement.`,
      about(
        plan.gender,
        `${name(plan)} était fier, non pas d’avoir réussi seul, mais d’avoir réussi en équipe.`,
        `${name(plan)} était fière, non pas d’avoir réussi seule, mais d’avoir réussi en équipe.`,
        `${name(plan)} avait le cœur plein de fierté, non pas d’avoir réussi sans aide, mais d’avoir réussi en équipe.`,
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
          `Regarde${NB}! Voilà ${le(g)}${NB}!`,
          `${hh} est ${agree(helperNoun(plan)[1], 'tout content', 'toute contente')}.`,
        ],
        long: [
          `Et là, ${words.place}, se trouvait ${le(g)}${NB}!`,
          plan.genre === 'Mystery'
            ? `Voilà donc la solution du mystère${NB}: personne ne ${agree(g[1], 'l’avait pris', 'l’avait prise')} pour toujours.`
            : `${hh} sauta de joie. ${q(`Tu ${agree(g[1], 'l’as trouvé', 'l’as trouvée')}${NB}!`)}`,
          words.done,
          `${hh} serra ${name(plan)} très fort. ${q(`Merci de m’avoir ${agree(helperNoun(plan)[1], 'aidé', 'aidée')}.`)}`,
        ],
      };
    case 'help':
      return {
        short: [`${cap(le(g))} rentre chez ${agree(g[1], 'lui', 'elle')}.`, `Hourra${NB}!`],
        long: [
          `Enfin, ils trouvèrent l’endroit parfait, et ${name(plan)} aida doucement ${le(g)} à retourner ${words.place}.`,
          words.done,
          `${hh} versa une petite larme de bonheur.`,
          `${q('Aider quelqu’un à rentrer chez soi')}, dit doucement ${name(plan)}, ${q('c’est la plus belle chose du monde.')}`,
        ],
      };
    case 'discover':
      return {
        short: [`Ils trouvent ${le(g)}${NB}!`, `Waouh${NB}!`],
        long: [
          `La carte les mena ${words.place}, et il était là${NB}: ${le(g)}${NB}!`,
          words.done,
          `${name(plan)} et ${hh} se regardèrent et éclatèrent de rire.`,
          `C’était encore mieux que ce que promettait la carte.`,
        ],
      };
    case 'deliver':
      return {
        short: [`Ils apportent ${le(g)}.`, `Tout le monde applaudit${NB}!`],
        long: [
          `Ils portèrent ${le(g)} avec soin ${words.place}, et arrivèrent juste à temps.`,
          words.done,
          `${hh} était si ${agree(helperNoun(plan)[1], 'content', 'contente')} qu’${agree(helperNoun(plan)[1], 'il', 'elle')} fit une petite danse de joie.`,
          `${q(`Nous n’aurions pas réussi sans toi, ${name(plan)}`)}, dirent-ils tous.`,
        ],
      };
  }
}

function party(plan: StoryPlan): BeatText {
  const f = food(plan);
  const c = colourLike(plan);
  const guests = [plan.friend?.name ?? '', plan.pet?.name ?? '', helper(plan)].filter(Boolean);
  return {
    short: [`C’est l’heure de la fête${NB}!`, f ? `Miam, ${f}${NB}!` : `Miam, miam${NB}!`],
    long: [
      oneOf(plan, 'fr-party', [
        `Cet après-midi-là, il y eut une petite fête ${at(plan)} pour célébrer tout ça.`,
        `Pour fêter ça, tout le monde se retrouva pour un pique-nique ${at(plan)}.`,
      ]),
      f
        ? `Il y avait un festin de ${f} pour tout le monde, ce que ${name(plan)} préférait.`
        : `Il y avait des gâteaux et du jus pour tout le monde.`,
      `${guests.length > 1 ? and(guests) : 'Tout le monde'} ${guests.length > 1 ? 'dansèrent et rirent' : 'dansa et rit'} à en avoir mal au ventre.`,
      c
        ? `Dans les arbres brillaient des lanternes ${c}, exactement comme ${name(plan)} les aimait.`
        : `Les lanternes brillaient dans les arbres comme des lucioles amicales.`,
      `${name(plan)} aurait voulu que cette journée ne finisse jamais.`,
    ],
  };
}

function ending(plan: StoryPlan): BeatText {
  const grownUp = parent(plan);
  const idea = plan.ideaPhrase;
  return {
    short: [
      grownUp ? `${cap(grownUp)} fait un câlin à ${name(plan)}.` : `${name(plan)} est de retour à la maison.`,
      plan.sleepyEnding ? `Bonne nuit, ${name(plan)}.` : `Quelle belle journée${NB}!`,
    ],
    long: [
      `Quand le ciel devint rose et doré, ${team(plan)} ${verb(plan, 'dit', 'dirent')} au revoir à ${helper(plan)} et ${verb(plan, 'rentra', 'rentrèrent')} à la maison${grownUp ? `, où ${grownUp} attendait avec un énorme câlin` : ''}.`,
      `${q(`Aujourd’hui, j’ai appris que ${LESSON[plan.themeGroup]}`)}, dit ${name(plan)}.`,
      plan.sleepyEnding
        ? `Ce soir-là, ${name(plan)} s’endormit avec le sourire${plan.pet ? `, et ${plan.pet.name} se pelotonna au pied du lit` : ''}.`
        : `Et ${name(plan)} savait qu’il y aurait encore bien d’autres aventures.`,
      idea ? `C’était encore mieux que son rêve${NB}: ${idea}.` : `C’était la plus belle journée de toutes.`,
    ],
  };
}

const RHYMES = [
  'Saute, saute, on s’en va, / par ici et puis par là\u00a0!',
  'Pas à pas et main dans la main, / les amis vont loin, très loin.',
  'Brille, brille, petit soleil, / tout va bien, tout est pareil.',
  'Tape des mains, tape des pieds, / avec des amis, c’est gai\u00a0!',
  'Ça monte, ça descend, ça tourne en rond, / et puis tous ensemble, à la maison\u00a0!',
  'Rire, jouer, chanter aussi, / quelle belle journée, mes amis\u00a0!',
];

// --- Summary ---

function title(plan: StoryPlan): string {
  const n = plan.name;
  const g = goal(plan);
  const kind = helperNoun(plan);
  switch (plan.genre) {
    case 'FairyTale':
      return `${n} et ${le(g)}`;
    case 'Adventure':
      return plan.choose.index('fr-title', 2) ? `La grande aventure de ${n}` : `${n} et ${le(g)}`;
    case 'Mystery':
      return `Le mystère de ${le(g)}`;
    case 'AnimalsNature':
      return `${n} et ${plan.helper.name} ${le(kind)}`;
    case 'Fantasy':
      return `${n} et ${le(kind)} ${agree(kind[1], 'magique', 'magique')}`;
    case 'Bedtime':
      return `Bonne nuit, ${n}`;
    case 'NurseryRhymesPoem':
      return `La chanson de ${n}`;
    case 'Friendship':
      return plan.friend ? `${n}, ${plan.friend.name} et ${plan.helper.name}` : `${n} se fait un ami`;
    case 'FamilyAndLove':
      return `Une journée ${SETTING[plan.setting].at}`;
    case 'CourageAndBravery':
      return `${n}, ${about(plan.gender, 'le courageux', 'la courageuse', 'plein de courage')}`;
    case 'KindnessAndCompassion':
      return `Le grand cœur de ${n}`;
    case 'Discovery':
      return `${n} découvre ${le(g)}`;
  }
}

const KIND_PLOT: Record<StoryPlan['kind'], (plan: StoryPlan) => string> = {
  find: (plan) =>
    `${h(plan)} a perdu ${un(goal(plan))}, et ${plan.name} part ${agree(goal(plan)[1], 'le', 'la')} chercher ${at(plan)}.`,
  help: (plan) =>
    `${plan.name} trouve ${un(goal(plan))} qui doit rentrer chez ${agree(goal(plan)[1], 'lui', 'elle')}, et traverse ${place(plan)} avec ${h(plan)} pour ${agree(goal(plan)[1], 'le', 'la')} raccompagner.`,
  discover: (plan) =>
    `${plan.name} trouve une carte qui mène vers ${le(goal(plan))} et la suit jusqu’${SETTING[plan.setting].at.replace(/^(dans|sur|à|au)\s*/, (p) => (p.startsWith('au') ? 'au ' : 'à '))} avec ${h(plan)}.`,
  deliver: (plan) =>
    `${plan.name} aide ${h(plan)} à porter ${un(goal(plan))} ${GOAL[plan.goal].place}, ${at(plan)}.`,
};

function summary(plan: StoryPlan): string {
  const along = [plan.pet?.name ?? '', plan.friend?.name ?? ''].filter(Boolean);
  return [
    cap(KIND_PLOT[plan.kind](plan)),
    `${along.length ? `Avec ${and(along)}, ` : 'En chemin, '}${plan.name} réussit à ${OBSTACLE[plan.obstacle].across} et apprend que ${LESSON[plan.themeGroup]}.`,
    `Une histoire tendre qui se termine à la maison${parent(plan) ? ` avec ${parent(plan)}` : ''}.`,
  ].join(' ');
}

function setting(plan: StoryPlan): string {
  return `${cap(SETTING[plan.setting].name)}${NB}: ${SETTING[plan.setting].what}.`;
}

function characters(plan: StoryPlan): string {
  const people = [
    `${plan.name}${plan.nickname ? ` (${plan.nickname})` : ''}, ${plan.age}${NB}ans, ${about(plan.gender, 'le héros', 'l’héroïne', 'au cœur de l’histoire')}`,
    plan.pet ? `${plan.pet.name}, ${son(petNoun(plan))}` : '',
    plan.friend ? `${plan.friend.name}, qui a toujours de bonnes idées` : '',
    ...plan.parents
      .map((one) => one.label || (one.role ? ROLE[one.role] : ''))
      .filter(Boolean)
      .map(cap),
    plan.sibling ? cap(sibling(plan) ?? '') : '',
    `${plan.helper.name}, ${aHelper(plan)}`,
  ].filter(Boolean);
  return `${people.join(`${NB}; `)}.`;
}

function fearTurnsFriendly(plan: StoryPlan, fear: string): BeatText {
  const f = fear.toLowerCase();
  return {
    short: [`${name(plan)} pense à quelque chose${NB}: ${f}.`, `Aujourd’hui, c’est tout gentil${NB}!`],
    long: [
      `${name(plan)} pensa à quelque chose qui lui semblait étrange avant${NB}: ${f}. Et ${name(plan)} se souvint de ce que disait ${parent(plan) ?? 'sa famille'}${NB}: ce n’est qu’une chose nouvelle à découvrir.`,
      `Et ce jour-là, avec ses amis tout près, ce fut quelque chose de tout à fait amical, et ${name(plan)} sourit.`,
    ],
  };
}

const IDEAS: LanguagePack['ideas'] = [
  (c) => (c.pet ? `${c.name} et ${c.pet.name} cherchent un trésor caché ${SETTING[c.place].at}` : undefined),
  (c) => (c.friend ? `${c.name} et ${c.friend.name} trouvent une petite étoile tombée du ciel` : undefined),
  (c) => `${c.name} trouve une clé dorée qui ouvre une porte secrète dans le jardin`,
  (c) => (c.sibling ? `Un voyage avant de dormir sur la Lune d’Argent avec ${c.sibling.label}` : undefined),
  (c) =>
    c.colour
      ? `Le cerf-volant ${c.colour.key ? COLOUR[c.colour.key][1] : `couleur ${c.colour.raw}`} de ${c.name} s’envole jusqu’au Royaume des Nuages`
      : undefined,
  (c) =>
    c.hobby
      ? `${c.name} retrouve la couronne perdue grâce à sa passion pour ${c.hobby.key ? HOBBY[c.hobby.key] : c.hobby.raw}`
      : undefined,
  (c) => (c.pet ? `${c.name} et ${c.pet.name} aident un œuf tacheté à retrouver son nid` : undefined),
  (c) => `${c.name} cherche le trésor au bout de l’arc-en-ciel`,
  (c) =>
    `${c.name} et ${un(ANIMAL[c.creature])} apportent un gâteau d’anniversaire à une fête ${SETTING[c.place].at}`,
  (c) => `${c.name} aide une petite étoile à remonter dans le ciel`,
  (c) => `${c.name} plante une graine magique ${SETTING[c.place].at}`,
  (c) => `Un voyage avant de dormir sur la Lune d’Argent pour ${c.name}`,
];

export const french: LanguagePack = {
  language: 'French',
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

/** The plan's words an idea-led story (idea/voices/french.ts) shares with the stock one. */
export const frenchPlanWords = {
  parent,
  friend,
  food,
  hobby,
  familyList,
  about,
  and,
  q,
  NB,
  polish,
  /** `withFamily`: the child's companion is family, whom friendship's lesson does not fit. */
  lesson: (plan: StoryPlan, withFamily = false) =>
    withFamily && plan.themeGroup === 'friendship' ? TOGETHER_LESSON : LESSON[plan.themeGroup],
  setting: (plan: StoryPlan) => SETTING[plan.setting],
};
