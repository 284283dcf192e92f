import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DependencyUnavailableError } from '@storybook-app/kit';
import {
  IllustrationModeratedError,
  createDallE3Illustrator,
  createFluxIllustrator,
  createStableDiffusionIllustrator,
  illustratorsFromEnv,
} from '../src';
import { nextPollAt } from '../src/flux-illustrator';
import { startFakeBfl, startFakeOpenAI, startFakeStability } from '../src/testing';
import type { FakeBfl, FakeOpenAI, FakeStability } from '../src/testing';
import { PAGE, describeIllustratorContract } from './contracts/illustrator.contract';
import type { IllustratorHarness } from './contracts/illustrator.contract';

const last = <T>(items: T[]): T => {
  if (items.length === 0) throw new Error('no request was received');
  return items[items.length - 1];
};

describeIllustratorContract('openai dall-e-3', async (): Promise<IllustratorHarness> => {
  const fake = await startFakeOpenAI();
  return {
    model: 'dall-e-3',
    apiKey: fake.apiKey!,
    takesSeed: false,
    wrongKeyStatus: 401,
    illustrator: (tuning = {}, logger) =>
      createDallE3Illustrator({
        apiKey: tuning.apiKey ?? fake.apiKey!,
        baseURL: tuning.baseURL ?? fake.url,
        maxRetries: tuning.maxRetries ?? 0,
        timeoutMs: tuning.timeoutMs ?? 5000,
        logger,
      }),
    reply: (...answers) => fake.replyImage(...answers),
    requestCount: () => fake.requests.filter((request) => request.path === '/v1/images/generations').length,
    sent: () => {
      const body = last(fake.imageGenerations()) as unknown as Record<string, unknown>;
      return { prompt: String(body.prompt), seed: body.seed as number | undefined };
    },
    close: () => fake.close(),
  };
});

describeIllustratorContract('bfl flux', async (): Promise<IllustratorHarness> => {
  const fake = await startFakeBfl();
  return {
    model: 'flux-pro-1.1',
    apiKey: fake.apiKey,
    takesSeed: true,
    wrongKeyStatus: 403,
    illustrator: (tuning = {}, logger) =>
      createFluxIllustrator({
        apiKey: tuning.apiKey ?? fake.apiKey,
        baseURL: tuning.baseURL ?? fake.url,
        maxRetries: tuning.maxRetries ?? 0,
        timeoutMs: tuning.timeoutMs ?? 5000,
        pollIntervalMs: 5,
        logger,
      }),
    reply: (...answers) => fake.reply(...answers),
    requestCount: () => fake.requests.filter((request) => request.method === 'POST').length,
    sent: () => {
      const body = last(fake.submissions());
      return { prompt: String(body.prompt), seed: body.seed as number | undefined };
    },
    close: () => fake.close(),
  };
});

describeIllustratorContract('stability stable diffusion', async (): Promise<IllustratorHarness> => {
  const fake = await startFakeStability();
  return {
    model: 'sd3.5-large',
    apiKey: fake.apiKey,
    takesSeed: true,
    wrongKeyStatus: 401,
    illustrator: (tuning = {}, logger) =>
      createStableDiffusionIllustrator({
        apiKey: tuning.apiKey ?? fake.apiKey,
        baseURL: tuning.baseURL ?? fake.url,
        maxRetries: tuning.maxRetries ?? 0,
        timeoutMs: tuning.timeoutMs ?? 5000,
        logger,
      }),
    reply: (...answers) => fake.reply(...answers),
    requestCount: () => fake.requests.length,
    sent: () => {
      const form = last(fake.forms());
      return { prompt: form.prompt, seed: form.seed === undefined ? undefined : Number(form.seed) };
    },
    close: () => fake.close(),
  };
});

