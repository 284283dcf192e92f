import { DependencyUnavailableError } from '@storybook-app/kit';
import { chainModerators, createOpenAIModerator, createWordListModerator, moderatorFromEnv } from '../src';
import type { Moderator } from '../src';
import { startFakeOpenAI } from '../src/testing';
import type { FakeOpenAI } from '../src/testing';

describe('word-list moderator', () => {
  const moderator = createWordListModerator();

  it.each([
    ['a story where the knight wants to behead the dragon', ['violence']],
    ['Mia wants to KILL HERSELF', []],
    ['the villain said: kill yourself', ['self-harm']],
    ['something about self-harm', ['self-harm']],
    ['Porn', ['sexual']],
    ['ｐｏｒｎ in full-width letters', ['sexual']],
    ['what the fuck', ['profanity']],
    ['rapist and suicide', ['sexual', 'self-harm']],
  ])('judges %j', async (text, categories) => {
    const result = await moderator.check(text);
    expect(result).toEqual({ flagged: categories.length > 0, categories });
  });

  it.each([
    'The assassin bug and the grape went to Scunthorpe with a therapist.',
    'The wolf wanted to eat grandmother, and the hunter fought the dragon with a sword.',
    'Spick and span, the pirates sailed to Essex; the drapes were red.',
    'Un cuento sobre un pedo muy gracioso y una ballena.',
    'Die Katze heißt Mia und mag Fußball.',
    'He pressed the button and the buttress held.',
  ])('leaves ordinary words alone: %j', async (text) => {
    expect(await moderator.check(text)).toEqual({ flagged: false, categories: [] });
  });

  it('matches whole words in any script, and takes a custom list', async () => {
    const custom = createWordListModerator({ scary: ['grimlock', 'чудовище'] });
    expect((await custom.check('a Grimlock!')).categories).toEqual(['scary']);
    expect((await custom.check('grimlocks')).flagged).toBe(false);
    expect((await custom.check('это чудовище')).flagged).toBe(true);
    expect(custom.adapter).toBe('word-list');
  });
});

describe('openai moderator', () => {
  let fake: FakeOpenAI;
  beforeEach(async () => {
    fake = await startFakeOpenAI();
  });
  afterEach(() => fake.close());

  const moderator = () => createOpenAIModerator({ apiKey: fake.apiKey!, baseURL: fake.url, maxRetries: 0 });

  it('asks omni-moderation-latest and reports the categories that tripped', async () => {
    fake.replyModeration({ flagged: true, categories: ['violence', 'violence/graphic'] }, { flagged: false });
    expect(await moderator().check('first text')).toEqual({
      flagged: true,
      categories: ['violence', 'violence/graphic'],
    });
    expect(await moderator().check('second text')).toEqual({ flagged: false, categories: [] });
    expect(fake.moderations()).toEqual([
      { model: 'omni-moderation-latest', input: 'first text' },
      { model: 'omni-moderation-latest', input: 'second text' },
    ]);
  });

  it('is unavailable when OpenAI fails, and refuses a wrong key without naming it', async () => {
    fake.replyModeration({ status: 503 });
    await expect(moderator().check('text')).rejects.toThrow(DependencyUnavailableError);
    const wrong = createOpenAIModerator({ apiKey: 'sk-wrong-moderation', baseURL: fake.url, maxRetries: 0 });
    const failure = await wrong.check('text').then(
      () => new Error('accepted'),
      (error: Error) => error,
    );
    expect(failure.message).toMatch(/OpenAI moderation refused the API key \(401\)/);
    expect(failure.message).not.toContain('sk-wrong-moderation');
  });
});

describe('moderator chain', () => {
  const fixed = (adapter: string, flagged: boolean, seen: string[]): Moderator => ({
    adapter,
    async check(text) {
      seen.push(`${adapter}:${text}`);
      return { flagged, categories: flagged ? [adapter] : [] };
    },
  });

  it('flags when any moderator flags, and stops asking at the first flag', async () => {
    const seen: string[] = [];
    const chain = chainModerators([fixed('a', false, seen), fixed('b', true, seen), fixed('c', true, seen)]);
    expect(chain.adapter).toBe('a+b+c');
    expect(await chain.check('x')).toEqual({ flagged: true, categories: ['b'] });
    expect(seen).toEqual(['a:x', 'b:x']);
  });

  it('passes text every moderator passes', async () => {
    const chain = chainModerators([fixed('a', false, []), fixed('b', false, [])]);
    expect(await chain.check('x')).toEqual({ flagged: false, categories: [] });
  });

  it('is the word list alone without an OpenAI key, and the word list then OpenAI with one', async () => {
    expect(moderatorFromEnv({}).adapter).toBe('word-list');
    const fake = await startFakeOpenAI({
      moderate: (input) => ({ flagged: input.includes('scary'), categories: [] }),
    });
    try {
      const moderator = moderatorFromEnv({ OPENAI_API_KEY: fake.apiKey!, OPENAI_BASE_URL: fake.url });
      expect(moderator.adapter).toBe('word-list+openai');
      // The local list refuses this one: it never reaches OpenAI.
      expect(await moderator.check('a story about porn')).toEqual({ flagged: true, categories: ['sexual'] });
      expect(fake.moderations()).toHaveLength(0);
      expect((await moderator.check('a scary story')).flagged).toBe(true);
      expect((await moderator.check('a kind story')).flagged).toBe(false);
      expect(fake.moderations().map((body) => body.input)).toEqual(['a scary story', 'a kind story']);
    } finally {
      await fake.close();
    }
  });
});
