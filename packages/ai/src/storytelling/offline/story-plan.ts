/**
 * The offline storyteller's plan: everything a story is made of, chosen before a word is written, in no
 * particular language. The child and their people come from the profile; what the story is about comes
 * from the idea (concepts it names, its own noun phrase), else from the profile's favourites, else from
 * the genre; the rest is chosen by the seed. Fears are read first: nothing the storyteller adds on its own
 * (a helper, an obstacle, a place) touches one, and a fear appears only when the idea itself names it.
 */
import type { Genre, Theme } from '../story-catalog';
import { genreKeyOf, themeKeyOf } from '../story-catalog';
import type { ReadingBand } from '../reading-level';
import { childAge, readingBand } from '../reading-level';
import { childLook } from '../story-language';
import { fearTerms, mentions } from '../story-schemas';
import type { StoryProfile } from '../storyteller';
import { ideaPhrase } from './idea-words';
import {
  ANIMALS,
  COLOURS,
  FEAR_WORDS,
  FOODS,
  GOALS,
  HELPER_NAMES,
  HOBBIES,
  OBSTACLES,
  ROLES,
  SETTINGS,
  wordsOf,
} from './lexicon';
import type {
  AnimalKey,
  ColourKey,
  FearTag,
  FoodKey,
  GoalKey,
  GoalKind,
  HobbyKey,
  ObstacleKey,
  RoleKey,
  SettingKey,
  SkillKey,
  Words,
} from './lexicon';
import { conceptOf, conceptsIn, plainText } from './recognise';
import { chooser } from './seeded-random';
import type { Chooser } from './seeded-random';

export type Gender = 'girl' | 'boy' | 'neutral';
export type ThemeGroup =
  'friendship' | 'courage' | 'kindness' | 'curiosity' | 'nature' | 'feelings' | 'wonder';

/** Something from the profile, as the parent wrote it and, when the lexicon knows it, as a concept. */
export interface Known<K> {
  raw: string;
  key?: K;
}

export interface Relative {
  /** What the child calls them (nickname), else their name; may be empty when only the role is known. */
  label: string;
  role?: RoleKey;
}

export interface Pet {
  name: string;
  /** As the parent wrote it ('dog', 'perro'). */
  type: string;
  breed: string;
  animal?: AnimalKey;
}

/** The child and their world, read from the profile. */
export interface StoryFacts {
  name: string;
  /** Only when it differs from the name. */
  nickname?: string;
  gender: Gender;
  age: number;
  band: ReadingBand;
  /** How the child looks, in English, for the illustrator. */
  look: string;
  traits: string[];
  parents: Relative[];
  sibling?: Relative;
  pet?: Pet;
  friend?: { name: string; interest?: Known<HobbyKey> };
  favouriteAnimal?: Known<AnimalKey>;
  colour?: Known<ColourKey>;
  food?: Known<FoodKey>;
  hobby?: Known<HobbyKey>;
  /** A favourite place from the profile's story settings, when the lexicon knows it. */
  place?: SettingKey;
  genrePreference?: Genre;
  themeInterest?: Theme;
  fears: string[];
  fearTags: Set<FearTag>;
  /** Concepts a fear names directly ('dogs', 'the sea'): never chosen by the storyteller. */
  fearedAnimals: Set<AnimalKey>;
  fearedSettings: Set<SettingKey>;
  fearedGoals: Set<GoalKey>;
}

export interface StoryPlan extends StoryFacts {
  genre: Genre;
  themes: Theme[];
  themeGroup: ThemeGroup;
  setting: SettingKey;
  goal: GoalKey;
  kind: GoalKind;
  helper: { animal: AnimalKey; name: string };
  obstacle: ObstacleKey;
  skill: SkillKey;
  /** The idea's own noun phrase. */
  ideaPhrase?: string;
  /** The phrase names the goal itself ('a little star'): the story says it once, not twice in a row. */
  ideaNamesGoal: boolean;
  /** A listed fear the idea itself names: shown once, as something that turns out friendly. */
  fear?: string;
  /** The story ends with the child falling asleep (always for bedtime stories). */
  sleepyEnding: boolean;
  choose: Chooser;
}

