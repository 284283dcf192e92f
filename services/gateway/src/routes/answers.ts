/**
 * Response schemas of the public HTTP contract: what each route answers with 200, as the route table's
 * `toResponse` shapes it. The OpenAPI document is made from them, and the contract tests validate real
 * answers against that document, so a field added to an answer without a line here fails a test.
 *
 * Proto messages reach these answers with every scalar filled in (proto-loader `defaults: true`), but a
 * message field that was never set arrives as null: hence the `.nullable()` on nested messages.
 */
import { PAGE_STATUS_WORDS } from '@storybook-app/proto';
import { z } from 'zod';

const strings = z.array(z.string());

export const okAnswer = z.object({ ok: z.literal(true) });

export const signedInUser = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string(),
  last_login: z.string().describe('ISO 8601'),
  accountType: z.string().describe('Free, a plan name, or admin'),
});

export const pinStanding = {
  pinSet: z.boolean(),
  attemptsLeft: z.number().int(),
  lockedUntil: z.number().int().nullable().describe('epoch milliseconds while the PIN is locked'),
};

const relative = z.object({ relationship: z.string(), name: z.string(), nickname: z.string() });

/** A child profile's data as the profiles service answers it (schema version 1.1, spec §3). */
export const profileData = z.object({
  personal_information: z
    .object({
      first_name: z.string(),
      nickname: z.string(),
      age: z.string(),
      birthdate: z.string(),
      gender: z.string(),
      language: z.string(),
      ethnicity: z.string(),
      hair_color: z.string(),
      eye_color: z.string(),
    })
    .nullable(),
  storybook_settings: z
    .object({
      genre_preferences: strings,
      themes_of_interest: strings,
      character_types: strings,
      settings: strings,
    })
    .nullable(),
  interests: z
    .object({
      favorite_colors: strings,
      hobbies: strings,
      favorite_animals: strings,
      favorite_books: strings,
      favorite_foods: strings,
      fears: strings,
    })
    .nullable(),
  personal_traits: z.object({ personality: strings, strengths: strings, challenges: strings }).nullable(),
  education: z
    .object({ grade: z.string(), favorite_subjects: strings, least_favorite_subjects: strings })
    .nullable(),
  family: z
    .object({
      parents: z.array(relative),
      siblings: z.array(relative),
      pets: z.array(z.object({ type: z.string(), name: z.string(), breed: z.string() })),
    })
    .nullable(),
  friends: z.array(z.object({ name: z.string(), age: z.string(), interests: strings })),
});

export const childProfile = z.object({
  profile_id: z.string(),
  version: z.string(),
  profile_image: z.string().describe('A data URL, or empty'),
  profile_data: profileData.nullable(),
});

export const storySummary = z.object({
  title: z.string(),
  summary: z.string(),
  genre: z.string(),
  themes: z.string().describe('comma-separated'),
  setting: z.string(),
  characters: z.string(),
});

export const page = z.object({
  page_number: z.number().int(),
  page_text: z.string(),
  cloud_url: z.string(),
  cf_cloud_url: z.string(),
  cf_cloud_animated_url: z.string(),
  status: z.enum(PAGE_STATUS_WORDS),
  /** A page made again, in its owner's answers only: the new picture or text, until the parent keeps one. */
  remake: z
    .object({
      status: z.enum(PAGE_STATUS_WORDS),
      cloud_url: z.string(),
      cf_cloud_animated_url: z.string(),
      part: z.enum(['picture', 'text', 'style']),
      /** The page's new text (part 'text'); '' for a picture. */
      page_text: z.string(),
    })
    .optional(),
});

export const qualityReport = z.object({
  passed: z.boolean(),
  attempts: z.number().int(),
  summaryCoverage: z.number(),
  bookCoverage: z.number(),
  missingWords: strings,
  childNamed: z.boolean(),
  expectedLanguage: z.string(),
  detectedLanguage: z.string(),
  readabilityFormula: z.string(),
  readabilityScore: z.number(),
  readabilityLimit: z.number(),
  readabilityOk: z.boolean(),
  longestSentence: z.number().int(),
  longestSentenceMax: z.number().int(),
  fearsFound: strings,
  findings: strings,
});

export const shelfItem = z.object({
  book_id: z.string(),
  user_id: z.string(),
  data: z
    .object({
      title: z.string(),
      title_svg: z.string(),
      genre: z.string(),
      summary: z.string(),
      cf_title_image: z.string(),
      shared: z.boolean(),
      art_style: z
        .string()
        .describe('the style its pictures are drawn in; empty for books made before styles'),
      sample: z.boolean().describe("one of the product's own sample books, not a parent's"),
    })
    .nullable(),
});

export const shelfPosition = { page: z.number().int(), totalPages: z.number().int() };

/** A whole book as a reader sees it. */
export const readerBook = z.object({
  book_id: z.string(),
  user_id: z.string(),
  title: z.string(),
  summary: z.string(),
  genre: z.string(),
  title_svg: z.string(),
  cf_title_image: z.string(),
  expandedStory: z.string(),
  bookLayout: strings,
  pages: z.array(page),
  published: z.boolean(),
  language: z.string(),
  shared: z.boolean(),
  art_style: z.string().describe('the style its pictures are drawn in; empty for books made before styles'),
});

/** Where a book's printable PDF is (`GET /api/story/book-pdf`). */
export const bookPdf = z.object({
  pdfUrl: z.string(),
  sizeBytes: z.number().int(),
  fileName: z.string(),
});

/** The data of each `progress` event of `GET /api/story/book-progress`. */
export const bookProgress = z.object({
  pages: z.array(page),
  totalPages: z.number().int(),
  finished: z.boolean(),
});

/** Every refusal: a text the user may see; a generation route's 403 adds what the app needs to ask for. */
export const errorAnswer = z.object({
  error: z.string().min(1),
  code: z.literal('pin_required').optional(),
  profileId: z.string().optional().describe('With code pin_required: the profile whose PIN is needed'),
});
