/**
 * The moderator a service uses, chosen from its environment: the local word list always, followed by
 * OpenAI's moderation when an OpenAI key is set.
 */
import type { AiConfig } from './ai-env';
import type { ModerationResult, Moderator } from './moderator';
import { createOpenAIModerator } from './openai-moderator';
import { createWordListModerator } from './word-list-moderator';

/**
 * Moderators asked in order; the text is flagged when any flags it. Asking stops at the first flag, so text
 * the local list already refused is never sent to a provider.
 */
export function chainModerators(moderators: readonly Moderator[]): Moderator {
  if (moderators.length === 0) throw new Error('a moderator chain needs at least one moderator');
  return {
    adapter: moderators.map((moderator) => moderator.adapter).join('+'),
    async check(text: string): Promise<ModerationResult> {
      for (const moderator of moderators) {
        const result = await moderator.check(text);
        if (result.flagged) return result;
      }
      return { flagged: false, categories: [] };
    },
  };
}

export function moderatorFromEnv(
  config: Partial<Pick<AiConfig, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL'>>,
  tuning: { timeoutMs?: number; maxRetries?: number } = {},
): Moderator {
  const local = createWordListModerator();
  if (!config.OPENAI_API_KEY) return local;
  return chainModerators([
    local,
    createOpenAIModerator({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, ...tuning }),
  ]);
}
