/**
 * The storyteller of `npm start`: no model, no keys, and a book worth reading. A story is planned from the
 * child's profile and the idea (story-plan.ts), then written in the profile's language from that
 * language's sentences (languages/), at the reading level of the child's age, with a scene description
 * per page for the illustrator. Deterministic: the same profile, idea and seed give the same book; another
 * idea or seed gives another. Its answers go through the same schemas as a model's.
 */
import { genreKeyOf, themeKeysIn } from '../story-catalog';
import { ideasSchemaFor, mentions, storySummarySchema, writtenStorySchema } from '../story-schemas';
import { profileLanguage } from '../story-language';
import { ideaCount, NO_TOKENS, OFFLINE_MODEL } from '../storyteller';
import type {
  LayoutPage,
  RetellRequest,
  StoryProfile,
  StorySummaryFields,
  Storyteller,
  StoryOptions,
  StorytellingOptions,
  Told,
} from '../storyteller';
import { detectAll } from 'tinyld';
import { composeStory, pageTellings } from './compose';
import type { IdeaTelling } from './compose';
import { ideaStory, isEmptyReading, readIdea, tellingVoice, voiceFor, type KnownName } from './idea';
import type { StoryPlan } from './story-plan';
import { offlineLanguage, settingNamedIn, settingNames } from './languages';
import type { IdeaContext } from './languages/language-pack';
import { ANIMALS, GOALS, HELPER_NAMES, SETTINGS } from './lexicon';
import type { AnimalKey, SettingKey } from './lexicon';
import { conceptOf, conceptsIn, plainText } from './recognise';
import { chooser } from './seeded-random';
import { animalFeared, fearWords, goalFeared, planStory, settingFeared, storyFacts } from './story-plan';
import type { StoryFacts } from './story-plan';

const told = <T>(value: T): Told<T> => ({ value, usage: { ...NO_TOKENS }, model: OFFLINE_MODEL });

/** Places an idea can happen in when the profile names none. */
const IDEA_PLACES: SettingKey[] = ['forest', 'meadow', 'castle', 'garden', 'beach', 'mountain'];

/** Creatures an idea can bring along when the child has no favourite the lexicon knows. */
const IDEA_CREATURES: AnimalKey[] = ['owl', 'rabbit', 'unicorn', 'penguin', 'fox', 'hedgehog'];

/** Whether an idea names a fear, or a place, creature or thing that touches one. */
function ideaTouchesFear(facts: StoryFacts, idea: string): boolean {
  const plain = plainText(idea);
  if (facts.fears.flatMap(fearWords).some((word) => mentions(plain, plainText(word)))) return true;
  return (
    conceptsIn(idea, SETTINGS).some((key) => settingFeared(facts, key)) ||
    conceptsIn(idea, ANIMALS).some((key) => animalFeared(facts, key) && key !== facts.pet?.animal) ||
    conceptsIn(idea, GOALS).some((key) => goalFeared(facts, key))
  );
}

/**
 * The idea read in the profile's language and the voice to tell it with, or undefined when the idea holds
 * nothing to tell (emoji, no idea) or the language has no voice: the stock story then comes from the profile.
 * `inAnotherLanguage`: as the telling's caller found it, once for the plan and the telling.
 */
function ideaTelling(
  plan: StoryPlan,
  idea: string | undefined,
  language: string,
  inAnotherLanguage: boolean,
): IdeaTelling | undefined {
  const voice = voiceFor(language);
  // An idea that names one of the child's fears is still told (the parent chose it): the fear is shown once
  // as something that turns out friendly (compose.ts), and never drawn.
  if (!idea?.trim() || !voice) return undefined;
  const known: KnownName[] = [
    { name: plan.pet?.name ?? '' },
    { name: plan.friend?.name ?? '' },
    ...[plan.sibling, ...plan.parents].map((relative) => ({
      name: relative?.label ?? '',
      role: relative?.role,
    })),
  ];
  // An idea written in another of the six languages than the profile's would put its words, untranslated,
  // into the book: the profile's stock story is told instead, whole in the profile's language.
  if (inAnotherLanguage) return undefined;
  const reading = readIdea(
    idea,
    language,
    [plan.name, plan.nickname ?? ''],
    known,
    plan.gender,
    settingNames(),
  );
  const placeNamed = settingNamedIn(idea) !== undefined || conceptsIn(idea, SETTINGS).length > 0;
  if (isEmptyReading(reading)) return undefined;
  const story = ideaStory(plan, reading, placeNamed);
  return { story, voice: tellingVoice(voice, story) };
}

