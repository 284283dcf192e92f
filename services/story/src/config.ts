import { DEFAULT_GRPC_PORTS, env, serviceEnv } from '@storybook-app/kit';
import { z } from 'zod';

export const storyConfigSchema = z.object({
  ...serviceEnv(DEFAULT_GRPC_PORTS.story),
  /** story -> profiles: the child's profile for personalisation. */
  PROFILES_ADDR: env.address(),
  /** story -> images: the cover picture. */
  IMAGES_ADDR: env.address(),
  /** story -> billing: the credit check before a book. */
  BILLING_ADDR: env.address(),
});
export type StoryConfig = z.infer<typeof storyConfigSchema>;
