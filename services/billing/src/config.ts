import { DEFAULT_GRPC_PORTS, serviceEnv } from '@storybook-app/kit';
import { z } from 'zod';

export const billingConfigSchema = z.object({
  ...serviceEnv(DEFAULT_GRPC_PORTS.billing),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;
