import { aiEnv } from '@storybook-app/ai';
import { DEFAULT_GRPC_PORTS, serviceEnv } from '@storybook-app/kit';
import { z } from 'zod';

export const profilesConfigSchema = z.object({
  ...serviceEnv(DEFAULT_GRPC_PORTS.profiles),
  ...aiEnv(),
  /** The model that runs the profile chat when a provider serving it is configured; else the offline interviewer. */
  PROFILE_CHAT_MODEL: z.string().min(1).default('gpt-4o-mini'),
});
export type ProfilesConfig = z.infer<typeof profilesConfigSchema>;
