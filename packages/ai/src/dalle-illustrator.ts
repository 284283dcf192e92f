/**
 * DALL·E 3 through the `openai` SDK's image generation: `dall-e-3`, one 1024x1024 picture at standard
 * quality (the spec's $0.04 price), returned inline as base64 so nothing has to be fetched from a URL that
 * expires. DALL·E 3 takes no seed, so the character sheet in the prompt is all that keeps the child alike
 * across pages.
 */
import { OpenAI } from 'openai';
import type { Logger } from '@storybook-app/kit';
import { animatePicture } from './animated-picture';
import {
  ILLUSTRATOR_PRICE_USD,
  IllustrationModeratedError,
  IllustratorOutputError,
  composeIllustrationPrompt,
} from './illustrator';
import type { Illustration, IllustrationRequest, Illustrator } from './illustrator';
import { createOpenAIClient } from './openai-client';
import { pictureType } from './picture-format';
import { providerFailure } from './provider-errors';

export const DALLE3_MODEL = 'dall-e-3';
/** DALL·E 3's prompt limit. */
const PROMPT_LIMIT = 4000;
const PROVIDER = 'OpenAI';

export interface DallE3IllustratorOptions {
  apiKey: string;
  /** Default `https://api.openai.com/v1`. */
  baseURL?: string;
  /** Per request, in ms (default 120 s: DALL·E 3 takes 10-30 s a picture). */
  timeoutMs?: number;
  /** The SDK's retries of connection errors, 408, 409, 429 and 5xx (default 2). */
  maxRetries?: number;
  /** `vivid` (default) or `natural`, DALL·E 3's two looks. */
  look?: 'vivid' | 'natural';
  logger?: Logger;
}

/** OpenAI says a prompt broke its content policy with this error code. */
const isContentPolicyRefusal = (error: unknown): boolean =>
  error instanceof OpenAI.APIError &&
  error.status === 400 &&
  (error.code === 'content_policy_violation' ||
    (error.error as { code?: unknown } | undefined)?.code === 'content_policy_violation');

export function createDallE3Illustrator(options: DallE3IllustratorOptions): Illustrator {
  const client = createOpenAIClient({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeoutMs: options.timeoutMs ?? 120_000,
    maxRetries: options.maxRetries ?? 2,
  });
  return {
    adapter: 'openai',
    async illustrate(request: IllustrationRequest): Promise<Illustration> {
      const started = Date.now();
      let response: OpenAI.ImagesResponse;
      try {
        response = await client.images.generate(
          {
            model: DALLE3_MODEL,
            prompt: composeIllustrationPrompt(request, PROMPT_LIMIT),
            n: 1,
            size: '1024x1024',
            quality: 'standard',
            style: options.look ?? 'vivid',
            response_format: 'b64_json',
          },
          request.idempotencyKey ? { headers: { 'Idempotency-Key': request.idempotencyKey } } : undefined,
        );
      } catch (error) {
        if (isContentPolicyRefusal(error)) {
          throw new IllustrationModeratedError(
            PROVIDER,
            400,
            'OpenAI refused the picture under its content policy (400)',
          );
        }
        throw providerFailure(PROVIDER, error, OpenAI, [options.apiKey]);
      }
      const encoded = response.data?.[0]?.b64_json;
      if (typeof encoded !== 'string' || encoded.length === 0) {
        throw new IllustratorOutputError('OpenAI answered without image data');
      }
      const image = Buffer.from(encoded, 'base64');
      const contentType = pictureType(image);
      if (!contentType) throw new IllustratorOutputError('OpenAI answered with data that is not a picture');
      options.logger?.debug(
        { adapter: 'openai', model: DALLE3_MODEL, bytes: image.length, ms: Date.now() - started },
        'picture generated',
      );
      return {
        image,
        contentType,
        animated: request.animate ? animatePicture(image, contentType, { seed: request.seed }) : undefined,
        costUsd: ILLUSTRATOR_PRICE_USD.DallE3,
        model: DALLE3_MODEL,
      };
    },
  };
}
