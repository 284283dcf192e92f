/**
 * English for the offline storyteller. Toddler text is in the present tense with sentences of a few
 * words; the longer text is told in the past tense. Subject pronouns follow the child's gender, and
 * 'they' (with 'were') when it is not given.
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
import { cap, listOf, mapValues, oneOf, plainWord, wordFor } from './language-pack';
import { planWords } from './plan-words';

const ANIMAL: Record<AnimalKey, [string, string]> = {
  dog: ['dog', 'dogs'],
  cat: ['cat', 'cats'],
  rabbit: ['rabbit', 'rabbits'],
  hamster: ['hamster', 'hamsters'],
  guineapig: ['guinea pig', 'guinea pigs'],
  mouse: ['mouse', 'mice'],
  horse: ['pony', 'ponies'],
  bird: ['bird', 'birds'],
  parrot: ['parrot', 'parrots'],
  fish: ['goldfish', 'goldfish'],
  turtle: ['turtle', 'turtles'],
  frog: ['frog', 'frogs'],
  duck: ['duck', 'ducks'],
  hen: ['hen', 'hens'],
  owl: ['owl', 'owls'],
  fox: ['fox', 'foxes'],
  bear: ['bear cub', 'bears'],
  panda: ['panda', 'pandas'],
  koala: ['koala', 'koalas'],
  squirrel: ['squirrel', 'squirrels'],
  hedgehog: ['hedgehog', 'hedgehogs'],
  deer: ['fawn', 'deer'],
  otter: ['otter', 'otters'],
  penguin: ['penguin', 'penguins'],
  dolphin: ['dolphin', 'dolphins'],
  whale: ['whale', 'whales'],
  octopus: ['octopus', 'octopuses'],
  elephant: ['baby elephant', 'elephants'],
  giraffe: ['giraffe', 'giraffes'],
  lion: ['lion cub', 'lions'],
  tiger: ['tiger cub', 'tigers'],
  monkey: ['monkey', 'monkeys'],
  sloth: ['sloth', 'sloths'],
  butterfly: ['butterfly', 'butterflies'],
  ladybird: ['ladybird', 'ladybirds'],
  unicorn: ['unicorn', 'unicorns'],
  dragon: ['dragon', 'dragons'],
  dinosaur: ['dinosaur', 'dinosaurs'],
  mermaid: ['mermaid', 'mermaids'],
  fairy: ['fairy', 'fairies'],
  robot: ['robot', 'robots'],
};

interface GoalWords {
  noun: string;
  /** find: where it turns up; help: where it belongs; discover: the way to it; deliver: where it goes. */
  place: string;
  /** The sentence that shows the goal reached. */
  done: string;
  /** help: where the child comes upon it. */
  found?: string;
}

const GOAL: Record<GoalKey, GoalWords> = {
  key: {
    noun: 'golden key',
    place: 'under a pile of crunchy leaves',
    done: 'It opened a tiny door in an old tree, and inside was a cosy room full of books and cushions.',
  },
  kite: {
    noun: 'bright kite',
    place: 'caught in the branches of a tall tree',
    done: 'Soon the kite was dancing in the wind again, its long tail swirling like a ribbon.',
  },
  crown: {
    noun: 'tiny crown',
    place: 'in a bird’s nest, where a magpie had kept it safe',
    done: 'The tiny crown sparkled in the sunshine, and everyone clapped.',
  },
  shell: {
    noun: 'singing seashell',
    place: 'in a little rock pool, humming softly',
    done: 'When they held the seashell to their ears, it sang a soft, happy song.',
  },
  star: {
    noun: 'little star',
    found: 'lying in the grass, glowing softly',
    place: 'back up into the sky',
    done: 'Up, up went the little star, and it twinkled a big thank-you from the sky.',
  },
  egg: {
    noun: 'speckled egg',
    found: 'resting in the grass, still warm',
    place: 'back into its warm, soft nest',
    done: 'Crack! Out popped a fluffy chick, who chirped hello to everyone.',
  },
  treasure: {
    noun: 'treasure chest',
    place: 'to an old hollow tree',
    done: 'Inside were shining shells, smooth pebbles and a note that said: “The best treasure is a friend.”',
  },
  rainbow: {
    noun: 'end of the rainbow',
    place: 'over the last hill',
    done: 'There, where the rainbow touched the ground, was a pool of golden light, warm as a hug.',
  },
  cake: {
    noun: 'birthday cake',
    place: 'to the big party',
    done: 'Everyone cheered when they saw the birthday cake, and they all sang together.',
  },
  seed: {
    noun: 'magic seed',
    place: 'to the sunny spot where it can grow',
    done: 'They planted the magic seed, and up sprang a little tree covered in blossom.',
  },
  lantern: {
    noun: 'paper lantern',
    place: 'to the festival of lights',
    done: 'The paper lantern glowed softly, and the whole festival shimmered with light.',
  },
  letter: {
    noun: 'special letter',
    place: 'to the little post office',
    done: 'The letter was an invitation to a picnic, and everyone who had helped was invited!',
  },
};

interface SettingWords {
  name: string;
  what: string;
  describe: string;
}

