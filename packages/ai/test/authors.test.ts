import { z } from 'zod';
import { ConfigError, loadConfig } from '@storybook-app/kit';
import { aiEnv, authorFromEnv, authorRegistry } from '../src';
import type { Author } from '../src';
import { startFakeAnthropic, startFakeOpenAI } from '../src/testing';

const stub = (adapter: string, models: string[]): Author => ({
  adapter,
  models,
  write: () => Promise.reject(new Error('not used')),
});

describe('author registry', () => {
  it('is empty with no provider configured, so callers use their offline author', () => {
    const authors = authorFromEnv({});
    expect(authors.models).toEqual([]);
    expect(authors.adapter).toBe('none');
    expect(authors.forModel('gpt-4o-mini')).toBeUndefined();
  });

  it('finds the adapter serving each model; the first listed wins a shared name', () => {
    const first = stub('a', ['m1', 'shared']);
    const second = stub('b', ['shared', 'm2']);
    const authors = authorRegistry([first, second]);
    expect(authors.models).toEqual(['m1', 'shared', 'm2']);
    expect(authors.forModel('shared')).toBe(first);
    expect(authors.forModel('m2')).toBe(second);
    expect(authors.adapter).toBe('a+b');
  });

  it('combines every configured provider, each answering through its own SDK', async () => {
    const openai = await startFakeOpenAI();
    const anthropic = await startFakeAnthropic();
    const local = await startFakeOpenAI({ apiKey: null });
    try {
      const config = loadConfig(z.object(aiEnv()), {
        OPENAI_API_KEY: openai.apiKey!,
        OPENAI_BASE_URL: openai.url,
        ANTHROPIC_API_KEY: anthropic.apiKey,
        ANTHROPIC_BASE_URL: anthropic.url,
        LOCAL_MODEL_URL: local.url,
        LOCAL_MODEL_NAMES: 'llama3.1:8b, qwen2.5:7b',
      });
      const authors = authorFromEnv(config, { maxRetries: 0 });
      expect(authors.adapter).toBe('openai+anthropic+openai-compatible');
      expect(authors.models).toEqual([
        'gpt-4o',
        'gpt-4o-mini',
        'claude-3-5-sonnet-latest',
        'claude-3-haiku-20240307',
        'llama3.1:8b',
        'qwen2.5:7b',
      ]);

      const Title = z.object({ title: z.string() });
      const ask = (model: string) =>
        authors.forModel(model)!.write({
          model,
          system: 'Title a story.',
          messages: [{ role: 'user', content: 'About a seal.' }],
          schema: Title,
          schemaName: 'title',
        });
      openai.reply({ json: { title: 'From OpenAI' } });
      anthropic.reply({ json: { title: 'From Anthropic' } });
      local.reply({ json: { title: 'From the local model' } });
      expect((await ask('gpt-4o-mini')).value.title).toBe('From OpenAI');
      expect((await ask('claude-3-haiku-20240307')).value.title).toBe('From Anthropic');
      expect((await ask('qwen2.5:7b')).value.title).toBe('From the local model');
      expect(local.completions()[0].model).toBe('qwen2.5:7b');
    } finally {
      await Promise.all([openai.close(), anthropic.close(), local.close()]);
    }
  });

  it('reads the variables with kit config: a bad URL is named, and half a local server is refused', () => {
    expect(() => loadConfig(z.object(aiEnv()), { OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
    expect(loadConfig(z.object(aiEnv()), {}).LOCAL_MODEL_NAMES).toEqual([]);
    expect(() => authorFromEnv({ LOCAL_MODEL_URL: 'http://127.0.0.1:11434/v1' })).toThrow(ConfigError);
    expect(() => authorFromEnv({ LOCAL_MODEL_NAMES: ['llama3'] })).toThrow(/LOCAL_MODEL_URL/);
  });
});
