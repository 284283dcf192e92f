/** The pure rules around the storyteller: genre and theme keys, answer schemas, reading levels, prices. */
import { authorRegistry, type Author } from '@storybook-app/ai';
import type { ProfileData__Output } from '@storybook-app/proto';
import { z } from 'zod';
import {
  childAge,
  costUsd,
  GENRES,
  genreKeyOf,
  ideasSchemaFor,
  normaliseThemes,
  offlineStoryteller,
  readingLevel,
  storySummarySchema,
  storytellerFor,
  themeKeyOf,
  themeKeysIn,
  THEMES,
  tokenCost,
  writtenStorySchema,
  writtenStorySchemaFor,
  type StoryProfile,
} from '../src/storytelling';

describe('genre and theme keys', () => {
  it.each([
    ['Fairy Tale', 'FairyTale'],
    ['fairy-tale', 'FairyTale'],
    ['Animals & Nature', 'AnimalsNature'],
    ['animals and nature', 'AnimalsNature'],
    ['Nursery Rhymes / Poems', 'NurseryRhymesPoem'],
    ['a rhyming poem', 'NurseryRhymesPoem'],
    ['Bedtime story', 'Bedtime'],
    ['Courage', 'CourageAndBravery'],
    ['kindness & compassion', 'KindnessAndCompassion'],
    ['Adventure', 'Adventure'],
    ['Fairy-tale adventure', 'FairyTale'],
  ])('reads genre %j as %s', (text, key) => {
    expect(genreKeyOf(text)).toBe(key);
  });

  it('names no genre for what is not one', () => {
    expect(genreKeyOf('Horror')).toBeUndefined();
    expect(genreKeyOf('')).toBeUndefined();
  });

  it.each([
    ['friendship', 'Friendship'],
    ['Family and Love', 'FamilyAndLove'],
    ['Emotions or feelings', 'EmotionsOrFeelings'],
    ['teamwork', 'SharingAndCooperation'],
    ['Magic', 'MagicAndWonder'],
    ['Learning & Curiosity', 'LearningAndCuriosity'],
  ])('reads theme %j as %s', (text, key) => {
    expect(themeKeyOf(text)).toBe(key);
  });

  it('keeps themes comma-separated, keys where recognised, unknown ones for the schema to reject', () => {
    expect(normaliseThemes('friendship, Courage and Bravery; magic')).toBe(
      'Friendship, CourageAndBravery, MagicAndWonder',
    );
    expect(normaliseThemes(['Friendship', 'friendship', 'Spaceships'])).toBe('Friendship, Spaceships');
    expect(themeKeysIn('Friendship, Spaceships, Discovery')).toEqual(['Friendship', 'Discovery']);
    expect(GENRES).toHaveLength(12);
    expect(THEMES).toHaveLength(14);
  });
});

describe('answer schemas', () => {
  const summary = {
    title: 'Maya and the Golden Key',
    summary: 'Maya finds a golden key and opens a secret door in the garden.',
    genre: 'FairyTale',
    themes: 'Friendship',
    setting: 'The garden',
    characters: 'Maya; Biscuit',
  };

  it('normalises a summary and rejects unknown genres, unknown themes and too many themes', () => {
    expect(
      storySummarySchema.parse({ ...summary, genre: 'fairy tale', themes: 'courage, friendship' }),
    ).toEqual({
      ...summary,
      themes: 'CourageAndBravery, Friendship',
    });
    expect(storySummarySchema.safeParse({ ...summary, genre: 'Horror' }).success).toBe(false);
    expect(storySummarySchema.safeParse({ ...summary, themes: 'Spaceships' }).success).toBe(false);
    expect(storySummarySchema.safeParse({ ...summary, themes: THEMES.slice(0, 5).join(', ') }).success).toBe(
      false,
    );
    expect(storySummarySchema.safeParse({ ...summary, title: '' }).success).toBe(false);
    expect(storySummarySchema.safeParse({ ...summary, title: 'x'.repeat(81) }).success).toBe(false);
  });

  it('gives the provider the genre list and the theme pattern, not the normalising code', () => {
    const schema = z.toJSONSchema(storySummarySchema) as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(schema.properties.genre.enum).toEqual([...GENRES]);
    expect(String(schema.properties.themes.pattern)).toContain('MagicAndWonder');
  });

  const page = (text: string) => ({ pageText: text, sceneDescription: 'Maya in a garden full of roses.' });
  const story = (texts: string[]) => ({
    completeStory: 'Maya finds a key, opens a door and goes home happy, with her dog beside her.',
    expandedStory: 'Maya finds a golden key. '.repeat(10),
    bookLayout: texts.map(page),
  });
  const eight = Array.from({ length: 8 }, (_, i) => `Maya, page ${i + 1}.`);

  it('wants 8 to 16 pages, not counting a trailing The End page the book adds itself', () => {
    expect(writtenStorySchema.safeParse(story(eight)).success).toBe(true);
    expect(writtenStorySchema.parse(story([...eight, 'The End.'])).bookLayout).toHaveLength(8);
    expect(writtenStorySchema.parse(story([...eight, 'Fin'])).bookLayout).toHaveLength(8);
    expect(writtenStorySchema.safeParse(story([...eight.slice(1), 'THE END'])).success).toBe(false);
    expect(writtenStorySchema.safeParse(story(Array.from({ length: 17 }, () => 'Maya.'))).success).toBe(
      false,
    );
    expect(writtenStorySchema.safeParse(story([...eight.slice(1), ''])).success).toBe(false);
  });

  it("wants the child's name on the pages", () => {
    expect(writtenStorySchemaFor('Maya').safeParse(story(eight)).success).toBe(true);
    expect(writtenStorySchemaFor('Lucas').safeParse(story(eight)).success).toBe(false);
  });

  it('wants the number of ideas asked for, none naming a fear', () => {
    const schema = ideasSchemaFor(3, ['the dark', 'thunder']);
    expect(
      schema.safeParse({ ideas: ['Maya flies a kite', 'Maya meets an otter', 'Maya bakes a cake'] }).success,
    ).toBe(true);
    expect(schema.safeParse({ ideas: ['Maya flies a kite', 'Maya meets an otter'] }).success).toBe(false);
    const fearful = schema.safeParse({
      ideas: ['Maya explores the Dark cave', 'Maya meets an otter', 'Thunder!'],
    });
    expect(fearful.success).toBe(false);
    expect(fearful.error?.issues.map((issue) => issue.path)).toEqual([
      ['ideas', 0],
      ['ideas', 2],
    ]);
    // 'darkness' is not 'dark': whole words only.
    expect(
      schema.safeParse({ ideas: ['Maya paints a darkness-free sky', 'Maya reads', 'Maya sings'] }).success,
    ).toBe(true);
  });
});

