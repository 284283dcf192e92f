/**
 * A stand-in for Stability AI's Stable Image API that speaks its documented wire format:
 * `POST /v2beta/stable-image/generate/sd3` as multipart/form-data with `Authorization: Bearer`; with
 * `Accept: image/*` the answer is the picture's bytes with `finish-reason` and `seed` headers, with
 * `Accept: application/json` it is `{image, finish_reason, seed}`. Errors are `{id, name, errors: [...]}`.
 */
import { randomUUID } from 'node:crypto';
import { NOT_A_PICTURE, formFields } from './fake-images';
import type { FakeImageAnswer } from './fake-images';
import { startFakeHttpServer } from './fake-server';
import type { HttpAnswer, RecordedRequest } from './fake-server';
import { fakePicture } from './png';

export interface FakeStabilityOptions {
  /** The key the fake accepts as `Authorization: Bearer <key>` (default `sk-stability-test`). */
  apiKey?: string;
}

export interface FakeStability {
  /** The base URL to configure (`http://127.0.0.1:<port>`). */
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  /** Queues answers for the next generations, in order (then: a picture of the prompt). */
  reply(...answers: FakeImageAnswer[]): void;
  /** The form fields of the generation requests received, oldest first. */
  forms(): Array<Record<string, string>>;
  close(): Promise<void>;
}

export const DEFAULT_FAKE_STABILITY_KEY = 'sk-stability-test';

const NAMES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  422: 'invalid_request',
  429: 'rate_limit_exceeded',
  500: 'internal_error',
};

function stabilityError(status: number, errors: string[], name?: string, retryAfterMs?: number): HttpAnswer {
  return {
    status,
    body: { id: randomUUID().replace(/-/g, ''), name: name ?? NAMES[status] ?? 'error', errors },
    headers: retryAfterMs === undefined ? undefined : { 'retry-after-ms': String(retryAfterMs) },
  };
}

const ASPECT_RATIOS = ['16:9', '1:1', '21:9', '2:3', '3:2', '4:5', '5:4', '9:16', '9:21'];
const MODELS = ['sd3.5-large', 'sd3.5-large-turbo', 'sd3.5-medium', 'sd3.5-flash', 'sd3-large', 'sd3-medium'];

/** The SD3 endpoint's documented limits. */
function problemOf(fields: Record<string, string>): string | undefined {
  if (!fields.prompt) return 'prompt: is required';
  if (fields.prompt.length > 10_000) return 'prompt: must be at most 10000 characters';
  if (fields.mode !== undefined && fields.mode !== 'text-to-image')
    return 'mode: this fake draws text-to-image only';
  if (fields.seed !== undefined) {
    const seed = Number(fields.seed);
    if (!Number.isInteger(seed) || seed < 0 || seed > 4294967294)
      return 'seed: must be between 0 and 4294967294';
  }
  if (fields.output_format !== undefined && !['png', 'jpeg'].includes(fields.output_format)) {
    return 'output_format: must be one of png, jpeg';
  }
  if (fields.aspect_ratio !== undefined && !ASPECT_RATIOS.includes(fields.aspect_ratio)) {
    return `aspect_ratio: must be one of ${ASPECT_RATIOS.join(', ')}`;
  }
  if (fields.model !== undefined && !MODELS.includes(fields.model))
    return `model: must be one of ${MODELS.join(', ')}`;
  return undefined;
}

/** Draws the next queued answer (a picture by default) for a text-to-image request. */
function generate(queued: FakeImageAnswer[], request: RecordedRequest): HttpAnswer {
  const fields = formFields(request);
  if (!fields) return stabilityError(400, ['content-type: must be multipart/form-data']);
  const accept = request.headers.accept ?? 'image/*';
  if (accept !== 'image/*' && accept !== 'application/json') {
    return stabilityError(400, ['accept: must be image/* or application/json']);
  }
  const problem = problemOf(fields);
  if (problem) return stabilityError(400, [problem]);
  const answer: FakeImageAnswer = queued.shift() ?? {};
  if ('status' in answer) {
    const failure = stabilityError(
      answer.status,
      [answer.message ?? `fake error ${answer.status}`],
      undefined,
      answer.retryAfterMs,
    );
    return { ...failure, delayMs: answer.delayMs };
  }
  if ('moderated' in answer && answer.moderated === 'prompt') {
    const refusal = stabilityError(
      403,
      ['Your request was flagged by our content moderation system, as a result your request was denied.'],
      'content_moderation',
    );
    return { ...refusal, delayMs: answer.delayMs };
  }
  if ('failed' in answer) {
    return { ...stabilityError(500, ['An unexpected server error occurred.']), delayMs: answer.delayMs };
  }
  const seed = fields.seed && fields.seed !== '0' ? fields.seed : '1234567';
  const finishReason = 'moderated' in answer ? 'CONTENT_FILTERED' : 'SUCCESS';
  const image =
    'notAnImage' in answer
      ? NOT_A_PICTURE
      : (('image' in answer ? answer.image : undefined) ?? fakePicture(`${fields.prompt}|${seed}`));
  if (accept === 'application/json') {
    return {
      status: 200,
      delayMs: answer.delayMs,
      body: { image: image.toString('base64'), finish_reason: finishReason, seed: Number(seed) },
    };
  }
  return {
    status: 200,
    delayMs: answer.delayMs,
    body: undefined,
    raw: image,
    headers: {
      'content-type': `image/${fields.output_format ?? 'png'}`,
      'finish-reason': finishReason,
      seed,
    },
  };
}

export async function startFakeStability(options: FakeStabilityOptions = {}): Promise<FakeStability> {
  const apiKey = options.apiKey ?? DEFAULT_FAKE_STABILITY_KEY;
  const queued: FakeImageAnswer[] = [];

  const server = await startFakeHttpServer((request) => {
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return stabilityError(401, ['authorization: invalid or missing API key']);
    }
    if (request.method === 'POST' && request.path === '/v2beta/stable-image/generate/sd3')
      return generate(queued, request);
    return stabilityError(404, [`${request.method} ${request.path}: not found`]);
  });

  return {
    url: server.origin,
    apiKey,
    requests: server.requests,
    reply: (...answers) => queued.push(...answers),
    forms: () =>
      server.requests
        .filter((request) => request.path === '/v2beta/stable-image/generate/sd3')
        .map((request) => formFields(request))
        .filter((fields): fields is Record<string, string> => fields !== undefined),
    close: () => server.close(),
  };
}
