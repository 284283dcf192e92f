export { billingConfigSchema, type BillingConfig } from './config';
export { startBillingService } from './service';
