/**
 * Picks the profile chat's interviewer and moderator from the config: a model through the author port when
 * a provider serving PROFILE_CHAT_MODEL is configured (OpenAI, Anthropic or a local server), otherwise the
 * offline interviewer, so `npm start` needs no key. Used by main.ts and the embedded run.
 */
import { authorFromEnv, moderatorFromEnv, type Moderator } from '@storybook-app/ai';
import type { Logger } from '@storybook-app/kit';
import type { ProfilesConfig } from './config';
import type { ProfileInterviewer } from './interview/interviewer';
import { modelInterviewer } from './interview/model-interviewer';
import { offlineInterviewer } from './interview/offline-interviewer';

export function profileChatAdapters(
  config: ProfilesConfig,
  logger: Logger,
): { interviewer: ProfileInterviewer; moderator: Moderator } {
  const authors = authorFromEnv(config, { logger });
  const author = authors.forModel(config.PROFILE_CHAT_MODEL);
  return {
    interviewer: author ? modelInterviewer(author, config.PROFILE_CHAT_MODEL) : offlineInterviewer,
    moderator: moderatorFromEnv(config, { authors, logger }),
  };
}
