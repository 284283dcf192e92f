/**
 * The storyteller that asks a model (OpenAI, Anthropic or a local one) through the author port. The rules
 * that make a book right for one child — their language, a reading level for their age, their own people
 * and favourites, their fears never used against them — are stated in every system prompt; the profile
 * goes along as JSON; each answer is validated by its schema (asked for once more when it does not match,
 * then `AuthorOutputError`).
 */
import type { Author } from '../author';
import type { ZodType } from 'zod';
import { GENRES, THEMES } from './story-catalog';
import { ideasSchemaFor, layoutPageSchema, storySummarySchema, writtenStorySchemaFor } from './story-schemas';
import { childAge, readingLevel } from './reading-level';
import { childLook, childName, compactProfile, profileLanguage } from './story-language';
import { ideaCount, MAX_STORY_PAGES, MIN_STORY_PAGES } from './storyteller';
import type {
  RetellRequest,
  StoryOptions,
  StoryProfile,
  StorySummaryFields,
  Storyteller,
  Told,
  WrittenStory,
} from './storyteller';

/** Output limits per answer; the story's fits Claude 3 Haiku's maximum of 4096. */
const MAX_TOKENS = { ideas: 800, summary: 1200, story: 4096, page: 600 } as const;

/** The language to write in; 'Other' leaves it to the profile's own words. */
function languageRule(profile: StoryProfile): string {
  const language = profileLanguage(profile);
  return language === 'Other'
    ? 'Write all story text in the language the parent used in the profile and the idea (English if unsure).'
    : `Write all story text (ideas, title, summary, pages) in ${language}.`;
}

function fearsOf(profile: StoryProfile): string[] {
  return (profile.interests?.fears ?? []).map((fear) => fear.trim()).filter(Boolean);
}

/** The rules of every call, built from the child's profile. */
export function storytellerRules(profile: StoryProfile): string {
  const age = childAge(profile);
  const level = readingLevel(age);
  const fears = fearsOf(profile);
  return [
    'You write personalised, illustrated picture books for one child, read to them by a parent.',
    `- ${languageRule(profile)} Scene descriptions for the illustrator are always in English.`,
    `- The child is ${age}. Reading level: ${level.rule}.`,
    `- ${childName(profile)} is the hero. Use their name (sometimes their nickname) and, where they fit, ` +
      'their family, pets (by name and kind), friends and favourite animals, colours, foods, hobbies and ' +
      'places from the profile. Never invent family members or pets the profile does not list.',
    fears.length
      ? `- The child's fears (${fears.join(', ')}) are never turned into threats, villains, danger or scary ` +
        'moments. Best leave them out; only if the idea itself asks for one, show it as something that turns ' +
        'out friendly and safe.'
      : '- Nothing in the story is a threat, a villain or a scary moment.',
    '- No violence, weapons, injuries, romance, brand names or real celebrities. Warm and safe: a small ' +
      'problem solved through friendship, courage, kindness or curiosity, and a happy ending.',
    '- Answer only with the JSON the schema describes.',
  ].join('\n');
}

/**
 * How a book follows the parent's idea, said in every summary and story prompt: the idea is the product's
 * promise, so its characters, their want, its place and its things carry the plot, in the idea's own words.
 */
const IDEA_RULES =
  "- Follow the parent's idea: every character it names takes part, what they want or must do drives the " +
  'middle of the story and the ending resolves it; its place and the things it names are in the story. Use ' +
  "the idea's own words (or their inflections in the story's language) in the title or summary and in the " +
  "pages. The child is the hero or at the hero's side.";

const profileMessage = (profile: StoryProfile): string =>
  `The child's profile (JSON):\n${JSON.stringify(compactProfile(profile) ?? {})}`;

const retoldPageSchema = layoutPageSchema.pick({ pageText: true });

/** The ideas task: `wanted` one-sentence ideas, each from another part of the profile. */
function ideasTask(profile: StoryProfile, wanted: number): string {
  return (
    `Task: suggest ${wanted} different story ideas for this child. Each is one short sentence (at most ` +
    `20 words) that names ${childName(profile)} and uses a different part of the profile (a pet, a ` +
    'friend, a family member, a favourite animal, place or hobby), in varied genres. Ideas never ' +
    'mention the fears.'
  );
}

/** The summary task: plan the book for the parent's idea. */
function summaryTask(profile: StoryProfile, idea: string): string {
  return (
    `Task: plan the book for this idea from the parent: ${JSON.stringify(idea)}\n` +
    `${IDEA_RULES}\n` +
    'Answer with: title (short and fitting the genre, under 40 characters), summary (two to four ' +
    'sentences telling what happens), genre (one of: ' +
    GENRES.join(', ') +
    '), themes (one to three of: ' +
    THEMES.join(', ') +
    ', comma-separated), setting (where it happens), characters (each character with a few words, ' +
    `including how they look; ${childLook(profile, childAge(profile))}).`
  );
}

