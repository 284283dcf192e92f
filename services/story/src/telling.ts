/**
 * Asking a storyteller (spec §4): the one of the chosen model, or the offline one when no provider serves
 * it; what each answer cost, in the logs and the metrics; and the child's profile it writes for, read at
 * profiles as the user (which checks the owner).
 */
import { AuthorOutputError } from '@storybook-app/ai';
import { AppError, observeProviderCall, observeText, secondsSince } from '@storybook-app/kit';
import {
  storytellerFor,
  tokenCost,
  type StoryProfile,
  type Storyteller,
  type Told,
} from '@storybook-app/ai/storytelling';
import type { StoryDeps } from './story-deps';

export const CHOOSE_PROFILE = "Please choose your child's profile first.";
export const STORYTELLER_UNUSABLE = 'The storyteller could not answer just now. Please try again.';

export function storytellerOf(deps: Pick<StoryDeps, 'authors' | 'offline'>, model: string): Storyteller {
  return storytellerFor(deps.authors, model, deps.offline);
}

/** The child's profile, read at profiles as the user (someone else's is not found there). */
export async function profileOf(
  deps: Pick<StoryDeps, 'peers'>,
  userId: string,
  profileId: string,
): Promise<StoryProfile> {
  if (!profileId.trim()) throw new AppError('invalid_argument', CHOOSE_PROFILE);
  const profile = await deps.peers.profiles.GetProfile({ user_id: userId, profile_id: profileId.trim() });
  return profile.profile_data ?? {};
}

/** A storyteller's answer, with what it cost in the logs; an answer that never fit its schema is a 503. */
export async function tell<T>(
  deps: Pick<StoryDeps, 'logger'>,
  storyteller: Storyteller,
  what: string,
  ask: () => Promise<Told<T>>,
): Promise<Told<T>> {
  let told: Told<T>;
  // `openai:gpt-4o-mini` is told by OpenAI; the offline storyteller is a provider of its own, at no cost.
  const provider = storyteller.adapter.split(':')[0] ?? storyteller.adapter;
  const started = performance.now();
  try {
    told = await ask();
  } catch (error) {
    observeProviderCall({ provider, kind: 'text', outcome: 'error' });
    if (!(error instanceof AuthorOutputError)) throw error;
    deps.logger.warn({ storyteller: storyteller.adapter, what, usage: error.usage }, 'unusable story answer');
    throw new AppError('unavailable', STORYTELLER_UNUSABLE);
  }
  const cost = tokenCost(told.model, told.usage);
  observeText(what, storyteller.adapter, secondsSince(started));
  observeProviderCall({
    provider,
    kind: 'text',
    outcome: 'ok',
    costUsd: cost.usd,
    inputTokens: told.usage.inputTokens,
    outputTokens: told.usage.outputTokens,
  });
  deps.logger.info(
    { storyteller: storyteller.adapter, what, model: told.model, usage: told.usage, costUsd: cost.usd },
    cost.priced ? 'story text written' : 'story text written by a model without a price',
  );
  return told;
}
