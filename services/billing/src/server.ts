/** Maps the Billing gRPC methods onto the domain. Methods not listed here answer UNIMPLEMENTED. */
import type { ServiceHandlers } from '@storybook-app/kit';
import type { Accounts } from './accounts';

export function billingHandlers(accounts: Accounts): ServiceHandlers<'billing'> {
  return {
    GetCredits: async ({ user_id }) => ({ credits: await accounts.credits(user_id) }),
    GetPlan: async ({ user_id }) => accounts.plan(user_id),
  };
}
