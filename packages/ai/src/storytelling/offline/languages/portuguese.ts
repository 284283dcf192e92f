/**
 * Portuguese for the offline storyteller, in Brazilian Portuguese (the variety most families reading in
 * Portuguese speak; 'cachorro', 'café da manhã'). Nouns carry their gender so articles and adjectives
 * agree ('uma chave dourada', 'o baú do tesouro'); prepositions merge with articles ('no', 'da', 'ao',
 * 'à') in `polish`, since sentences are built from parts. The child's gender sets the few adjectives about
 * them; when it is not given the sentences say it without one ('com o coração cheio de alegria'). Toddler
 * text is in the present, the longer text in the past (pretérito perfeito and imperfeito); dialogue in
 * «aspas».
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
/** Singular, gender, plural with its article ('as lontras'). */
type Noun = [string, G, string];

const ANIMAL: Record<AnimalKey, Noun> = {
  dog: ['cachorro', 'm', 'os cachorros'],
  cat: ['gato', 'm', 'os gatos'],
  rabbit: ['coelho', 'm', 'os coelhos'],
  hamster: ['hamster', 'm', 'os hamsters'],
  guineapig: ['porquinho-da-índia', 'm', 'os porquinhos-da-índia'],
  mouse: ['ratinho', 'm', 'os ratinhos'],
  horse: ['pônei', 'm', 'os pôneis'],
  bird: ['passarinho', 'm', 'os passarinhos'],
  parrot: ['papagaio', 'm', 'os papagaios'],
  fish: ['peixinho dourado', 'm', 'os peixinhos'],
  turtle: ['tartaruga', 'f', 'as tartarugas'],
  frog: ['sapinho', 'm', 'os sapos'],
  duck: ['patinho', 'm', 'os patos'],
  hen: ['galinha', 'f', 'as galinhas'],
  owl: ['coruja', 'f', 'as corujas'],
  fox: ['raposa', 'f', 'as raposas'],
  bear: ['ursinho', 'm', 'os ursos'],
  panda: ['panda', 'm', 'os pandas'],
  koala: ['coala', 'm', 'os coalas'],
  squirrel: ['esquilo', 'm', 'os esquilos'],
  hedgehog: ['ouriço', 'm', 'os ouriços'],
  deer: ['filhote de veado', 'm', 'os veados'],
  otter: ['lontra', 'f', 'as lontras'],
  penguin: ['pinguim', 'm', 'os pinguins'],
  dolphin: ['golfinho', 'm', 'os golfinhos'],
  whale: ['baleia', 'f', 'as baleias'],
  octopus: ['polvo', 'm', 'os polvos'],
  elephant: ['elefantinho', 'm', 'os elefantes'],
  giraffe: ['girafa', 'f', 'as girafas'],
  lion: ['leãozinho', 'm', 'os leões'],
  tiger: ['tigrinho', 'm', 'os tigres'],
  monkey: ['macaquinho', 'm', 'os macacos'],
  sloth: ['bicho-preguiça', 'm', 'os bichos-preguiça'],
  butterfly: ['borboleta', 'f', 'as borboletas'],
  ladybird: ['joaninha', 'f', 'as joaninhas'],
  unicorn: ['unicórnio', 'm', 'os unicórnios'],
  dragon: ['dragãozinho', 'm', 'os dragões'],
  dinosaur: ['dinossauro', 'm', 'os dinossauros'],
  mermaid: ['sereia', 'f', 'as sereias'],
  fairy: ['fadinha', 'f', 'as fadas'],
  robot: ['robô', 'm', 'os robôs'],
};

interface GoalWords {
  noun: Noun;
  place: string;
  done: string;
  found?: string;
}

const GOAL: Record<GoalKey, GoalWords> = {
  key: {
    noun: ['chave dourada', 'f', 'chaves'],
    place: 'debaixo de um monte de folhas secas',
    done: 'Ela abria uma portinha numa árvore velha, e lá dentro havia uma salinha cheia de livros e almofadas.',
  },
  kite: {
    noun: ['pipa colorida', 'f', 'pipas'],
    place: 'presa nos galhos de uma árvore bem alta',
    done: 'Logo a pipa dançava de novo no vento, com sua rabiola comprida rodopiando como uma fita.',
  },
  crown: {
    noun: ['coroinha brilhante', 'f', 'coroinhas'],
    place: 'num ninho, onde uma gralha a tinha guardado com cuidado',
    done: 'A coroinha brilhava ao sol, e todo mundo aplaudiu.',
  },
  shell: {
    noun: ['concha cantora', 'f', 'conchas'],
    place: 'numa poça entre as pedras, cantarolando baixinho',
    done: 'Quando encostaram a concha no ouvido, ela cantou uma música suave e alegre.',
  },
  star: {
    noun: ['estrelinha', 'f', 'estrelinhas'],
    found: 'deitada na grama, brilhando de leve',
    place: 'para o céu',
    done: 'Para cima, para cima subiu a estrelinha, e lá do céu piscou um obrigado enorme.',
  },
  egg: {
    noun: ['ovo pintadinho', 'm', 'ovos'],
    found: 'na grama, ainda quentinho',
    place: 'para o seu ninho macio',
    done: 'Crac! Saiu um pintinho fofinho que deu oi para todo mundo com um piu-piu.',
  },
  treasure: {
    noun: ['baú do tesouro', 'm', 'baús'],
    place: 'até uma velha árvore oca',
    done: 'Lá dentro havia conchas brilhantes, pedrinhas lisas e um bilhete que dizia: «O melhor tesouro é um amigo».',
  },
  rainbow: {
    noun: ['fim do arco-íris', 'm', 'fins'],
    place: 'para além da última colina',
    done: 'Ali, onde o arco-íris tocava o chão, havia uma poça de luz dourada, quentinha como um abraço.',
  },
  cake: {
    noun: ['bolo de aniversário', 'm', 'bolos'],
    place: 'para a grande festa',
    done: 'Todo mundo aplaudiu ao ver o bolo de aniversário, e cantaram juntos.',
  },
  seed: {
    noun: ['semente mágica', 'f', 'sementes'],
    place: 'até o cantinho ensolarado onde ela podia crescer',
    done: 'Plantaram a semente mágica, e logo brotou uma arvorezinha cheia de flores.',
  },
  lantern: {
    noun: ['lanterna de papel', 'f', 'lanternas'],
    place: 'para a festa das luzes',
    done: 'A lanterna brilhava suavemente, e a festa inteira se encheu de luz.',
  },
  letter: {
    noun: ['carta especial', 'f', 'cartas'],
    place: 'até a pequena agência do correio',
    done: 'A carta era um convite para um piquenique para todos que tinham ajudado!',
  },
};

