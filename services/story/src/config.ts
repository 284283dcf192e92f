import { aiEnv, ILLUSTRATOR_NAMES } from '@storybook-app/ai';
import { DEFAULT_GRPC_PORTS, env, serviceEnv } from '@storybook-app/kit';
import { z } from 'zod';

export const storyConfigSchema = z.object({
  ...serviceEnv(DEFAULT_GRPC_PORTS.story),
  /** OpenAI, Anthropic and a local model server; none set: the offline storyteller writes every story. */
  ...aiEnv(),
  /** story -> profiles: the child's profile for personalisation. */
  PROFILES_ADDR: env.address(),
  /** story -> images: the cover picture. */
  IMAGES_ADDR: env.address(),
  /** story -> billing: the credit check before a book. */
  BILLING_ADDR: env.address(),
  /** The model that writes for everyone but admins (spec §9); offline when no provider serves it. */
  STORY_DEFAULT_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  /** The illustrator of everyone but admins (spec §9); images draws offline when its key is not set. */
  STORY_DEFAULT_ILLUSTRATOR: z.enum(ILLUSTRATOR_NAMES).default('Flux'),
  /**
   * Places the product's sample books on the public shelf on first start (`npm start` turns it on), so a
   * visitor never meets an empty shelf.
   */
  SAMPLE_BOOKS: env.boolean(false),
  /**
   * Where images serves pictures (its own MEDIA_PUBLIC_PATH, the same value): a book keeps a cover only at
   * `<MEDIA_PUBLIC_PATH>/<its key>`, never a URL of another site a client names.
   */
  MEDIA_PUBLIC_PATH: env.mediaPath(),
});
export type StoryConfig = z.infer<typeof storyConfigSchema>;
