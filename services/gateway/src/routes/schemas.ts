/** Request schemas of the public HTTP contract: shapes and bounds; business rules stay in the services. */
import { ART_STYLES } from '@storybook-app/kit';
import { z } from 'zod';
import { ETHNICITY_OPTIONS, GENDER_OPTIONS, LANGUAGE_OPTIONS } from '@storybook-app/kit';
import {
  NOT_BLANK_ID,
  NOT_BLANK_TEXT,
  SAFE_NAME_NOT_BLANK,
  WHITESPACE,
  freeText,
  nameText,
} from './text-hygiene';

export const id = z.string().trim().min(1).max(100).meta({ pattern: NOT_BLANK_ID });
/** Free text: invisible controls and direction overrides are dropped (see text-hygiene.ts). */
const text = freeText;
/** A name: refused if it carries them. */
const name = nameText;
const list = z.array(text(200)).max(50);
/** A user id in a body or query: allowed only if it is the session's own (checked before validation). */
export const ownUserId = { userId: id.optional(), user_id: id.optional() };

/** Story refuses a cover or a book without a title (and a book without a summary): told, not enforced, here. */
const mustSaySomething = { pattern: NOT_BLANK_TEXT, description: 'Must not be blank' };

export const summarySchema = z.object({
  title: text(300).meta(mustSaySomething),
  summary: text(5000),
  genre: text(100),
  themes: text(1000),
  setting: text(2000),
  characters: text(2000),
});

const relative = z.strictObject({ relationship: text(100), name: name(100), nickname: name(100) }).partial();

const personalInformation = z
  .strictObject({
    first_name: name(100),
    nickname: name(100),
    age: z.union([text(20), z.number().int().min(0).max(30).transform(String)]),
    birthdate: text(20),
    gender: text(50),
    language: text(50),
    ethnicity: text(50),
    hair_color: text(50),
    eye_color: text(50),
  })
  .partial();

/** Unknown fields are refused, not dropped: a client that sends them has misunderstood the schema. */
export const profileDataSchema = z
  .strictObject({
    personal_information: personalInformation,
    storybook_settings: z
      .strictObject({
        genre_preferences: list,
        themes_of_interest: list,
        character_types: list,
        settings: list,
      })
      .partial(),
    interests: z
      .strictObject({
        favorite_colors: list,
        hobbies: list,
        favorite_animals: list,
        favorite_books: list,
        favorite_foods: list,
        fears: list,
      })
      .partial(),
    personal_traits: z.strictObject({ personality: list, strengths: list, challenges: list }).partial(),
    education: z
      .strictObject({ grade: text(50), favorite_subjects: list, least_favorite_subjects: list })
      .partial(),
    family: z
      .strictObject({
        parents: z.array(relative).max(4),
        siblings: z.array(relative).max(10),
        pets: z
          .array(z.strictObject({ type: text(100), name: name(100), breed: text(100) }).partial())
          .max(10),
      })
      .partial(),
    friends: z.array(z.strictObject({ name: name(100), age: text(20), interests: list }).partial()).max(20),
  })
  .partial();

/** A base64 data URL of at most ~2 MB of image. */
export const PROFILE_IMAGE_MAX_CHARS = 2_800_000;

export const bookDraftSchema = summarySchema.extend({
  summary: text(5000).meta(mustSaySomething),
  prompt: text(2000),
  title_svg: text(20_000).optional(),
  cf_title_image: text(2000).optional(),
  cf_title_key: text(500).optional(),
  image_generator: text(50).optional(),
  model: text(100).optional(),
  art_style: z.enum(ART_STYLES).optional(),
});

// [0-9], not \d: other scripts' digits are digits to a JSON Schema (Python) client, not to us.
export const pin = z.string().regex(/^[0-9]{4}$/, 'must be 4 digits');
export const pageNumber = z.coerce.number().int().min(1).max(1000);

/**
 * A profile to be stored. The profiles service judges it (services/profiles/src/profile-rules.ts: the same
 * rules for the form and the chat, one place); these annotations only tell clients those rules in the
 * OpenAPI document, and the contract tests hold the two together.
 */
export const savedProfileDataSchema = profileDataSchema
  .extend({
    personal_information: personalInformation
      .extend({
        first_name: name(100).meta({ pattern: SAFE_NAME_NOT_BLANK }),
        gender: text(50).meta({ enum: [...GENDER_OPTIONS] }),
        language: text(50).meta({ enum: [...LANGUAGE_OPTIONS] }),
        ethnicity: text(50).meta({ enum: [...ETHNICITY_OPTIONS] }),
        birthdate: text(20).meta({
          pattern: '^$|^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
          description: 'YYYY-MM-DD: a real day, in the past, from 1900 on',
        }),
        age: z.union([
          text(20).meta({
            pattern: `^$|^[${WHITESPACE}]*[0-9]{1,2}[${WHITESPACE}]*$`,
            description: 'Years: a number of at most two digits',
          }),
          z.number().int().min(0).max(30).transform(String),
        ]),
      })
      .partial()
      .meta({ required: ['first_name', 'gender', 'language', 'ethnicity'] }),
  })
  .partial()
  .meta({ required: ['personal_information'] });