describe('dall-e-3 illustrator', () => {
  let fake: FakeOpenAI;
  beforeEach(async () => {
    fake = await startFakeOpenAI();
  });
  afterEach(() => fake.close());

  const illustrator = () =>
    createDallE3Illustrator({ apiKey: fake.apiKey!, baseURL: fake.url, maxRetries: 0 });

  it('asks for one 1024x1024 standard dall-e-3 picture as base64, with the bearer key', async () => {
    await illustrator().illustrate({ ...PAGE, width: 1536, height: 640 });
    const body = last(fake.imageGenerations());
    expect(body).toMatchObject({
      model: 'dall-e-3',
      n: 1,
      size: '1024x1024',
      quality: 'standard',
      response_format: 'b64_json',
    });
    expect(last(fake.requests).headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(illustrator().adapter).toBe('openai');
  });

  it("keeps the prompt within DALL·E 3's 4000 characters, cutting the scene, never the character", async () => {
    await illustrator().illustrate({ ...PAGE, prompt: 'A very long scene. '.repeat(400) });
    const prompt = String(last(fake.imageGenerations()).prompt);
    expect(prompt.length).toBeLessThanOrEqual(4000);
    expect(prompt).toContain(PAGE.characterSheet);
    expect(prompt).toContain('…');
  });

  it('reads an answer without image data as not a picture', async () => {
    fake.replyImage({ image: Buffer.alloc(0) });
    await expect(illustrator().illustrate(PAGE)).rejects.toThrow(/without image data/);
  });
});

describe('flux illustrator', () => {
  let fake: FakeBfl;
  afterEach(() => fake.close());

  const flux = (options: Partial<Parameters<typeof createFluxIllustrator>[0]> = {}) =>
    createFluxIllustrator({
      apiKey: fake.apiKey,
      baseURL: fake.url,
      maxRetries: 0,
      pollIntervalMs: 10,
      ...options,
    });

  it('submits to flux-pro-1.1, polls until Ready and downloads the sample without the key', async () => {
    fake = await startFakeBfl();
    fake.reply({ pendingPolls: 3, delayMs: 50 });
    const started = Date.now();
    const illustration = await flux().illustrate({ ...PAGE, width: 1000, height: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(50 + 4 * 10);
    expect(illustration.contentType).toBe('image/png');
    const submitted = fake.requests.find((request) => request.method === 'POST')!;
    expect(submitted.path).toBe('/v1/flux-pro-1.1');
    expect(submitted.headers['x-key']).toBe(fake.apiKey);
    expect(submitted.body).toMatchObject({ width: 992, height: 1440, seed: PAGE.seed, output_format: 'png' });
    expect(fake.polls()).toHaveLength(4);
    expect(fake.polls().every((poll) => poll.headers['x-key'] === fake.apiKey)).toBe(true);
    expect(fake.downloads()).toHaveLength(1);
    expect(fake.downloads()[0].headers['x-key']).toBeUndefined();
  });

  it('takes the fake’s fixed picture time, however often it polls', async () => {
    fake = await startFakeBfl({ pictureMs: 120 });
    const started = Date.now();
    await Promise.all([flux().illustrate(PAGE), flux().illustrate(PAGE)]);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(120);
    // Both pictures at once: the time is per picture, not per queue.
    expect(took).toBeLessThan(240);
    expect(fake.polls().length).toBeGreaterThan(4);
  });

  it('never sends the key to a polling URL on a foreign host, and polls get_result instead', async () => {
    fake = await startFakeBfl({ pollingUrl: (id) => `http://collector.example/steal?id=${id}` });
    await flux().illustrate(PAGE);
    expect(fake.polls().length).toBeGreaterThan(0);
    expect(fake.polls()[0].query.id).toBeDefined();
  });

  it('never follows a redirect with the key', async () => {
    fake = await startFakeBfl();
    const elsewhere: IncomingHttpHeaders[] = [];
    const collector = createServer((request, response) => {
      elsewhere.push(request.headers);
      response.end('{}');
    });
    const redirector = createServer((_request, response) => {
      const { port } = collector.address() as AddressInfo;
      response.writeHead(307, { location: `http://127.0.0.1:${port}/v1/flux-pro-1.1` }).end();
    });
    await Promise.all(
      [collector, redirector].map(
        (server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
      ),
    );
    try {
      const { port } = redirector.address() as AddressInfo;
      const failure = flux({ baseURL: `http://127.0.0.1:${port}` }).illustrate(PAGE);
      await expect(failure).rejects.toBeInstanceOf(DependencyUnavailableError);
      expect(elsewhere).toEqual([]);
    } finally {
      await Promise.all(
        [collector, redirector].map((server) => new Promise((resolve) => server.close(resolve))),
      );
    }
  });

  it('is unavailable when the task fails at Flux', async () => {
    fake = await startFakeBfl();
    fake.reply({ failed: true });
    await expect(flux().illustrate(PAGE)).rejects.toThrow(DependencyUnavailableError);
  });

  it('is unavailable when the picture is not ready within the wait', async () => {
    fake = await startFakeBfl();
    fake.reply({ pendingPolls: 1000 });
    const failure = flux({ maxWaitMs: 150 }).illustrate(PAGE);
    await expect(failure).rejects.toBeInstanceOf(DependencyUnavailableError);
    await expect(failure).rejects.toThrow(/did not finish the picture in time/);
  });

  it('reports a moderated picture, not only a moderated prompt', async () => {
    fake = await startFakeBfl();
    fake.reply({ moderated: 'picture' });
    const failure = await flux()
      .illustrate(PAGE)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(IllustrationModeratedError);
    expect((failure as IllustrationModeratedError).status).toBe(422);
    expect((failure as Error).message).toMatch(/refused the picture/);
  });

  it('gives up on a task Flux does not know', async () => {
    fake = await startFakeBfl({ pollingUrl: (_id, origin) => `${origin}/v1/get_result?id=unknown` });
    await expect(flux().illustrate(PAGE)).rejects.toThrow(/lost the task/);
  });

  it('submits to the endpoint of the configured model, and passes its refusal reasons on', async () => {
    fake = await startFakeBfl();
    const dev = createFluxIllustrator({
      apiKey: fake.apiKey,
      baseURL: fake.url,
      model: 'flux-dev',
      maxRetries: 0,
    });
    fake.reply({ status: 422, message: 'prompt: Field required' });
    await expect(dev.illustrate(PAGE)).rejects.toThrow(/refused the request \(422\): prompt: Field required/);
    expect(last(fake.requests).path).toBe('/v1/flux-dev');
  });
});

describe('stable diffusion illustrator', () => {
  let fake: FakeStability;
  beforeEach(async () => {
    fake = await startFakeStability();
  });
  afterEach(() => fake.close());

  const sd = () =>
    createStableDiffusionIllustrator({ apiKey: fake.apiKey, baseURL: fake.url, maxRetries: 0 });

  it('posts a multipart form for a png with the seed and the nearest aspect ratio, accepting image/*', async () => {
    await sd().illustrate({ ...PAGE, width: 1536, height: 1024 });
    const request = last(fake.requests);
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.accept).toBe('image/*');
    expect(request.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(last(fake.forms())).toMatchObject({
      mode: 'text-to-image',
      model: 'sd3.5-large',
      aspect_ratio: '3:2',
      seed: String(PAGE.seed),
      output_format: 'png',
    });
    expect(last(fake.forms()).negative_prompt).toMatch(/scary/);
  });

  it('reports a picture the safety filter blurred (finish-reason CONTENT_FILTERED) as moderated', async () => {
    fake.reply({ moderated: 'picture' });
    const failure = await sd()
      .illustrate(PAGE)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(IllustrationModeratedError);
    expect((failure as Error).message).toMatch(/CONTENT_FILTERED/);
  });

  it('maps a seed of 0, which Stability reads as random, to a fixed one', async () => {
    await sd().illustrate({ ...PAGE, seed: 0 });
    expect(last(fake.forms()).seed).toBe('1');
  });
});

describe('illustratorsFromEnv', () => {
  it('is empty without keys, so the service draws offline', () => {
    const none = illustratorsFromEnv({});
    expect(none.adapter).toBe('none');
    expect(none.names).toEqual([]);
    expect(none.forName('Flux')).toBeUndefined();
  });

  it("serves the spec's names from the configured keys and base URLs", async () => {
    const openai = await startFakeOpenAI();
    const bfl = await startFakeBfl();
    const stability = await startFakeStability();
    try {
      const illustrators = illustratorsFromEnv(
        {
          OPENAI_API_KEY: openai.apiKey!,
          OPENAI_BASE_URL: openai.url,
          BFL_API_KEY: bfl.apiKey,
          BFL_BASE_URL: bfl.url,
          STABILITY_API_KEY: stability.apiKey,
          STABILITY_BASE_URL: stability.url,
        },
        { maxRetries: 0 },
      );
      expect(illustrators.names).toEqual(['DallE3', 'StableDiffusion', 'Flux']);
      expect(illustrators.adapter).toBe('openai+stability+bfl');
      expect(illustrators.forName('Midjourney')).toBeUndefined();
      for (const name of illustrators.names) {
        const illustration = await illustrators.forName(name)!.illustrate(PAGE);
        expect(illustration.contentType).toBe('image/png');
      }
      expect(openai.imageGenerations()).toHaveLength(1);
      expect(bfl.submissions()).toHaveLength(1);
      expect(stability.forms()).toHaveLength(1);
    } finally {
      await Promise.all([openai.close(), bfl.close(), stability.close()]);
    }
  });

  it('builds only the providers whose key is set', () => {
    const flux = illustratorsFromEnv({ BFL_API_KEY: 'k' });
    expect(flux.names).toEqual(['Flux']);
    expect(flux.adapter).toBe('bfl');
  });
});

describe("Flux's polling", () => {
  it('polls at the marks every interval from the submission, skipping a mark already passed', () => {
    // Submitted at 1000, polled every 500: at 1500, 2000, 2500…, whatever each poll took.
    expect(nextPollAt(1000, 500, 1000)).toBe(1500);
    expect(nextPollAt(1000, 500, 1530)).toBe(2000);
    expect(nextPollAt(1000, 500, 1999)).toBe(2000);
    expect(nextPollAt(1000, 500, 2000)).toBe(2500);
    // A poll that took past the next mark waits for the one after, not polling twice in a row.
    expect(nextPollAt(1000, 500, 2600)).toBe(3000);
  });

  it('keeps the task during the first wait, not before it', async () => {
    const fake = await startFakeBfl({ pendingPolls: 0 });
    try {
      // An interval and a keeping of the task long enough to tell one wait from two on a busy machine.
      const flux = createFluxIllustrator({ apiKey: fake.apiKey, baseURL: fake.url, pollIntervalMs: 1000 });
      let kept = '';
      const started = Date.now();
      const drawn = await flux.illustrate({
        ...PAGE,
        onTask: (task) => new Promise<void>((resolve) => setTimeout(() => resolve(void (kept = task)), 1000)),
      });
      const took = Date.now() - started;
      expect(kept).not.toBe('');
      expect(drawn.image.length).toBeGreaterThan(0);
      expect(fake.polls()).toHaveLength(1);
      // The keeping (1 s) and the first interval (1 s) side by side: about 1 s, where one after the other is 2.
      expect(took).toBeLessThan(1700);
    } finally {
      await fake.close();
    }
  });

  it('does not poll before the task is kept, and fails as the keeping failed', async () => {
    const fake = await startFakeBfl({ pendingPolls: 0 });
    try {
      const flux = createFluxIllustrator({ apiKey: fake.apiKey, baseURL: fake.url, pollIntervalMs: 10 });
      const failing = flux.illustrate({
        ...PAGE,
        onTask: () =>
          new Promise<void>((_, reject) => setTimeout(() => reject(new Error('store away')), 200)),
      });
      await expect(failing).rejects.toThrow('store away');
      expect(fake.polls()).toHaveLength(0);
    } finally {
      await fake.close();
    }
  });
});

describe('a drawing asked for again after a crash (issue 21)', () => {
  it('Flux: reports its task, and a drawing that resumes that task waits for it instead of ordering another', async () => {
    const fake = await startFakeBfl({ pictureMs: 200 });
    try {
      const flux = createFluxIllustrator({ apiKey: fake.apiKey, baseURL: fake.url, pollIntervalMs: 20 });
      let task = '';
      const first = await flux.illustrate({ ...PAGE, onTask: async (kept) => void (task = kept) });
      expect(JSON.parse(task)).toMatchObject({ id: expect.any(String), pollUrl: expect.any(String) });
      expect(first.resumed).toBeUndefined();

      const again = await flux.illustrate({ ...PAGE, resumeTask: task });
      expect(again).toMatchObject({ resumed: true, costUsd: 0.04 });
      expect(again.image.equals(first.image)).toBe(true);
      expect(fake.submissions()).toHaveLength(1);

      // A task ordered before the crash is most likely done: asked at once, not after a wait between polls
      // (a minute here, which would outlast the test).
      const patient = createFluxIllustrator({
        apiKey: fake.apiKey,
        baseURL: fake.url,
        pollIntervalMs: 60_000,
      });
      expect(await patient.illustrate({ ...PAGE, resumeTask: task })).toMatchObject({ resumed: true });

      // A task the provider no longer knows is drawn afresh.
      const lost = await flux.illustrate({
        ...PAGE,
        resumeTask: JSON.stringify({ id: 'gone', pollUrl: `${fake.url}/v1/get_result?id=gone` }),
      });
      expect(lost.resumed).toBeUndefined();
      expect(fake.submissions()).toHaveLength(2);
    } finally {
      await fake.close();
    }
  });

  it('DALL·E 3: sends the drawing idempotency key as Idempotency-Key', async () => {
    const fake = await startFakeOpenAI();
    try {
      const dalle = createDallE3Illustrator({ apiKey: fake.apiKey!, baseURL: fake.url, maxRetries: 0 });
      await dalle.illustrate({ ...PAGE, idempotencyKey: 'book-1:3:event-9:1' });
      const request = fake.requests.find((each) => each.path.endsWith('/images/generations'));
      expect(request?.headers['idempotency-key']).toBe('book-1:3:event-9:1');
    } finally {
      await fake.close();
    }
  });
});
