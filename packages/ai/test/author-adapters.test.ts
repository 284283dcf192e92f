import { z } from 'zod';
import { createAnthropicAuthor, createOpenAIAuthor, createOpenAICompatibleAuthor } from '../src';
import { startFakeAnthropic, startFakeOpenAI } from '../src/testing';
import type { FakeOpenAI } from '../src/testing';
import { describeAuthorContract } from './contracts/author.contract';
import type { AuthorHarness } from './contracts/author.contract';

const last = <T>(items: T[]): T => {
  if (items.length === 0) throw new Error('no request was received');
  return items[items.length - 1];
};

const text = (content: unknown): string => (typeof content === 'string' ? content : JSON.stringify(content));

/** The conversation of an OpenAI chat request, without its system message. */
function openAIConversation(fake: FakeOpenAI) {
  const { messages } = last(fake.completions());
  return {
    system: text(messages[0].content),
    messages: messages.slice(1).map((message) => ({ role: message.role, content: text(message.content) })),
  };
}

describeAuthorContract('openai', async (): Promise<AuthorHarness> => {
  const fake = await startFakeOpenAI();
  return {
    model: 'gpt-4o-mini',
    apiKey: fake.apiKey!,
    author: (tuning = {}, logger) =>
      createOpenAIAuthor({
        apiKey: tuning.apiKey ?? fake.apiKey!,
        baseURL: tuning.baseURL ?? fake.url,
        maxRetries: tuning.maxRetries ?? 0,
        timeoutMs: tuning.timeoutMs ?? 5000,
        logger,
      }),
    reply: (...answers) => fake.reply(...answers),
    requestCount: () => fake.requests.length,
    sent: () => {
      const format = last(fake.completions()).response_format;
      return {
        schema: format?.type === 'json_schema' ? format.json_schema.schema : undefined,
        ...openAIConversation(fake),
      };
    },
    close: () => fake.close(),
  };
});

describeAuthorContract('anthropic', async (): Promise<AuthorHarness> => {
  const fake = await startFakeAnthropic();
  return {
    model: 'claude-3-haiku-20240307',
    apiKey: fake.apiKey,
    author: (tuning = {}, logger) =>
      createAnthropicAuthor({
        apiKey: tuning.apiKey ?? fake.apiKey,
        baseURL: tuning.baseURL ?? fake.url,
        maxRetries: tuning.maxRetries ?? 0,
        timeoutMs: tuning.timeoutMs ?? 5000,
        logger,
      }),
    reply: (...answers) => fake.reply(...answers),
    requestCount: () => fake.requests.length,
    sent: () => {
      const body = last(fake.messages());
      return {
        schema: body.tools?.[0] && 'input_schema' in body.tools[0] ? body.tools[0].input_schema : undefined,
        system: text(body.system),
        messages: body.messages.map((message) => ({ role: message.role, content: text(message.content) })),
      };
    },
    close: () => fake.close(),
  };
});

describeAuthorContract('openai-compatible', async (): Promise<AuthorHarness> => {
  // A local server that does check a key, so the wrong-key case has something to refuse.
  const fake = await startFakeOpenAI({ apiKey: 'local-server-key' });
  return {
    model: 'llama3.1:8b',
    apiKey: 'local-server-key',
    author: (tuning = {}, logger) =>
      createOpenAICompatibleAuthor({
        baseURL: tuning.baseURL ?? fake.url,
        models: ['llama3.1:8b'],
        apiKey: tuning.apiKey ?? 'local-server-key',
        maxRetries: tuning.maxRetries ?? 0,
        timeoutMs: tuning.timeoutMs ?? 5000,
        logger,
      }),
    reply: (...answers) => fake.reply(...answers),
    requestCount: () => fake.requests.length,
    sent: () => {
      const conversation = openAIConversation(fake);
      // JSON mode: the schema travels at the end of the system prompt.
      const schema = JSON.parse(conversation.system.slice(conversation.system.indexOf('\n{') + 1));
      return { schema, ...conversation };
    },
    close: () => fake.close(),
  };
});

const Pet = z.object({ name: z.string(), kind: z.enum(['cat', 'dog', 'seal']) });
const petRequest = (model: string) => ({
  model,
  system: 'Name a pet.',
  messages: [{ role: 'user' as const, content: 'A pet for Mia.' }],
  schema: Pet,
  schemaName: 'pet',
});

describe('openai author', () => {
  let fake: FakeOpenAI;
  beforeEach(async () => {
    fake = await startFakeOpenAI();
  });
  afterEach(() => fake.close());

  const author = () => createOpenAIAuthor({ apiKey: fake.apiKey!, baseURL: fake.url, maxRetries: 0 });

  it('serves gpt-4o and gpt-4o-mini unless told otherwise', () => {
    expect(author().models).toEqual(['gpt-4o', 'gpt-4o-mini']);
    expect(author().adapter).toBe('openai');
  });

  it('asks for Structured Outputs in strict mode, with the bearer key and the output limit', async () => {
    fake.reply({ json: { name: 'Pip', kind: 'seal' } });
    await author().write({ ...petRequest('gpt-4o'), maxOutputTokens: 300 });
    const body = last(fake.completions());
    expect(body.model).toBe('gpt-4o');
    expect(body.max_completion_tokens).toBe(300);
    expect(body.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'pet',
        strict: true,
        schema: {
          type: 'object',
          properties: { name: { type: 'string' }, kind: { type: 'string', enum: ['cat', 'dog', 'seal'] } },
          required: ['name', 'kind'],
          additionalProperties: false,
        },
      },
    });
    expect(body.messages[0]).toEqual({ role: 'system', content: 'Name a pet.' });
    expect(last(fake.requests).headers.authorization).toBe(`Bearer ${fake.apiKey}`);
  });

  it('falls back to strict: false for a schema strict mode cannot take, and still validates', async () => {
    const Loose = z.object({ name: z.string(), nickname: z.string().optional() });
    fake.reply({ json: { name: 'Pip' } });
    const answer = await author().write({ ...petRequest('gpt-4o'), schema: Loose, schemaName: 'loose' });
    expect(answer.value).toEqual({ name: 'Pip' });
    const format = last(fake.completions()).response_format;
    expect(format?.type === 'json_schema' && format.json_schema.strict).toBe(false);
  });

  it('counts an empty answer as an invalid one', async () => {
    fake.setDefault(() => ({ json: { name: 'Pip', kind: 'seal' } }));
    fake.reply({ text: '' });
    const answer = await author().write(petRequest('gpt-4o'));
    expect(answer.value).toEqual({ name: 'Pip', kind: 'seal' });
    expect(fake.requests).toHaveLength(2);
  });
});