interface SettingWords {
  name: string;
  /** Where, with its preposition (and going there too in these sentences): 'na Floresta…'. */
  at: string;
  what: string;
  describe: string;
}

const SETTING: Record<SettingKey, SettingWords> = {
  forest: {
    name: 'a Floresta dos Sussurros',
    at: 'na Floresta dos Sussurros',
    what: 'uma floresta ensolarada de árvores altas e trilhas de musgo',
    describe: 'O sol dançava entre as árvores altas, e cogumelos pequeninos espiavam no meio do musgo.',
  },
  beach: {
    name: 'a Baía do Sol',
    at: 'na Baía do Sol',
    what: 'uma praia de areia com ondas calmas e conchinhas',
    describe: 'As ondas calmas chegavam à areia morna, e as gaivotas se chamavam no céu.',
  },
  space: {
    name: 'a Lua Prateada',
    at: 'na Lua Prateada',
    what: 'uma lua sorridente entre estrelas e planetas redondos',
    describe: 'Os planetas flutuavam como balões gigantes, e as estrelas davam oi.',
  },
  castle: {
    name: 'o Castelo dos Girassóis',
    at: 'no Castelo dos Girassóis',
    what: 'um castelo com torres altas, bandeiras e jardins floridos',
    describe: 'As bandeiras tremulavam nas torres altas, e os jardins estavam cheios de girassóis.',
  },
  mountain: {
    name: 'a Montanha das Campânulas',
    at: 'na Montanha das Campânulas',
    what: 'uma montanha verde com trilhas e flores do campo',
    describe:
      'A trilha serpenteava entre as flores do campo, e o vale lá embaixo parecia uma colcha de retalhos.',
  },
  garden: {
    name: 'o Jardim das Rosas',
    at: 'no Jardim das Rosas',
    what: 'um jardim cheio de flores, cercas vivas e um carvalho bem alto',
    describe: 'As abelhas zumbiam sobre os canteiros, e um balanço pendia do grande carvalho.',
  },
  jungle: {
    name: 'a Grande Selva Verde',
    at: 'na Grande Selva Verde',
    what: 'uma selva de folhas gigantes, cipós e cachoeiras',
    describe: 'As folhas gigantes formavam um telhado verde, e os papagaios conversavam entre os cipós.',
  },
  snow: {
    name: 'o Vale dos Flocos',
    at: 'no Vale dos Flocos',
    what: 'um vale nevado de colinas brancas e pinheiros',
    describe: 'A neve brilhava em cada pinheiro, e um boneco de neve sorria ao lado da trilha.',
  },
  underwater: {
    name: 'o Recife de Coral',
    at: 'no Recife de Coral',
    what: 'um recife no fundo do mar, cheio de corais e bolhinhas',
    describe: 'Os corais de mil cores balançavam, e os peixinhos passavam em cardumes brilhantes.',
  },
  farm: {
    name: 'a Fazenda Botão-de-Ouro',
    at: 'na Fazenda Botão-de-Ouro',
    what: 'uma fazenda com um celeiro vermelho, fardos de feno e um lago de patos',
    describe: 'O celeiro vermelho ficava ao lado do lago dos patos, e o feno tinha cheiro de verão.',
  },
  town: {
    name: 'a Vila dos Bordos',
    at: 'na Vila dos Bordos',
    what: 'uma vilinha de casas coloridas com uma praça de feira',
    describe: 'As casas coloridas rodeavam a praça da feira, e um trenzinho apitava ao passar.',
  },
  sky: {
    name: 'o Reino das Nuvens',
    at: 'no Reino das Nuvens',
    what: 'um lugar acima das nuvens, com balões de ar quente e arco-íris',
    describe: 'As nuvens brancas passavam como travesseiros, e um balão flutuava ao longe.',
  },
  island: {
    name: 'a Ilha do Coco',
    at: 'na Ilha do Coco',
    what: 'uma ilha ensolarada com coqueiros e um farol',
    describe: 'Os coqueiros balançavam na beira da praia, e um farol listrado vigiava a ponta.',
  },
  meadow: {
    name: 'o Campo das Margaridas',
    at: 'no Campo das Margaridas',
    what: 'um campo largo de grama alta e flores silvestres',
    describe: 'A grama alta ondulava como o mar, e as borboletas dançavam de flor em flor.',
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
    across: 'atravessar um riacho cantador',
    short: 'Um riacho corta o caminho.',
    intro: 'Logo a trilha descia até um riacho largo e cantador.',
    problem: 'Não havia ponte nenhuma, e as pedras estavam longe demais umas das outras.',
    past: 'do outro lado do riacho',
  },
  hill: {
    across: 'subir um morro bem íngreme',
    short: 'Tem um morro bem alto.',
    intro: 'Depois chegaram a um morro tão íngreme que a trilha parecia subir reto.',
    problem: 'Cada vez que tentavam subir, a grama escorregava.',
    past: 'no alto do morro',
  },
  maze: {
    across: 'sair de um labirinto de cercas vivas',
    short: 'As cercas vivas fazem um labirinto.',
    intro: 'Então a trilha entrou num labirinto de cercas vivas altas e verdes.',
    problem: 'Todas as curvas pareciam iguais, e eles sempre voltavam ao mesmo banco.',
    past: 'fora do labirinto',
  },
  fog: {
    across: 'atravessar uma neblina suave',
    short: 'Uma neblina esconde a trilha.',
    intro: 'De repente, uma neblina branca e macia chegou e escondeu a trilha.',
    problem: 'Mal dava para ver os próprios pés, quanto mais o caminho.',
    past: 'fora da neblina',
  },
  gate: {
    across: 'abrir um portão com uma adivinha',
    short: 'Um portão grande está fechado. Precisa de uma palavra mágica.',
    intro: 'Por fim, chegaram a um portão velho e alto, coberto de hera.',
    problem: 'Estava fechado, e tinha uma adivinha gravada: «O que fica maior quanto mais a gente divide?».',
    past: 'do outro lado do portão',
  },
  brambles: {
    across: 'passar por uns espinheiros embaraçados',
    short: 'Uns espinheiros fecham o caminho.',
    intro: 'De repente, a trilha sumia no meio de uns espinheiros embaraçados.',
    problem: 'Os galhos espetavam, e não parecia haver passagem.',
    past: 'do outro lado dos espinheiros',
  },
};