describe('reading level', () => {
  it.each([
    [2, 'toddler', 8],
    [4, 'toddler', 8],
    [5, 'early', 10],
    [7, 'early', 10],
    [8, 'middle', 12],
    [10, 'middle', 12],
    [11, 'older', 12],
  ])('age %i reads at the %s level, %i pages', (age, band, pages) => {
    expect(readingLevel(age)).toMatchObject({ band, pages });
  });

  it('takes the age from the profile, else from the birthdate, else six', () => {
    const today = new Date('2026-03-14T12:00:00Z');
    expect(childAge({ personal_information: { age: '9' } }, today)).toBe(9);
    expect(childAge({ personal_information: { birthdate: '2020-03-14' } }, today)).toBe(6);
    expect(childAge({ personal_information: { birthdate: '2020-03-15' } }, today)).toBe(5);
    expect(childAge({}, today)).toBe(6);
  });
});

describe('token cost (spec §9)', () => {
  const million = { inputTokens: 1_000_000, outputTokens: 1_000_000 };

  it.each([
    ['gpt-4o', 12.5],
    ['gpt-4o-mini', 0.75],
    ['claude-3-5-sonnet-latest', 18],
    ['claude-3-haiku-20240307', 1.5],
    ['offline', 0],
  ])('prices %s at %d USD for a million tokens each way', (model, usd) => {
    expect(costUsd(model, million)).toBeCloseTo(usd, 10);
    expect(tokenCost(model, million).priced).toBe(true);
  });

  it('prices input and output apart', () => {
    expect(costUsd('gpt-4o-mini', { inputTokens: 1000, outputTokens: 500 })).toBeCloseTo(0.00045, 10);
    expect(costUsd('claude-3-5-sonnet-latest', { inputTokens: 2000, outputTokens: 1000 })).toBeCloseTo(
      0.021,
      10,
    );
  });

  it('costs nothing for a model the table does not price, and names it for the logs', () => {
    expect(tokenCost('llama3.1:8b', million)).toEqual({ model: 'llama3.1:8b', usd: 0, priced: false });
  });
});

describe('the storyteller contract', () => {
  it('takes a profile as profiles answers it over gRPC, every field present', () => {
    // Checked by the compiler: the message type read from profiles is a StoryProfile as it is.
    const asStoryProfile = (profile: ProfileData__Output): StoryProfile => profile;
    expect(asStoryProfile).toBeInstanceOf(Function);
  });
});

describe('storytellerFor', () => {
  const author: Author = {
    adapter: 'openai',
    models: ['gpt-4o-mini'],
    write: () => Promise.reject(new Error('not called')),
  };

  it('uses a model when a configured provider serves it, else the offline storyteller', () => {
    expect(storytellerFor(authorRegistry([author]), 'gpt-4o-mini').adapter).toBe('openai:gpt-4o-mini');
    expect(storytellerFor(authorRegistry([author]), 'gpt-4o')).toBe(offlineStoryteller);
    expect(storytellerFor(authorRegistry([]), 'gpt-4o-mini')).toBe(offlineStoryteller);
  });
});