const SETTING: Record<SettingKey, SettingWords> = {
  forest: {
    name: 'the Whispering Woods',
    what: 'a sunny forest of tall trees and mossy paths',
    describe: 'Sunlight danced between the tall trees, and tiny mushrooms peeped out of the moss.',
  },
  beach: {
    name: 'Sunny Bay',
    what: 'a sandy beach with gentle waves and seashells',
    describe: 'Gentle waves rolled onto the warm sand, and seagulls called to each other overhead.',
  },
  space: {
    name: 'the Silver Moon',
    what: 'a smiling moon among twinkling stars and round planets',
    describe: 'Planets floated by like giant balloons, and the stars twinkled hello.',
  },
  castle: {
    name: 'Sunflower Castle',
    what: 'a castle with tall towers, flags and flower gardens',
    describe: 'Flags fluttered on the tall towers, and the gardens were full of sunflowers.',
  },
  mountain: {
    name: 'Bluebell Mountain',
    what: 'a green mountain with winding trails and wildflowers',
    describe: 'The trail wound between wildflowers, and the whole valley lay below like a patchwork quilt.',
  },
  garden: {
    name: 'the Rose Garden',
    what: 'a garden full of flowers, hedges and a tall oak tree',
    describe: 'Bees hummed over the flower beds, and a swing hung from the tall oak tree.',
  },
  jungle: {
    name: 'the Great Green Jungle',
    what: 'a jungle of giant leaves, vines and waterfalls',
    describe: 'Giant leaves made a green roof overhead, and bright parrots chattered in the vines.',
  },
  snow: {
    name: 'Snowflake Valley',
    what: 'a snowy valley of soft white hills and pine trees',
    describe: 'Soft snow sparkled on every pine tree, and a smiling snowman stood by the path.',
  },
  underwater: {
    name: 'the Coral Reef',
    what: 'a reef under the sea, full of coral and bubbles',
    describe: 'Coral of every colour swayed in the water, and little fish swam by in shiny shoals.',
  },
  farm: {
    name: 'Buttercup Farm',
    what: 'a farm with a red barn, hay bales and a duck pond',
    describe: 'The red barn stood by the duck pond, and the hay bales smelled of summer.',
  },
  town: {
    name: 'Maple Town',
    what: 'a little town of colourful houses and a market square',
    describe: 'Colourful houses lined the market square, and a little train tooted as it went by.',
  },
  sky: {
    name: 'the Cloud Kingdom',
    what: 'a land above the clouds with hot-air balloons and rainbows',
    describe: 'Soft white clouds drifted by like pillows, and a hot-air balloon floated past.',
  },
  island: {
    name: 'Coconut Island',
    what: 'a sunny island with palm trees and a lighthouse',
    describe: 'Palm trees swayed on the sandy shore, and a striped lighthouse stood on the point.',
  },
  meadow: {
    name: 'Daisy Meadow',
    what: 'a wide meadow of tall grass and wildflowers',
    describe: 'The tall grass swayed like waves, and butterflies danced from flower to flower.',
  },
};

interface ObstacleWords {
  /** For the summary: getting past it. */
  across: string;
  short: string;
  intro: string;
  problem: string;
  past: string;
}

const OBSTACLE: Record<ObstacleKey, ObstacleWords> = {
  stream: {
    across: 'across a babbling stream',
    short: 'A stream is in the way.',
    intro: 'Soon the path ran down to a wide, babbling stream.',
    problem: 'There was no bridge anywhere, and the stepping stones were far apart.',
    past: 'across the stream',
  },
  hill: {
    across: 'up a steep hill',
    short: 'A big hill is in the way.',
    intro: 'Next they came to a hill so steep that the path seemed to go straight up.',
    problem: 'Every time they started to climb, the grass was too slippery.',
    past: 'to the top of the hill',
  },
  maze: {
    across: 'through a hedge maze',
    short: 'Tall hedges make a maze.',
    intro: 'Then the path led into a maze of tall green hedges.',
    problem: 'Every turn looked the same, and they kept coming back to the same bench.',
    past: 'out of the maze',
  },
  fog: {
    across: 'through a soft mist',
    short: 'A soft mist hides the path.',
    intro: 'All of a sudden, a soft white mist drifted in and hid the path.',
    problem: 'They could hardly see their own feet, let alone the way ahead.',
    past: 'out of the mist',
  },
  gate: {
    across: 'through a gate with a riddle',
    short: 'A big gate is locked. It needs a magic word.',
    intro: 'At last they reached a tall old gate, covered in ivy.',
    problem: 'It was locked, and carved on it was a riddle: “What gets bigger the more you share it?”',
    past: 'through the gate',
  },
  brambles: {
    across: 'past a tangle of brambles',
    short: 'Prickly bushes block the path.',
    intro: 'Suddenly the path disappeared into a tangle of bramble bushes.',
    problem: 'The branches were prickly, and there seemed to be no way through.',
    past: 'past the brambles',
  },
};

const HOBBY: Record<HobbyKey, string> = {
  drawing: 'drawing',
  painting: 'painting',
  crafts: 'making things',
  singing: 'singing',
  dancing: 'dancing',
  music: 'making music',
  football: 'football',
  running: 'running',
  swimming: 'swimming',
  climbing: 'climbing',
  cycling: 'riding a bike',
  gymnastics: 'gymnastics',
  ballgames: 'ball games',
  building: 'building things',
  science: 'science experiments',
  puzzles: 'puzzles',
  reading: 'reading',
  writing: 'writing stories',
  cooking: 'baking',
  gardening: 'gardening',
  animals: 'looking after animals',
};

const COLOUR: Record<ColourKey, string> = {
  red: 'red',
  orange: 'orange',
  yellow: 'yellow',
  green: 'green',
  blue: 'blue',
  teal: 'teal',
  purple: 'purple',
  pink: 'pink',
  white: 'white',
  brown: 'brown',
  gold: 'gold',
  silver: 'silver',
  rainbow: 'rainbow colours',
};

const FOOD: Record<FoodKey, string> = {
  pancakes: 'pancakes',
  pizza: 'pizza',
  icecream: 'ice cream',
  strawberries: 'strawberries',
  apples: 'apples',
  bananas: 'bananas',
  cookies: 'cookies',
  chocolate: 'chocolate',
  pasta: 'pasta',
  cupcakes: 'cupcakes',
  sandwiches: 'sandwiches',
  watermelon: 'watermelon',
  grapes: 'grapes',
  cheese: 'cheese',
  carrots: 'carrots',
  honey: 'honey cakes',
  mango: 'mango',
  soup: 'warm soup',
};