const HOBBY: Record<HobbyKey, string> = {
  drawing: 'desenhar',
  painting: 'pintar',
  crafts: 'fazer trabalhos manuais',
  singing: 'cantar',
  dancing: 'dançar',
  music: 'música',
  football: 'futebol',
  running: 'correr',
  swimming: 'nadar',
  climbing: 'escalar',
  cycling: 'andar de bicicleta',
  gymnastics: 'ginástica',
  ballgames: 'jogar bola',
  building: 'construir coisas',
  science: 'fazer experiências',
  puzzles: 'montar quebra-cabeças',
  reading: 'ler',
  writing: 'escrever histórias',
  cooking: 'cozinhar',
  gardening: 'cuidar das plantas',
  animals: 'cuidar dos bichos',
};

/** The colour as a name ('o vermelho') and as a description ('cor de vermelho' is wrong: 'vermelhas'). */
const COLOUR: Record<ColourKey, [string, string]> = {
  red: ['o vermelho', 'vermelhinhas'],
  orange: ['o laranja', 'cor de laranja'],
  yellow: ['o amarelo', 'amarelinhas'],
  green: ['o verde', 'verdinhas'],
  blue: ['o azul', 'azuis'],
  teal: ['o turquesa', 'cor de turquesa'],
  purple: ['o roxo', 'roxinhas'],
  pink: ['o cor-de-rosa', 'cor-de-rosa'],
  white: ['o branco', 'branquinhas'],
  brown: ['o marrom', 'marrons'],
  gold: ['o dourado', 'douradas'],
  silver: ['o prateado', 'prateadas'],
  rainbow: ['as cores do arco-íris', 'de todas as cores'],
};

const FOOD: Record<FoodKey, string> = {
  pancakes: 'panquecas',
  pizza: 'pizza',
  icecream: 'sorvete',
  strawberries: 'morangos',
  apples: 'maçãs',
  bananas: 'bananas',
  cookies: 'biscoitos',
  chocolate: 'chocolate',
  pasta: 'macarrão',
  cupcakes: 'bolinhos',
  sandwiches: 'sanduíches',
  watermelon: 'melancia',
  grapes: 'uvas',
  cheese: 'queijo',
  carrots: 'cenouras',
  honey: 'bolinhos de mel',
  mango: 'manga',
  soup: 'sopinha quente',
};

const ROLE: Record<RoleKey, string> = {
  mother: 'Mamãe',
  father: 'Papai',
  grandmother: 'Vovó',
  grandfather: 'Vovô',
  brother: 'irmão',
  sister: 'irmã',
  aunt: 'Titia',
  uncle: 'Titio',
};

// --- Grammar ---

const um = ([word, g]: Noun) => `${g === 'm' ? 'um' : 'uma'} ${word}`;
const o = ([word, g]: Noun) => `${g === 'm' ? 'o' : 'a'} ${word}`;
const agree = (g: G, masculine: string, feminine: string) => (g === 'm' ? masculine : feminine);
const about = (gender: Gender, masculine: string, feminine: string, neutral: string) =>
  gender === 'boy' ? masculine : gender === 'girl' ? feminine : neutral;
const and = (items: string[]) => listOf(items, 'e');
/** 'seu cachorro', 'sua tartaruga'. */
const seu = ([word, g]: Noun) => `${g === 'm' ? 'seu' : 'sua'} ${word}`;

const MERGED: Record<string, Record<string, string>> = {
  de: { o: 'do', a: 'da', os: 'dos', as: 'das' },
  em: { o: 'no', a: 'na', os: 'nos', as: 'nas', um: 'num', uma: 'numa' },
  a: { o: 'ao', a: 'à', os: 'aos', as: 'às' },
  por: { o: 'pelo', a: 'pela', os: 'pelos', as: 'pelas' },
};

/** Prepositions merged with the article after them: 'em o' -> 'no', 'a a' -> 'à'. */
function polish(text: string): string {
  return text.replace(
    /(?<!\p{L})(de|em|a|por) (o|a|os|as|um|uma)(?=\s)/gu,
    (match, preposition: string, article: string) => {
      const merged = MERGED[preposition]?.[article];
      return merged ?? match;
    },
  );
}

// --- The words of a plan ---

const name = (plan: StoryPlan) => plan.name;
const helper = (plan: StoryPlan) => plan.helper.name;
const helperNoun = (plan: StoryPlan) => ANIMAL[plan.helper.animal];
const aHelper = (plan: StoryPlan) =>
  `${um(helperNoun(plan))} muito ${agree(helperNoun(plan)[1], 'simpático', 'simpática')}`;
/** 'Pip, a coruja'. */
const h = (plan: StoryPlan) => `${helper(plan)}, ${o(helperNoun(plan))}`;
const goal = (plan: StoryPlan) => GOAL[plan.goal].noun;
const place = (plan: StoryPlan) => SETTING[plan.setting].name;
const at = (plan: StoryPlan) => SETTING[plan.setting].at;
const petNoun = (plan: StoryPlan): Noun =>
  plan.pet?.animal ? ANIMAL[plan.pet.animal] : ['bichinho', 'm', 'os bichinhos'];
const { parent, sibling, friend, colour, food, hobby, favouriteAnimals, team, familyList } = planWords({
  animals: ANIMAL,
  colours: COLOUR,
  foods: FOOD,
  hobbies: HOBBY,
  role: (role) => ROLE[role],
  animalsPlural: (a) => a[2],
  brotherOrSister: (_plan, role, label) => `${role === 'brother' ? 'seu irmão' : 'sua irmã'} ${label}`,
  petAtHome: (plan, pet) => `${pet.name}, ${seu(petNoun(plan))}`,
  and: 'e',
});
const colourName = colour(
  (c) => c[0],
  (raw) => `o ${raw}`,
);
/** Describes lanterns and sparkles (feminine plural, or an invariant phrase). */
const colourLike = colour(
  (c) => c[1],
  (raw) => `da cor ${raw}`,
);
const verb = byCompany;

/** Friendship's lesson when the companion is family. */
const TOGETHER_LESSON = 'juntos a gente consegue tudo';

