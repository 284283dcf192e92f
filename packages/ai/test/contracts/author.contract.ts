/**
 * The author port's contract: every adapter (OpenAI, Anthropic, OpenAI-compatible) runs this same suite with
 * its real SDK against a fake provider that speaks the provider's wire format.
 */
import { z } from 'zod';
import { DependencyUnavailableError } from '@storybook-app/kit';
import { AuthorOutputError, ProviderRequestError } from '../../src';
import type { Author, AuthorRequest } from '../../src';
import type { FakeAnswer } from '../../src/testing';
import { capturedLogger, closedPortUrl } from './helpers';

export interface AuthorTuning {
  apiKey?: string;
  baseURL?: string;
  maxRetries?: number;
  timeoutMs?: number;
}

export interface AuthorHarness {
  /** A model the adapter serves. */
  model: string;
  /** The key the fake accepts. */
  apiKey: string;
  /** An author pointed at the fake (no SDK retries unless asked). */
  author(tuning?: AuthorTuning, logger?: ReturnType<typeof capturedLogger>['logger']): Author;
  reply(...answers: FakeAnswer[]): void;
  requestCount(): number;
  /** What the provider was sent in its last request. */
  sent(): { schema: unknown; system: string; messages: Array<{ role: string; content: string }> };
  close(): Promise<void>;
}

const Story = z.object({
  title: z.string().min(1),
  pages: z.array(z.object({ text: z.string().min(1) })).min(1),
});
type Story = z.infer<typeof Story>;

const STORY: Story = {
  title: 'Mia and the Moon Boat',
  pages: [{ text: 'Mia found a boat made of moonlight.' }],
};
const SYSTEM = 'You write gentle bedtime stories for a child of 5.';

const request = (model: string, extra: Partial<AuthorRequest<Story>> = {}): AuthorRequest<Story> => ({
  model,
  system: SYSTEM,
  messages: [{ role: 'user', content: 'A story about Mia, who loves boats.' }],
  schema: Story,
  schemaName: 'story',
  ...extra,
});