const clean = (value: string | null | undefined): string => (value ?? '').trim();
const firstOf = (values: readonly string[] | null | undefined): string | undefined =>
  (values ?? []).map(clean).find(Boolean);

function genderOf(value: string): Gender {
  const plain = plainText(value);
  if (['girl', 'nina', 'fille', 'madchen', 'bambina', 'menina', 'female', 'f'].includes(plain)) return 'girl';
  if (['boy', 'nino', 'garcon', 'junge', 'bambino', 'menino', 'male', 'm'].includes(plain)) return 'boy';
  return 'neutral';
}

function relativeOf(entry: {
  relationship?: string;
  name?: string;
  nickname?: string;
}): Relative | undefined {
  const label = clean(entry.nickname) || clean(entry.name);
  const role = conceptOf(clean(entry.relationship), ROLES);
  if (!label && !role) return undefined;
  return { label, role };
}

/**
 * The words that name a fear in any language the lexicon knows: the parent's own ('the dark' as 'dark')
 * and those of its group ('oscuridad', 'night'), so an idea written in another language is still read right.
 */
export function fearWords(fear: string): string[] {
  const groups = [...fearTagsOf([fear])].flatMap((tag) => wordsOf(FEAR_WORDS[tag]));
  return [...new Set([...fearTerms([fear]), ...groups])];
}

function fearTagsOf(fears: readonly string[]): Set<FearTag> {
  const tags = new Set<FearTag>();
  for (const fear of fears) {
    const plain = ` ${plainText(fear)} `;
    for (const [tag, words] of Object.entries(FEAR_WORDS) as Array<[FearTag, string]>) {
      if (
        wordsOf(words).some(
          (word) => plain.includes(` ${plainText(word)} `) || plain.includes(` ${plainText(word)}s `),
        )
      ) {
        tags.add(tag);
      }
    }
  }
  return tags;
}

/** The child and their world from a profile; every field may be missing. */
export function storyFacts(profile: StoryProfile, today?: Date): StoryFacts {
  const info = profile.personal_information;
  const name = clean(info?.first_name) || clean(info?.nickname) || 'Sam';
  const nickname = clean(info?.nickname);
  const age = childAge(profile, today);
  const family = profile.family;
  const interests = profile.interests;
  const fears = (interests?.fears ?? []).map(clean).filter(Boolean);
  const fearText = fears.join(' , ');
  const fearedAnimals = new Set(conceptsIn(fearText, ANIMALS));
  const pets = (family?.pets ?? [])
    .map((pet) => ({ name: clean(pet.name), type: clean(pet.type), breed: clean(pet.breed) }))
    .filter((pet) => pet.name);
  const pet = pets[0]
    ? { ...pets[0], animal: conceptOf(`${pets[0].type} ${pets[0].breed}`, ANIMALS) }
    : undefined;
  const friend = (profile.friends ?? []).find((entry) => clean(entry.name));
  const animals = (interests?.favorite_animals ?? []).map(clean).filter(Boolean);
  const favouriteAnimal =
    animals
      .map((raw) => ({ raw, key: conceptOf(raw, ANIMALS) }))
      .find((animal) => !animal.key || !fearedAnimals.has(animal.key)) ?? undefined;
  const known = <K extends string>(
    values: readonly string[] | null | undefined,
    table: Record<K, { match: Words }>,
  ): Known<K> | undefined => {
    const raw = firstOf(values);
    return raw ? { raw, key: conceptOf(raw, table) } : undefined;
  };
  const settings = profile.storybook_settings;
  return {
    name,
    nickname: nickname && plainText(nickname) !== plainText(name) ? nickname : undefined,
    gender: genderOf(clean(info?.gender)),
    age,
    band: readingBand(age),
    look: childLook(profile, age),
    traits: [...(profile.personal_traits?.personality ?? []), ...(profile.personal_traits?.strengths ?? [])]
      .map(clean)
      .filter(Boolean)
      .slice(0, 2),
    parents: (family?.parents ?? [])
      .map(relativeOf)
      .filter((p): p is Relative => p !== undefined)
      .slice(0, 2),
    sibling: (family?.siblings ?? []).map(relativeOf).find((s) => s !== undefined && s.label !== ''),
    pet,
    friend: friend ? { name: clean(friend.name), interest: known(friend.interests, HOBBIES) } : undefined,
    favouriteAnimal,
    colour: known(interests?.favorite_colors, COLOURS),
    food: known(interests?.favorite_foods, FOODS),
    hobby: known(interests?.hobbies, HOBBIES),
    place: conceptOf((settings?.settings ?? []).join(' , '), SETTINGS),
    genrePreference: (settings?.genre_preferences ?? [])
      .map((g) => genreKeyOf(g))
      .find((g) => g !== undefined),
    themeInterest: (settings?.themes_of_interest ?? [])
      .map((t) => themeKeyOf(t))
      .find((t) => t !== undefined),
    fears,
    fearTags: fearTagsOf(fears),
    fearedAnimals,
    fearedSettings: new Set(conceptsIn(fearText, SETTINGS)),
    fearedGoals: new Set(conceptsIn(fearText, GOALS)),
  };
}