/** The story task: the book for the summary, at the child's reading level, drawn from the character sheet. */
function storyTask(profile: StoryProfile, summary: StorySummaryFields, options: StoryOptions): string {
  const level = readingLevel(childAge(profile));
  const look = childLook(profile, childAge(profile));
  const idea = options.idea?.trim()
    ? `The parent's idea: ${JSON.stringify(options.idea.trim())}\n${IDEA_RULES}\n`
    : '';
  const sheet = options.characterSheet?.trim()
    ? `The character sheet (every picture of the book is drawn from it): ${options.characterSheet.trim()}\n` +
      "Every sceneDescription repeats the sheet's looks of the characters on that page and names, in this " +
      'order: "Place: ... Time: ... On the page: ... Key thing: ... Action: ..." for that page.\n'
    : '';
  const findings = options.findings?.length
    ? `This is a second attempt: the first story was checked and fell short. Fix these: ${options.findings
        .map((finding) => `- ${finding}`)
        .join(' ')}\n`
    : '';
  return (
    `Task: write the book for this summary.\n${idea}${sheet}${findings}` +
    `The summary (JSON): ${JSON.stringify(summary)}\n` +
    'Answer with: completeStory (the whole story told briefly in one paragraph), expandedStory (the ' +
    `whole story in full), bookLayout (${level.pages} pages; at least ${MIN_STORY_PAGES}, at most ` +
    `${MAX_STORY_PAGES}). Each page has pageText (at most ${level.maxSentences} sentences, readable ` +
    'on its own) and sceneDescription (English, for the illustrator: the setting, what is visible, ' +
    `and every character's look repeated on every page, e.g. "${look}"). A beginning, a problem ` +
    "solved through the themes, a warm ending. Do not add a 'The End' page: the book adds it."
  );
}

/** The retelling task: one page in other words, the same events and picture. */
function retellTask(profile: StoryProfile, summary: StorySummaryFields, request: RetellRequest): string {
  const level = readingLevel(childAge(profile));
  const book = request.pages.map((text, index) => `Page ${index + 1}: ${text}`).join('\n');
  return (
    `Task: tell page ${request.pageNumber} of this book again, in other words. The same events, the same ` +
    'characters and what its picture shows stay; the wording, the sentences and their order may ' +
    `change. At most ${level.maxSentences} sentences, about as long as the page is now, readable on its ` +
    'own and flowing from the page before into the page after. Answer with pageText only.\n' +
    `The summary (JSON): ${JSON.stringify(summary)}\n` +
    `The page's picture: ${request.sceneDescription}\n` +
    `The book as it reads now:\n${book}` +
    (request.avoid?.length
      ? `\nWords this page has had before, not to be given again:\n${request.avoid.join('\n')}`
      : '')
  );
}

export function modelStoryteller(author: Author, model: string): Storyteller {
  const ask = async <T>(
    profile: StoryProfile,
    task: string,
    schema: ZodType<T>,
    schemaName: string,
    maxOutputTokens: number,
  ): Promise<Told<T>> => {
    const answer = await author.write({
      model,
      system: `${storytellerRules(profile)}\n\n${task}`,
      messages: [{ role: 'user', content: profileMessage(profile) }],
      schema,
      schemaName,
      maxOutputTokens,
    });
    return { value: answer.value, usage: answer.usage, model: answer.model };
  };

  return {
    adapter: `${author.adapter}:${model}`,

    async ideas(profile, count) {
      const wanted = ideaCount(count);
      const schema = ideasSchemaFor(wanted, fearsOf(profile));
      const told = await ask(profile, ideasTask(profile, wanted), schema, 'story_ideas', MAX_TOKENS.ideas);
      return { ...told, value: told.value.ideas.slice(0, wanted) };
    },

    async summary(profile, idea) {
      return ask(
        profile,
        summaryTask(profile, idea),
        storySummarySchema,
        'story_summary',
        MAX_TOKENS.summary,
      );
    },

    async story(profile: StoryProfile, summary: StorySummaryFields, options: StoryOptions = {}) {
      const schema = writtenStorySchemaFor(profile.personal_information?.first_name ?? '');
      return ask<WrittenStory>(
        profile,
        storyTask(profile, summary, options),
        schema,
        'story_book',
        MAX_TOKENS.story,
      );
    },

    async retellPage(profile: StoryProfile, summary: StorySummaryFields, request: RetellRequest) {
      const task = retellTask(profile, summary, request);
      const told = await ask(profile, task, retoldPageSchema, 'story_page', MAX_TOKENS.page);
      return { ...told, value: told.value.pageText };
    },
  };
}
