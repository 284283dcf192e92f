/**
 * The story flow up to the book over gRPC, on real parts: story calling the real profiles, images and
 * billing services (SQLite files, the in-process bus, a blob folder). images draws through the real Flux
 * and DALL·E 3 clients against local fakes of their APIs, and story writes offline or through the real
 * openai SDK against a fake OpenAI, so each test sees which model and which illustrator a request reached.
 */
import { startFakeOpenAI, type FakeOpenAI } from '@storybook-app/ai/testing';
import { GENRES, THEMES_PATTERN } from '@storybook-app/ai/storytelling';
import { refusalMessage } from '@storybook-app/ai';
import { NO_IDEA, NO_PROFILE } from '../src/summary';
import { CHOOSE_BOTH } from '../src/story-choices';
import {
  isJudgeRequest,
  MODEL_IDEAS,
  MODEL_SUMMARY,
  schemaName,
  storyAnswers,
} from '@storybook-app/ai/testing';
import { mayaProfile } from '@storybook-app/ai/testing';
import { metricsRegistry, parseExposition, sampleSum } from '@storybook-app/kit';
import { expectCode, StoryBed } from './story-test-bed';

const SUMMARY = {
  title: 'Maya and the Moon Cakes',
  summary: 'Maya and her dog Biscuit bake moon cakes for the village.',
  genre: 'Adventure',
  themes: 'Friendship',
  setting: 'A seaside village',
  characters: 'Maya and Biscuit',
};