/** Whether a catalogue item touches one of the child's fears. */
const touchesFear = (facts: StoryFacts, fears: readonly FearTag[] | undefined): boolean =>
  (fears ?? []).some((tag) => facts.fearTags.has(tag));

export const animalFeared = (facts: StoryFacts, key: AnimalKey): boolean =>
  facts.fearedAnimals.has(key) || touchesFear(facts, (ANIMALS[key] as { fears?: readonly FearTag[] }).fears);
export const settingFeared = (facts: StoryFacts, key: SettingKey): boolean =>
  facts.fearedSettings.has(key) ||
  touchesFear(facts, (SETTINGS[key] as { fears?: readonly FearTag[] }).fears);
export const goalFeared = (facts: StoryFacts, key: GoalKey): boolean =>
  facts.fearedGoals.has(key) || touchesFear(facts, (GOALS[key] as { fears?: readonly FearTag[] }).fears);
const obstacleFeared = (facts: StoryFacts, key: ObstacleKey): boolean =>
  touchesFear(facts, (OBSTACLES[key] as { fears?: readonly FearTag[] }).fears);

/** Genre cues in an idea, most specific first: words that say which kind of story the parent wants. */
const GENRE_CUES: Array<[Genre, Words]> = [
  [
    'Bedtime',
    'bedtime|sleep|sleepy|goodnight|lullaby|dream|dormir|sueno|buenas noches|dormir|coucher|sommeil|reve|bonne nuit|schlafen|gute nacht|gutenacht|gutenachtreise|gutenachtgeschichte|traum|nanna|sogno|buonanotte|sono|boa noite|sonho',
  ],
  [
    'NurseryRhymesPoem',
    'rhyme|rhymes|poem|song|verse|rima|poema|cancion|comptine|poeme|chanson|reim|gedicht|lied|filastrocca|poesia|canzone|cancao',
  ],
  [
    'Mystery',
    'mystery|clue|clues|detective|missing|secret|misterio|pista|detective|secreto|mystere|indice|secret|geheimnis|ratsel|detektiv|mistero|indizio|segreto|segredo',
  ],
  [
    'FairyTale',
    'fairy tale|princess|prince|castle|king|queen|crown|princesa|castillo|reina|rey|princesse|chateau|reine|roi|prinzessin|schloss|konigin|principessa|castello|regina|castelo|rainha',
  ],
  [
    'Fantasy',
    'magic|magical|wizard|spell|dragon|unicorn|mermaid|fairy|magia|magico|dragon|unicornio|sirena|hada|magie|magique|licorne|fee|zauber|drache|einhorn|magia|drago|unicorno|fata|dragao|fada',
  ],
  [
    'Discovery',
    'discover|discovery|science|space|rocket|planet|robot|dinosaur|experiment|descubrir|ciencia|espacio|cohete|decouvrir|espace|fusee|entdecken|weltraum|rakete|scoprire|spazio|razzo|descobrir|espaco|foguete',
  ],
  [
    'Adventure',
    'adventure|quest|explore|treasure|pirate|journey|trip|expedition|aventura|tesoro|pirata|viaje|aventure|tresor|voyage|abenteuer|schatz|reise|avventura|viaggio|tesouro|viagem',
  ],
  [
    'AnimalsNature',
    'animal|animals|nature|farm|zoo|forest|garden|animales|granja|naturaleza|animaux|ferme|tiere|bauernhof|animali|fattoria|animais|fazenda',
  ],
  [
    'Friendship',
    'friend|friends|friendship|amigo|amiga|amigos|amistad|ami|amie|amis|amitie|freund|freundin|freunde|amico|amica|amici|amizade',
  ],
  [
    'FamilyAndLove',
    'family|grandma|grandpa|baby|familia|abuela|abuelo|bebe|famille|mamie|papy|familie|oma|opa|famiglia|nonna|nonno|familia|avo',
  ],
  [
    'CourageAndBravery',
    'afraid|fear|miedo|peur|angst|paura|medo|brave|courage|first day|valiente|valor|courageux|mutig|mut|coraggio|coraggioso|corajoso|coragem',
  ],
  [
    'KindnessAndCompassion',
    'kind|kindness|help|helping|share|amable|ayudar|compartir|gentil|aider|partager|nett|helfen|teilen|gentile|aiutare|gentil|ajudar',
  ],
];