const ISO: Record<string, string> = {
  English: 'en',
  Spanish: 'es',
  French: 'fr',
  German: 'de',
  Italian: 'it',
  Portuguese: 'pt',
};

/** A sentence-long idea that clearly reads as another of the six languages (tinyld); short ideas are not judged. */
function writtenInAnotherLanguage(idea: string, language: string): boolean {
  if (idea.trim().split(/\s+/).length < 4 || !ISO[language]) return false;
  // Only a confident reading counts: tinyld's accuracy is near 1 for a clear sentence, near 0 when unsure.
  const best = detectAll(idea)[0];
  return (
    best !== undefined &&
    best.accuracy > 0.5 &&
    Object.values(ISO).includes(best.lang) &&
    best.lang !== ISO[language]
  );
}

/** Whether the idea is written in another of the six languages than the profile's: read once per telling. */
const inAnotherLanguage = (idea: string | undefined, profile: StoryProfile): boolean =>
  idea !== undefined && writtenInAnotherLanguage(idea, packOf(profile).language);

/** Bedtime and nursery-rhyme books keep their genre's title ('Goodnight, Maya'). */
const GENRE_TITLES = new Set(['Bedtime', 'NurseryRhymesPoem']);

export interface OfflineStorytellerOptions {
  /** The day ages are counted on when a profile gives only a birthdate (tests pin it). */
  today?: () => Date;
}

const factsOf = (options: OfflineStorytellerOptions, profile: StoryProfile) =>
  storyFacts(profile, options.today?.());
const packOf = (profile: StoryProfile) => offlineLanguage(profileLanguage(profile)).pack;

/** The plan of a summary's story and how it is told; the same inputs always give the same one. */
function planned(
  options: OfflineStorytellerOptions,
  profile: StoryProfile,
  summary: StorySummaryFields,
  opts: StoryOptions,
) {
  const idea = opts.idea?.trim() || undefined;
  const context = [summary.title, summary.summary, summary.characters].join(' , ');
  const themes = themeKeysIn(summary.themes);
  const helperName = HELPER_NAMES.find((name) => mentions(context, name));
  // The helper's kind is named right after its name ('Pip the owl', 'Pip, una nutria').
  const afterName = helperName
    ? context.slice(context.indexOf(helperName) + helperName.length).slice(0, 40)
    : '';
  const ideaInAnotherLanguage = inAnotherLanguage(idea, profile);
  const plan = planStory(factsOf(options, profile), {
    idea,
    ideaInAnotherLanguage,
    context,
    settingText: summary.setting,
    genre: genreKeyOf(summary.genre),
    themes: themes.length ? themes : undefined,
    helperName,
    helperAnimal: helperName ? conceptOf(afterName, ANIMALS) : undefined,
    setting: settingNamedIn(summary.setting) ?? (idea ? settingNamedIn(idea) : undefined),
    seed: opts.seed ?? idea ?? `${summary.title}\u0000${summary.summary}`,
  });
  const language = packOf(profile);
  const telling = ideaTelling(plan, idea, language.language, ideaInAnotherLanguage);
  const title = summary.title.trim() || language.title(plan);
  return { plan, language, telling, title };
}

/** Story ideas for the child: their place and favourite creature, or others they do not fear. */
async function tellIdeas(
  options: OfflineStorytellerOptions,
  profile: StoryProfile,
  count: number,
  opts: StorytellingOptions = {},
) {
  const wanted = ideaCount(count);
  const child = factsOf(options, profile);
  const choose = chooser(`ideas\u0000${opts.seed ?? ''}\u0000${child.name}`);
  const place =
    child.place && !settingFeared(child, child.place)
      ? child.place
      : choose.pick(
          'place',
          IDEA_PLACES.filter((key) => !settingFeared(child, key)),
        );
  const favourite = child.favouriteAnimal?.key;
  const creature =
    favourite && ANIMALS[favourite].helper && !animalFeared(child, favourite)
      ? favourite
      : choose.pick(
          'creature',
          IDEA_CREATURES.filter((key) => !animalFeared(child, key)),
        );
  const context: IdeaContext = { ...child, place, creature, choose };
  const language = packOf(profile);
  const ideas = language.ideas
    .map((template) => template(context))
    .map((idea) => (idea === undefined ? undefined : language.polish(idea)))
    .filter((idea): idea is string => idea !== undefined && !ideaTouchesFear(child, idea));
  const value = choose.shuffle('order', ideas).slice(0, wanted);
  // Many fears can leave fewer templates than asked for: fewer ideas beat an error on the start page.
  return told(ideasSchemaFor(Math.min(wanted, value.length), child.fears).parse({ ideas: value }).ideas);
}

