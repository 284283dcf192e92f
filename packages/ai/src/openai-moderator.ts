/**
 * The moderator on OpenAI's moderation endpoint (`omni-moderation-latest`, free of charge): flagged, and the
 * names of the categories that tripped (`violence`, `sexual/minors`, ...).
 */
import { OpenAI } from 'openai';
import type { ModerationResult, Moderator } from './moderator';
import { createOpenAIClient } from './openai-client';
import { providerFailure } from './provider-errors';

export interface OpenAIModeratorOptions {
  apiKey: string;
  /** Default `https://api.openai.com/v1`. */
  baseURL?: string;
  /** Default `omni-moderation-latest`. */
  model?: string;
  /** Per request, in ms (default 20 s: a parent is waiting for the answer). */
  timeoutMs?: number;
  /** Default 2. */
  maxRetries?: number;
}

export const DEFAULT_MODERATION_MODEL = 'omni-moderation-latest';

export function createOpenAIModerator(options: OpenAIModeratorOptions): Moderator {
  const client = createOpenAIClient({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeoutMs: options.timeoutMs ?? 20_000,
    maxRetries: options.maxRetries ?? 2,
  });
  const model = options.model ?? DEFAULT_MODERATION_MODEL;
  return {
    adapter: 'openai',
    async check(text: string): Promise<ModerationResult> {
      let answer: OpenAI.ModerationCreateResponse;
      try {
        answer = await client.moderations.create({ model, input: text });
      } catch (error) {
        throw providerFailure('OpenAI moderation', error, OpenAI, [options.apiKey]);
      }
      const result = answer.results[0];
      if (!result) throw new Error('OpenAI moderation answered without a result');
      const categories = Object.entries(result.categories as unknown as Record<string, boolean | null>)
        .filter(([, tripped]) => tripped === true)
        .map(([category]) => category);
      // `flagged` is OpenAI's verdict; a tripped category without it still counts, to err on the safe side.
      return { flagged: result.flagged || categories.length > 0, categories };
    },
  };
}
