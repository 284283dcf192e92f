/**
 * A page's picture status has two spellings: the words story stores and the web reads (`pending`, `ready`,
 * `failed`), and the `PageStatus` enum the gRPC contract carries between them. This table is the only place
 * they meet: story writes the enum from its word, the gateway reads the word back from the enum, and the
 * API's schema takes its words from here, so no side keeps a list of its own.
 */
import type { PageStatus__Output } from './gen/storybook/common/PageStatus';

/** The statuses in words, as story stores them and the API answers them. */
export const PAGE_STATUS_WORDS = ['pending', 'ready', 'failed'] as const;
export type PageStatusWord = (typeof PAGE_STATUS_WORDS)[number];

const ON_THE_WIRE: Record<PageStatusWord, PageStatus__Output> = {
  pending: 'PAGE_STATUS_PENDING',
  ready: 'PAGE_STATUS_READY',
  failed: 'PAGE_STATUS_FAILED',
};

const IN_WORDS = new Map<unknown, PageStatusWord>(PAGE_STATUS_WORDS.map((word) => [ON_THE_WIRE[word], word]));

/** The word as the contract carries it. */
export const pageStatusOnWire = (word: PageStatusWord): PageStatus__Output => ON_THE_WIRE[word];

/** The contract's status in words; unset (`PAGE_STATUS_UNSPECIFIED`) or unknown reads as not drawn yet. */
export const pageStatusWord = (status: unknown): PageStatusWord => IN_WORDS.get(status) ?? 'pending';
