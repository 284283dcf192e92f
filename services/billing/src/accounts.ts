/**
 * What billing knows of a user, in one place for reads and account deletion: the credit ledger (balance)
 * and the Stripe records (customer, subscription). Stripe itself is left to payments.ts.
 */
import { AppError, type DocumentStore } from '@storybook-app/kit';
import { CreditLedger, type CreditLedgerOptions } from './credit-ledger';
import { Subscriptions } from './subscriptions';

export class Accounts {
  private constructor(
    readonly ledger: CreditLedger,
    readonly subscriptions: Subscriptions,
  ) {}

  static async open(store: DocumentStore, options: CreditLedgerOptions = {}): Promise<Accounts> {
    return new Accounts(
      await CreditLedger.open(store, options),
      await Subscriptions.open(store, options.now),
    );
  }

  /** New accounts start at 0 credits (spec §3), or at the configured starter credits. */
  credits(userId: string): Promise<number> {
    return this.ledger.balance(userId);
  }

  /** Whether the user can pay `amount` credits now (story asks before it starts a book). */
  async checkCredits(userId: string, amount: number): Promise<{ sufficient: boolean; balance: number }> {
    if (!Number.isInteger(amount) || amount < 0) {
      throw new AppError('invalid_argument', 'The amount must be a whole number of credits, 0 or more.');
    }
    const balance = await this.ledger.balance(userId);
    return { sufficient: balance >= amount, balance };
  }

  /** The plan that currently counts, or '' for Free. */
  plan(userId: string): Promise<{ plan_name: string; status: string }> {
    return this.subscriptions.plan(userId);
  }

  /**
   * Account deletion (auth.user-deleted): the ledger chain and the Stripe records, each keyed by the user,
   * so deleting again is a no-op, as redelivered events need. The paid subscription is ended at Stripe first
   * (payments.ts), while its id is still known here.
   */
  async deleteUser(userId: string): Promise<void> {
    await this.ledger.deleteUser(userId);
    await this.subscriptions.deleteUser(userId);
  }
}
