import { DEFAULT_GRPC_PORTS, serviceEnv } from '@storybook-app/kit';
import { z } from 'zod';

export const profilesConfigSchema = z.object({
  ...serviceEnv(DEFAULT_GRPC_PORTS.profiles),
});
export type ProfilesConfig = z.infer<typeof profilesConfigSchema>;
