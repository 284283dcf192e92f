/**
 * The illustrator port's contract: every provider adapter (DALL·E 3, Flux, Stable Diffusion) runs this same
 * suite with its real client (the openai SDK, Node's fetch) against a fake provider that speaks the
 * provider's documented wire format.
 */
import { DependencyUnavailableError } from '@storybook-app/kit';
import { IllustrationModeratedError, IllustratorOutputError, ProviderRequestError } from '../../src';
import type { IllustrationRequest, Illustrator } from '../../src';
import { solidPng } from '../../src/testing';
import type { FakeImageAnswer } from '../../src/testing';
import { capturedLogger, closedPortUrl } from './helpers';

export interface IllustratorTuning {
  apiKey?: string;
  baseURL?: string;
  maxRetries?: number;
  timeoutMs?: number;
}

export interface IllustratorHarness {
  /** The model the adapter reports. */
  model: string;
  /** The key the fake accepts. */
  apiKey: string;
  /** Whether the provider takes a seed. */
  takesSeed: boolean;
  /** What the provider answers a wrong key with. */
  wrongKeyStatus: number;
  /** An illustrator pointed at the fake (no retries unless asked). */
  illustrator(tuning?: IllustratorTuning, logger?: ReturnType<typeof capturedLogger>['logger']): Illustrator;
  reply(...answers: FakeImageAnswer[]): void;
  /** Generation requests received (submissions, not polls or downloads). */
  requestCount(): number;
  /** What the provider was sent in the last generation request. */
  sent(): { prompt: string; seed?: number };
  close(): Promise<void>;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const PAGE: IllustrationRequest = {
  prompt: 'Mia and her dog Biscuit sail a little red boat across a calm blue lake.',
  characterSheet: 'Mia, a girl of 5 with curly red hair, green eyes and a yellow raincoat',
  seed: 424242,
  style: 'Soft watercolour picture book illustration',
};

export function describeIllustratorContract(
  adapterName: string,
  start: () => Promise<IllustratorHarness>,
): void {
  describe(`illustrator [${adapterName}]`, () => {
    let harness: IllustratorHarness;

    beforeEach(async () => {
      harness = await start();
    });

    afterEach(async () => {
      await harness.close();
    });

    it("answers with the provider's picture, its type, the spec's price and the model", async () => {
      const picture = solidPng(4, 3, [200, 80, 40]);
      harness.reply({ image: picture });
      const illustration = await harness.illustrator().illustrate(PAGE);
      expect(illustration.image.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(illustration.image.equals(picture)).toBe(true);
      expect(illustration.contentType).toBe('image/png');
      expect(illustration.costUsd).toBe(0.04);
      expect(illustration.model).toBe(harness.model);
      expect(illustration.animated).toBeUndefined();
    });

    it('sends the scene, the art direction and the character sheet, and the seed where the provider takes one', async () => {
      await harness.illustrator().illustrate(PAGE);
      const sent = harness.sent();
      expect(sent.prompt).toContain(PAGE.prompt);
      expect(sent.prompt).toContain(PAGE.characterSheet);
      expect(sent.prompt).toContain(PAGE.style);
      if (harness.takesSeed) expect(sent.seed).toBe(PAGE.seed);
      else expect(sent.seed).toBeUndefined();
    });

    it('adds an animated variant that moves the same picture when asked', async () => {
      const picture = solidPng(8, 8, [20, 120, 220]);
      harness.reply({ image: picture });
      const illustration = await harness.illustrator().illustrate({ ...PAGE, animate: true });
      expect(illustration.image.equals(picture)).toBe(true);
      const animated = illustration.animated!;
      expect(animated.contentType).toBe('image/svg+xml');
      const svg = animated.body.toString('utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain(`href="data:image/png;base64,${picture.toString('base64')}"`);
      expect(svg).toMatch(/<animateTransform [^>]*type="scale"[^>]*repeatCount="indefinite"/);
      expect(svg).toMatch(/<animate attributeName="opacity"/);
      expect(svg).not.toMatch(/<script|\son\w+=|https?:\/\/(?!www\.w3\.org)/);
    });

    it('is unavailable when the provider answers 5xx after the retries', async () => {
      harness.reply({ status: 500, retryAfterMs: 1 }, { status: 503, retryAfterMs: 1 });
      const failure = harness.illustrator({ maxRetries: 1 }).illustrate(PAGE);
      await expect(failure).rejects.toBeInstanceOf(DependencyUnavailableError);
      await expect(failure).rejects.toThrow(/answered 503/);
      expect(harness.requestCount()).toBe(2);
    });

    it('recovers when a retry succeeds', async () => {
      harness.reply({ status: 502, retryAfterMs: 1 });
      const illustration = await harness.illustrator({ maxRetries: 2 }).illustrate(PAGE);
      expect(illustration.image.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(harness.requestCount()).toBe(2);
    });

    it('is unavailable when the provider keeps rate limiting', async () => {
      harness.reply({ status: 429, message: 'Too many requests' });
      const failure = harness.illustrator().illustrate(PAGE);
      await expect(failure).rejects.toBeInstanceOf(DependencyUnavailableError);
      await expect(failure).rejects.toThrow(/rate limiting us \(429\)/);
    });

    it('is unavailable when nothing listens at the address', async () => {
      const failure = harness.illustrator({ baseURL: await closedPortUrl() }).illustrate(PAGE);
      await expect(failure).rejects.toBeInstanceOf(DependencyUnavailableError);
      await expect(failure).rejects.toThrow(/could not be reached/);
    });

    it('is unavailable when the provider does not answer in time', async () => {
      harness.reply({ delayMs: 5000 });
      const failure = harness.illustrator({ timeoutMs: 200 }).illustrate(PAGE);
      await expect(failure).rejects.toBeInstanceOf(DependencyUnavailableError);
      // The openai SDK under jest cannot always tell its timeout from a failed connection (see the author suite).
      await expect(failure).rejects.toThrow(/did not answer in time|could not be reached/);
    });

    it('refuses a wrong API key with a clear error that does not contain the key', async () => {
      const wrongKey = 'sk-wrong-key-0123456789abcdef';
      const failure = await harness
        .illustrator({ apiKey: wrongKey })
        .illustrate(PAGE)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ProviderRequestError);
      expect((failure as ProviderRequestError).status).toBe(harness.wrongKeyStatus);
      expect((failure as Error).message).toMatch(/refused the (API key|request)/);
      expect(JSON.stringify({ ...(failure as object), message: (failure as Error).message })).not.toContain(
        'wrong-key',
      );
    });

    it("passes a 400's reason on without the key", async () => {
      harness.reply({ status: 400, message: `prompt is too odd (key ${harness.apiKey} was used)` });
      const failure = await harness
        .illustrator()
        .illustrate(PAGE)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ProviderRequestError);
      expect(failure).not.toBeInstanceOf(IllustrationModeratedError);
      expect((failure as Error).message).toMatch(/refused the request \(400\): prompt is too odd/);
      expect((failure as Error).message).not.toContain(harness.apiKey);
    });

    it("reports a refusal of the provider's safety system as moderated", async () => {
      harness.reply({ moderated: 'prompt' });
      const failure = await harness
        .illustrator()
        .illustrate(PAGE)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(IllustrationModeratedError);
      expect(failure).toBeInstanceOf(ProviderRequestError);
    });

    it('rejects an answer that is not a picture', async () => {
      harness.reply({ notAnImage: true });
      await expect(harness.illustrator().illustrate(PAGE)).rejects.toBeInstanceOf(IllustratorOutputError);
    });

    it('logs only metadata, at debug: never the prompt or the character', async () => {
      const { logger, lines } = capturedLogger('debug');
      await harness.illustrator({}, logger).illustrate(PAGE);
      const logged = lines.join('\n');
      expect(lines.length).toBeGreaterThan(0);
      expect(logged).toContain(`"model":"${harness.model}"`);
      expect(logged).not.toMatch(/Mia|Biscuit|boat|curly/);
    });
  });
}
