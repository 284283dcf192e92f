/**
 * The moderator a service uses, chosen from its environment: the offline classifier always; OpenAI's
 * moderation endpoint when an OpenAI key is set; the LLM safety judge on whichever author is configured
 * (`SAFETY_JUDGE_MODEL`, else gpt-4o-mini at OpenAI, else the first model of the configured authors).
 */
import { ConfigError, type Logger } from '@storybook-app/kit';
import type { AiConfig } from '../ai-env';
import { authorFromEnv, type Authors } from '../authors';
import { layeredModerator } from './layered-moderator';
import { createOfflineModerator } from './offline-moderator';
import { createOpenAIModeration } from './openai-moderation';
import { createSafetyJudge } from './safety-judge';
import type { Moderator } from './safety-verdict';

export interface ModeratorTuning {
  timeoutMs?: number;
  maxRetries?: number;
  logger?: Logger;
  /** The authors the judge may use (default: those the config names). */
  authors?: Authors;
}

export const DEFAULT_JUDGE_MODEL = 'gpt-4o-mini';

/** The model the judge asks, or none when no author is configured. */
export function judgeModel(config: Partial<AiConfig>, authors: Authors): string | undefined {
  if (config.SAFETY_JUDGE_MODEL) return config.SAFETY_JUDGE_MODEL;
  if (authors.forModel(DEFAULT_JUDGE_MODEL)) return DEFAULT_JUDGE_MODEL;
  return authors.models[0];
}

export function moderatorFromEnv(config: Partial<AiConfig>, tuning: ModeratorTuning = {}): Moderator {
  const { logger, timeoutMs, maxRetries } = tuning;
  const providers: Moderator[] = [];
  if (config.OPENAI_API_KEY) {
    providers.push(
      createOpenAIModeration({
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL,
        timeoutMs,
        maxRetries,
      }),
    );
  }
  const authors = tuning.authors ?? authorFromEnv(config, { timeoutMs, maxRetries, logger });
  const model = judgeModel(config, authors);
  const author = model ? authors.forModel(model) : undefined;
  if (config.SAFETY_JUDGE_MODEL && !author) {
    throw new ConfigError([`SAFETY_JUDGE_MODEL: no configured author serves ${config.SAFETY_JUDGE_MODEL}`]);
  }
  if (model && author) providers.push(createSafetyJudge(author, model));
  return layeredModerator(createOfflineModerator(), providers, logger);
}
