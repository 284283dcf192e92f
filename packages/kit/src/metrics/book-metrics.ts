/**
 * The book pipeline and what it costs: story text and picture times, whole books, pages failed and retried,
 * calls to the AI providers (the offline ones included, as `offline`) with their cost, moderation refusals,
 * and credits taken and given back.
 */
import { counter, histogram, SLOW_BUCKETS } from './registry';

const textSeconds = histogram({
  name: 'storybook_book_text_seconds',
  help: 'Time a storyteller took to write text, by what (ideas, summary, story) and storyteller.',
  labelNames: ['what', 'storyteller'],
  buckets: SLOW_BUCKETS,
});
const pictureSeconds = histogram({
  name: 'storybook_book_picture_seconds',
  help: "Time an illustrator took to draw one page's picture, by illustrator and outcome.",
  labelNames: ['illustrator', 'outcome'],
  buckets: SLOW_BUCKETS,
});
const bookSeconds = histogram({
  name: 'storybook_book_seconds',
  help: "Time from a book's pictures first requested to its last page recorded, by outcome.",
  labelNames: ['outcome'],
  buckets: SLOW_BUCKETS,
});
const pagesFailed = counter({
  name: 'storybook_book_pages_failed_total',
  help: 'Page pictures that failed for good (after their retries).',
  labelNames: ['illustrator'],
});
const pagesRetried = counter({
  name: 'storybook_book_pages_retried_total',
  help: 'Page pictures that failed and were put back to be drawn again.',
  labelNames: ['illustrator'],
});
const pagesRedrawn = counter({
  name: 'storybook_book_pages_redrawn_total',
  help: 'Page pictures drawn again because the worker drawing them stopped (its drawing may have been billed).',
  labelNames: ['illustrator'],
});
const pagesResumed = counter({
  name: 'storybook_book_pages_resumed_total',
  help: "Page pictures taken over from a stopped worker by waiting for the provider's task it started.",
  labelNames: ['illustrator'],
});
const providerCalls = counter({
  name: 'storybook_provider_calls_total',
  help: 'Calls to an AI provider (text or picture), by provider and outcome.',
  labelNames: ['provider', 'kind', 'outcome'],
});
const providerCost = counter({
  name: 'storybook_provider_cost_usd_total',
  help: "What the AI providers' answers cost in US dollars, by provider.",
  labelNames: ['provider', 'kind'],
});
const providerTokens = counter({
  name: 'storybook_provider_tokens_total',
  help: 'Tokens read and written by text providers.',
  labelNames: ['provider', 'direction'],
});
const refusals = counter({
  name: 'storybook_moderation_refusals_total',
  help: 'Texts moderation stopped, by kind of text, action, category of harm and layer.',
  labelNames: ['kind', 'action', 'category', 'layer'],
});
const creditsDebited = counter({
  name: 'storybook_credits_debited_total',
  help: 'Credits taken for books.',
  labelNames: ['reason'],
});
const creditsRefunded = counter({
  name: 'storybook_credits_refunded_total',
  help: 'Credits given back for books that could not be made.',
  labelNames: ['reason'],
});
const debitsRefused = counter({
  name: 'storybook_credit_debits_refused_total',
  help: 'Credit debits refused for an insufficient balance.',
  labelNames: [],
});

export type ProviderKind = 'text' | 'picture';
export type Outcome = 'ok' | 'error';

export function observeText(what: string, storyteller: string, seconds: number): void {
  textSeconds.observe({ what, storyteller }, seconds);
}

export function observePicture(illustrator: string, outcome: Outcome, seconds: number): void {
  pictureSeconds.observe({ illustrator, outcome }, seconds);
}

export type BookOutcome = 'complete' | 'some_failed' | 'all_failed';

/** The outcome of a book whose every page is recorded. */
export const bookOutcome = (failed: number, total: number): BookOutcome =>
  failed === 0 ? 'complete' : failed >= total ? 'all_failed' : 'some_failed';

export function observeBook(outcome: BookOutcome, seconds: number): void {
  bookSeconds.observe({ outcome }, seconds);
}

export function countPageFailed(illustrator: string): void {
  pagesFailed.inc({ illustrator });
}

export function countPageRetried(illustrator: string): void {
  pagesRetried.inc({ illustrator });
}

export function countPageRedrawn(illustrator: string): void {
  pagesRedrawn.inc({ illustrator });
}

export function countPageResumed(illustrator: string): void {
  pagesResumed.inc({ illustrator });
}

export function observeProviderCall(call: {
  provider: string;
  kind: ProviderKind;
  outcome: Outcome;
  costUsd?: number;
  inputTokens?: number;
  outputTokens?: number;
}): void {
  const { provider, kind } = call;
  providerCalls.inc({ provider, kind, outcome: call.outcome });
  // Every provider appears in the cost family, at 0 when it is free, so a dashboard's sum has all of them.
  providerCost.inc({ provider, kind }, Math.max(0, call.costUsd ?? 0));
  if (call.inputTokens) providerTokens.inc({ provider, direction: 'input' }, call.inputTokens);
  if (call.outputTokens) providerTokens.inc({ provider, direction: 'output' }, call.outputTokens);
}

export function countRefusal(refusal: {
  kind: string;
  action: string;
  category?: string;
  layer?: string;
}): void {
  refusals.inc({
    kind: refusal.kind,
    action: refusal.action,
    category: refusal.category ?? 'unknown',
    layer: refusal.layer ?? 'unknown',
  });
}

/** A ledger change billing applied for a book: a positive amount taken, a negative one given back. */
export function countCredits(amount: number, reason: string): void {
  if (amount > 0) creditsDebited.inc({ reason }, amount);
  else if (amount < 0) creditsRefunded.inc({ reason }, -amount);
}

export function countDebitRefused(): void {
  debitsRefused.inc();
}
