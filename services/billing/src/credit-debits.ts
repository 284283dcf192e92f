/**
 * `billing.credit-debit` events from story: a book taken (positive amount) or a failed book given back
 * (negative amount), each applied to the ledger once per idempotency key, however often the bus delivers it.
 * A refund names the debit it gives back and is applied only if that debit was.
 */
import {
  countCredits,
  countDebitRefused,
  parseEvent,
  TOPICS,
  type EventBus,
  type Logger,
} from '@storybook-app/kit';
import type { CreditLedger } from './credit-ledger';

export const CREDIT_DEBIT_GROUP = 'billing.credit-debit';

/**
 * The ledger key of an event's idempotency key: story names its own keys (`book:<id>`), so they live apart
 * from the keys billing makes for Stripe (`invoice:…`, `refund:…`) and can never collide with them.
 */
export const debitKey = (idempotencyKey: string): string => `credit-debit:${idempotencyKey}`;

/** Subscribes the ledger to debits; call it at start-up, before the service answers. */
export async function onCreditDebits(bus: EventBus, ledger: CreditLedger, logger: Logger): Promise<void> {
  await bus.subscribe(
    TOPICS.creditDebit,
    async (event) => {
      const { payload } = parseEvent(TOPICS.creditDebit, event);
      // Keyed by the user, the debit comes before its refund, so its entry is there if it was ever applied.
      if (payload.refundOf && !(await ledger.entryFor(debitKey(payload.refundOf)))) {
        logger.info(
          { userId: payload.userId, refundOf: payload.refundOf, eventId: event.eventId },
          'refund skipped: its debit was never taken',
        );
        return;
      }
      const outcome = await ledger.apply({
        userId: payload.userId,
        amount: -payload.amount,
        reason: payload.reason,
        key: debitKey(payload.idempotencyKey),
        reference: payload.bookId,
      });
      const fields = { userId: payload.userId, amount: payload.amount, eventId: event.eventId, outcome };
      // Counted once per key: a redelivered event is a duplicate and changes no total.
      if (outcome === 'applied') countCredits(payload.amount, payload.reason);
      if (outcome === 'insufficient') countDebitRefused();
      // Refused, not failed: retrying cannot make the balance sufficient, so the event is done with. Story
      // checks the balance before it starts a book, so this means a race between two books of one parent.
      if (outcome === 'insufficient') logger.warn(fields, 'credit debit refused: insufficient balance');
      else logger.info(fields, 'credit debit');
    },
    { group: CREDIT_DEBIT_GROUP },
  );
}