const ROLE: Record<RoleKey, { label: string; word: string }> = {
  mother: { label: 'Mum', word: 'mum' },
  father: { label: 'Dad', word: 'dad' },
  grandmother: { label: 'Grandma', word: 'grandma' },
  grandfather: { label: 'Grandpa', word: 'grandpa' },
  brother: { label: 'Brother', word: 'brother' },
  sister: { label: 'Sister', word: 'sister' },
  aunt: { label: 'Auntie', word: 'aunt' },
  uncle: { label: 'Uncle', word: 'uncle' },
};

/** English words for the illustrator's scene descriptions. */
export const ENGLISH_WORDS = { animal: ANIMAL, goal: GOAL, food: FOOD, hobby: HOBBY, colour: COLOUR };

interface Pronouns {
  he: string;
  him: string;
  his: string;
  was: string;
}

const pronouns = (gender: Gender): Pronouns =>
  gender === 'girl'
    ? { he: 'she', him: 'her', his: 'her', was: 'was' }
    : gender === 'boy'
      ? { he: 'he', him: 'him', his: 'his', was: 'was' }
      : { he: 'they', him: 'them', his: 'their', was: 'were' };

/** 'a' or 'an' before a phrase. */
export const a = (phrase: string): string =>
  `${/^(?:[aeiou]|8|11\b|18\b|11-|18-)/i.test(phrase) && !/^(uni|use|eu|one)/i.test(phrase) ? 'an' : 'a'} ${phrase}`;

const and = (items: string[]) => listOf(items, 'and');

// --- The words of a plan ---

const p = (plan: StoryPlan) => pronouns(plan.gender);
const helperKind = (plan: StoryPlan) => ANIMAL[plan.helper.animal][0];
const helper = (plan: StoryPlan) => plan.helper.name;
const goal = (plan: StoryPlan) => GOAL[plan.goal].noun;
const place = (plan: StoryPlan) => SETTING[plan.setting].name;
const petKind = (plan: StoryPlan) =>
  plan.pet?.type ? plan.pet.type.toLowerCase() : plan.pet?.animal ? ANIMAL[plan.pet.animal][0] : 'pet';
const {
  parent,
  sibling,
  friend,
  colour: colourAs,
  food,
  hobby,
  favouriteAnimals,
  team,
  familyList,
} = planWords({
  animals: ANIMAL,
  colours: COLOUR,
  foods: FOOD,
  hobbies: HOBBY,
  role: (role) => ROLE[role].label,
  animalsPlural: (a) => a[1],
  brotherOrSister: (plan, role, label) => `${p(plan).his} ${role} ${label}`,
  petAtHome: (plan, pet) => `${pet.name} the ${petKind(plan)}`,
  and: 'and',
});
const colour = colourAs(plainWord);

/** Friendship's lesson when the companion is family. */
const TOGETHER_LESSON = 'together we can do anything';

const KIND_WORDS: Record<ThemeGroup, string> = {
  friendship: 'friends make everything possible',
  courage: 'being brave means trying, even when you feel a little wobbly',
  kindness: 'a little kindness can make a big difference',
  curiosity: 'asking questions leads to wonderful discoveries',
  nature: 'taking care of nature is taking care of our friends',
  feelings: 'every feeling is okay, and sharing them makes hearts lighter',
  wonder: 'there is magic everywhere, if you look for it',
};

// --- The beats ---

function home(plan: StoryPlan): BeatText {
  const { name } = plan;
  const family = familyList(plan);
  const kid = plan.gender === 'girl' ? 'girl' : plan.gender === 'boy' ? 'boy' : 'child';
  const opening = oneOf(plan, 'en-opening', [
    `Once upon a time there was ${a(`${plan.age}-year-old`)} ${kid} called ${name}${plan.nickname ? `, whom everyone at home called ${plan.nickname}` : ''}.`,
    `In a cosy house at the end of a leafy lane lived ${name}${plan.nickname ? `, known to everyone at home as ${plan.nickname}` : ''}, who was ${plan.age} years old.`,
    `Not so long ago, in a house with a crooked chimney, there lived a ${kid} of ${plan.age} called ${name}${plan.nickname ? ` (${plan.nickname} to the family)` : ''}.`,
  ]);
  return {
    short: [
      oneOf(plan, 'en-hello', [`This is ${name}.`, `Meet ${name}!`, `Here is ${name}.`]),
      plan.pet ? `${name} has ${a(petKind(plan))} called ${plan.pet.name}.` : `${name} is ${plan.age}.`,
    ],
    long: [
      opening,
      family.length
        ? `${name} lived with ${and(family)}.`
        : `${name} lived in a little house with a red front door.`,
      plan.traits.length
        ? `${name} was ${and(plan.traits)}, and every day felt like the start of something wonderful.`
        : `${name} was curious about everything, and every day felt like the start of something wonderful.`,
      `From ${p(plan).his} bedroom window, ${name} could see all the way to ${place(plan)}.`,
      `Lately, ${name} had a feeling that something special was about to happen.`,
    ],
  };
}

