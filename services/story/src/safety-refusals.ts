/**
 * `POST /api/admin/safety-refusals` (admin): what the safety layers refused or had rewritten in the last
 * days, counted by where the text came from, category and layer: story's own (ideas, summaries, books,
 * picture prompts) with profiles' (profile fields, chat answers).
 */
import { mergeRefusalCounts, REFUSAL_DAYS, type RefusalLog } from '@storybook-app/ai';
import type { ReplyOf } from '@storybook-app/proto';
import type { StoryPeers } from './story-flow';

export interface SafetyRefusalsDeps {
  refusals: RefusalLog;
  peers: Pick<StoryPeers, 'profiles'>;
}

export async function getSafetyRefusals(
  deps: SafetyRefusalsDeps,
): Promise<ReplyOf<'story', 'GetSafetyRefusals'>> {
  const [own, profiles] = await Promise.all([
    deps.refusals.counts(),
    deps.peers.profiles.GetSafetyRefusals({}),
  ]);
  return { counts: mergeRefusalCounts(own, profiles.counts), days: REFUSAL_DAYS };
}
