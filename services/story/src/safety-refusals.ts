/**
 * `safety-refusals` (GetSafetyRefusals, admin): what the safety layers refused or had rewritten in the last
 * days, counted by where the text came from, category and layer: story's own (ideas, summaries, books,
 * picture prompts) with profiles' (profile fields, chat answers).
 */
import { mergeRefusalCounts, REFUSAL_DAYS } from '@storybook-app/ai';
import type { ReplyOf } from '@storybook-app/proto';
import type { StoryDeps } from './story-deps';

export async function getSafetyRefusals(
  deps: Pick<StoryDeps, 'refusals' | 'peers'>,
): Promise<ReplyOf<'story', 'GetSafetyRefusals'>> {
  const [own, profiles] = await Promise.all([
    deps.refusals.counts(),
    deps.peers.profiles.GetSafetyRefusals({}),
  ]);
  return { counts: mergeRefusalCounts(own, profiles.counts), days: REFUSAL_DAYS };
}