const GENRE_TABLE = {} as Record<Genre, { match: Words }>;
for (const [genre, words] of GENRE_CUES) GENRE_TABLE[genre] = { match: words };

/** The genre an idea asks for by its words, if any. */
export function genreCue(idea: string): Genre | undefined {
  const cued = new Set(conceptsIn(idea, GENRE_TABLE));
  return GENRE_CUES.map(([genre]) => genre).find((genre) => cued.has(genre));
}

/** The genre the things an idea names suggest ('a little star', 'the castle'), when it names no genre. */
const GOAL_GENRES: Record<GoalKey, Genre> = {
  key: 'Adventure',
  kite: 'Adventure',
  crown: 'FairyTale',
  shell: 'Adventure',
  star: 'Fantasy',
  egg: 'AnimalsNature',
  treasure: 'Adventure',
  rainbow: 'Fantasy',
  cake: 'Friendship',
  seed: 'AnimalsNature',
  lantern: 'Bedtime',
  letter: 'FamilyAndLove',
};
const SETTING_GENRES: Partial<Record<SettingKey, Genre>> = {
  space: 'Discovery',
  underwater: 'Discovery',
  castle: 'FairyTale',
  farm: 'AnimalsNature',
  jungle: 'AnimalsNature',
  sky: 'Fantasy',
};

function conceptGenre(text: string): Genre | undefined {
  const goal = conceptsIn(text, GOALS)[0];
  if (goal) return GOAL_GENRES[goal];
  const setting = conceptsIn(text, SETTINGS).find((key) => SETTING_GENRES[key]);
  if (setting) return SETTING_GENRES[setting];
  const animal = conceptsIn(text, ANIMALS)[0];
  if (animal) return ['dragon', 'unicorn', 'fairy', 'mermaid'].includes(animal) ? 'Fantasy' : 'AnimalsNature';
  return undefined;
}

/** The themes a genre is about, first the main one. */
const GENRE_THEMES: Record<Genre, [Theme, Theme]> = {
  FairyTale: ['MagicAndWonder', 'KindnessAndCompassion'],
  Adventure: ['AdventureAndExploration', 'CourageAndBravery'],
  Mystery: ['LearningAndCuriosity', 'Friendship'],
  AnimalsNature: ['NatureAndEnvironment', 'KindnessAndCompassion'],
  Fantasy: ['MagicAndWonder', 'Friendship'],
  Bedtime: ['FamilyAndLove', 'EmotionsOrFeelings'],
  NurseryRhymesPoem: ['Friendship', 'MagicAndWonder'],
  Friendship: ['Friendship', 'SharingAndCooperation'],
  FamilyAndLove: ['FamilyAndLove', 'KindnessAndCompassion'],
  CourageAndBravery: ['CourageAndBravery', 'OvercomingChallenges'],
  KindnessAndCompassion: ['KindnessAndCompassion', 'SharingAndCooperation'],
  Discovery: ['Discovery', 'LearningAndCuriosity'],
};

