/**
 * The layer on OpenAI's moderation endpoint (`omni-moderation-latest`, free of charge), used whenever an
 * OpenAI key is set. OpenAI's categories are mapped onto ours; anything it flags is refused.
 */
import { OpenAI } from 'openai';
import { createOpenAIClient } from '../openai-client';
import { providerFailure } from '../provider-errors';
import { reasonFor } from './refusal-texts';
import { allowed, type Moderator, type SafetyCategory, type SafetyVerdict } from './safety-verdict';

export interface OpenAIModerationOptions {
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
export const OPENAI_MODERATION_LAYER = 'openai-moderation';

/** OpenAI's categories as ours, the most specific first (a text may trip several). */
const OPENAI_CATEGORIES: readonly [string, SafetyCategory][] = [
  ['sexual/minors', 'sexual'],
  ['self-harm/instructions', 'self-harm'],
  ['self-harm/intent', 'self-harm'],
  ['self-harm', 'self-harm'],
  ['illicit/violent', 'weapons'],
  ['violence/graphic', 'horror'],
  ['hate/threatening', 'hate'],
  ['hate', 'hate'],
  ['harassment/threatening', 'violence'],
  ['violence', 'violence'],
  ['sexual', 'sexual'],
  ['illicit', 'drugs'],
  ['harassment', 'hate'],
];

export function ourCategory(tripped: readonly string[]): SafetyCategory | undefined {
  return OPENAI_CATEGORIES.find(([theirs]) => tripped.includes(theirs))?.[1];
}

export function createOpenAIModeration(options: OpenAIModerationOptions): Moderator {
  const client = createOpenAIClient({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeoutMs: options.timeoutMs ?? 20_000,
    maxRetries: options.maxRetries ?? 2,
  });
  const model = options.model ?? DEFAULT_MODERATION_MODEL;
  return {
    adapter: OPENAI_MODERATION_LAYER,
    async check({ text }): Promise<SafetyVerdict> {
      let answer: OpenAI.ModerationCreateResponse;
      try {
        answer = await client.moderations.create({ model, input: text });
      } catch (error) {
        throw providerFailure('OpenAI moderation', error, OpenAI, [options.apiKey]);
      }
      const result = answer.results[0];
      if (!result) throw new Error('OpenAI moderation answered without a result');
      const tripped = Object.entries(result.categories as unknown as Record<string, boolean | null>)
        .filter(([, on]) => on === true)
        .map(([name]) => name);
      // `flagged` is OpenAI's verdict; a tripped category without it still counts, to err on the safe side.
      if (!result.flagged && tripped.length === 0) return allowed(OPENAI_MODERATION_LAYER);
      const category = ourCategory(tripped);
      return { action: 'refuse', category, reason: reasonFor(category), layer: OPENAI_MODERATION_LAYER };
    },
  };
}
