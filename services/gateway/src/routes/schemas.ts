/** Request schemas of the public HTTP contract: shapes and bounds; business rules stay in the services. */
import { ART_STYLES } from '@storybook-app/kit';
import { z } from 'zod';
import { freeText, nameText } from './text-hygiene';

export const id = z.string().trim().min(1).max(100);
/** Free text: invisible controls and direction overrides are dropped (see text-hygiene.ts). */
const text = freeText;
/** A name: refused if it carries them. */
const name = nameText;
const list = z.array(text(200)).max(50);
/** A user id in a body or query: allowed only if it is the session's own (checked before validation). */
export const ownUserId = { userId: id.optional(), user_id: id.optional() };

export const summarySchema = z.object({
  title: text(300),
  summary: text(5000),
  genre: text(100),
  themes: text(1000),
  setting: text(2000),
  characters: text(2000),
});

const relative = z.strictObject({ relationship: text(100), name: name(100), nickname: name(100) }).partial();

/** Unknown fields are refused, not dropped: a client that sends them has misunderstood the schema. */
export const profileDataSchema = z
  .strictObject({
    personal_information: z
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
      .partial(),
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
  prompt: text(2000),
  title_svg: text(20_000).optional(),
  cf_title_image: text(2000).optional(),
  cf_title_key: text(500).optional(),
  image_generator: text(50).optional(),
  model: text(100).optional(),
  art_style: z.enum(ART_STYLES).optional(),
});

export const pin = z.string().regex(/^\d{4}$/, 'must be 4 digits');
export const pageNumber = z.coerce.number().int().min(1).max(1000);
