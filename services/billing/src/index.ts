export { billingConfigSchema, type BillingConfig } from './config';
export { startBillingService } from './service';
export { createStripeClient, type StripeSettings } from './stripe-client';