const THEME_GROUPS: Record<Theme, ThemeGroup> = {
  Friendship: 'friendship',
  SharingAndCooperation: 'friendship',
  CourageAndBravery: 'courage',
  OvercomingChallenges: 'courage',
  KindnessAndCompassion: 'kindness',
  FamilyAndLove: 'kindness',
  HonestyAndIntegrity: 'kindness',
  LearningAndCuriosity: 'curiosity',
  Discovery: 'curiosity',
  AdventureAndExploration: 'curiosity',
  NatureAndEnvironment: 'nature',
  EmotionsOrFeelings: 'feelings',
  IdentityAndSelfExpression: 'feelings',
  MagicAndWonder: 'wonder',
};

const GENRE_SETTINGS: Record<Genre, SettingKey[]> = {
  FairyTale: ['castle', 'forest', 'meadow'],
  Adventure: ['island', 'forest', 'mountain', 'jungle'],
  Mystery: ['garden', 'town', 'castle', 'farm'],
  AnimalsNature: ['farm', 'forest', 'jungle', 'meadow'],
  Fantasy: ['castle', 'sky', 'forest'],
  Bedtime: ['space', 'sky', 'meadow'],
  NurseryRhymesPoem: ['meadow', 'farm', 'garden'],
  Friendship: ['garden', 'beach', 'meadow', 'town'],
  FamilyAndLove: ['garden', 'beach', 'town'],
  CourageAndBravery: ['mountain', 'forest', 'snow'],
  KindnessAndCompassion: ['forest', 'farm', 'town'],
  Discovery: ['space', 'underwater', 'jungle'],
};

const GENRE_GOALS: Record<Genre, GoalKey[]> = {
  FairyTale: ['crown', 'key', 'star'],
  Adventure: ['treasure', 'kite', 'key'],
  Mystery: ['key', 'crown', 'kite'],
  AnimalsNature: ['egg', 'seed'],
  Fantasy: ['star', 'rainbow', 'key'],
  Bedtime: ['star', 'lantern'],
  NurseryRhymesPoem: ['kite', 'cake', 'rainbow'],
  Friendship: ['cake', 'kite', 'treasure'],
  FamilyAndLove: ['cake', 'seed', 'letter'],
  CourageAndBravery: ['star', 'lantern', 'treasure'],
  KindnessAndCompassion: ['egg', 'letter', 'seed'],
  Discovery: ['treasure', 'rainbow', 'seed'],
};

const GENRE_HELPERS: Record<Genre, AnimalKey[]> = {
  FairyTale: ['fairy', 'unicorn', 'owl'],
  Adventure: ['parrot', 'monkey', 'fox'],
  Mystery: ['owl', 'fox', 'squirrel'],
  AnimalsNature: ['hedgehog', 'deer', 'rabbit', 'squirrel'],
  Fantasy: ['dragon', 'unicorn', 'fairy'],
  Bedtime: ['owl', 'bear', 'rabbit'],
  NurseryRhymesPoem: ['duck', 'frog', 'hen'],
  Friendship: ['otter', 'penguin', 'koala'],
  FamilyAndLove: ['duck', 'bear', 'rabbit'],
  CourageAndBravery: ['lion', 'dragon', 'fox'],
  KindnessAndCompassion: ['hedgehog', 'elephant', 'mouse'],
  Discovery: ['robot', 'dinosaur', 'penguin'],
};

/** Who lives in a place: a helper that belongs there when neither the idea nor the child names one. */
const SETTING_HELPERS: Partial<Record<SettingKey, AnimalKey[]>> = {
  underwater: ['turtle', 'dolphin', 'octopus'],
  space: ['robot'],
  snow: ['penguin'],
  jungle: ['monkey', 'parrot', 'sloth'],
  farm: ['duck', 'hen', 'horse'],
  beach: ['turtle', 'otter'],
  sky: ['bird', 'owl'],
  island: ['parrot', 'turtle'],
};

/** Places where a helper that cannot walk (a fish, a whale) can still go along. */
const WATER_SETTINGS: ReadonlySet<SettingKey> = new Set(['underwater', 'beach', 'island']);

