/**
 * What an author's tokens cost, from the price table of spec §9 (US dollars per million tokens, input and
 * output). Pure: the book stores the figure; the caller logs an unpriced model, which this names.
 */
import type { TokenUsage } from '../author';
import { OFFLINE_MODEL } from './storyteller';

export interface TokenPrice {
  /** USD per million input tokens. */
  input: number;
  /** USD per million output tokens. */
  output: number;
}

export const TOKEN_PRICES: Readonly<Record<string, TokenPrice>> = Object.freeze({
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'claude-3-5-sonnet-latest': { input: 3, output: 15 },
  'claude-3-haiku-20240307': { input: 0.25, output: 1.25 },
  [OFFLINE_MODEL]: { input: 0, output: 0 },
});

export interface TokenCost {
  model: string;
  usd: number;
  /** False when the model is not in the table (a local model): the cost is then 0 and worth a log line. */
  priced: boolean;
}

const PER_MILLION = 1_000_000;

/** The cost of `usage` on `model`; an unknown model costs 0 and says it was not priced. */
export function tokenCost(model: string, usage: TokenUsage): TokenCost {
  const price = TOKEN_PRICES[model];
  if (!price) return { model, usd: 0, priced: false };
  const usd = (usage.inputTokens * price.input + usage.outputTokens * price.output) / PER_MILLION;
  // Rounded to a millionth of a dollar: the table's precision, without floating-point dust in the book.
  return { model, usd: Math.round(usd * PER_MILLION) / PER_MILLION, priced: true };
}

/** The cost in USD of `usage` on `model` (0 for a model the table does not price). */
export function costUsd(model: string, usage: TokenUsage): number {
  return tokenCost(model, usage).usd;
}