const LESSON: Record<ThemeGroup, string> = {
  friendship: 'com amigos tudo é possível',
  courage: 'ter coragem é tentar, mesmo quando as pernas tremem um pouquinho',
  kindness: 'um pouco de gentileza pode mudar tudo',
  curiosity: 'fazer perguntas leva a descobertas maravilhosas',
  nature: 'cuidar da natureza é cuidar dos nossos amigos',
  feelings: 'todos os sentimentos são bem-vindos, e dividi-los deixa o coração mais leve',
  wonder: 'existe magia em todo lugar, para quem sabe olhar',
};

// --- The beats ---

function home(plan: StoryPlan): BeatText {
  const n = name(plan);
  const family = familyList(plan);
  const kid = about(plan.gender, 'um menino', 'uma menina', 'uma criança');
  const opening = oneOf(plan, 'pt-opening', [
    `Era uma vez ${kid} de ${plan.age} anos chamad${about(plan.gender, 'o', 'a', 'a')} ${n}${plan.nickname ? `, mas em casa todo mundo dizia ${plan.nickname}` : ''}.`,
    `Numa casinha no fim de uma rua cheia de árvores morava ${n}${plan.nickname ? `, que a família chamava de ${plan.nickname}` : ''}, que tinha ${plan.age} anos.`,
    `Não faz muito tempo, numa casa com a chaminé torta, morava ${n}${plan.nickname ? ` (${plan.nickname} para a família)` : ''}, que tinha ${plan.age} anos.`,
  ]);
  return {
    short: [
      oneOf(plan, 'pt-hello', [`Esta é a história de ${n}.`, `Olha só: ${n}!`, `Aqui está ${n}.`]),
      plan.pet ? `${n} tem ${um(petNoun(plan))}: ${plan.pet.name}.` : `${n} tem ${plan.age} anos.`,
    ],
    long: [
      opening,
      family.length ? `${n} morava com ${and(family)}.` : `${n} morava numa casinha de porta vermelha.`,
      `${n} queria descobrir tudo, e cada dia parecia o começo de algo maravilhoso.`,
      `Da janela do quarto, ${n} via lá longe ${place(plan)}.`,
      `E fazia alguns dias que ${n} tinha a sensação de que algo especial estava para acontecer.`,
    ],
  };
}

function companion(plan: StoryPlan): BeatText {
  const n = name(plan);
  const likes = [
    hobby(plan) ? `${n} adorava ${hobby(plan)}` : '',
    favouriteAnimals(plan)
      ? `era doid${about(plan.gender, 'o', 'a', 'a')} por ${favouriteAnimals(plan)}`
      : '',
  ].filter(Boolean);
  const favourites = [
    colourName(plan) ? `Sua cor preferida era ${colourName(plan)}` : '',
    food(plan) ? `seu lanche preferido: ${food(plan)}` : '',
  ].filter(Boolean);
  if (plan.pet) {
    const pet = plan.pet;
    const kind: Noun = pet.breed ? [pet.breed.toLowerCase(), petNoun(plan)[1], ''] : petNoun(plan);
    return {
      short: oneOf(plan, 'pt-pet-short', [
        [`${pet.name} gosta muito de ${n}.`, `Eles brincam o dia todo.`],
        [`${n} e ${pet.name} são muito amigos.`, `Eles adoram brincar.`],
      ]),
      long: [
        oneOf(plan, 'pt-pet', [
          `${pet.name}, ${seu(kind)}, era seu melhor companheiro.`,
          `Seu melhor amigo no mundo inteiro era ${pet.name}, ${seu(kind)}.`,
        ]),
        oneOf(plan, 'pt-pet-together', [
          `Os dois faziam tudo juntos, do café da manhã até a hora de dormir.`,
          `Aonde ${n} ia, ${pet.name} ia atrás.`,
        ]),
        likes.length
          ? `${cap(and(likes))}, e ${pet.name} estava sempre por perto, de olhos brilhando.`
          : `${pet.name} seguia ${n} para todo lado, sempre pronto para brincar.`,
        favourites.length
          ? `${and(favourites)}.`
          : `Eles tinham um aperto de mão secreto que ninguém mais conhecia.`,
        `«Você e eu, ${pet.name}», dizia ${n}, «somos uma equipe».`,
      ],
    };
  }
  return {
    short: [likes.length ? `${cap(likes[0])}.` : `${n} adora brincar.`],
    long: [
      likes.length ? `${cap(and(likes))}.` : `${n} adorava brincadeiras, histórias e olhar as nuvens.`,
      favourites.length ? `${and(favourites)}.` : `${n} gostava de descobrir como as coisas funcionam.`,
      `Toda manhã, ${n} acordava pensando no que o dia ia trazer.`,
      `E naquela manhã, o dia guardava uma surpresa.`,
    ],
  };
}