function companion(plan: StoryPlan): BeatText {
  const { name } = plan;
  const likes = [
    hobby(plan) ? `${name} loved ${hobby(plan)}` : '',
    favouriteAnimals(plan) ? `${p(plan).he} adored ${favouriteAnimals(plan)}` : '',
  ].filter(Boolean);
  const favourites = [
    colour(plan) ? `${p(plan).his} favourite colour was ${colour(plan)}` : '',
    food(plan) ? `${p(plan).his} favourite treat was ${food(plan)}` : '',
  ].filter(Boolean);
  if (plan.pet) {
    const pet = plan.pet;
    return {
      short: oneOf(plan, 'en-pet-short', [
        [`${pet.name} loves ${name}.`, `They play all day.`],
        [`${name} and ${pet.name} are best friends.`, `They love to play.`],
      ]),
      long: [
        oneOf(plan, 'en-pet', [
          `${pet.name}, ${p(plan).his} ${pet.breed ? pet.breed.toLowerCase() : petKind(plan)}, was ${name}'s best pal.`,
          `${name}'s best friend in the whole world was ${pet.name}, ${p(plan).his} ${pet.breed ? pet.breed.toLowerCase() : petKind(plan)}.`,
        ]),
        oneOf(plan, 'en-pet-together', [
          `The two of them did everything together, from breakfast to bedtime.`,
          `Wherever ${name} went, ${pet.name} was sure to follow.`,
        ]),
        likes.length
          ? `${cap(and(likes))}, and ${pet.name} was always close by, watching with bright eyes.`
          : `${pet.name} followed ${name} everywhere, always ready for a game.`,
        favourites.length
          ? `${cap(and(favourites))}.`
          : `Together they had a secret handshake that nobody else knew.`,
        `“You and me, ${pet.name},” ${name} liked to say. “We’re a team.”`,
      ],
    };
  }
  return {
    short: [likes.length ? `${cap(likes[0])}.` : `${name} loves to play.`],
    long: [
      likes.length ? `${cap(and(likes))}.` : `${name} loved games, stories and looking at clouds.`,
      favourites.length
        ? `${cap(and(favourites))}.`
        : `${cap(p(plan).he)} liked to find out how things worked.`,
      `Every morning, ${name} woke up wondering what the day would bring.`,
      `And this morning, the day had a surprise waiting.`,
    ],
  };
}

function call(plan: StoryPlan): BeatText {
  const { name } = plan;
  const h = helper(plan);
  const idea = plan.ideaPhrase;
  const dream =
    idea && !plan.ideaNamesGoal
      ? `${name} had been dreaming about ${idea} for days.`
      : `One bright morning, something unusual happened.`;
  const meetHelper = `Out from behind the garden hedge came ${a(`friendly ${helperKind(plan)}`)} called ${h}.`;
  const shortDream = idea && !plan.ideaNamesGoal ? `${name} dreams of ${idea}.` : `Look, ${name}!`;
  switch (plan.kind) {
    case 'find':
      if (plan.genre === 'Mystery') {
        return {
          short: [shortDream, `${h} the ${helperKind(plan)} has lost ${a(goal(plan))}!`],
          long: [
            dream,
            meetHelper,
            `“My ${goal(plan)} has vanished!” said ${h}. “This morning it was gone, and the only clue is a trail to ${place(plan)}.”`,
            `${name}'s eyes lit up. “A mystery!” ${p(plan).he} whispered. “Let’s look for clues.”`,
            `On the ground there were tiny footprints and a feather, and they all pointed the same way.`,
          ],
        };
      }
      return {
        short: [shortDream, `${h} the ${helperKind(plan)} has lost ${a(goal(plan))}!`],
        long: [
          dream,
          meetHelper,
          `“I’ve lost my ${goal(plan)},” said ${h} sadly. “I think I dropped it somewhere in ${place(plan)}.”`,
          `${name} knelt down and smiled. “Don’t worry. We’ll find it together.”`,
          `${h} gave a little hop of hope, and a plan began to grow in ${name}'s mind.`,
        ],
      };
    case 'help':
      return {
        short: [shortDream, `${cap(a(goal(plan)))} needs help to get home.`],
        long: [
          dream,
          `That morning, ${name} found ${a(goal(plan))} ${GOAL[plan.goal].found ?? 'in the grass'}.`,
          `${h}, ${a(`friendly ${helperKind(plan)}`)}, came hurrying over. “It needs to get ${GOAL[plan.goal].place},” said ${h}, “and the way goes through ${place(plan)}.”`,
          `${name} gently picked it up. “Then we’ll take it there ourselves,” ${p(plan).he} said.`,
          plan.goal === 'star'
            ? `The little star seemed to glow a little brighter, as if it understood.`
            : `The ${goal(plan)} gave a tiny wobble, as if it understood.`,
        ],
      };
    case 'discover':
      return {
        short: [shortDream, `${name} finds a map to the ${goal(plan)}!`],
        long: [
          dream,
          `Tucked inside an old book, ${name} found a crinkly map with a big X on it.`,
          `“That’s the way to the ${goal(plan)}, in ${place(plan)}!” squeaked ${h}, ${a(`friendly ${helperKind(plan)}`)} who had been peeping over ${p(plan).his} shoulder.`,
          `The map showed a winding path, a big tree and a tiny drawing of a smiling sun.`,
          `${name} folded the map carefully and felt ${p(plan).his} heart beat with excitement.`,
        ],
      };
    case 'deliver':
      return {
        short: [shortDream, `${h} needs help with ${a(goal(plan))}.`],
        long: [
          dream,
          `Knock, knock! At the door stood ${h}, ${a(`friendly ${helperKind(plan)}`)}, holding ${a(goal(plan))}.`,
          `“It has to go ${GOAL[plan.goal].place} in ${place(plan)},” said ${h}, “but it’s much too far for me alone.”`,
          `“I’ll help you,” said ${name} at once.`,
          `${h} beamed, and the ${goal(plan)} was wrapped up carefully for the journey.`,
        ],
      };
  }
}

