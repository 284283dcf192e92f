export { billingConfigSchema, type BillingConfig } from './config';
export { startBillingService } from './service';
export { createStripeClient, type StripeSettings } from './stripe-client';
export { PlanCatalog, type Plan, type PlanKey } from './plans';
// What billing keeps of a user, for suites that seed and check its store as billing would (account deletion).
export { CreditLedger, CREDIT_LEDGER, type LedgerEntry } from './credit-ledger';
export { CUSTOMERS, SUBSCRIPTIONS, type CustomerRecord, type SubscriptionRecord } from './subscriptions';
