/**
 * The authors a service can use, chosen from its environment: one adapter per configured provider, and a
 * registry that finds the adapter serving a model. With no provider configured the registry is empty and
 * callers fall back to their offline author (the interviewer in profiles, the storyteller in story).
 */
import type { Logger } from '@storybook-app/kit';
import { checkAiConfig } from './ai-env';
import type { AiConfig } from './ai-env';
import { createAnthropicAuthor } from './anthropic-author';
import type { Author } from './author';
import { createOpenAIAuthor, createOpenAICompatibleAuthor } from './openai-author';

export interface Authors {
  /** The adapters joined with `+` (`openai+anthropic`), or `none`: what a service announces as ready. */
  readonly adapter: string;
  /** Every model some adapter serves. */
  readonly models: string[];
  /** The adapter serving a model, if any. */
  forModel(model: string): Author | undefined;
}

export interface AuthorTuning {
  timeoutMs?: number;
  maxRetries?: number;
  logger?: Logger;
}

/** A registry over adapters; when two serve the same model name, the first listed wins. */
export function authorRegistry(authors: readonly Author[]): Authors {
  const byModel = new Map<string, Author>();
  for (const author of authors) {
    for (const model of author.models) if (!byModel.has(model)) byModel.set(model, author);
  }
  return {
    adapter: authors.length === 0 ? 'none' : authors.map((author) => author.adapter).join('+'),
    models: [...byModel.keys()],
    forModel: (model) => byModel.get(model),
  };
}

/**
 * The configured providers, in the order OpenAI, Anthropic, local server. Throws `ConfigError` when the
 * local server's variables are half set.
 */
export function authorFromEnv(config: Partial<AiConfig>, tuning: AuthorTuning = {}): Authors {
  checkAiConfig(config);
  const authors: Author[] = [];
  if (config.OPENAI_API_KEY) {
    authors.push(
      createOpenAIAuthor({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, ...tuning }),
    );
  }
  if (config.ANTHROPIC_API_KEY) {
    authors.push(
      createAnthropicAuthor({
        apiKey: config.ANTHROPIC_API_KEY,
        baseURL: config.ANTHROPIC_BASE_URL,
        ...tuning,
      }),
    );
  }
  if (config.LOCAL_MODEL_URL) {
    authors.push(
      createOpenAICompatibleAuthor({
        baseURL: config.LOCAL_MODEL_URL,
        models: config.LOCAL_MODEL_NAMES ?? [],
        apiKey: config.LOCAL_MODEL_API_KEY,
        ...tuning,
      }),
    );
  }
  return authorRegistry(authors);
}
