/**
 * Stable Diffusion through Stability AI's documented HTTP API: POST {base}/v2beta/stable-image/generate/sd3
 * as multipart/form-data (prompt, seed, aspect ratio, `output_format=png`), `Authorization: Bearer`, and
 * `Accept: image/*`, which answers with the picture's bytes and its `finish-reason` in a header. The book's
 * seed goes with every page; the character sheet is in the prompt.
 */
import type { Logger } from '@storybook-app/kit';
import { FormData } from 'undici';
import { animatePicture } from './animated-picture';
import {
  ILLUSTRATOR_PRICE_USD,
  IN_BAND_REFUSAL_STATUS,
  IllustrationModeratedError,
  IllustratorOutputError,
  composeIllustrationPrompt,
  providerSeed,
} from './illustrator';
import type { Illustration, IllustrationRequest, Illustrator } from './illustrator';
import { pictureType } from './picture-format';
import { HttpApiError, createHttpClient } from './provider-http';

export const STABILITY_API_URL = 'https://api.stability.ai';
export const STABLE_DIFFUSION_MODEL = 'sd3.5-large';
const PROVIDER = 'Stability AI';

/** What a children's book never wants; Stability takes it as a separate field. */
const NEGATIVE_PROMPT =
  'scary, frightening, violent, gore, text, letters, watermark, signature, blurry, deformed';

export interface StableDiffusionIllustratorOptions {
  apiKey: string;
  /** Default `https://api.stability.ai`. */
  baseURL?: string;
  /** The SD3 endpoint's model (default `sd3.5-large`; also `sd3.5-large-turbo`, `sd3.5-medium`). */
  model?: string;
  /** Per request, in ms (default 120 s). */
  timeoutMs?: number;
  /** Retries of connection errors, timeouts, 408, 429 and 5xx (default 2). */
  maxRetries?: number;
  logger?: Logger;
}

/** Stability's errors are `{id, name, errors: [...]}`. */
export function stabilityErrorText(body: unknown): string | undefined {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (Array.isArray(errors)) {
    const texts = errors.filter((item): item is string => typeof item === 'string');
    if (texts.length > 0) return texts.join('; ');
  }
  const name = (body as { name?: unknown } | null | undefined)?.name;
  return typeof name === 'string' ? name : undefined;
}

const ASPECT_RATIOS = ['21:9', '16:9', '3:2', '5:4', '1:1', '4:5', '2:3', '9:16', '9:21'] as const;

/** The SD3 endpoint takes an aspect ratio, not pixels: the nearest of its list. */
export function aspectRatioFor(width = 1024, height = 1024): string {
  const wanted = Math.log(width / height);
  let best: string = '1:1';
  let distance = Infinity;
  for (const ratio of ASPECT_RATIOS) {
    const [w, h] = ratio.split(':').map(Number);
    const d = Math.abs(Math.log(w / h) - wanted);
    if (d < distance) [best, distance] = [ratio, d];
  }
  return best;
}

export function createStableDiffusionIllustrator(options: StableDiffusionIllustratorOptions): Illustrator {
  const base = (options.baseURL ?? STABILITY_API_URL).replace(/\/+$/, '');
  const model = options.model ?? STABLE_DIFFUSION_MODEL;
  const http = createHttpClient({
    provider: PROVIDER,
    timeoutMs: options.timeoutMs ?? 120_000,
    maxRetries: options.maxRetries ?? 2,
    secrets: [options.apiKey],
    errorText: (body) => stabilityErrorText(body),
  });

  return {
    adapter: 'stability',
    async illustrate(request: IllustrationRequest): Promise<Illustration> {
      const started = Date.now();
      const form = new FormData();
      form.set('prompt', composeIllustrationPrompt(request, 10_000));
      form.set('negative_prompt', NEGATIVE_PROMPT);
      form.set('mode', 'text-to-image');
      form.set('model', model);
      form.set('aspect_ratio', aspectRatioFor(request.width, request.height));
      form.set('seed', String(providerSeed(request.seed)));
      form.set('output_format', 'png');
      let reply;
      try {
        reply = await http.send({
          method: 'POST',
          url: `${base}/v2beta/stable-image/generate/sd3`,
          headers: { authorization: `Bearer ${options.apiKey}`, accept: 'image/*' },
          body: form,
        });
      } catch (error) {
        // Stability answers a prompt its moderation refuses with 403 and the name `content_moderation`.
        if (
          error instanceof HttpApiError &&
          error.status === 403 &&
          (error.error as { name?: unknown } | undefined)?.name === 'content_moderation'
        ) {
          throw new IllustrationModeratedError(
            PROVIDER,
            403,
            "Stability AI's moderation refused the prompt (403)",
          );
        }
        throw http.failure(error);
      }
      if (reply.headers.get('finish-reason') === 'CONTENT_FILTERED') {
        throw new IllustrationModeratedError(
          PROVIDER,
          IN_BAND_REFUSAL_STATUS,
          "Stability AI's safety filter blurred the picture (finish-reason CONTENT_FILTERED)",
        );
      }
      const image = reply.body;
      const contentType = pictureType(image);
      if (!contentType)
        throw new IllustratorOutputError('Stability AI answered with data that is not a picture');
      options.logger?.debug(
        { adapter: 'stability', model, bytes: image.length, ms: Date.now() - started },
        'picture generated',
      );
      return {
        image,
        contentType,
        animated: request.animate ? animatePicture(image, contentType, { seed: request.seed }) : undefined,
        costUsd: ILLUSTRATOR_PRICE_USD.StableDiffusion,
        model,
      };
    },
  };
}