/** What can stand in the way in each place. */
const SETTING_OBSTACLES: Record<SettingKey, ObstacleKey[]> = {
  forest: ['stream', 'fog', 'brambles', 'gate'],
  beach: ['hill', 'fog', 'gate'],
  space: ['fog', 'gate'],
  castle: ['gate', 'maze', 'hill'],
  mountain: ['hill', 'stream', 'fog'],
  garden: ['maze', 'gate', 'brambles'],
  jungle: ['stream', 'brambles', 'hill'],
  snow: ['hill', 'fog', 'gate'],
  underwater: ['maze', 'gate'],
  farm: ['gate', 'stream', 'maze'],
  town: ['gate', 'maze', 'hill'],
  sky: ['fog', 'gate'],
  island: ['hill', 'brambles', 'stream'],
  meadow: ['stream', 'brambles', 'hill'],
};

export interface PlanInput {
  /** The parent's idea: its concepts come first, and its own noun phrase is woven in. */
  idea?: string;
  /**
   * The idea is written in another of the six languages than the book's: its concepts count (the lexicon
   * knows them in every language), its words are not woven in, where they would stand untranslated.
   */
  ideaInAnotherLanguage?: boolean;
  /** More words to find concepts in after the idea's (a summary's title and text). */
  context?: string;
  seed: string;
  /** From a summary: decided already. */
  genre?: Genre;
  themes?: Theme[];
  /** From a summary: where it happens, in words. */
  settingText?: string;
  /** From a summary: the helper's name it gave, kept for the story. */
  helperName?: string;
  /** From a summary: the place and the helper's kind it named, kept for the story. */
  setting?: SettingKey;
  helperAnimal?: AnimalKey;
}

/** The people's names in the profile: not the idea's own words, and not a helper's name. */
export function profileNames(facts: StoryFacts): string[] {
  return [
    facts.name,
    facts.nickname ?? '',
    facts.pet?.name ?? '',
    facts.friend?.name ?? '',
    facts.sibling?.label ?? '',
    ...facts.parents.map((parent) => parent.label),
  ].filter(Boolean);
}

/**
 * The child's helper: an animal the idea names, else their favourite, else one of the setting's or genre's,
 * never one they fear nor their own pet; named as the idea says unless that is a name of the family's.
 */
function chooseHelper(
  facts: StoryFacts,
  input: PlanInput,
  { text, setting, genre, choose }: { text: string; setting: SettingKey; genre: Genre; choose: Chooser },
): { animal: AnimalKey; name: string } {
  const canHelp = (key: AnimalKey) =>
    (ANIMALS[key].helper || WATER_SETTINGS.has(setting)) && key !== facts.pet?.animal;
  const ideaAnimals = conceptsIn(text, ANIMALS).filter(canHelp);
  const favourite =
    facts.favouriteAnimal?.key &&
    canHelp(facts.favouriteAnimal.key) &&
    !animalFeared(facts, facts.favouriteAnimal.key)
      ? facts.favouriteAnimal.key
      : undefined;
  const helperAnimal =
    input.helperAnimal ??
    ideaAnimals[0] ??
    favourite ??
    choose.pick(
      'helper',
      pickable(
        [...(SETTING_HELPERS[setting] ?? []), ...GENRE_HELPERS[genre]],
        (key) => canHelp(key) && !animalFeared(facts, key),
        ['rabbit', 'owl', 'mouse'].filter((key) => key !== facts.pet?.animal) as AnimalKey[],
      ),
    );
  const names = new Set(profileNames(facts).map(plainText));
  const given = input.helperName && !names.has(plainText(input.helperName)) ? input.helperName : undefined;
  const helperName =
    given ??
    choose.pick(
      'helper-name',
      HELPER_NAMES.filter((name) => !names.has(plainText(name))),
    );
  return { animal: helperAnimal, name: helperName };
}