function call(plan: StoryPlan): BeatText {
  const n = name(plan);
  const hh = helper(plan);
  const idea = plan.ideaPhrase && !plan.ideaNamesGoal ? plan.ideaPhrase : undefined;
  const dream = idea
    ? `Fazia dias que ${n} sonhava com ${idea}.`
    : `Numa manhã bem clarinha, aconteceu uma coisa fora do comum.`;
  const shortDream = idea ? `${n} sonha com ${idea}.` : `Olha, ${n}!`;
  const meetHelper = `De trás da cerca do jardim saiu ${aHelper(plan)} chamad${agree(helperNoun(plan)[1], 'o', 'a')} ${hh}.`;
  const g = goal(plan);
  const it = agree(g[1], 'o', 'a');
  const mine = `${g[1] === 'm' ? 'meu' : 'minha'} ${g[0]}`;
  switch (plan.kind) {
    case 'find':
      if (plan.genre === 'Mystery') {
        return {
          short: [shortDream, `${hh} perdeu ${seu(g)}!`],
          long: [
            dream,
            meetHelper,
            `«${cap(mine)} sumiu!», disse ${hh}. «Hoje de manhã não estava mais lá, e a única pista é um rastro que vai até ${place(plan)}».`,
            `O rosto de ${n} se iluminou. «Um mistério!», sussurrou. «Vamos procurar pistas».`,
            `No chão havia pegadas pequeninas e uma pena, e todas apontavam para o mesmo lado.`,
          ],
        };
      }
      return {
        short: [shortDream, `${hh} perdeu ${seu(g)}!`],
        long: [
          dream,
          meetHelper,
          `«Perdi ${mine}», disse ${hh}, tristonh${agree(helperNoun(plan)[1], 'o', 'a')}. «Acho que ${agree(g[1], 'ele caiu', 'ela caiu')} ${at(plan)}».`,
          `${n} se abaixou e sorriu. «Não se preocupe. Vamos encontrá-l${it} juntos».`,
          `${hh} deu um pulinho de esperança, e um plano começou a crescer na cabeça de ${n}.`,
        ],
      };
    case 'help':
      return {
        short: [shortDream, `${cap(um(g))} precisa voltar para casa.`],
        long: [
          dream,
          `Naquela manhã, ${n} encontrou ${um(g)} ${GOAL[plan.goal].found ?? 'na grama'}.`,
          `${hh}, ${aHelper(plan)}, chegou correndo. «${cap(agree(g[1], 'ele', 'ela'))} precisa voltar ${GOAL[plan.goal].place}», disse ${hh}, «e o caminho passa por ${place(plan)}».`,
          `${n} pegou ${o(g)} com todo o cuidado. «Então nós vamos levá-l${it}», disse.`,
          plan.goal === 'star'
            ? `A estrelinha brilhou um pouco mais, como se tivesse entendido.`
            : `${cap(o(g))} se mexeu um pouquinho, como se tivesse entendido.`,
        ],
      };
    case 'discover':
      return {
        short: [shortDream, `${h(plan)}, tem um mapa!`],
        long: [
          dream,
          `Dentro de um livro velho, ${n} encontrou um mapa todo amassado com um grande X.`,
          `«É o caminho até ${o(g)}, ${at(plan)}!», exclamou ${hh}, ${aHelper(plan)} que espiava por cima do ombro.`,
          `O mapa mostrava uma trilha cheia de curvas, uma árvore grande e um sol sorridente desenhado.`,
          `${n} dobrou o mapa com cuidado, com o coração batendo de emoção.`,
        ],
      };
    case 'deliver':
      return {
        short: [shortDream, `${hh} precisa de ajuda com ${um(g)}.`],
        long: [
          dream,
          `Toc, toc! Na porta estava ${hh}, ${aHelper(plan)}, com ${um(g)}.`,
          `«Precisamos levar ${o(g)} ${GOAL[plan.goal].place}, ${at(plan)}», disse ${hh}, «mas é longe demais para eu ir ${agree(helperNoun(plan)[1], 'sozinho', 'sozinha')}».`,
          `«Eu ajudo você», disse ${n} na mesma hora.`,
          `${hh} abriu um sorrisão, e embrulharam ${o(g)} com cuidado para a viagem.`,
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
      `${team(plan)} ${verb(plan, 'sai', 'saem')} com ${helper(plan)}.`,
      grownUp ? `${cap(grownUp)} dá tchau.` : `Lá vão eles!`,
    ],
    long: [
      `${cap(grownUp ?? n)} ${oneOf(plan, 'pt-bag', ['preparou uma mochilinha', 'encheu uma bolsinha'])} com ${food(plan) ?? 'um lanche gostoso'} para a viagem.`,
      grownUp
        ? `«Fiquem sempre juntos e sejam gentis», disse ${grownUp}, com um abraço bem apertado.`
        : `«Vamos ficar sempre juntos», disse ${n}, «e ser gentis».`,
      `Depois ${team(plan)} ${verb(plan, 'seguiu', 'seguiram')} ${helper(plan)} pela trilha, rumo ${place(plan).startsWith('o ') ? 'ao' : 'à'} ${place(plan).replace(/^(o|a) /, '')}.`,
      sib
        ? `${cap(sib)} acenou da janela: «Boa sorte!».`
        : `O portão do jardim rangeu, como se desejasse boa viagem.`,
      `O ar tinha cheiro de aventura, e o coração de ${n} deu um pulinho de alegria.`,
    ],
  };
}

function arrive(plan: StoryPlan): BeatText {
  const n = name(plan);
  const c = colourLike(plan);
  return {
    short: [`Aqui está ${place(plan)}.`, `Que lindo!`],
    long: [
      `Finalmente chegaram ${place(plan).startsWith('o ') ? 'ao' : 'à'} ${place(plan).replace(/^(o|a) /, '')}.`,
      SETTING[plan.setting].describe,
      c
        ? `Para onde ${n} olhava, havia luzinhas ${c}, da sua cor preferida.`
        : `${n} nunca tinha visto um lugar tão bonito.`,
      `${n} ficou ${about(plan.gender, 'parado', 'parada', 'em silêncio')} um momento, para olhar tudo direitinho.`,
      `«Venham», disse ${helper(plan)}. «É por aqui».`,
    ],
  };
}

function meet(plan: StoryPlan): BeatText {
  const n = name(plan);
  const mate = friend(plan) ?? plan.sibling?.label;
  if (mate) {
    const interest =
      friend(plan) && plan.friend?.interest
        ? `${mate} adorava ${plan.friend.interest.key ? HOBBY[plan.friend.interest.key] : plan.friend.interest.raw.toLowerCase()} e sempre tinha boas ideias.`
        : `${mate} sempre tinha boas ideias.`;
    return {
      short: oneOf(plan, 'pt-meet-short', [
        [`Olha! É ${mate}!`, `${mate} vem junto.`],
        [`Oi, ${mate}!`, `${mate} vai com eles.`],
      ]),
      long: [
        oneOf(plan, 'pt-meet', [
          `E quem eles encontraram no caminho? ${mate}!`,
          `Logo depois da curva, deram de cara com ${mate}.`,
        ]),
        `«Aonde vocês vão?», perguntou ${mate}, e ${n} contou tudo.`,
        `«Eu também vou!», disse ${mate} com um sorrisão.`,
        interest,
        `Com ${mate} ao lado, ${n} se sentia duas vezes mais ${about(plan.gender, 'corajoso', 'corajosa', 'forte')} e duas vezes mais feliz.`,
      ],
    };
  }
  return {
    short: [`${helper(plan)} dá a mão para ${n}.`, `Agora são amigos.`],
    long: [
      `No caminho, ${helper(plan)} contou para ${n} como era a vida ${at(plan)}.`,
      `${n} falou da sua casa e de ${hobby(plan) ? `como gostava de ${hobby(plan)}` : 'suas brincadeiras preferidas'}.`,
      `Logo estavam rindo como velhos amigos.`,
      `Engraçado, pensou ${n}: às vezes alguém novo vira amigo num instante.`,
    ],
  };
}

function obstacle(plan: StoryPlan): BeatText {
  const words = OBSTACLE[plan.obstacle];
  return {
    short: [`Ah, não!`, words.short],
    long: [
      words.intro,
      words.problem,
      oneOf(plan, 'pt-sigh', [
        `${helper(plan)} se sentou com um suspiro. «Como vamos passar?».`,
        `«Xi», disse ${helper(plan)}, franzindo a testa. «E agora?».`,
      ]),
      `Todos se olharam, pensando no que fazer.`,
      `Por um momento, ninguém disse nada.`,
    ],
  };
}

const THEME_TRY: Record<ThemeGroup, (plan: StoryPlan) => BeatText> = {
  friendship: (plan) => {
    const mate = friend(plan) ?? plan.pet?.name ?? helper(plan);
    return {
      short: [`${name(plan)} segura a mão de ${mate}.`, `Amigos se ajudam.`],
      long: [
        `${name(plan)} sentiu um friozinho na barriga, mas então ${mate} chegou perto.`,
        `«Somos uma equipe», disse ${name(plan)}. «E uma equipe pensa junto».`,
        `Então eles se sentaram em roda e dividiram suas ideias, uma por uma.`,
        `Algumas eram tão engraçadas que todo mundo caiu na risada, mas todas ajudaram.`,
      ],
    };
  },
  courage: (plan) => ({
    short: [`${name(plan)} respira fundo.`, `«Eu consigo tentar!»`],
    long: [
      `As pernas de ${name(plan)} tremiam um pouquinho.`,
      `Mas ${name(plan)} se lembrou do que ${parent(plan) ?? 'alguém em casa'} sempre dizia: «Ter coragem não é nunca ficar com medo. É tentar mesmo assim».`,
      `${name(plan)} respirou fundo, ficou bem ${about(plan.gender, 'reto', 'reta', 'de pé')} e disse: «Vou tentar».`,
      `Só de dizer isso em voz alta, já se sentia maior.`,
    ],
  }),
  kindness: (plan) => ({
    short: [
      `${helper(plan)} está ${agree(helperNoun(plan)[1], 'cansado', 'cansada')}.`,
      `${name(plan)} dá um abraço.`,
    ],
    long: [
      `${name(plan)} percebeu que ${helper(plan)} parecia ${agree(helperNoun(plan)[1], 'cansado', 'cansada')} e um pouco triste.`,
      `${name(plan)} dividiu seu lanche${food(plan) ? ` de ${food(plan)}` : ''} e deu um abraço carinhoso em ${helper(plan)}.`,
      `«Obrigad${agree(helperNoun(plan)[1], 'o', 'a')}», sussurrou ${helper(plan)}. «Já estou me sentindo melhor».`,
      `A gentileza, pensou ${name(plan)}, deixa todo mundo um pouco mais forte.`,
    ],
  }),
  curiosity: (plan) => ({
    short: [`${name(plan)} olha com atenção.`, `O que será?`],
    long: [
      `${name(plan)} observava tudo com muita atenção.`,
      `«Por que todas as folhas estão inclinadas para cá?», perguntou ${name(plan)} em voz alta. «E que brilhinho é aquele?».`,
      `Fazer perguntas era o que ${name(plan)} mais gostava, e cada pergunta levava a uma nova pista.`,
      `Logo as pistas se encaixaram como peças de um quebra-cabeça.`,
    ],
  }),
  nature: (plan) => ({
    short: [`${name(plan)} escuta os passarinhos.`, `Piu, piu!`],
    long: [
      `${name(plan)} escutou com atenção os passarinhos e o farfalhar das folhas.`,
      `«Vamos tomar cuidado para não pisar nas flores», disse ${name(plan)}, andando devagarinho.`,
      `Uma família de ${plan.favouriteAnimal?.key ? ANIMAL[plan.favouriteAnimal.key][2].replace(/^(os|as) /, '') : 'coelhinhos'} espiou, como se dissesse obrigado.`,
      `A natureza, pelo jeito, ajuda quem cuida dela.`,
    ],
  }),
  feelings: (plan) => ({
    short: [`${name(plan)} sente um friozinho na barriga.`, `Depois, ${name(plan)} se acalma.`],
    long: [
      `${name(plan)} sentia muitas coisas ao mesmo tempo: um pouco de preocupação, um pouco de emoção e um pouco de cansaço.`,
      `«É normal sentir tudo isso junto», disse ${friend(plan) ?? helper(plan)} com carinho.`,
      `Falar dos sentimentos em voz alta fez com que eles ficassem menores, e ${name(plan)} se acalmou.`,
      `Com o coração tranquilo, ficou muito mais fácil pensar.`,
    ],
  }),
  wonder: (plan) => ({
    short: [`${name(plan)} faz um pedido.`, `O ar se enche de brilhos!`],
    long: [
      `${name(plan)} fechou os olhos e fez um pedido.`,
      `Quando abriu os olhos, o ar estava cheio de luzinhas cintilantes.`,
      `«A magia acontece quando a gente acredita», sussurrou ${helper(plan)}.`,
      `As luzinhas giraram juntas e mostraram o caminho.`,
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
    `${name(plan)} desenha um mapa.`,
    `${name(plan)} pegou um graveto e desenhou um mapa na terra macia, igualzinho a quando gostava de ${hobby(plan) ?? 'desenhar'} em casa, e ali, no desenho, estava o caminho.`,
  ],
  music: (plan) => [
    `${name(plan)} canta uma música alegre.`,
    `${name(plan)} começou a cantar, e a música era tão alegre que uns passarinhos desceram para mostrar o caminho.`,
  ],
  sport: (plan) => [
    `${name(plan)} é ${about(plan.gender, 'rápido e ágil', 'rápida e ágil', 'muito ágil')}.`,
    `Como ${name(plan)} adorava ${hobby(plan) ?? 'correr e pular'}, se mexia com agilidade e achou um jeito esperto para todo mundo poder seguir.`,
  ],
  building: (plan) => [
    `${name(plan)} constrói uma coisa engenhosa.`,
    `${name(plan)} juntou gravetos, pedras e barbante e construiu uma coisa muito engenhosa, como em casa quando gostava de ${hobby(plan) ?? 'construir coisas'}.`,
  ],
  books: (plan) => [
    `${name(plan)} se lembra de uma história.`,
    `${name(plan)} se lembrou de uma história do seu livro preferido, em que a heroína resolvia exatamente o mesmo problema, e soube na hora o que fazer.`,
  ],
  nature: (plan) => [
    `${name(plan)} sabe ler os sinais.`,
    `${name(plan)} conhecia bem as plantas e os bichos, e percebeu os sinaizinhos que a natureza deixa para quem sabe olhar.`,
  ],
  thinking: (plan) => [
    `${name(plan)} tem uma ideia.`,
    `${name(plan)} pensou bastante, olhou com atenção e notou uma pista minúscula que ninguém mais tinha visto.`,
  ],
};

function solve(plan: StoryPlan): BeatText {
  // A riddle is answered, not climbed over: the hobby does not open a gate, the answer does.
  const [short, long] =
    plan.obstacle === 'gate'
      ? [
          `${name(plan)} diz a palavra mágica: «Amizade!».`,
          `${name(plan)} leu a adivinha de novo, bem devagar, pensando no dia inteiro.`,
        ]
      : SKILL_SOLVE[plan.skill](plan);
  const past = OBSTACLE[plan.obstacle].past;
  const theme = THEME_TRY[plan.themeGroup](plan);
  const themeFirst = plan.band === 'toddler' || plan.band === 'early';
  const riddle =
    plan.obstacle === 'gate'
      ? `«A amizade!», exclamou ${name(plan)}. «Fica maior quanto mais a gente divide!». E o portão se abriu.`
      : '';
  return {
    short: [theme.short[0], short],
    long: [
      themeFirst ? theme.long[THEME_KEY[plan.themeGroup]] : `Então ${name(plan)} teve uma ideia.`,
      long,
      riddle || `Passo a passo, ajudando uns aos outros, chegaram todos ${past}.`,
      `«Conseguimos!», gritou ${helper(plan)}, e todo mundo riu de alívio.`,
      about(
        plan.gender,
        `${name(plan)} ficou orgulhoso, não por ter conseguido sozinho, mas por ter conseguido em equipe.`,
        `${name(plan)} ficou orgulhosa, não por ter conseguido sozinha, mas por ter conseguido em equipe.`,
        `${name(plan)} ficou com o coração cheio de alegria, não por ter conseguido sem ajuda, mas por ter conseguido em equipe.`,
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
        short: [`Olha! Ali está ${o(g)}!`, `${hh} está muito feliz.`],
        long: [
          `E ali, ${words.place}, estava ${o(g)}!`,
          plan.genre === 'Mystery'
            ? `Então essa era a solução do mistério: ninguém tinha ${agree(g[1], 'levado ele', 'levado ela')} para sempre.`
            : `${hh} pulou de alegria. «Você ${agree(g[1], 'achou ele', 'achou ela')}!».`,
          words.done,
          `${hh} abraçou ${name(plan)} bem forte. «Obrigad${agree(helperNoun(plan)[1], 'o', 'a')} por me ajudar».`,
        ],
      };
    case 'help':
      return {
        short: [`${cap(o(g))} volta para casa.`, `Viva!`],
        long: [
          `Por fim, encontraram o lugar perfeito, e ${name(plan)} ajudou ${o(g)} a voltar ${words.place}, com todo o cuidado.`,
          words.done,
          `${hh} deixou escapar uma lagriminha de felicidade.`,
          `«Ajudar alguém a voltar para casa», disse ${name(plan)} baixinho, «é a melhor coisa do mundo».`,
        ],
      };
    case 'discover':
      return {
        short: [`Eles encontram ${o(g)}!`, `Uau!`],
        long: [
          `O mapa os levou ${words.place}, e lá estava ${o(g)}!`,
          words.done,
          `${name(plan)} e ${hh} se olharam e riram de alegria.`,
          `Era ainda melhor do que o mapa prometia.`,
        ],
      };
    case 'deliver':
      return {
        short: [`Eles levam ${o(g)}.`, `Todo mundo aplaude!`],
        long: [
          `Levaram ${o(g)} com todo o cuidado ${words.place}, e chegaram bem na hora.`,
          words.done,
          `${hh} ficou tão ${agree(helperNoun(plan)[1], 'contente', 'contente')} que fez uma dancinha de alegria.`,
          `«Sem você, não teríamos conseguido, ${name(plan)}», disseram todos.`,
        ],
      };
  }
}

function party(plan: StoryPlan): BeatText {
  const f = food(plan);
  const c = colourLike(plan);
  const guests = [plan.friend?.name ?? '', plan.pet?.name ?? '', helper(plan)].filter(Boolean);
  return {
    short: [`Hora da festa!`, f ? `Que delícia, ${f}!` : `Hum, que gostoso!`],
    long: [
      oneOf(plan, 'pt-party', [
        `Naquela tarde teve uma festinha ${at(plan)} para comemorar.`,
        `Para comemorar, todo mundo se juntou para um piquenique ${at(plan)}.`,
      ]),
      f
        ? `Tinha um banquete de ${f} para todos, o preferido de ${name(plan)}.`
        : `Tinha bolinhos e suco para todos.`,
      `${guests.length > 1 ? `${and(guests)} dançaram e riram` : 'Todo mundo dançou e riu'} até a barriga doer.`,
      c
        ? `Nas árvores brilhavam lanternas ${c}, do jeitinho que ${name(plan)} gostava.`
        : `As lanternas brilhavam nas árvores como vaga-lumes amigos.`,
      `${name(plan)} queria que aquele dia não acabasse nunca.`,
    ],
  };
}

function ending(plan: StoryPlan): BeatText {
  const grownUp = parent(plan);
  const idea = plan.ideaPhrase;
  return {
    short: [
      grownUp ? `${cap(grownUp)} dá um abraço em ${name(plan)}.` : `${name(plan)} está em casa de novo.`,
      plan.sleepyEnding ? `Boa noite, ${name(plan)}.` : `Que dia feliz!`,
    ],
    long: [
      `Quando o céu ficou rosa e dourado, ${team(plan)} ${verb(plan, 'se despediu', 'se despediram')} de ${helper(plan)} e ${verb(plan, 'voltou', 'voltaram')} para casa${grownUp ? `, onde ${grownUp} esperava com um abraço enorme` : ''}.`,
      `«Hoje eu aprendi que ${LESSON[plan.themeGroup]}», disse ${name(plan)}.`,
      plan.sleepyEnding
        ? `Naquela noite, ${name(plan)} dormiu sorrindo${plan.pet ? `, e ${plan.pet.name} se enroscou no pé da cama` : ''}.`
        : `E ${name(plan)} sabia que ainda viriam muitas outras aventuras.`,
      idea ? `Tinha sido ainda melhor do que seu sonho: ${idea}.` : `Tinha sido o melhor dia de todos.`,
    ],
  };
}

const RHYMES = [
  'Pula, pula, vamos lá, / que alegria que aqui está!',
  'Passo a passo, mão na mão, / com amigos vamos, sim, então.',
  'Brilha, brilha, estrelinha, / tudo vai dar certo, bonitinha.',
  'Bate palma, bate o pé, / com amigos, tudo é!',
  'Sobe e desce, dá uma volta, / a alegria anda solta!',
  'Ri, brinca e canta assim, / que dia feliz pra mim!',
];

// --- Summary ---

function title(plan: StoryPlan): string {
  const n = plan.name;
  const g = goal(plan);
  const kind = helperNoun(plan);
  switch (plan.genre) {
    case 'FairyTale':
      return `${n} e ${o(g)}`;
    case 'Adventure':
      return plan.choose.index('pt-title', 2) ? `A grande aventura de ${n}` : `${n} e ${o(g)}`;
    case 'Mystery':
      return `O mistério de ${o(g)}`;
    case 'AnimalsNature':
      return `${n} e ${plan.helper.name}, ${o(kind)}`;
    case 'Fantasy':
      return `${n} e ${o(kind)} mágic${agree(kind[1], 'o', 'a')}`;
    case 'Bedtime':
      return `Boa noite, ${n}`;
    case 'NurseryRhymesPoem':
      return `A canção de ${n}`;
    case 'Friendship':
      return plan.friend ? `${n}, ${plan.friend.name} e ${plan.helper.name}` : `${n} faz um amigo`;
    case 'FamilyAndLove':
      return `Um dia ${SETTING[plan.setting].at}`;
    case 'CourageAndBravery':
      return `${n}, ${about(plan.gender, 'o corajoso', 'a corajosa', 'coração valente')}`;
    case 'KindnessAndCompassion':
      return `O grande coração de ${n}`;
    case 'Discovery':
      return `${n} descobre ${o(g)}`;
  }
}

const KIND_PLOT: Record<StoryPlan['kind'], (plan: StoryPlan) => string> = {
  find: (plan) => `${h(plan)}, perdeu ${um(goal(plan))}, e ${plan.name} vai procurar ${at(plan)}.`,
  help: (plan) =>
    `${plan.name} encontra ${um(goal(plan))} que precisa voltar para casa, e atravessa ${place(plan)} com ${h(plan)}, para ${agree(goal(plan)[1], 'levá-lo', 'levá-la')}.`,
  discover: (plan) =>
    `${plan.name} encontra um mapa que leva até ${o(goal(plan))} e o segue ${at(plan)} com ${h(plan)}.`,
  deliver: (plan) =>
    `${plan.name} ajuda ${h(plan)}, a levar ${um(goal(plan))} ${GOAL[plan.goal].place}, ${at(plan)}.`,
};

function summary(plan: StoryPlan): string {
  const along = [plan.pet?.name ?? '', plan.friend?.name ?? ''].filter(Boolean);
  return [
    cap(KIND_PLOT[plan.kind](plan)),
    `${along.length ? `Com ${and(along)}, ` : 'No caminho, '}${plan.name} consegue ${OBSTACLE[plan.obstacle].across} e aprende que ${LESSON[plan.themeGroup]}.`,
    `Uma história carinhosa que termina em casa${parent(plan) ? ` com ${parent(plan)}` : ''}.`,
  ].join(' ');
}

function setting(plan: StoryPlan): string {
  return `${cap(SETTING[plan.setting].name)}: ${SETTING[plan.setting].what}.`;
}

function characters(plan: StoryPlan): string {
  const people = [
    `${plan.name}${plan.nickname ? ` (${plan.nickname})` : ''}, ${plan.age} anos, ${about(plan.gender, 'o herói', 'a heroína', 'no centro da história')}`,
    plan.pet ? `${plan.pet.name}, ${seu(petNoun(plan))}` : '',
    plan.friend ? `${plan.friend.name}, que sempre tem boas ideias` : '',
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
    short: [`${name(plan)} pensa numa coisa: ${f}.`, `Hoje é uma coisa amiga!`],
    long: [
      `${name(plan)} pensou numa coisa que antes parecia estranha: ${f}. E se lembrou do que ${parent(plan) ?? 'a família'} dizia: é só uma coisa nova para conhecer.`,
      `E naquele dia, com os amigos por perto, aquilo se mostrou uma coisa amigável de verdade, e ${name(plan)} sorriu.`,
    ],
  };
}

const IDEAS: LanguagePack['ideas'] = [
  (c) =>
    c.pet ? `${c.name} e ${c.pet.name} procuram um tesouro escondido ${SETTING[c.place].at}` : undefined,
  (c) => (c.friend ? `${c.name} e ${c.friend.name} encontram uma estrelinha que caiu do céu` : undefined),
  (c) => `${c.name} encontra uma chave dourada que abre uma porta secreta no jardim`,
  (c) => (c.sibling ? `Uma viagem antes de dormir até a Lua Prateada com ${c.sibling.label}` : undefined),
  (c) =>
    c.colour?.key
      ? `A pipa ${c.colour.key === 'rainbow' ? 'de todas as cores' : `cor de ${COLOUR[c.colour.key][0].replace(/^o /, '')}`} de ${c.name} sobe até o Reino das Nuvens`
      : undefined,
  (c) =>
    c.hobby
      ? `${c.name} encontra a coroa perdida graças à sua paixão por ${c.hobby.key ? HOBBY[c.hobby.key] : c.hobby.raw}`
      : undefined,
  (c) => (c.pet ? `${c.name} e ${c.pet.name} ajudam um ovo pintadinho a voltar para o ninho` : undefined),
  (c) => `${c.name} procura o tesouro no fim do arco-íris`,
  (c) =>
    `${c.name} e ${um(ANIMAL[c.creature])} levam um bolo de aniversário para uma festa ${SETTING[c.place].at}`,
  (c) => `${c.name} ajuda uma estrelinha a voltar para o céu`,
  (c) => `${c.name} planta uma semente mágica ${SETTING[c.place].at}`,
  (c) => `Uma viagem antes de dormir até a Lua Prateada para ${c.name}`,
];

export const portuguese: LanguagePack = {
  language: 'Portuguese',
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

/** The plan's words an idea-led story (idea/voices/portuguese.ts) shares with the stock one. */
export const portuguesePlanWords = {
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