/** A summary of the idea's story, told in the profile's language. */
async function tellSummary(
  options: OfflineStorytellerOptions,
  profile: StoryProfile,
  idea: string,
  opts: StorytellingOptions = {},
) {
  // A place the idea names by its proper name ('Sunny Bay', from a suggested idea) is that place.
  const ideaInAnotherLanguage = inAnotherLanguage(idea, profile);
  const plan = planStory(factsOf(options, profile), {
    idea,
    ideaInAnotherLanguage,
    seed: opts.seed ?? idea,
    setting: settingNamedIn(idea),
  });
  const language = packOf(profile);
  const telling = ideaTelling(plan, idea, language.language, ideaInAnotherLanguage);
  const polish = (text: string) => language.polish(telling ? telling.voice.grammar.polish(text) : text);
  const summary: StorySummaryFields = storySummarySchema.parse({
    title: polish(
      telling && !GENRE_TITLES.has(plan.genre) ? telling.voice.title(telling.story) : language.title(plan),
    ),
    summary: polish(telling ? telling.voice.summary(telling.story) : language.summary(plan)),
    genre: plan.genre,
    themes: plan.themes.join(', '),
    setting: polish(telling ? telling.voice.setting(telling.story) : language.setting(plan)),
    characters: polish(telling ? telling.voice.characters(telling.story) : language.characters(plan)),
  });
  return told(summary);
}

/** Another telling of one page of a book this storyteller wrote, found again from its plan. */
async function retellPage(
  options: OfflineStorytellerOptions,
  profile: StoryProfile,
  summary: StorySummaryFields,
  request: RetellRequest,
) {
  const index = request.pageNumber - 1;
  const current = request.pages[index];
  // The plan the book was told from: the seeds the book writer tells with, first try and second.
  const base = request.idea?.trim() || summary.title;
  const seeds = [undefined, `${base}\u0000again`, `${base}\u0000safer`, `${base}\u0000safer\u0000again`];
  const matches = (pages: readonly LayoutPage[]) =>
    pages.filter((page, at) => page.pageText === request.pages[at]).length;
  const found = seeds
    .map((seed) => planned(options, profile, summary, { ...request, seed }))
    .map((tale) => ({
      tale,
      same: matches(composeStory(tale.plan, tale.language, tale.title, tale.telling).bookLayout),
    }))
    .sort((a, b) => b.same - a.same)[0];
  // A page kept from an earlier retelling no longer matches, so most pages (not all) must; a profile
  // changed since the book was written tells another plan, whose pages would name other companions.
  if (current === undefined || !found || found.same * 2 < request.pages.length) return told(undefined);
  const { plan, language, telling } = found.tale;
  const tellings = pageTellings(plan, language, index, telling);
  const choose = chooser(`retell\u0000${request.seed ?? ''}\u0000${current}`);
  // The checks read the whole book, so tellings are tried in a seeded order until one passes. A
  // telling that keeps every sentence of the page first: one that leaves its last out may lose what
  // the pages after it build on.
  const usable = (texts: string[]) =>
    choose
      .shuffle('telling', texts)
      .find((text) => text !== current && !request.avoid?.includes(text) && (request.accept?.(text) ?? true));
  return told(usable(tellings.whole) ?? usable(tellings.cut));
}

export function createOfflineStoryteller(options: OfflineStorytellerOptions = {}): Storyteller {
  return {
    adapter: 'offline',
    ideas: (profile, count, opts = {}) => tellIdeas(options, profile, count, opts),
    summary: (profile, idea, opts = {}) => tellSummary(options, profile, idea, opts),
    async story(profile: StoryProfile, summary: StorySummaryFields, opts: StoryOptions = {}) {
      const { plan, language, telling, title } = planned(options, profile, summary, opts);
      return told(writtenStorySchema.parse(composeStory(plan, language, title, telling)));
    },
    retellPage: (profile, summary, request) => retellPage(options, profile, summary, request),
  };
}

/** The offline storyteller with the real clock. */
export const offlineStoryteller: Storyteller = createOfflineStoryteller();