function setOff(plan: StoryPlan): BeatText {
  const { name } = plan;
  const grownUp = parent(plan);
  const sib = sibling(plan);
  const with_ = team(plan);
  return {
    short: [
      `${with_} set off with ${helper(plan)} the ${helperKind(plan)}.`,
      grownUp ? `${grownUp} waves goodbye.` : `Off they go!`,
    ],
    long: [
      grownUp
        ? `${grownUp} ${oneOf(plan, 'en-bag', ['packed a little bag', 'filled a small backpack'])}${food(plan) ? ` with ${food(plan)}` : ' with snacks'} for the journey.`
        : `${name} packed a little bag${food(plan) ? ` with ${food(plan)}` : ' with snacks'} for the journey.`,
      grownUp
        ? `“Stay together and be kind,” said ${grownUp}, with a big warm hug.`
        : `“Stay together,” ${name} told everyone, “and be kind.”`,
      `Then ${with_} followed ${helper(plan)} along the path to ${place(plan)}.`,
      sib
        ? `${cap(sib)} waved from the window and shouted, “Good luck!”`
        : `The garden gate gave a friendly creak as they went through.`,
      `The air smelled of adventure, and ${name}'s heart gave a happy little skip.`,
    ],
  };
}

function arrive(plan: StoryPlan): BeatText {
  const { name } = plan;
  const c = colour(plan);
  return {
    short: [`Here is ${place(plan)}.`, `It is beautiful!`],
    long: [
      `At last they reached ${place(plan)}.`,
      SETTING[plan.setting].describe,
      c
        ? `Everywhere ${name} looked there were little flashes of ${c}, ${p(plan).his} very favourite colour.`
        : `${name} had never seen anywhere so beautiful.`,
      `${name} stood still for a moment, just to take it all in.`,
      `“Come on,” said ${helper(plan)}. “It’s this way.”`,
    ],
  };
}

function meet(plan: StoryPlan): BeatText {
  const { name } = plan;
  const f = friend(plan);
  const sib = plan.sibling?.label;
  const mate = f ?? sib;
  if (mate) {
    const interest =
      f && plan.friend?.interest
        ? `${f} loved ${plan.friend.interest.key ? HOBBY[plan.friend.interest.key] : plan.friend.interest.raw.toLowerCase()}, and always had good ideas.`
        : `${mate} always had good ideas.`;
    return {
      short: oneOf(plan, 'en-meet-short', [
        [`Look! It is ${mate}!`, `${mate} comes too.`],
        [`Hello, ${mate}!`, `${mate} joins in.`],
      ]),
      long: [
        oneOf(plan, 'en-meet', [
          `Who should they meet along the way but ${mate}!`,
          `Just around the bend, they bumped into ${mate}!`,
        ]),
        `“Where are you all going?” asked ${mate}, and ${name} told ${f ? 'the whole story' : 'everything'}.`,
        `“Count me in!” said ${mate} with a grin.`,
        interest,
        `With ${mate} beside ${p(plan).him}, ${name} felt twice as brave and twice as cheerful.`,
      ],
    };
  }
  return {
    short: [`${helper(plan)} holds ${name}'s hand.`, `They are friends now.`],
    long: [
      `As they walked, ${helper(plan)} told ${name} all about life in ${place(plan)}.`,
      `${name} told ${helper(plan)} about home, and about ${hobby(plan) ?? 'all the games ' + p(plan).he + ' liked to play'}.`,
      `Before long, they were laughing like old friends.`,
      `It is funny, ${name} thought, how quickly a stranger can become a friend.`,
    ],
  };
}

function obstacle(plan: StoryPlan): BeatText {
  const words = OBSTACLE[plan.obstacle];
  return {
    short: [`Oh no!`, words.short],
    long: [
      words.intro,
      words.problem,
      oneOf(plan, 'en-sigh', [
        `${helper(plan)} sat down with a sigh. “How will we ever get past?”`,
        `“Oh dear,” said ${helper(plan)} with a puzzled frown. “What now?”`,
      ]),
      `Everyone looked at each other, wondering what to do.`,
      `For a moment nobody said anything at all.`,
    ],
  };
}

const THEME_TRY: Record<ThemeGroup, (plan: StoryPlan) => BeatText> = {
  friendship: (plan) => {
    const mate = friend(plan) ?? plan.pet?.name ?? helper(plan);
    return {
      short: [`${name(plan)} holds ${mate}'s hand.`, `Friends help each other.`],
      long: [
        `${name(plan)} felt a little wobbly inside, but then ${mate} came close.`,
        `“We’re a team,” said ${name(plan)}. “Teams think of things together.”`,
        `So they all sat in a circle and shared their ideas, one by one.`,
        `Some ideas were silly and made them giggle, but every one of them helped.`,
      ],
    };
  },
  courage: (plan) => ({
    short: [`${name(plan)} takes a big breath.`, `“I can try!”`],
    long: [
      `${name(plan)}'s knees felt a little wobbly.`,
      `But ${p(plan).he} remembered something ${parent(plan) ?? 'a grown-up'} once said: “Being brave doesn’t mean you never feel worried. It means you try anyway.”`,
      `${name(plan)} took a deep breath, stood up tall and said, “I’ll try.”`,
      `Saying it out loud made ${p(plan).him} feel taller already.`,
    ],
  }),
  kindness: (plan) => ({
    short: [`${helper(plan)} is tired.`, `${name(plan)} gives ${helper(plan)} a hug.`],
    long: [
      `${name(plan)} noticed that ${helper(plan)} looked tired and a little sad.`,
      `${name(plan)} shared ${p(plan).his} ${food(plan) ?? 'snacks'} and gave ${helper(plan)} a gentle hug.`,
      `“Thank you,” whispered ${helper(plan)}. “I feel better already.”`,
      `Being kind, ${name(plan)} thought, makes everybody a little stronger.`,
    ],
  }),
  curiosity: (plan) => ({
    short: [`${name(plan)} looks closely.`, `What can ${p(plan).he} see?`],
    long: [
      `${name(plan)} looked very closely at everything around ${p(plan).him}.`,
      `“Why do the leaves all lean this way?” ${p(plan).he} wondered out loud. “And what is that little sparkle?”`,
      `Asking questions was ${name(plan)}'s favourite thing, and every question led to another clue.`,
      `Soon the clues began to fit together like pieces of a puzzle.`,
    ],
  }),
  nature: (plan) => ({
    short: [`${name(plan)} listens to the birds.`, `Tweet, tweet!`],
    long: [
      `${name(plan)} listened carefully to the birds and the rustling leaves.`,
      `“Let’s be careful not to squash the flowers,” ${p(plan).he} said, stepping gently.`,
      `A little family of ${plan.favouriteAnimal?.key ? ANIMAL[plan.favouriteAnimal.key][1] : 'rabbits'} peeped out to watch, as if to say thank you.`,
      `Nature, it seemed, was ready to help anyone who looked after it.`,
    ],
  }),
  feelings: (plan) => ({
    short: [`${name(plan)} feels worried.`, `Then ${name(plan)} feels calm.`],
    long: [
      `${name(plan)} felt a mix of feelings: a bit worried, a bit excited, and a bit tired.`,
      `“It’s okay to feel all of those at once,” said ${friend(plan) ?? helper(plan)} kindly.`,
      `Saying the feelings out loud made them smaller, and ${name(plan)} felt calm again.`,
      `With a calm heart, it was much easier to think.`,
    ],
  }),
  wonder: (plan) => ({
    short: [`${name(plan)} makes a wish.`, `Sparkles fill the air!`],
    long: [
      `${name(plan)} closed ${p(plan).his} eyes and made a wish.`,
      `When ${p(plan).he} opened them, the air was full of tiny sparkling lights.`,
      `“Magic happens when you believe,” whispered ${helper(plan)}.`,
      `The lights swirled together and pointed the way.`,
    ],
  }),
};

