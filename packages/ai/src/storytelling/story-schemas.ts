/**
 * The shapes of the storyteller's structured answers, shared by both storytellers: the model's answers are
 * validated by them through the author port (which also sends them to the provider as the JSON schema),
 * and the offline storyteller's output goes through them too, so the pipeline sees one shape.
 *
 * Only JSON-expressible parts reach the provider: `z.preprocess` (genre and theme near misses, a trailing
 * 'The End' page) and refinements run in zod after the answer arrives.
 */
import { z } from 'zod';
import { GENRES, MAX_THEMES, normaliseGenre, normaliseThemes, THEMES } from './story-catalog';
import { MAX_IDEAS, MAX_STORY_PAGES, MIN_STORY_PAGES } from './storyteller';
import { escapeRegExp } from '../reg-exp';

const ideaText = z.string().min(8).max(220);

/** `count` ideas or a few more (the extra are dropped); fewer is a wrong answer. */
export function ideasAnswerSchema(count: number) {
  return z.object({
    ideas: z
      .array(ideaText)
      .min(Math.max(1, Math.min(count, MAX_IDEAS)))
      .max(MAX_IDEAS)
      .describe('Short story ideas, one sentence each, naming the child'),
  });
}
export type IdeasAnswer = z.infer<ReturnType<typeof ideasAnswerSchema>>;

const THEME_ALTERNATIVES = `(${THEMES.join('|')})`;
/** One to MAX_THEMES theme keys separated by ', ' (what `normaliseThemes` writes). */
export const THEMES_PATTERN = new RegExp(
  `^${THEME_ALTERNATIVES}(, ${THEME_ALTERNATIVES}){0,${MAX_THEMES - 1}}$`,
);

export const storySummarySchema = z.object({
  title: z.string().min(1).max(80).describe('The book title, short enough for a cover'),
  summary: z.string().min(20).max(1500).describe('Two to four sentences that tell what happens'),
  genre: z.preprocess(normaliseGenre, z.enum(GENRES)).describe('One genre key'),
  themes: z
    .preprocess(normaliseThemes, z.string().regex(THEMES_PATTERN))
    .describe(`1 to ${MAX_THEMES} theme keys, comma-separated, from: ${THEMES.join(', ')}`),
  setting: z.string().min(3).max(400).describe('Where the story takes place'),
  characters: z.string().min(3).max(800).describe('Who is in the story, with a few words on each'),
});
export type StorySummaryAnswer = z.infer<typeof storySummarySchema>;

export const layoutPageSchema = z.object({
  pageText: z.string().min(1).max(900).describe('The text printed on the page'),
  sceneDescription: z
    .string()
    .min(10)
    .max(900)
    .describe('For the illustrator, in English: the setting, what is visible, how each character looks'),
});

/** How books end in the spec's languages; the pipeline adds that page itself. */
const END_PAGE_TEXTS = new Set([
  'the end',
  'end',
  'fin',
  'el fin',
  'la fin',
  'fine',
  'la fine',
  'ende',
  'das ende',
  'fim',
  'o fim',
]);

const isEndPage = (page: unknown): boolean => {
  if (typeof page !== 'object' || page === null) return false;
  const text = (page as { pageText?: unknown }).pageText;
  return (
    typeof text === 'string' &&
    END_PAGE_TEXTS.has(
      text
        .toLowerCase()
        .replace(/[^\p{L}\s]/gu, '')
        .trim(),
    )
  );
};

/** Drops trailing 'The End' pages a model adds despite being told not to: the book adds its own. */
function withoutEndPages(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  let end = value.length;
  while (end > 0 && isEndPage(value[end - 1])) end -= 1;
  return value.slice(0, end);
}

export const writtenStorySchema = z.object({
  completeStory: z.string().min(50).max(8000).describe('The whole story told briefly'),
  expandedStory: z.string().min(100).max(16000).describe('The whole story in full, as the pages tell it'),
  bookLayout: z
    .preprocess(withoutEndPages, z.array(layoutPageSchema).min(MIN_STORY_PAGES).max(MAX_STORY_PAGES))
    .describe(`The pages in order, ${MIN_STORY_PAGES} to ${MAX_STORY_PAGES}, without a 'The End' page`),
});
export type WrittenStoryAnswer = z.infer<typeof writtenStorySchema>;

/** A whole-word, case-insensitive test for `term` in `text` (letters of any script). */
export function mentions(text: string, term: string): boolean {
  const wanted = term.trim();
  if (!wanted) return false;
  const escaped = escapeRegExp(wanted);
  return new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'iu').test(text);
}

/** The words of a listed fear worth looking for: 'the dark' is looked for as 'dark'. */
export function fearTerms(fears: readonly string[]): string[] {
  const leading = /^(the|a|an|of|being|el|la|los|las|le|les|der|die|das|il|lo|o|os|as)\s+/i;
  return fears.map((fear) => fear.trim().replace(leading, '').trim()).filter((fear) => fear.length >= 3);
}

/**
 * The ideas schema for one child: suggestions never bring up a listed fear, since a suggestion is read
 * before any story could turn it into something friendly. A wrong answer is asked for again.
 */
export function ideasSchemaFor(count: number, fears: readonly string[]) {
  const terms = fearTerms(fears);
  return ideasAnswerSchema(count).superRefine((answer, context) => {
    answer.ideas.forEach((idea, index) => {
      const named = terms.filter((term) => mentions(idea, term));
      if (named.length > 0) {
        context.addIssue({
          code: 'custom',
          path: ['ideas', index],
          message: `must not mention the child's fears (${named.join(', ')})`,
        });
      }
    });
  });
}

/** The story schema for one child: the story is about them, so their name must be in it. */
export function writtenStorySchemaFor(childName: string) {
  return writtenStorySchema.superRefine((story, context) => {
    const name = childName.trim();
    if (name && !story.bookLayout.some((page) => mentions(page.pageText, name))) {
      context.addIssue({
        code: 'custom',
        path: ['bookLayout'],
        message: `the pages must name the child, ${name}`,
      });
    }
  });
}