export function describeAuthorContract(adapterName: string, start: () => Promise<AuthorHarness>): void {
  describe(`author [${adapterName}]`, () => {
    let harness: AuthorHarness;

    beforeEach(async () => {
      harness = await start();
    });

    afterEach(async () => {
      await harness.close();
    });

    it('answers with the validated value, the tokens used and the model asked for', async () => {
      harness.reply({ json: STORY, usage: { inputTokens: 120, outputTokens: 45 } });
      const answer = await harness.author().write(request(harness.model));
      expect(answer).toEqual({
        value: STORY,
        usage: { inputTokens: 120, outputTokens: 45 },
        model: harness.model,
      });
    });

    it('sends the system prompt, the conversation and the JSON schema of the answer', async () => {
      harness.reply({ json: STORY });
      await harness.author().write(
        request(harness.model, {
          messages: [
            { role: 'user', content: 'A story about Mia.' },
            { role: 'assistant', content: 'Which animal should be in it?' },
            { role: 'user', content: 'A seal.' },
          ],
        }),
      );
      const sent = harness.sent();
      expect(sent.system).toContain(SYSTEM);
      expect(sent.messages).toEqual([
        { role: 'user', content: 'A story about Mia.' },
        { role: 'assistant', content: 'Which animal should be in it?' },
        { role: 'user', content: 'A seal.' },
      ]);
      expect(sent.schema).toMatchObject({
        type: 'object',
        properties: {
          title: { type: 'string', minLength: 1 },
          pages: { type: 'array', items: { type: 'object', properties: { text: { type: 'string' } } } },
        },
        required: ['title', 'pages'],
        additionalProperties: false,
      });
    });

    it('asks once more, naming the problems, when the answer does not validate; tokens are summed', async () => {
      harness.reply(
        { json: { title: '', pages: [] }, usage: { inputTokens: 100, outputTokens: 10 } },
        { json: STORY, usage: { inputTokens: 130, outputTokens: 40 } },
      );
      const answer = await harness.author().write(request(harness.model));
      expect(answer.value).toEqual(STORY);
      expect(answer.usage).toEqual({ inputTokens: 230, outputTokens: 50 });
      expect(harness.requestCount()).toBe(2);
      const retry = harness.sent().messages;
      expect(retry).toHaveLength(3);
      expect(retry[1].role).toBe('assistant');
      expect(JSON.parse(retry[1].content)).toEqual({ title: '', pages: [] });
      expect(retry[2].role).toBe('user');
      expect(retry[2].content).toMatch(/title/);
      expect(retry[2].content).toMatch(/pages/);
    });

    it('asks once more when the answer is not JSON at all', async () => {
      harness.reply({ text: 'Once upon a time, Mia...' }, { json: STORY });
      const answer = await harness.author().write(request(harness.model));
      expect(answer.value).toEqual(STORY);
      const retry = harness.sent().messages;
      expect(retry[1]).toEqual({ role: 'assistant', content: 'Once upon a time, Mia...' });
      expect(retry[2].content).toMatch(/not valid JSON/);
    });

    it('tells the model when its answer was cut off at the output token limit', async () => {
      harness.reply({ json: { title: 'Mia and the' }, truncated: true }, { json: STORY });
      await harness.author().write(request(harness.model, { maxOutputTokens: 20 }));
      expect(harness.sent().messages[2].content).toMatch(/cut off at the output token limit/);
    });

    it('rejects with AuthorOutputError, carrying the tokens of both attempts, after two invalid answers', async () => {
      harness.reply(
        { json: { title: 'No pages' }, usage: { inputTokens: 100, outputTokens: 10 } },
        { text: 'still not it', usage: { inputTokens: 120, outputTokens: 5 } },
      );
      const failure = await harness
        .author()
        .write(request(harness.model))
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AuthorOutputError);
      expect((failure as AuthorOutputError).usage).toEqual({ inputTokens: 220, outputTokens: 15 });
      expect(harness.requestCount()).toBe(2);
    });

    it('takes schemas whose root is not an object', async () => {
      harness.reply({ json: { answer: ['Moon', 'Boat'] } });
      const answer = await harness.author().write({
        model: harness.model,
        system: SYSTEM,
        messages: [{ role: 'user', content: 'Two title words.' }],
        schema: z.array(z.string()).length(2),
        schemaName: 'words',
      });
      expect(answer.value).toEqual(['Moon', 'Boat']);
      expect(harness.sent().schema).toMatchObject({ type: 'object', required: ['answer'] });
    });

    it('is unavailable when the provider answers 5xx after the SDK retried', async () => {
      harness.reply({ status: 500, retryAfterMs: 1 }, { status: 503, retryAfterMs: 1 });
      const failure = harness.author({ maxRetries: 1 }).write(request(harness.model));
      await expect(failure).rejects.toBeInstanceOf(DependencyUnavailableError);
      await expect(failure).rejects.toThrow(/answered 503/);
      expect(harness.requestCount()).toBe(2);
    });

    it('is unavailable when the provider keeps rate limiting', async () => {
      harness.reply({ status: 429, message: 'Rate limit reached' });
      await expect(harness.author().write(request(harness.model))).rejects.toThrow(
        DependencyUnavailableError,
      );
    });

    it('is unavailable when nothing listens at the address', async () => {
      const author = harness.author({ baseURL: await closedPortUrl() });
      const failure = author.write(request(harness.model));
      await expect(failure).rejects.toBeInstanceOf(DependencyUnavailableError);
      await expect(failure).rejects.toThrow(/could not be reached/);
    });

    it('is unavailable when the provider does not answer in time', async () => {
      harness.reply({ json: STORY, delayMs: 5000 });
      const failure = harness.author({ timeoutMs: 200 }).write(request(harness.model));
      await expect(failure).rejects.toBeInstanceOf(DependencyUnavailableError);
      // Under jest the openai SDK cannot tell its own timeout from a failed connection (the abort error comes
      // from Node's realm, not the test's, and loses its name); in plain Node it says "in time".
      await expect(failure).rejects.toThrow(/did not answer in time|could not be reached/);
    });

    it('refuses a wrong API key with a clear error that does not contain the key', async () => {
      const wrongKey = 'sk-wrong-key-0123456789abcdef';
      const failure = await harness
        .author({ apiKey: wrongKey })
        .write(request(harness.model))
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ProviderRequestError);
      expect(failure).not.toBeInstanceOf(DependencyUnavailableError);
      expect((failure as ProviderRequestError).status).toBe(401);
      expect((failure as Error).message).toMatch(/refused the API key \(401\)/);
      expect(JSON.stringify({ ...(failure as object), message: (failure as Error).message })).not.toContain(
        'wrong-key',
      );
    });

    it("passes a 400's reason on without the key", async () => {
      harness.reply({ status: 400, message: `max_tokens is too large (key ${harness.apiKey} was used)` });
      const failure = await harness
        .author()
        .write(request(harness.model))
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ProviderRequestError);
      expect((failure as Error).message).toMatch(/refused the request \(400\): max_tokens is too large/);
      expect((failure as Error).message).not.toContain(harness.apiKey);
    });

    it('logs only metadata, at debug: never the prompt or the answer', async () => {
      const { logger, lines } = capturedLogger('debug');
      harness.reply({ json: { title: 'Mia' } }, { json: STORY });
      await harness.author({}, logger).write(request(harness.model));
      const logged = lines.join('\n');
      expect(lines.length).toBeGreaterThan(0);
      expect(logged).toContain('"schema":"story"');
      expect(logged).not.toMatch(/Mia|bedtime|boats|moonlight/);

      const quiet = capturedLogger('info');
      harness.reply({ json: STORY });
      await harness.author({}, quiet.logger).write(request(harness.model));
      expect(quiet.lines).toEqual([]);
    });
  });
}
