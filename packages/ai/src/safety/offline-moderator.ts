/** The offline classifier behind the moderation port. */
import { offlineVerdict } from './offline/offline-classifier';
import type { Moderator } from './safety-verdict';

export function createOfflineModerator(): Moderator {
  return {
    adapter: 'offline',
    check: async ({ text, age }) => offlineVerdict(text, age),
  };
}
