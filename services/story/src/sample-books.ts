/**
 * The product's own sample books: with SAMPLE_BOOKS (on for `npm start`), story places a few complete,
 * illustrated books in several languages on the public shelf, written by the offline storyteller and drawn
 * by the offline illustrator, marked `sample`, so a visitor never meets an empty shelf. Each has a fixed id:
 * a book already there is left alone, and two replicas seeding at once write it once. Images may start
 * after story, so seeding runs in the background and tries again until images answers.
 */
import { createHash } from 'node:crypto';
import { characterSheet, offlineStoryteller, type StoryProfile } from '@storybook-app/ai/storytelling';
import { DuplicateKeyError } from '@storybook-app/kit';
import { FIRST_BOOK_VERSION, type BookRecord } from './book-records';
import { requestNewPages } from './bookgen';
import type { StoryDeps } from './story-deps';
import { bookLanguage, bookPages } from './storygen';
import { COVER_DEADLINE_MS, coverSeed } from './title-picture';

type SeedingDeps = Pick<StoryDeps, 'books' | 'bus' | 'peers' | 'offline' | 'logger'>;

/** The owner of the sample books: no parent signs in as it. */
export const SAMPLE_USER_ID = 'storybook-samples';

interface SampleChild {
  name: string;
  age: string;
  gender: 'Girl' | 'Boy';
  hair: string;
  eyes: string;
  pet?: { type: string; name: string };
}

export interface SampleBook {
  language: 'English' | 'Spanish' | 'French' | 'German' | 'Italian' | 'Portuguese';
  idea: string;
  child: SampleChild;
}

export const SAMPLE_BOOKS: readonly SampleBook[] = [
  {
    language: 'English',
    idea: 'a firefighter puppy who rescues a kitten from a tree',
    child: {
      name: 'Leo',
      age: '5',
      gender: 'Boy',
      hair: 'black',
      eyes: 'brown',
      pet: { type: 'dog', name: 'Pepper' },
    },
  },
  {
    language: 'Spanish',
    idea: 'un dragón que construye un castillo de arena',
    child: { name: 'Lucía', age: '6', gender: 'Girl', hair: 'brown', eyes: 'brown' },
  },
  {
    language: 'French',
    idea: 'un ours qui apprend à faire des crêpes avec sa grand-mère',
    child: { name: 'Léa', age: '4', gender: 'Girl', hair: 'red', eyes: 'green' },
  },
  {
    language: 'German',
    idea: 'ein Igel sucht ein Zuhause für den Winter',
    child: {
      name: 'Jonas',
      age: '7',
      gender: 'Boy',
      hair: 'blond',
      eyes: 'blue',
      pet: { type: 'cat', name: 'Mimi' },
    },
  },
  {
    language: 'Italian',
    idea: 'un razzo di cartone che vola fino alla luna',
    child: { name: 'Giulia', age: '6', gender: 'Girl', hair: 'black', eyes: 'brown' },
  },
  {
    language: 'Portuguese',
    // An idea with a companion: the offline Portuguese voice gets a lone hero's verbs wrong (plural).
    idea: 'uma tartaruga que quer ganhar uma corrida na floresta',
    child: { name: 'Maya', age: '5', gender: 'Girl', hair: 'brown', eyes: 'green' },
  },
];

