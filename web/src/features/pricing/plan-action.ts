import { PLANS, type Plan } from '../../lib/constants';
import { pricing } from '../../lib/texts';

export type PlanAction = 'buy' | 'subscribe' | 'cancel' | 'change';

/** The subscription the account type names, or undefined for Free, admin and anything else. */
export function subscriptionOf(accountType: string | null | undefined): Plan | undefined {
  return PLANS.find((plan) => plan.checkoutType === 'subscription' && plan.name === accountType);
}

/**
 * §4: Free gets 'Buy Credit' on the single item and 'Subscribe' on the others; the current plan gets
 * 'Cancel Membership'; other plans get 'Change Membership'. The single item stays 'Buy Credit' for
 * subscribers too (§9: subscribers may also buy extra books). An account type that names no subscription
 * (admin) has nothing to cancel or change, so it is offered the plans as Free is.
 */
export function planAction(plan: Plan, accountType: string | null | undefined): PlanAction {
  if (plan.checkoutType === 'token') return 'buy';
  const current = subscriptionOf(accountType);
  if (!current) return 'subscribe';
  return current.key === plan.key ? 'cancel' : 'change';
}

export const planActionLabel: Record<PlanAction, string> = {
  buy: pricing.buyCredit,
  subscribe: pricing.subscribe,
  cancel: pricing.cancelMembership,
  change: pricing.changeMembership,
};