const name = (plan: StoryPlan) => plan.name;

const SKILL_SOLVE: Record<SkillKey, (plan: StoryPlan) => [string, string]> = {
  art: (plan) => [
    `${name(plan)} draws a map.`,
    `${name(plan)} picked up a stick and drew a map in the soft earth, just like when ${p(plan).he} ${p(plan).was} ${hobby(plan) ?? 'drawing'} at home, and there in the picture was the way.`,
  ],
  music: (plan) => [
    `${name(plan)} sings a happy song.`,
    `${name(plan)} began to sing, and the song was so cheerful that little birds flew down and showed them the way.`,
  ],
  sport: (plan) => [
    `${name(plan)} is quick and strong.`,
    `All that ${hobby(plan) ?? 'running and jumping'} had made ${name(plan)} quick and nimble, and ${p(plan).he} found a clever way for everyone to follow.`,
  ],
  building: (plan) => [
    `${name(plan)} builds something clever.`,
    `${name(plan)} gathered sticks, stones and string and built something clever, just like ${p(plan).he} did at home when ${p(plan).he} ${p(plan).was} ${hobby(plan) ?? 'building things'}.`,
  ],
  books: (plan) => [
    `${name(plan)} remembers a story.`,
    `${name(plan)} remembered a story from ${p(plan).his} favourite book, where the hero solved the very same problem, and ${p(plan).he} knew just what to do.`,
  ],
  nature: (plan) => [
    `${name(plan)} knows what plants need.`,
    `${name(plan)} knew all about plants and animals, and ${p(plan).he} spotted the little signs that nature leaves for those who look.`,
  ],
  thinking: (plan) => [
    `${name(plan)} has a good idea.`,
    `${name(plan)} thought hard, looked closely, and noticed a tiny clue that everyone else had missed.`,
  ],
};

/** The sentence of each theme that carries it, for books too short for a page of its own. */
const THEME_KEY: Record<ThemeGroup, number> = {
  friendship: 1,
  courage: 2,
  kindness: 1,
  curiosity: 2,
  nature: 1,
  feelings: 2,
  wonder: 2,
};

function solve(plan: StoryPlan): BeatText {
  // A riddle is answered, not climbed over: the hobby does not open a gate, the answer does.
  const [short, long] =
    plan.obstacle === 'gate'
      ? [
          `${name(plan)} says the magic word: “Friends!”`,
          `${name(plan)} read the riddle again, slowly, and thought about the day so far.`,
        ]
      : SKILL_SOLVE[plan.skill](plan);
  const past = OBSTACLE[plan.obstacle].past;
  const theme = THEME_TRY[plan.themeGroup](plan);
  // Books for the youngest have no page for the theme: its key sentence comes here.
  const themeFirst = plan.band === 'toddler' || plan.band === 'early';
  const riddle =
    plan.obstacle === 'gate'
      ? `“Friendship!” ${name(plan)} called out. “It gets bigger the more you share it!” And the gate swung open.`
      : '';
  return {
    short: [theme.short[0], short],
    long: [
      themeFirst ? theme.long[THEME_KEY[plan.themeGroup]] : `Then ${name(plan)} had an idea.`,
      long,
      riddle || `Step by step, one helping the other, they all made it ${past}.`,
      `“We did it!” cheered ${helper(plan)}, and everyone laughed with relief.`,
      `${name(plan)} felt proud, not because ${p(plan).he} had done it alone, but because they had done it together.`,
    ],
  };
}

function feelings(plan: StoryPlan): BeatText {
  return THEME_TRY[plan.themeGroup](plan);
}