export function planStory(facts: StoryFacts, input: PlanInput): StoryPlan {
  const choose = chooser(`${input.seed}\u0000${facts.name}`);
  const idea = input.idea?.trim() ?? '';
  const text = [idea, input.context ?? ''].filter(Boolean).join(' , ');
  const genre =
    input.genre ??
    genreCue(text) ??
    facts.genrePreference ??
    conceptGenre(text) ??
    choose.pick('genre', ['Adventure', 'Friendship', 'AnimalsNature', 'Fantasy'] as Genre[]);

  const [mainTheme, secondTheme] = GENRE_THEMES[genre];
  const themes =
    input.themes && input.themes.length > 0
      ? input.themes.slice(0, 3)
      : [...new Set([mainTheme, facts.themeInterest ?? secondTheme, secondTheme])].slice(0, 3);
  const personal =
    facts.themeInterest && themes.includes(facts.themeInterest) ? facts.themeInterest : themes[0];
  const themeGroup = THEME_GROUPS[personal];

  // What the idea asks for is used even when it touches a fear: the parent chose it.
  const ideaSettings = conceptsIn(`${input.settingText ?? ''} , ${text}`, SETTINGS);
  const setting =
    input.setting ??
    ideaSettings[0] ??
    (facts.place && !settingFeared(facts, facts.place) ? facts.place : undefined) ??
    choose.pick(
      'setting',
      pickable(GENRE_SETTINGS[genre], (key) => !settingFeared(facts, key), ['garden', 'meadow']),
    );

  const ideaGoals = conceptsIn(text, GOALS);
  const goal =
    ideaGoals[0] ??
    choose.pick(
      'goal',
      pickable(GENRE_GOALS[genre], (key) => !goalFeared(facts, key), ['key', 'cake']),
    );

  const helper = chooseHelper(facts, input, { text, setting, genre, choose });

  const obstacle = choose.pick(
    'obstacle',
    pickable<ObstacleKey>(SETTING_OBSTACLES[setting], (key) => !obstacleFeared(facts, key), [
      'gate',
      'brambles',
    ]),
  );
  const skill = facts.hobby?.key ? HOBBIES[facts.hobby.key].skill : 'thinking';
  const avoid = facts.fears.flatMap(fearWords);
  const phrase =
    idea && !input.ideaInAnotherLanguage
      ? ideaPhrase(idea, { names: profileNames(facts), avoid, isThing: (word) => isThing(word) })
      : undefined;
  // Only the parent's idea can bring a fear in (a summary's words came from the storyteller).
  const fear = fearInIdea(facts.fears, idea || text);

  return {
    ...facts,
    genre,
    themes,
    themeGroup,
    setting,
    goal,
    kind: GOALS[goal].kind,
    helper,
    obstacle,
    skill,
    ideaPhrase: phrase,
    ideaNamesGoal: phrase !== undefined && conceptsIn(phrase, GOALS).includes(goal),
    fear,
    sleepyEnding: genre === 'Bedtime' || choose.index('ending', 2) === 0,
    choose,
  };
}

/**
 * The first listed fear an idea names, in the idea's own word when it names it in another language than
 * the profile's ('trueno' for 'thunder'), so the story says it in the story's language.
 */
function fearInIdea(fears: readonly string[], idea: string): string | undefined {
  const ideaWords = idea.split(/[^\p{L}'’-]+/u).filter(Boolean);
  for (const fear of fears) {
    for (const word of fearWords(fear)) {
      const plain = plainText(word);
      if (!mentions(plainText(idea), plain)) continue;
      if (mentions(idea, fear)) return fear;
      const own = ideaWords.find((candidate) => plainText(candidate) === plain);
      return own ? own.toLowerCase() : fear;
    }
  }
  return undefined;
}

/** Whether a word names something the lexicon knows: a place, a creature, a thing, a food, a hobby. */
function isThing(word: string): boolean {
  return (
    conceptOf(word, SETTINGS) !== undefined ||
    conceptOf(word, ANIMALS) !== undefined ||
    conceptOf(word, GOALS) !== undefined ||
    conceptOf(word, FOODS) !== undefined ||
    conceptOf(word, HOBBIES) !== undefined
  );
}

/** The allowed items of a list, else the allowed fallbacks, else the fallbacks (plain, everyday things). */
function pickable<T>(items: readonly T[], allowed: (item: T) => boolean, fallback: readonly T[]): T[] {
  const kept = items.filter(allowed);
  if (kept.length > 0) return kept;
  const safe = fallback.filter(allowed);
  return safe.length > 0 ? safe : [...fallback];
}