/** A fixed UUID-shaped id per sample, the same on every replica and every start. */
export function sampleBookId(sample: SampleBook): string {
  const hex = createHash('sha256')
    .update(`storybook-sample\u0000${sample.language}\u0000${sample.idea}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function sampleProfile({ language, child }: SampleBook): StoryProfile {
  return {
    personal_information: {
      first_name: child.name,
      age: child.age,
      gender: child.gender,
      language,
      hair_color: child.hair,
      eye_color: child.eyes,
    },
    family: child.pet ? { pets: [{ type: child.pet.type, name: child.pet.name, breed: '' }] } : undefined,
  };
}

/** Asks for the pictures of the book's pages that have none requested yet (a start cut short left some). */
async function requestMissingPictures(deps: SeedingDeps, book: BookRecord, at: Date): Promise<void> {
  const recorded = new Set((await deps.books.pagesOf(book._id)).map((page) => page.page_number));
  const missing = book.pages.filter((page) => !recorded.has(page.page_number));
  await requestNewPages(deps, book, missing, at.toISOString());
}

/** Writes one sample book and asks for its pictures; false when it was already there. */
async function placeSample(deps: SeedingDeps, sample: SampleBook, at: Date): Promise<boolean> {
  const bookId = sampleBookId(sample);
  const existing = await deps.books.ownBook(SAMPLE_USER_ID, bookId);
  if (existing) {
    await requestMissingPictures(deps, existing, at);
    return false;
  }
  const profile = sampleProfile(sample);
  const storyteller = deps.offline ?? offlineStoryteller;
  const summary = (await storyteller.summary(profile, sample.idea, { seed: bookId })).value;
  const sheet = characterSheet(profile, sample.idea);
  const story = (
    await storyteller.story(profile, summary, { idea: sample.idea, characterSheet: sheet, seed: bookId })
  ).value;
  const cover = await deps.peers.images.RenderCover(
    {
      user_id: SAMPLE_USER_ID,
      summary,
      illustrator: 'offline',
      character_sheet: characterSheet(profile, summary.characters),
      seed: coverSeed(bookId, summary.title),
    },
    { deadlineMs: COVER_DEADLINE_MS },
  );
  const { svg } = await deps.peers.images.RenderTitleSvg({ title: summary.title, genre: summary.genre });
  const pages = bookPages(story, profile, summary.setting);
  const book: BookRecord = {
    _id: bookId,
    user_id: SAMPLE_USER_ID,
    profile_id: 'sample',
    image_generator: 'offline',
    model: 'offline',
    language: bookLanguage(profile),
    version: FIRST_BOOK_VERSION,
    prompt: sample.idea,
    title: summary.title,
    title_svg: svg,
    title_image_description: `The cover of "${summary.title}".`,
    cf_title_image: cover.image_url,
    cf_title_key: cover.file_key,
    summary: summary.summary,
    genre: summary.genre,
    theme: summary.themes,
    setting: summary.setting,
    characters: summary.characters,
    completeStory: story.completeStory,
    expandedStory: story.expandedStory,
    bookLayout: story.bookLayout.map((page) => page.pageText),
    pages,
    total_pages: pages.length,
    character_sheet: sheet,
    seed: Number.parseInt(bookId.slice(0, 7), 16),
    cost: { model: 'offline', input_tokens: 0, output_tokens: 0, text_usd: 0, priced: true, cover_usd: 0 },
    published: true,
    shared: true,
    created_at: at.toISOString(),
    animate_images: false,
    pictures_requested_at: at.toISOString(),
    refunded_at: '',
    sample: true,
  };
  try {
    await deps.books.insertBook(book);
  } catch (error) {
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
  await requestMissingPictures(deps, book, at);
  return true;
}

/** Places every missing sample book; the promise settles once all are placed or `attempts` ran out. */
export async function seedSampleBooks(
  deps: SeedingDeps,
  options: { attempts?: number; retryMs?: number; stopped?: () => boolean } = {},
): Promise<number> {
  const attempts = options.attempts ?? 60;
  for (let attempt = 1; ; attempt += 1) {
    try {
      let placed = 0;
      // Older first, so the shelf (newest first) opens on the first sample.
      for (const [index, sample] of [...SAMPLE_BOOKS].entries()) {
        const at = new Date(Date.UTC(2024, 0, 1, 0, 0, SAMPLE_BOOKS.length - index));
        if (await placeSample(deps, sample, at)) placed += 1;
      }
      if (placed > 0) deps.logger.info({ placed }, 'sample books placed on the public shelf');
      return placed;
    } catch (error) {
      if (attempt >= attempts || options.stopped?.()) {
        deps.logger.warn(
          { error: error instanceof Error ? error.message : String(error) },
          'sample books not placed',
        );
        return 0;
      }
      await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 2000).unref());
    }
  }
}
