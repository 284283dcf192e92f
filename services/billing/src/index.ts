export { billingConfigSchema, type BillingConfig } from './config';
export { startBillingService } from './service';
export { createStripeClient, type StripeSettings } from './stripe-client';
// What billing keeps of a user, for suites that seed and check its store as billing would (account deletion).
export { BALANCES, SUBSCRIPTIONS, type BalanceRecord, type SubscriptionRecord } from './accounts';
