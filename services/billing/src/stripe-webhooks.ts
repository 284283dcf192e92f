/**
 * Stripe's webhook events, as the gateway relays them: the raw body and the `Stripe-Signature` header. The
 * signature is checked against `STRIPE_WEBHOOK_SECRET` before anything is read; each event id is applied
 * once (`stripe_events`). The record is written after the event is handled: a crash in between makes
 * Stripe deliver it again, which is harmless because grants are idempotent by key and subscription states
 * ordered by time, whereas recording first would lose an event whose handling failed.
 */
import {
  AppError,
  DuplicateKeyError,
  type Collection,
  type Doc,
  type DocumentStore,
  type Logger,
} from '@storybook-app/kit';
import type Stripe from 'stripe';
import type { Fulfilment } from './fulfilment';
import { PAYMENTS_NOT_CONFIGURED } from './payments';

export const STRIPE_EVENTS = 'stripe_events';

export interface StripeEventRecord extends Doc {
  type: string;
  /** Stripe's `created`, seconds since the epoch. */
  created: number;
  handled_at: string;
}

export const WEBHOOKS_NOT_CONFIGURED = 'Stripe webhooks are not configured on this server.';
export const INVALID_SIGNATURE = 'Invalid Stripe signature.';

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

export class StripeWebhooks {
  private constructor(
    private readonly events: Collection<StripeEventRecord>,
    private readonly stripe: Stripe | null,
    private readonly secret: string | undefined,
    private readonly fulfilment: Fulfilment,
    private readonly logger: Logger,
  ) {}

  static async open(
    store: DocumentStore,
    deps: { stripe: Stripe | null; secret?: string; fulfilment: Fulfilment; logger: Logger },
  ): Promise<StripeWebhooks> {
    return new StripeWebhooks(
      await store.collection<StripeEventRecord>(STRIPE_EVENTS),
      deps.stripe,
      deps.secret,
      deps.fulfilment,
      deps.logger,
    );
  }

  async handle(payload: Buffer, signature: string): Promise<WebhookOutcome> {
    if (!this.stripe) throw new AppError('failed_precondition', PAYMENTS_NOT_CONFIGURED);
    if (!this.secret) throw new AppError('failed_precondition', WEBHOOKS_NOT_CONFIGURED);
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature, this.secret);
    } catch (error) {
      // Forged, altered, replayed long after (beyond the SDK's 5-minute tolerance) or signed for another
      // endpoint: nothing of it is read.
      this.logger.warn({ reason: (error as Error).message }, 'stripe webhook refused');
      throw new AppError('invalid_argument', INVALID_SIGNATURE);
    }
    if (await this.events.get(event.id)) {
      this.logger.info({ eventId: event.id, type: event.type }, 'stripe event already handled');
      return 'duplicate';
    }
    const outcome = await this.dispatch(event);
    try {
      await this.events.insert({
        _id: event.id,
        type: event.type,
        created: event.created,
        handled_at: new Date().toISOString(),
      });
    } catch (error) {
      // Delivered twice at once: both handled it, idempotently; one record is enough.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    this.logger.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
    return outcome;
  }

  private async dispatch(event: Stripe.Event): Promise<WebhookOutcome> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        await this.fulfilment.checkoutCompleted(event.data.object, event.created);
        return 'handled';
      case 'invoice.paid':
        await this.fulfilment.invoicePaid(event.data.object);
        return 'handled';
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await this.fulfilment.subscriptionChanged(event.data.object, event.created);
        return 'handled';
      case 'charge.refunded':
        await this.fulfilment.chargeRefunded(event.data.object);
        return 'handled';
      default:
        // The endpoint may be subscribed to more than billing needs: received, nothing to do.
        return 'ignored';
    }
  }
}
