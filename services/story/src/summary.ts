/**
 * `summary` (Summarize): the summary of a parent's idea (spec §4), written for the child of the profile
 * named, else the user's first. The idea passes the safety layers before any storyteller sees it, and so
 * does the summary written.
 */
import { refusalMessage } from '@storybook-app/ai';
import { childAge, type StoryProfile, type StorySummaryFields } from '@storybook-app/ai/storytelling';
import { AppError } from '@storybook-app/kit';
import type { ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import { chooseModel } from './story-choices';
import type { StoryDeps } from './story-deps';
import { profileOf, storytellerOf, tell } from './telling';

export const NO_IDEA = "I can't provide a summary until I have a story idea.";
export const NO_PROFILE = 'Please create a profile for your child first: the story is written for them.';

/**
 * The child a summary is for: the profile named, else the user's first (the summary page does not say
 * which; the start page did).
 */
async function summaryProfile(
  deps: Pick<StoryDeps, 'peers'>,
  userId: string,
  profileId: string,
): Promise<StoryProfile> {
  if (profileId.trim()) return profileOf(deps, userId, profileId);
  const { profiles } = await deps.peers.profiles.ListProfiles({ user_id: userId });
  const first = profiles[0];
  if (!first) throw new AppError('failed_precondition', NO_PROFILE);
  return first.profile_data ?? {};
}

export async function summarize(
  deps: Pick<StoryDeps, 'peers' | 'authors' | 'offline' | 'safety' | 'rules' | 'logger'>,
  request: ReceivedRequestOf<'story', 'Summarize'>,
): Promise<ReplyOf<'story', 'Summarize'>> {
  const model = chooseModel(request.is_admin, request.model, deps.rules);
  const idea = request.prompt.trim();
  if (!idea) throw new AppError('invalid_argument', NO_IDEA);
  const profile = await summaryProfile(deps, request.user_id, request.profile_id);
  const age = childAge(profile);
  await deps.safety.require({ text: idea, kind: 'idea', age });
  const storyteller = storytellerOf(deps, model);
  // The summary is written text too: one that fails is written once more (another seed), then refused.
  let verdict;
  for (const seed of [undefined, `${idea}\u0000again`]) {
    const told = await tell(deps, storyteller, 'summary', () => storyteller.summary(profile, idea, { seed }));
    verdict = await deps.safety.check({ text: summaryText(told.value), kind: 'summary', age });
    if (verdict.action === 'allow') return told.value;
  }
  throw new AppError('invalid_argument', refusalMessage(verdict ?? {}));
}

/** The summary's words a parent's client sends back: checked like an idea, since a client can change them. */
export function summaryText(summary: StorySummaryFields): string {
  return [summary.title, summary.summary, summary.genre, summary.themes, summary.setting, summary.characters]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n');
}
