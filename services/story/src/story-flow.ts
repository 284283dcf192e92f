/**
 * The story flow up to the whole book (spec §4): idea prompts for the start page, the summary of an idea,
 * and the cover. The child's profile comes from profiles (which checks the owner), the words from the
 * storyteller of the chosen model, the cover from images. The parent's free text passes the safety layers
 * before any storyteller or illustrator sees it, and so do the ideas and summaries a storyteller writes.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  AuthorOutputError,
  refusalMessage,
  type Authors,
  type RefusalLog,
  type SafetyGate,
} from '@storybook-app/ai';
import {
  AppError,
  observeProviderCall,
  observeText,
  secondsSince,
  type Logger,
  type ServiceClient,
} from '@storybook-app/kit';
import type { ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import type { BookRecords } from './book-records';
import { characterSheet } from '@storybook-app/ai/storytelling';
import { chooseBoth, chooseIllustrator, chooseModel, type ChoiceRules } from './story-choices';
import {
  childAge,
  storytellerFor,
  tokenCost,
  type StoryProfile,
  type Storyteller,
  type StorySummaryFields,
  type Told,
} from '@storybook-app/ai/storytelling';

/** The other services story calls, narrowed to the methods it uses. */
export interface StoryPeers {
  profiles: Pick<ServiceClient<'profiles'>, 'GetProfile' | 'ListProfiles' | 'GetSafetyRefusals'>;
  images: Pick<
    ServiceClient<'images'>,
    | 'RenderCover'
    | 'RenderTitleSvg'
    | 'DeleteBookPictures'
    | 'RenderBookPdf'
    | 'DeleteBookPdfs'
    | 'DeletePagePictures'
  >;
  billing: Pick<ServiceClient<'billing'>, 'CheckCredits'>;
}

export interface StoryFlowDeps {
  peers: StoryPeers;
  /** The configured author providers; a model none serves is written by the offline storyteller. */
  authors: Authors;
  /** The safety layers, with the log of refusals admins read. */
  safety: SafetyGate;
  /** Where the safety layers' refusals are counted for admins. */
  refusals: RefusalLog;
  rules: ChoiceRules;
  logger: Logger;
  /** The storyteller when no provider serves the model (default: the offline one with the real clock). */
  offline?: Storyteller;
}

/** How many ideas the start page shows. */
export const START_PAGE_IDEAS = 4;

/**
 * A cover takes a provider tens of seconds, and images retries an outage: far longer than the default
 * deadline of a call between services.
 */
export const COVER_DEADLINE_MS = 3 * 60_000;

export const NO_IDEA = "I can't provide a summary until I have a story idea.";
export const NO_PROFILE = 'Please create a profile for your child first: the story is written for them.';
export const CHOOSE_PROFILE = "Please choose your child's profile first.";
export const STORYTELLER_UNUSABLE = 'The storyteller could not answer just now. Please try again.';

export function storytellerOf(deps: StoryFlowDeps, model: string): Storyteller {
  return storytellerFor(deps.authors, model, deps.offline);
}

/** The child's profile, read at profiles as the user (someone else's is not found there). */
export async function profileOf(
  deps: StoryFlowDeps,
  userId: string,
  profileId: string,
): Promise<StoryProfile> {
  if (!profileId.trim()) throw new AppError('invalid_argument', CHOOSE_PROFILE);
  const profile = await deps.peers.profiles.GetProfile({ user_id: userId, profile_id: profileId.trim() });
  return profile.profile_data ?? {};
}

/** A storyteller's answer, with what it cost in the logs; an answer that never fit its schema is a 503. */
export async function tell<T>(
  deps: StoryFlowDeps,
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

type Request<M extends 'StartStory' | 'Summarize' | 'CreateTitlePicture'> = ReceivedRequestOf<'story', M>;
type Reply<M extends 'StartStory' | 'Summarize' | 'CreateTitlePicture'> = ReplyOf<'story', M>;

export async function startStory(
  deps: StoryFlowDeps,
  request: Request<'StartStory'>,
): Promise<Reply<'StartStory'>> {
  // The illustrator is not used yet, but an admin's start page needs both chosen (spec §5).
  const { model } = chooseBoth(
    request.is_admin,
    { model: request.model, illustrator: request.image_generator },
    deps.rules,
  );
  const profile = await profileOf(deps, request.user_id, request.profile_id);
  const storyteller = storytellerOf(deps, model);
  // A new seed each time: the refresh button asks for other ideas (spec §4).
  const told = await tell(deps, storyteller, 'ideas', () =>
    storyteller.ideas(profile, START_PAGE_IDEAS, { seed: randomUUID() }),
  );
  // An idea the app suggests is checked like one a parent types: a model may suggest anything.
  const age = childAge(profile);
  const verdicts = await Promise.all(
    told.value.map((text) => deps.safety.check({ text, kind: 'idea-suggestion', age })),
  );
  return { prompts: told.value.filter((_, index) => verdicts[index]?.action === 'allow') };
}

/**
 * The child a summary is for: the profile named, else the user's first (the summary page does not say
 * which; the start page did).
 */
async function summaryProfile(deps: StoryFlowDeps, userId: string, profileId: string): Promise<StoryProfile> {
  if (profileId.trim()) return profileOf(deps, userId, profileId);
  const { profiles } = await deps.peers.profiles.ListProfiles({ user_id: userId });
  const first = profiles[0];
  if (!first) throw new AppError('failed_precondition', NO_PROFILE);
  return first.profile_data ?? {};
}

export async function summarize(
  deps: StoryFlowDeps,
  request: Request<'Summarize'>,
): Promise<Reply<'Summarize'>> {
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

/**
 * The cover's seed, for the illustrators that take one: the same child and title give the same seed, so a
 * retried cover looks like the first try.
 */
export function coverSeed(profileId: string, title: string): number {
  return createHash('sha256').update(`${profileId}\u0000${title}`).digest().readUInt32BE(0) >>> 1;
}

export async function createTitlePicture(
  deps: StoryFlowDeps & { books: Pick<BookRecords, 'recordCover'> },
  request: Request<'CreateTitlePicture'>,
): Promise<Reply<'CreateTitlePicture'>> {
  const illustrator = chooseIllustrator(request.is_admin, request.generator, deps.rules);
  const summary = request.summary;
  if (!summary || !summary.title.trim()) {
    throw new AppError('invalid_argument', 'A cover needs the summary of its story, with its title.');
  }
  const profile = await profileOf(deps, request.user_id, request.profile_id);
  await deps.safety.require({ text: summaryText(summary), kind: 'summary', age: childAge(profile) });
  const cover = await deps.peers.images.RenderCover(
    {
      user_id: request.user_id,
      summary,
      illustrator,
      // The cover request carries the summary, not the idea: its characters are the idea's, as the book's
      // sheet will read them.
      character_sheet: characterSheet(profile, summary.characters),
      seed: coverSeed(request.profile_id.trim(), summary.title.trim()),
    },
    { deadlineMs: COVER_DEADLINE_MS },
  );
  await deps.books.recordCover({
    _id: cover.file_key,
    user_id: request.user_id,
    cost_usd: cover.cost_usd,
    created_at: new Date().toISOString(),
  });
  deps.logger.info({ illustrator, key: cover.file_key, costUsd: cover.cost_usd }, 'cover made');
  return { story_image: cover.image_url, file_key: cover.file_key, title_svg: cover.title_svg };
}
