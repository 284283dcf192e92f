import { FREE_ACCOUNT_TYPE, type Plan } from '../../lib/constants';
import { pricing } from '../../lib/texts';

export type PlanAction = 'buy' | 'subscribe' | 'cancel' | 'change';

/**
 * §4: Free gets 'Buy Credit' on the single item and 'Subscribe' on the others; the current plan gets
 * 'Cancel Membership'; other plans get 'Change Membership'. The single item stays 'Buy Credit' for
 * subscribers too (§9: subscribers may also buy extra books).
 */
export function planAction(plan: Plan, accountType: string): PlanAction {
  if (plan.checkoutType === 'token') return 'buy';
  if (plan.name === accountType) return 'cancel';
  return accountType === FREE_ACCOUNT_TYPE ? 'subscribe' : 'change';
}

export const planActionLabel: Record<PlanAction, string> = {
  buy: pricing.buyCredit,
  subscribe: pricing.subscribe,
  cancel: pricing.cancelMembership,
  change: pricing.changeMembership,
};
