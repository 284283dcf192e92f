/**
 * The illustrators a service can use, chosen from its environment: one adapter per configured provider, found
 * by the spec's names (`DallE3`, `Flux`, `StableDiffusion`). With no provider configured the registry is
 * empty and the images service draws offline.
 */
import { z } from 'zod';
import { env } from '@storybook-app/kit';
import type { Logger } from '@storybook-app/kit';
import type * as DallE3 from './dalle-illustrator';
import { createFluxIllustrator } from './flux-illustrator';
import { ILLUSTRATOR_NAMES } from './illustrator';
import type { Illustrator, IllustratorName } from './illustrator';
import { createStableDiffusionIllustrator } from './stable-diffusion-illustrator';

/** The `openai` SDK loads only where DALL·E is configured (≈0.1 s of every images start otherwise). */
const dallE3 = (): typeof DallE3 =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- on demand, for the reason above
  require('./dalle-illustrator') as typeof DallE3;

/**
 * The variables that configure the illustrators, as a zod fragment to spread into a service's config schema.
 * All optional. `OPENAI_*` are the same variables as `aiEnv`'s, so both fragments can be spread together.
 */
export const illustratorEnv = () => ({
  /** DALL·E 3. */
  OPENAI_API_KEY: z.string().optional(),
  /** Default https://api.openai.com/v1. */
  OPENAI_BASE_URL: env.url().optional(),
  /** Flux (Black Forest Labs). */
  BFL_API_KEY: z.string().optional(),
  /** Default https://api.bfl.ai. */
  BFL_BASE_URL: env.url().optional(),
  /** Stable Diffusion (Stability AI). */
  STABILITY_API_KEY: z.string().optional(),
  /** Default https://api.stability.ai. */
  STABILITY_BASE_URL: env.url().optional(),
});

export type IllustratorConfig = z.infer<z.ZodObject<ReturnType<typeof illustratorEnv>>>;

export interface Illustrators {
  /** The adapters joined with `+` (`openai+bfl`), or `none`: what a service announces as ready. */
  readonly adapter: string;
  /** The spec's names that some adapter serves, in the spec's order. */
  readonly names: IllustratorName[];
  /** The adapter behind a spec name, if configured. */
  forName(name: string): Illustrator | undefined;
}

export interface IllustratorTuning {
  /** Per request, in ms. */
  timeoutMs?: number;
  maxRetries?: number;
  logger?: Logger;
}

export function illustratorRegistry(byName: Partial<Record<IllustratorName, Illustrator>>): Illustrators {
  const names = ILLUSTRATOR_NAMES.filter((name) => byName[name] !== undefined);
  return {
    adapter: names.length === 0 ? 'none' : names.map((name) => byName[name]!.adapter).join('+'),
    names,
    forName: (name) => ((names as string[]).includes(name) ? byName[name as IllustratorName] : undefined),
  };
}

/** The configured providers: DALL·E 3 with an OpenAI key, Flux with a BFL key, Stable Diffusion with a Stability key. */
export function illustratorsFromEnv(
  config: Partial<IllustratorConfig>,
  tuning: IllustratorTuning = {},
): Illustrators {
  const byName: Partial<Record<IllustratorName, Illustrator>> = {};
  if (config.OPENAI_API_KEY) {
    byName.DallE3 = dallE3().createDallE3Illustrator({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      ...tuning,
    });
  }
  if (config.STABILITY_API_KEY) {
    byName.StableDiffusion = createStableDiffusionIllustrator({
      apiKey: config.STABILITY_API_KEY,
      baseURL: config.STABILITY_BASE_URL,
      ...tuning,
    });
  }
  if (config.BFL_API_KEY) {
    byName.Flux = createFluxIllustrator({
      apiKey: config.BFL_API_KEY,
      baseURL: config.BFL_BASE_URL,
      ...tuning,
    });
  }
  return illustratorRegistry(byName);
}
