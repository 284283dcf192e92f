/**
 * The credit ledger: an append-only record of every grant and debit, from which the balance follows.
 *
 * There are no multi-document transactions (FerretDB v1), so each user's entries form a chain that single-
 * document writes keep consistent: entry `n` has the `_id` `<userId>:<n>` and carries `balance_after`, the
 * balance once it applied. Appending is one insert of `<userId>:<head+1>`: of two writers that read the same
 * head, the store lets one insert win and the other gets DuplicateKeyError, re-reads the new head and decides
 * again, so a debit is always judged against the balance it really follows. The head entry is therefore the
 * cached balance, always equal to the sum of the chain's amounts. A unique index on `key` applies each
 * idempotency key once across all writers, whichever entry would have carried it.
 */
import {
  AppError,
  DuplicateKeyError,
  type Collection,
  type Doc,
  type DocumentStore,
} from '@storybook-app/kit';

export const CREDIT_LEDGER = 'credit_ledger';

export interface LedgerEntry extends Doc {
  user_id: string;
  /** Position in the user's chain, from 1; `_id` is `<user_id>:<seq>`. */
  seq: number;
  /** Positive for a grant, negative for a debit; what was applied, after any clamping. */
  amount: number;
  balance_after: number;
  reason: string;
  /** The idempotency key: unique across the ledger. */
  key: string;
  /** What the entry is about (a payment intent, an invoice, a book); '' when nothing. */
  reference: string;
  created_at: string;
}

export interface LedgerChange {
  userId: string;
  /** Positive grants credits, negative takes them. */
  amount: number;
  reason: string;
  /** Applied once per key: a second change with the same key is a `duplicate` and writes nothing. */
  key: string;
  reference?: string;
  /**
   * Take at most the balance instead of refusing (refunds take back what a payment granted, even if some of
   * it is spent already). Without it, a debit larger than the balance is `insufficient`.
   */
  clampAtZero?: boolean;
}

export type ApplyOutcome = 'applied' | 'duplicate' | 'insufficient';

/** The idempotency key of a user's starter credits: granted once per user. */
export const starterKey = (userId: string): string => `starter:${userId}`;

export const entryId = (userId: string, seq: number): string => `${userId}:${seq}`;

/**
 * The ledger's one rule: what a change does to a balance. Grants add; a debit takes what is there or is
 * refused (null), or with `clampAtZero` takes at most the balance. The balance never goes below zero.
 */
export function nextBalance(
  balance: number,
  change: Pick<LedgerChange, 'amount' | 'clampAtZero'>,
): { amount: number; balanceAfter: number } | null {
  if (change.amount >= 0) return { amount: change.amount, balanceAfter: balance + change.amount };
  const amount = change.clampAtZero ? Math.max(change.amount, -balance) : change.amount;
  if (balance + amount < 0) return null;
  return { amount, balanceAfter: balance + amount };
}

/**
 * A writer loses a round only when another entry was appended to the same chain meanwhile, so it loses at
 * most as many rounds as there are writers racing it; past this many the store is not behaving.
 */
const MAX_ROUNDS = 100;

export interface CreditLedgerOptions {
  /** Granted as the first entry of every chain (`starter:<userId>`); 0 grants nothing. */
  starterCredits?: number;
  now?: () => Date;
}

export class CreditLedger {
  private constructor(
    private readonly entries: Collection<LedgerEntry>,
    private readonly starterCredits: number,
    private readonly now: () => Date,
  ) {}

  static async open(store: DocumentStore, options: CreditLedgerOptions = {}): Promise<CreditLedger> {
    const entries = await store.collection<LedgerEntry>(CREDIT_LEDGER, {
      indexes: [
        { fields: ['key'], unique: true },
        // The head of a chain is found by its highest seq; unique, as the chain never forks.
        { fields: ['user_id', 'seq'], unique: true },
        { fields: ['reference'] },
      ],
    });
    return new CreditLedger(entries, options.starterCredits ?? 0, options.now ?? (() => new Date()));
  }

  /** The balance: the head entry's `balance_after`. A user's first read grants the starter credits. */
  async balance(userId: string): Promise<number> {
    requireUser(userId);
    const head = await this.head(userId);
    if (head) return head.balance_after;
    if (this.starterCredits <= 0) return 0;
    await this.grantStarter(userId);
    return (await this.head(userId))?.balance_after ?? 0;
  }

  /** Appends one entry, once per key; never leaves the balance below zero. */
  async apply(change: LedgerChange): Promise<ApplyOutcome> {
    requireUser(change.userId);
    if (!Number.isSafeInteger(change.amount)) {
      throw new AppError('invalid_argument', 'A credit amount is a whole number.');
    }
    if (!change.key) throw new AppError('invalid_argument', 'A ledger entry needs an idempotency key.');

    for (let round = 0; round < MAX_ROUNDS; round++) {
      if (await this.entries.findOne({ key: change.key })) return 'duplicate';
      const head = await this.head(change.userId);
      if (!head && this.starterCredits > 0 && change.key !== starterKey(change.userId)) {
        // The starter grant is the first link of every chain, so a debit never runs ahead of it.
        await this.grantStarter(change.userId);
        continue;
      }
      const balance = head?.balance_after ?? 0;
      const next = nextBalance(balance, change);
      if (!next) return 'insufficient';
      const seq = (head?.seq ?? 0) + 1;
      try {
        await this.entries.insert({
          _id: entryId(change.userId, seq),
          user_id: change.userId,
          seq,
          amount: next.amount,
          balance_after: next.balanceAfter,
          reason: change.reason,
          key: change.key,
          reference: change.reference ?? '',
          created_at: this.now().toISOString(),
        });
        return 'applied';
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        // Another entry took this seq (or this key): read again and decide on what is there now.
        await jitter(round);
      }
    }
    throw new AppError('unavailable', 'Too many credit changes at once. Please try again.');
  }

  /** The user's chain, oldest first: the audit trail the balance is derived from. */
  async history(userId: string): Promise<LedgerEntry[]> {
    return this.entries.find({ user_id: userId }, { sort: 'seq' });
  }

  /** The entry written for an idempotency key, if any. */
  async entryFor(key: string): Promise<LedgerEntry | null> {
    return this.entries.findOne({ key });
  }

  /** Entries about one thing (a payment intent, an invoice), e.g. to find what a refunded payment granted. */
  async entriesAbout(reference: string): Promise<LedgerEntry[]> {
    if (!reference) return [];
    return this.entries.find({ reference }, { sort: 'created_at' });
  }

  /** Account deletion: the whole chain. Deleting what is gone already is a no-op, as redelivery needs. */
  async deleteUser(userId: string): Promise<void> {
    if (userId) await this.entries.deleteMany({ user_id: userId });
  }

  private async head(userId: string): Promise<LedgerEntry | null> {
    const [head] = await this.entries.find({ user_id: userId }, { sort: '-seq', limit: 1 });
    return head ?? null;
  }

  private async grantStarter(userId: string): Promise<void> {
    await this.apply({
      userId,
      amount: this.starterCredits,
      reason: 'starter credits',
      key: starterKey(userId),
    });
  }
}

function requireUser(userId: string): void {
  if (!userId) throw new AppError('invalid_argument', 'A user id is required.');
}

/** A short random pause after a lost race, so the writers of one chain stop colliding in lockstep. */
function jitter(round: number): Promise<void> {
  const ms = Math.random() * Math.min(2 + round, 20);
  return new Promise((resolve) => setTimeout(resolve, ms));
}