describe('story flow over gRPC, written offline (no provider keys)', () => {
  let bed: StoryBed;
  let mayaId: string;
  const parent = 'parent-a';

  beforeAll(async () => {
    bed = await StoryBed.start();
    mayaId = await bed.saveProfile(parent, mayaProfile());
  });

  afterAll(async () => {
    await bed?.close();
  });

  describe('StartStory', () => {
    it('suggests a few ideas that name the child of the profile, each time other ones', async () => {
      const first = await bed.story.StartStory({ user_id: parent, profile_id: mayaId });
      expect(first.prompts.length).toBeGreaterThanOrEqual(2);
      expect(first.prompts.length).toBeLessThanOrEqual(4);
      for (const prompt of first.prompts) expect(prompt).toMatch(/\bMaya\b/);

      // The refresh button asks again: a different set comes back (the offline storyteller varies by seed).
      const again = await Promise.all(
        [1, 2, 3].map(() => bed.story.StartStory({ user_id: parent, profile_id: mayaId })),
      );
      expect(again.some((reply) => reply.prompts.join('|') !== first.prompts.join('|'))).toBe(true);
    });

    it("answers another parent's profile like a missing one, and asks for a profile when none is named", async () => {
      await expectCode(bed.story.StartStory({ user_id: 'parent-b', profile_id: mayaId }), 'not_found');
      await expectCode(bed.story.StartStory({ user_id: parent, profile_id: 'no-such-profile' }), 'not_found');
      await expectCode(bed.story.StartStory({ user_id: parent, profile_id: ' ' }), 'invalid_argument');
    });

    it('asks an admin to choose both a model and an illustrator (spec §5)', async () => {
      for (const choice of [
        { model: 'gpt-4o' },
        { image_generator: 'DallE3' },
        { model: '', image_generator: '' },
      ]) {
        const error = await expectCode(
          bed.story.StartStory({ user_id: parent, profile_id: mayaId, is_admin: true, ...choice }),
          'invalid_argument',
        );
        expect(error.message).toBe(CHOOSE_BOTH);
      }
      const unknown = await expectCode(
        bed.story.StartStory({
          user_id: parent,
          profile_id: mayaId,
          is_admin: true,
          model: 'gpt-5-ultra',
          image_generator: 'Flux',
        }),
        'invalid_argument',
      );
      expect(unknown.message).toMatch(/Unknown model "gpt-5-ultra": choose one of gpt-4o, gpt-4o-mini/);
      const chosen = await bed.story.StartStory({
        user_id: parent,
        profile_id: mayaId,
        is_admin: true,
        model: 'claude-3-haiku-20240307',
        image_generator: 'StableDiffusion',
      });
      expect(chosen.prompts.length).toBeGreaterThan(0);
    });

    it('lets a non-admin send any model and illustrator, since they are replaced', async () => {
      const reply = await bed.story.StartStory({
        user_id: parent,
        profile_id: mayaId,
        model: 'not-a-model',
        image_generator: '',
      });
      expect(reply.prompts.length).toBeGreaterThan(0);
    });
  });

  describe('Summarize', () => {
    it('summarises an idea for the profile named, with every field filled', async () => {
      const summary = await bed.story.Summarize({
        user_id: parent,
        profile_id: mayaId,
        prompt: 'Maya and Biscuit find a lost kite at the beach',
      });
      for (const field of ['title', 'summary', 'genre', 'themes', 'setting', 'characters'] as const) {
        expect(summary[field].trim()).not.toBe('');
      }
      expect(GENRES).toContain(summary.genre);
      expect(summary.themes).toMatch(THEMES_PATTERN);
      expect(`${summary.summary} ${summary.characters}`).toMatch(/\bMaya\b/);
    });

    it("writes for the user's first profile when the request names none", async () => {
      const user = 'two-children';
      await bed.saveProfile(user, mayaProfile());
      await bed.saveProfile(user, {
        ...mayaProfile(),
        personal_information: { ...mayaProfile().personal_information, first_name: 'Noah', gender: 'Boy' },
      });
      const summary = await bed.story.Summarize({ user_id: user, prompt: 'A day at the fair' });
      expect(`${summary.summary} ${summary.characters}`).toMatch(/\bMaya\b/);
      expect(`${summary.summary} ${summary.characters}`).not.toMatch(/\bNoah\b/);
    });

    it('asks for a profile first when the user has none, and for an idea when there is none', async () => {
      const none = await expectCode(
        bed.story.Summarize({ user_id: 'no-children', prompt: 'A day at the fair' }),
        'failed_precondition',
      );
      expect(none.message).toBe(NO_PROFILE);
      const blank = await expectCode(
        bed.story.Summarize({ user_id: parent, profile_id: mayaId, prompt: '   ' }),
        'invalid_argument',
      );
      expect(blank.message).toBe(NO_IDEA);
    });

    it('refuses an idea that is no children’s story, kindly', async () => {
      const error = await expectCode(
        bed.story.Summarize({ user_id: parent, profile_id: mayaId, prompt: 'Beheading the king of the sea' }),
        'invalid_argument',
      );
      expect(error.message).toBe(refusalMessage({ category: 'horror' }));
    });
  });

  describe('CreateTitlePicture', () => {
    it("draws a non-admin's cover with Flux whatever they ask for, stores it and serves it under /media", async () => {
      const fluxBefore = bed.bfl.submissions().length;
      const dalleBefore = bed.dalle.imageGenerations().length;
      const cover = await bed.story.CreateTitlePicture({
        user_id: parent,
        profile_id: mayaId,
        summary: SUMMARY,
        generator: 'DallE3',
      });

      expect(bed.bfl.submissions()).toHaveLength(fluxBefore + 1);
      expect(bed.dalle.imageGenerations()).toHaveLength(dalleBefore);
      expect(cover.file_key).toMatch(
        new RegExp(`^users/parent-a/covers/[0-9a-f-]{36}\\.(png|jpg|jpeg|webp)$`),
      );
      expect(cover.story_image).toBe(`/media/${cover.file_key}`);
      expect(cover.title_svg).toMatch(/^<svg[^>]*width="400"/);
      expect(cover.title_svg).toContain('Maya and the');

      const served = await fetch(`${bed.images.mediaUrl}${cover.story_image}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\//);
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    });

    it('sends the character sheet from the profile with the cover, without guessing a skin tone', async () => {
      await bed.story.CreateTitlePicture({ user_id: parent, profile_id: mayaId, summary: SUMMARY });
      const prompt = String(bed.bfl.submissions().at(-1)?.prompt);
      expect(prompt).toContain('Maya, a girl of 6 with brown hair and green eyes');
      expect(prompt).toContain('Pet: Biscuit, a dog (beagle)');
      expect(prompt).toContain('Friends: Zoe');
      expect(prompt).not.toMatch(/skin|hispanic|latino/i);
      expect(typeof bed.bfl.submissions().at(-1)?.seed).toBe('number');
    });

    it("draws an admin's cover with the illustrator they chose, and asks an admin to choose one", async () => {
      const dalleBefore = bed.dalle.imageGenerations().length;
      const cover = await bed.story.CreateTitlePicture({
        user_id: parent,
        profile_id: mayaId,
        summary: SUMMARY,
        generator: 'DallE3',
        is_admin: true,
      });
      expect(bed.dalle.imageGenerations()).toHaveLength(dalleBefore + 1);
      expect(cover.story_image).toMatch(/^\/media\/users\/parent-a\/covers\//);

      const missing = await expectCode(
        bed.story.CreateTitlePicture({
          user_id: parent,
          profile_id: mayaId,
          summary: SUMMARY,
          is_admin: true,
        }),
        'invalid_argument',
      );
      expect(missing.message).toBe(CHOOSE_BOTH);
    });

    it("refuses a cover for another parent's profile, without a summary, or with words no child should see", async () => {
      await expectCode(
        bed.story.CreateTitlePicture({ user_id: 'parent-b', profile_id: mayaId, summary: SUMMARY }),
        'not_found',
      );
      await expectCode(
        bed.story.CreateTitlePicture({ user_id: parent, profile_id: mayaId }),
        'invalid_argument',
      );
      const before = bed.bfl.submissions().length;
      const refused = await expectCode(
        bed.story.CreateTitlePicture({
          user_id: parent,
          profile_id: mayaId,
          summary: { ...SUMMARY, setting: 'A village after a mass shooting' },
        }),
        'invalid_argument',
      );
      expect(refused.message).toBe(refusalMessage({ category: 'violence' }));
      expect(bed.bfl.submissions()).toHaveLength(before);
    });
  });
});

describe('story flow over gRPC, written by a model (the openai SDK against a fake OpenAI)', () => {
  let openai: FakeOpenAI;
  let bed: StoryBed;
  let mayaId: string;
  const parent = 'parent-m';

  beforeAll(async () => {
    openai = await startFakeOpenAI({
      answer: storyAnswers(),
      moderate: (input) =>
        /volcano of doom/i.test(input) ? { flagged: true, categories: ['violence'] } : { flagged: false },
    });
    bed = await StoryBed.start({
      storyEnv: { OPENAI_API_KEY: openai.apiKey!, OPENAI_BASE_URL: openai.url },
    });
    mayaId = await bed.saveProfile(parent, mayaProfile());
  });

  afterAll(async () => {
    await bed?.close();
    await openai?.close();
  });

  // The storyteller's requests; the safety judge's are counted apart.
  const modelsAsked = () =>
    openai
      .completions()
      .filter((body) => !isJudgeRequest(body))
      .map((body) => body.model);

  /** OpenAI's text calls, tokens and cost in this process's metrics registry, which story counts into. */
  async function openaiCounts() {
    const scrape = parseExposition(await metricsRegistry.metrics());
    const openaiText = { provider: 'openai', kind: 'text' };
    return {
      calls: sampleSum(scrape, 'storybook_provider_calls_total', { ...openaiText, outcome: 'ok' }),
      costUsd: sampleSum(scrape, 'storybook_provider_cost_usd_total', openaiText),
      inputTokens: sampleSum(scrape, 'storybook_provider_tokens_total', {
        provider: 'openai',
        direction: 'input',
      }),
    };
  }

  it('writes with gpt-4o-mini for a non-admin who asks for gpt-4o', async () => {
    const before = modelsAsked().length;
    const counted = await openaiCounts();
    const ideas = await bed.story.StartStory({
      user_id: parent,
      profile_id: mayaId,
      model: 'gpt-4o',
      image_generator: 'DallE3',
    });
    expect(ideas.prompts).toEqual(MODEL_IDEAS);
    const summary = await bed.story.Summarize({
      user_id: parent,
      profile_id: mayaId,
      prompt: 'Maya bakes moon cakes',
      model: 'gpt-4o',
    });
    expect(summary).toEqual(MODEL_SUMMARY);
    expect(modelsAsked().slice(before)).toEqual(['gpt-4o-mini', 'gpt-4o-mini']);
    // The child's profile went to the model with the rules.
    expect(JSON.stringify(openai.completions().at(-1)?.messages)).toContain('Biscuit');
    // Metrics: the two answers counted for OpenAI, with their tokens and what they cost.
    const now = await openaiCounts();
    expect(now.calls - counted.calls).toBe(2);
    expect(now.inputTokens - counted.inputTokens).toBeGreaterThan(0);
    expect(now.costUsd - counted.costUsd).toBeGreaterThan(0);
  });

  it('writes with the model an admin chooses, offline when no provider serves it', async () => {
    const before = modelsAsked().length;
    await bed.story.Summarize({
      user_id: parent,
      profile_id: mayaId,
      prompt: 'Maya bakes moon cakes',
      model: 'gpt-4o',
      is_admin: true,
    });
    expect(modelsAsked().slice(before)).toEqual(['gpt-4o']);

    // No Anthropic key here: Claude's stories are written by the offline storyteller.
    const offline = await bed.story.Summarize({
      user_id: parent,
      profile_id: mayaId,
      prompt: 'Maya bakes moon cakes',
      model: 'claude-3-haiku-20240307',
      is_admin: true,
    });
    expect(modelsAsked()).toHaveLength(before + 1);
    // Not the model's answer (the offline title may well be the same, 'Maya and the Moon Cakes').
    expect(offline.summary).not.toBe(MODEL_SUMMARY.summary);
  });

  /** The fake answers `schema` with `unsafe` for its first `times` requests, and as usual otherwise. */
  function unsafeAnswers(schema: string, times: number, unsafe: object) {
    let asked = 0;
    const answers = storyAnswers();
    openai.setDefault((request) => {
      if (schemaName(request.body) !== schema) return answers(request);
      asked += 1;
      return asked <= times ? { json: unsafe } : answers(request);
    });
    return {
      asked: () => asked,
      restore: () => openai.setDefault(answers),
    };
  }

  const refusalCount = async (kind: string, category: string) =>
    (await bed.story.GetSafetyRefusals({})).counts
      .filter((count) => count.kind === kind && count.category === category)
      .reduce((sum, count) => sum + count.count, 0);

  it('keeps only the suggested ideas the safety layers allow', async () => {
    const unsafeIdea = 'Maya and Zoe drink vodka in the park until they are drunk.';
    const fake = unsafeAnswers('story_ideas', 1, { ideas: [unsafeIdea, ...MODEL_IDEAS.slice(1)] });
    try {
      const before = await refusalCount('idea-suggestion', 'alcohol');
      const ideas = await bed.story.StartStory({
        user_id: parent,
        profile_id: mayaId,
        model: 'gpt-4o-mini',
        image_generator: 'Flux',
      });
      expect(fake.asked()).toBe(1);
      expect(ideas.prompts).toEqual(MODEL_IDEAS.slice(1));
      expect(await refusalCount('idea-suggestion', 'alcohol')).toBe(before + 1);
    } finally {
      fake.restore();
    }
  });

  it('writes a summary the safety layers stop once more, and refuses one still stopped', async () => {
    const unsafe = { ...MODEL_SUMMARY, setting: 'A house where the children play with real guns' };
    const once = unsafeAnswers('story_summary', 1, unsafe);
    try {
      const before = await refusalCount('summary', 'weapons');
      const summary = await bed.story.Summarize({
        user_id: parent,
        profile_id: mayaId,
        prompt: 'Maya bakes moon cakes',
      });
      expect(once.asked()).toBe(2);
      expect(summary).toEqual(MODEL_SUMMARY);
      expect(await refusalCount('summary', 'weapons')).toBe(before + 1);
    } finally {
      once.restore();
    }
    const always = unsafeAnswers('story_summary', 10, unsafe);
    try {
      const error = await expectCode(
        bed.story.Summarize({ user_id: parent, profile_id: mayaId, prompt: 'Maya bakes moon cakes' }),
        'invalid_argument',
      );
      expect(always.asked()).toBe(2);
      expect(error.message).toBe(refusalMessage({ category: 'weapons' }));
    } finally {
      always.restore();
    }
  });

  it("asks OpenAI's moderation about the idea, and a refused idea never reaches the model", async () => {
    const before = { moderations: openai.moderations().length, completions: modelsAsked().length };
    const error = await expectCode(
      bed.story.Summarize({ user_id: parent, profile_id: mayaId, prompt: 'Maya climbs the volcano of doom' }),
      'invalid_argument',
    );
    expect(error.message).toBe(refusalMessage({ category: 'violence' }));
    expect(openai.moderations().length).toBe(before.moderations + 1);
    expect(JSON.stringify(openai.moderations().at(-1))).toContain('volcano of doom');
    expect(modelsAsked()).toHaveLength(before.completions);
  });
});