function reached(plan: StoryPlan): BeatText {
  const g = GOAL[plan.goal];
  const h = helper(plan);
  switch (plan.kind) {
    case 'find':
      return {
        short: [`Look! There is the ${g.noun}!`, `${h} is so happy.`],
        long: [
          `And there, ${g.place}, was the ${g.noun}!`,
          plan.genre === 'Mystery'
            ? `So that was the answer to the mystery: nobody had taken it for keeps after all.`
            : `${h} jumped for joy. “You found it!”`,
          g.done,
          `${h} hugged ${name(plan)} tightly. “Thank you for helping me.”`,
        ],
      };
    case 'help':
      return {
        short: [`The ${g.noun} goes home.`, `Hooray!`],
        long: [
          `At last they found the perfect spot, and ${name(plan)} gently helped the ${g.noun} ${g.place}.`,
          g.done,
          `${h} wiped away a happy tear.`,
          `“Helping someone home,” said ${name(plan)} softly, “is the best feeling in the world.”`,
        ],
      };
    case 'discover':
      return {
        short: [`They find the ${g.noun}!`, `Wow!`],
        long: [
          `The map led them all the way ${g.place}, and there it was: the ${g.noun}!`,
          g.done,
          `${name(plan)} and ${h} looked at each other and laughed with delight.`,
          `It was even better than the map had promised.`,
        ],
      };
    case 'deliver':
      return {
        short: [`They bring the ${g.noun}.`, `Everyone cheers!`],
        long: [
          `They carried the ${g.noun} carefully ${g.place}, and they arrived just in time.`,
          g.done,
          `${h} was so proud that ${h} did a little happy dance on the spot.`,
          `“We couldn’t have done it without you, ${name(plan)},” everyone said.`,
        ],
      };
  }
}

function party(plan: StoryPlan): BeatText {
  const f = food(plan);
  const c = colour(plan);
  const guests = and([plan.friend?.name ?? '', plan.pet?.name ?? '', helper(plan)].filter(Boolean));
  return {
    short: [`Time for a party!`, f ? `Yum, ${f}!` : `Yum, yum!`],
    long: [
      oneOf(plan, 'en-party', [
        `That afternoon there was a little party in ${place(plan)} to celebrate.`,
        `To celebrate, everyone gathered for a picnic in ${place(plan)}.`,
      ]),
      f
        ? `There was a feast of ${f} for everyone, ${name(plan)}'s very favourite.`
        : `There were cakes and juice for everyone.`,
      `${guests.includes(' and ') ? guests : 'Everyone'} danced and laughed until their tummies ached.`,
      c
        ? `Lanterns glowed ${c} in the trees, just the way ${name(plan)} liked it.`
        : `Lanterns glowed in the trees like friendly fireflies.`,
      `${name(plan)} wished the day could go on forever.`,
    ],
  };
}

function ending(plan: StoryPlan): BeatText {
  const grownUp = parent(plan);
  const lesson = KIND_WORDS[plan.themeGroup];
  const sleepy = plan.sleepyEnding;
  const idea = plan.ideaPhrase;
  return {
    short: [
      grownUp ? `${grownUp} gives ${name(plan)} a big hug.` : `${name(plan)} is home again.`,
      sleepy ? `Good night, ${name(plan)}.` : `What a happy day!`,
    ],
    long: [
      `When the sky turned pink and gold, ${name(plan)}${plan.pet ? ` and ${plan.pet.name}` : ''} said goodbye to ${helper(plan)} and went home${grownUp ? `, where ${grownUp} was waiting with a big, warm hug` : ''}.`,
      `“Today I learned that ${lesson},” said ${name(plan)}.`,
      sleepy
        ? `That night ${name(plan)} fell asleep smiling${plan.pet ? `, with ${plan.pet.name} curled up at the end of the bed` : ''}.`
        : `And ${name(plan)} knew there would be many more adventures to come.`,
      idea
        ? `It had all been even better than ${p(plan).his} dream of ${idea}.`
        : `It had been the best day ever.`,
    ],
  };
}

const RHYMES = [
  'Hop and skip and off we go, / over hills both high and low!',
  'Step by step and side by side, / friends go further, far and wide.',
  'Twinkle, sparkle, shine so bright, / everything will be all right.',
  'Clap your hands and tap your feet, / every friend we meet is sweet.',
  'Round and round and up and down, / off we go, then back to town.',
  'Giggle, wiggle, laugh and play, / what a happy, happy day!',
];

// --- Summary ---

function title(plan: StoryPlan): string {
  const n = plan.name;
  const noun = titleCase(GOAL[plan.goal].noun);
  const where = SETTING[plan.setting].name.replace(/^the /, '');
  const kind = titleCase(helperKind(plan));
  switch (plan.genre) {
    case 'FairyTale':
      return `${n} and the ${noun}`;
    case 'Adventure':
      return plan.choose.index('en-title', 2) ? `${n}'s Big Adventure` : `${n} and the ${noun}`;
    case 'Mystery':
      return `The Mystery of the ${noun}`;
    case 'AnimalsNature':
      return `${n} and ${plan.helper.name} the ${kind}`;
    case 'Fantasy':
      return `${n} and the Magic ${kind}`;
    case 'Bedtime':
      return `Goodnight, ${n}`;
    case 'NurseryRhymesPoem':
      return `${n}'s Happy Song`;
    case 'Friendship':
      return plan.friend ? `${n}, ${plan.friend.name} and ${plan.helper.name}` : `${n} Makes a Friend`;
    case 'FamilyAndLove':
      return `${n}'s Day in ${where}`;
    case 'CourageAndBravery':
      return `Brave ${n}`;
    case 'KindnessAndCompassion':
      return `${n}'s Kind Heart`;
    case 'Discovery':
      return `${n} Discovers the ${noun}`;
  }
}

function titleCase(text: string): string {
  return text.replace(/\b([a-z])([a-z]*)/g, (word, first: string, rest: string) =>
    ['of', 'the', 'and', 'a'].includes(word) ? word : first.toUpperCase() + rest,
  );
}

