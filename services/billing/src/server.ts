/** Maps the Billing gRPC methods onto the domain. */
import type { ServiceHandlers } from '@storybook-app/kit';
import type { Accounts } from './accounts';
import type { Payments } from './payments';
import type { StripeWebhooks } from './stripe-webhooks';

/** Spec §3: the account type of a user without a paid membership. */
export const FREE_ACCOUNT_TYPE = 'Free';

export function billingHandlers(deps: {
  accounts: Accounts;
  payments: Payments;
  webhooks: StripeWebhooks;
}): ServiceHandlers<'billing'> {
  const { accounts, payments, webhooks } = deps;
  return {
    GetCredits: async ({ user_id }) => ({ credits: await accounts.credits(user_id) }),
    GetPlan: async ({ user_id }) => accounts.plan(user_id),
    CheckCredits: async ({ user_id, amount }) => accounts.checkCredits(user_id, amount),
    Checkout: async ({ user_id, price_id, checkout_type }) => ({
      url: await payments.checkout({ userId: user_id, priceId: price_id, checkoutType: checkout_type }),
    }),
    ChangeSubscription: async ({ user_id, price_id }) => {
      await payments.changeSubscription({ userId: user_id, priceId: price_id });
      // Changed in place: nothing for the browser to visit.
      return { url: '' };
    },
    CancelSubscription: async ({ user_id }) => {
      await payments.cancelSubscription(user_id);
      return { url: '', account_type: FREE_ACCOUNT_TYPE };
    },
    CheckoutSuccess: async ({ user_id, session_id }) => payments.checkoutSuccess(user_id, session_id),
    HandleStripeWebhook: async ({ payload, signature }) => {
      await webhooks.handle(payload, signature);
      return { received: true };
    },
  };
}