describe('openai-compatible author', () => {
  let fake: FakeOpenAI;
  beforeEach(async () => {
    fake = await startFakeOpenAI({ apiKey: null });
  });
  afterEach(() => fake.close());

  it('uses JSON mode with the schema in the system prompt, and no key when none is configured', async () => {
    fake.reply({ json: { name: 'Pip', kind: 'cat' } });
    const author = createOpenAICompatibleAuthor({ baseURL: fake.url, models: ['qwen2.5:7b'], maxRetries: 0 });
    expect(author.models).toEqual(['qwen2.5:7b']);
    await author.write({ ...petRequest('qwen2.5:7b'), maxOutputTokens: 200 });
    const body = last(fake.completions());
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.max_tokens).toBe(200);
    expect(text(body.messages[0].content)).toContain('"required":["name","kind"]');
    expect(last(fake.requests).headers.authorization).toBeUndefined();
  });

  it('accepts JSON wrapped in a Markdown fence, as local models often answer', async () => {
    fake.reply({ text: '```json\n{"name": "Pip", "kind": "dog"}\n```' });
    const author = createOpenAICompatibleAuthor({ baseURL: fake.url, models: ['llama3'], maxRetries: 0 });
    expect((await author.write(petRequest('llama3'))).value).toEqual({ name: 'Pip', kind: 'dog' });
  });

  it('never sends an OpenAI key from the environment to the local server', async () => {
    const saved = { key: process.env.OPENAI_API_KEY, org: process.env.OPENAI_ORG_ID };
    process.env.OPENAI_API_KEY = 'sk-real-openai-key';
    process.env.OPENAI_ORG_ID = 'org-real';
    try {
      fake.reply({ json: { name: 'Pip', kind: 'dog' } });
      await createOpenAICompatibleAuthor({ baseURL: fake.url, models: ['llama3'], maxRetries: 0 }).write(
        petRequest('llama3'),
      );
      expect(JSON.stringify(last(fake.requests).headers)).not.toMatch(/sk-real-openai-key|org-real/);
    } finally {
      process.env.OPENAI_API_KEY = saved.key;
      process.env.OPENAI_ORG_ID = saved.org;
      if (saved.key === undefined) delete process.env.OPENAI_API_KEY;
      if (saved.org === undefined) delete process.env.OPENAI_ORG_ID;
    }
  });

  it('needs at least one model name', () => {
    expect(() => createOpenAICompatibleAuthor({ baseURL: fake.url, models: [] })).toThrow(
      /at least one model/,
    );
  });
});

describe('anthropic author', () => {
  it('forces the one tool whose input schema is the answer, with the documented headers', async () => {
    const fake = await startFakeAnthropic();
    try {
      fake.reply({ json: { name: 'Pip', kind: 'seal' }, usage: { inputTokens: 50, outputTokens: 9 } });
      const author = createAnthropicAuthor({ apiKey: fake.apiKey, baseURL: fake.url, maxRetries: 0 });
      expect(author.models).toEqual(['claude-3-5-sonnet-latest', 'claude-3-haiku-20240307']);
      const answer = await author.write(petRequest('claude-3-5-sonnet-latest'));
      expect(answer).toEqual({
        value: { name: 'Pip', kind: 'seal' },
        usage: { inputTokens: 50, outputTokens: 9 },
        model: 'claude-3-5-sonnet-latest',
      });
      const body = last(fake.messages());
      expect(body.system).toBe('Name a pet.');
      expect(body.max_tokens).toBe(4096);
      expect(body.tool_choice).toEqual({ type: 'tool', name: 'pet' });
      expect(body.tools).toEqual([
        expect.objectContaining({
          name: 'pet',
          input_schema: expect.objectContaining({ type: 'object', required: ['name', 'kind'] }),
        }),
      ]);
      const headers = last(fake.requests).headers;
      // The SDK (1.x, API version 2026-10-21) sends the key as a bearer token, older ones as x-api-key.
      expect(headers['x-api-key'] ?? headers.authorization?.replace(/^Bearer /, '')).toBe(fake.apiKey);
      expect(headers['anthropic-version']).toEqual(expect.any(String));
    } finally {
      await fake.close();
    }
  });

  it('sends a user turn when the request has only a system prompt', async () => {
    const fake = await startFakeAnthropic();
    try {
      fake.reply({ json: { name: 'Pip', kind: 'cat' } });
      const author = createAnthropicAuthor({ apiKey: fake.apiKey, baseURL: fake.url, maxRetries: 0 });
      await author.write({ ...petRequest('claude-3-haiku-20240307'), messages: [] });
      expect(last(fake.messages()).messages).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });
});