const KIND_PLOT: Record<StoryPlan['kind'], (plan: StoryPlan) => string> = {
  find: (plan) =>
    `${plan.helper.name} the ${helperKind(plan)} has lost ${a(goal(plan))}, and ${plan.name} sets off to find it in ${place(plan)}.`,
  help: (plan) =>
    `${plan.name} finds ${a(goal(plan))} that needs to get home, and sets off through ${place(plan)} with ${plan.helper.name} the ${helperKind(plan)} to help it.`,
  discover: (plan) =>
    `${plan.name} finds a map that leads to the ${goal(plan)}, and follows it to ${place(plan)} with ${plan.helper.name} the ${helperKind(plan)}.`,
  deliver: (plan) =>
    `${plan.name} helps ${plan.helper.name} the ${helperKind(plan)} take ${a(goal(plan))} ${GOAL[plan.goal].place} in ${place(plan)}.`,
};

function summary(plan: StoryPlan): string {
  const along = [plan.pet?.name ?? '', plan.friend?.name ?? ''].filter(Boolean);
  return [
    KIND_PLOT[plan.kind](plan),
    `${along.length ? `With ${and(along)}, ` : 'On the way, '}${plan.name} gets ${OBSTACLE[plan.obstacle].across} and learns that ${KIND_WORDS[plan.themeGroup]}.`,
    `A warm story that ends at home${parent(plan) ? ` with ${parent(plan)}` : ''}.`,
  ].join(' ');
}

function setting(plan: StoryPlan): string {
  return `${cap(SETTING[plan.setting].name)}: ${SETTING[plan.setting].what}.`;
}

function characters(plan: StoryPlan): string {
  const people = [
    `${plan.name}${plan.nickname ? ` (${plan.nickname})` : ''}, ${plan.age}, the hero`,
    plan.pet ? `${plan.pet.name}, ${p(plan).his} ${petKind(plan)}` : '',
    plan.friend ? `${plan.friend.name}, ${p(plan).his} friend` : '',
    ...plan.parents.map((one) => one.label || (one.role ? ROLE[one.role].label : '')).filter(Boolean),
    plan.sibling ? cap(sibling(plan) ?? '') : '',
    `${plan.helper.name}, ${a(`friendly ${helperKind(plan)}`)}`,
  ].filter(Boolean);
  return `${people.join('; ')}.`;
}

function fearTurnsFriendly(plan: StoryPlan, fear: string): BeatText {
  const f = fear.toLowerCase();
  return {
    short: [`${name(plan)} thinks of ${f}.`, `Today it is friendly!`],
    long: [
      `${name(plan)} thought about ${f}, and about what ${parent(plan) ?? 'a grown-up'} had once said: it is just something new to get to know.`,
      `And today, with friends close by, ${f} turned out to be perfectly friendly, and ${name(plan)} smiled.`,
    ],
  };
}

const IDEAS: LanguagePack['ideas'] = [
  (c) =>
    c.pet
      ? `${c.name} and ${c.pet.name} search for a hidden treasure in ${SETTING[c.place].name}`
      : undefined,
  (c) => (c.friend ? `${c.name} and ${c.friend.name} find a little star that fell from the sky` : undefined),
  (c) => `${c.name} finds a golden key that opens a secret door in the garden`,
  (c) =>
    c.favouriteAnimal
      ? `${c.name} helps a friendly ${c.favouriteAnimal.key ? ANIMAL[c.favouriteAnimal.key][0] : c.favouriteAnimal.raw} bring a birthday cake to a party`
      : undefined,
  (c) => (c.sibling ? `A bedtime trip to the Silver Moon with ${c.sibling.label}` : undefined),
  (c) =>
    c.colour
      ? `${c.name}'s ${c.colour.key === 'rainbow' ? 'rainbow' : c.colour.key ? COLOUR[c.colour.key] : c.colour.raw} kite floats all the way up to the Cloud Kingdom`
      : undefined,
  (c) =>
    c.hobby
      ? `${c.name} finds the missing crown with the help of ${c.hobby.key ? HOBBY[c.hobby.key] : c.hobby.raw}`
      : undefined,
  (c) => `${c.name} goes looking for the treasure at the end of the rainbow`,
  (c) =>
    `${c.name} and ${a(`friendly ${ANIMAL[c.creature][0]}`)} deliver a birthday cake to a party in ${SETTING[c.place].name}`,
  (c) => `${c.name} helps a little star get back to the sky`,
  (c) => `${c.name} plants a magic seed in ${SETTING[c.place].name}`,
  (c) => `A bedtime journey to the Silver Moon for ${c.name}`,
  (c) =>
    c.pet
      ? `${c.pet.name} the ${c.pet.type.toLowerCase() || 'pet'} and ${c.name} help a speckled egg get back to its nest`
      : undefined,
];

export const english: LanguagePack = {
  language: 'English',
  beats: { home, companion, call, setOff, arrive, meet, obstacle, feelings, solve, reached, party, ending },
  fearTurnsFriendly,
  rhymes: RHYMES,
  polish: (text) => text,
  title,
  summary,
  nouns: { animals: mapValues(ANIMAL, ([word]) => word), goals: mapValues(GOAL, (words) => words.noun) },
  settingName: (key) => SETTING[key].name,
  setting,
  characters,
  ideas: IDEAS,
};

/** The plan's words an idea-led story (idea/voices/english.ts) shares with the stock one. */
export const englishPlanWords = {
  pronouns: p,
  parent,
  friend,
  /** How the child's own gift (drawing, singing, building...) finds the way: [short, long]. */
  skill: (plan: StoryPlan) => SKILL_SOLVE[plan.skill](plan),
  /** What the friend loves ('football'), in English words. */
  friendInterest: (plan: StoryPlan) => wordFor(plan.friend?.interest, HOBBY, plainWord),
  food,
  hobby,
  familyList,
  petKind,
  /** `withFamily`: the child's companion is family, whom friendship's lesson does not fit. */
  lesson: (plan: StoryPlan, withFamily = false) =>
    withFamily && plan.themeGroup === 'friendship' ? TOGETHER_LESSON : KIND_WORDS[plan.themeGroup],
  and,
  setting: (plan: StoryPlan) => SETTING[plan.setting],
};
