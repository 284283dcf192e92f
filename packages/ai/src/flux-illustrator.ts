/**
 * Flux through Black Forest Labs' documented HTTP API, which is asynchronous:
 *   POST {base}/v1/flux-pro-1.1 with the `x-key` header -> {id, polling_url};
 *   GET polling_url (or {base}/v1/get_result?id=) until `status` is `Ready` -> `result.sample`, a signed URL
 *   valid for about ten minutes -> the picture, downloaded at once.
 * The book's seed goes with every page, so the pages share a hand; the character sheet is in the prompt.
 */
import type { Logger } from '@storybook-app/kit';
import { DependencyUnavailableError } from '@storybook-app/kit';
import { z } from 'zod';
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
import { createHttpClient, isTransient } from './provider-http';

export const BFL_API_URL = 'https://api.bfl.ai';
export const FLUX_MODEL = 'flux-pro-1.1';
const PROVIDER = 'Flux';

export interface FluxIllustratorOptions {
  apiKey: string;
  /** Default `https://api.bfl.ai` (regional: `https://api.eu.bfl.ai`, `https://api.us.bfl.ai`). */
  baseURL?: string;
  /** The endpoint's model name (default `flux-pro-1.1`). */
  model?: string;
  /** Per HTTP request, in ms (default 30 s). */
  timeoutMs?: number;
  /** Retries of a transient failure of the submission or the download (default 2). */
  maxRetries?: number;
  /** Between polls, in ms (default 500, as BFL's examples poll). */
  pollIntervalMs?: number;
  /** How long a picture may take in all before we give up, in ms (default 3 minutes). */
  maxWaitMs?: number;
  logger?: Logger;
}

const Submitted = z.object({ id: z.string().min(1), polling_url: z.string().optional() });
const Polled = z.object({
  status: z.string(),
  result: z.object({ sample: z.string().optional() }).passthrough().nullish(),
});

/** FastAPI's `{detail}`: a text, or a list of validation problems with `msg`. */
export function bflErrorText(body: unknown): string | undefined {
  const detail = (body as { detail?: unknown } | null | undefined)?.detail;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    const problems = detail
      .map((item: { msg?: unknown; loc?: unknown }) =>
        typeof item?.msg === 'string'
          ? `${Array.isArray(item.loc) ? `${item.loc.join('.')}: ` : ''}${item.msg}`
          : undefined,
      )
      .filter(Boolean);
    return problems.length > 0 ? problems.join('; ') : undefined;
  }
  return undefined;
}

/** flux-pro-1.1 takes 256..1440 pixels a side, in steps of 32. */
const fluxSide = (pixels: number | undefined) =>
  Math.min(1440, Math.max(256, Math.round((pixels ?? 1024) / 32) * 32));

/**
 * The polling URL BFL gave, when it is safe to send our key there: on the configured host, or on one of BFL's
 * own hosts over HTTPS (the global endpoint answers with a regional one). Anything else gets the documented
 * `get_result` on the configured host instead, so a strange answer can never send the key elsewhere.
 */
export function trustedPollingUrl(base: string, id: string, pollingUrl: string | undefined): string {
  const fallback = `${base}/v1/get_result?id=${encodeURIComponent(id)}`;
  if (!pollingUrl) return fallback;
  let url: URL;
  try {
    url = new URL(pollingUrl);
  } catch {
    return fallback;
  }
  const bflHost = /(^|\.)bfl\.(ai|ml)$/.test(url.hostname) && url.protocol === 'https:';
  return url.origin === new URL(base).origin || bflHost ? url.toString() : fallback;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls that may fail in a row (a 502 from a proxy, a dropped connection) before the picture is given up. */
const POLL_FAILURES_TOLERATED = 3;
/** `Task not found` right after submitting can be a replica that has not heard of the task yet. */
const NOT_FOUND_TOLERATED = 3;

/** One illustrator's way to BFL's API: where, which model, how to poll, and its HTTP client. */
interface FluxApi {
  base: string;
  model: string;
  pollIntervalMs: number;
  maxWaitMs: number;
  http: ReturnType<typeof createHttpClient>;
  /** The headers of a request to the API, with the key. */
  keyed: Record<string, string>;
  logger?: Logger;
}

function fluxApi(options: FluxIllustratorOptions): FluxApi {
  return {
    base: (options.baseURL ?? BFL_API_URL).replace(/\/+$/, ''),
    model: options.model ?? FLUX_MODEL,
    pollIntervalMs: options.pollIntervalMs ?? 500,
    maxWaitMs: options.maxWaitMs ?? 180_000,
    http: createHttpClient({
      provider: PROVIDER,
      timeoutMs: options.timeoutMs ?? 30_000,
      maxRetries: options.maxRetries ?? 2,
      secrets: [options.apiKey],
      errorText: (body) => bflErrorText(body),
    }),
    keyed: { accept: 'application/json', 'x-key': options.apiKey },
    logger: options.logger,
  };
}

async function submit(api: FluxApi, request: IllustrationRequest): Promise<{ id: string; pollUrl: string }> {
  const reply = await api.http.send({
    method: 'POST',
    url: `${api.base}/v1/${api.model}`,
    headers: { ...api.keyed, 'content-type': 'application/json' },
    body: JSON.stringify({
      prompt: composeIllustrationPrompt(request),
      width: fluxSide(request.width),
      height: fluxSide(request.height),
      seed: providerSeed(request.seed),
      prompt_upsampling: false,
      safety_tolerance: 2,
      output_format: 'png',
    }),
  });
  const parsed = Submitted.safeParse(jsonOf(reply.body));
  if (!parsed.success) throw new IllustratorOutputError('Flux accepted the request without a task id');
  return {
    id: parsed.data.id,
    pollUrl: trustedPollingUrl(api.base, parsed.data.id, parsed.data.polling_url),
  };
}

/**
 * When to poll a task next: at the next of its marks, every interval from `origin` (its submission's answer),
 * so a poll's own time does not push the ones after it later (a picture ready at 1.5 s is seen by the poll at
 * 1.5 s, not after three intervals and three round trips); a mark already passed is skipped, not caught up.
 */
export function nextPollAt(origin: number, intervalMs: number, now: number): number {
  return origin + intervalMs * (Math.max(0, Math.floor((now - origin) / intervalMs)) + 1);
}

/**
 * Polls the task until its picture is ready; throws on a refusal, a failure or the deadline. `firstAt`: the
 * first poll's time; `before`: what must be done before the first poll (the task kept on the job), done
 * during the first wait rather than before it.
 */
async function waitForSample(
  api: FluxApi,
  pollUrl: string,
  deadline: number,
  schedule: { origin: number; firstAt: number; before?: Promise<unknown> },
): Promise<string> {
  const { origin } = schedule;
  let before = schedule.before;
  let failures = 0;
  let notFound = 0;
  for (let due = schedule.firstAt; ; due = nextPollAt(origin, api.pollIntervalMs, Date.now())) {
    if (due > deadline) {
      await before; // its failure, if any, is the one to report
      throw new DependencyUnavailableError('Flux did not finish the picture in time');
    }
    const wait = sleep(Math.max(0, due - Date.now()));
    await (before ? Promise.all([wait, before]) : wait);
    before = undefined;
    let body: unknown;
    try {
      body = jsonOf((await api.http.sendOnce({ method: 'GET', url: pollUrl, headers: api.keyed })).body);
      failures = 0;
    } catch (error) {
      failures += 1;
      if (!isTransient(error) || failures > POLL_FAILURES_TOLERATED) throw error;
      continue;
    }
    const polled = Polled.safeParse(body);
    if (!polled.success) throw new IllustratorOutputError('Flux answered a poll without a status');
    const { status, result } = polled.data;
    switch (status) {
      case 'Ready':
        if (!result?.sample) throw new IllustratorOutputError('Flux finished without a picture URL');
        return result.sample;
      case 'Request Moderated':
      case 'Content Moderated':
        throw new IllustrationModeratedError(
          PROVIDER,
          IN_BAND_REFUSAL_STATUS,
          `Flux's safety filter refused the ${status === 'Request Moderated' ? 'prompt' : 'picture'}`,
        );
      case 'Error':
      case 'Failed':
        throw new DependencyUnavailableError('Flux failed to generate the picture');
      case 'Task not found':
        notFound += 1;
        if (notFound > NOT_FOUND_TOLERATED) throw new DependencyUnavailableError('Flux lost the task');
        break;
      default:
        // Pending, Queued, Processing: not yet.
        notFound = 0;
    }
  }
}

async function download(api: FluxApi, sample: string): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(sample);
  } catch {
    throw new IllustratorOutputError('Flux gave a picture URL that is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new IllustratorOutputError('Flux gave a picture URL that is not HTTP');
  }
  try {
    // A signed URL on BFL's delivery host: it needs no key, so none is sent.
    return (await api.http.send({ method: 'GET', url: url.toString(), followRedirects: true })).body;
  } catch (error) {
    if (isTransient(error)) throw error;
    throw new IllustratorOutputError(
      'Flux gave a picture URL that could not be fetched (expired or refused)',
    );
  }
}

/**
 * The picture: the kept task's when the request resumes one a stopped worker started (its picture is paid
 * for already), else a new task's, kept through `onTask` as soon as it exists.
 */
async function drawOrResume(
  api: FluxApi,
  request: IllustrationRequest,
  deadline: number,
): Promise<{ image: Buffer; resumed: boolean }> {
  const kept = request.resumeTask ? keptTask(api.base, request.resumeTask) : undefined;
  if (kept) {
    try {
      // Ordered a while ago, so likely done: asked at once.
      const now = Date.now();
      const sample = await waitForSample(api, kept, deadline, { origin: now, firstAt: now });
      return { image: await download(api, sample), resumed: true };
    } catch (error) {
      api.logger?.warn(
        { adapter: 'bfl', err: error },
        'the kept Flux task could not be resumed; drawing afresh',
      );
    }
  }
  const { id, pollUrl } = await submit(api, request);
  // From its answer: a task answered at t is, at most, as far along as one begun at t.
  const origin = Date.now();
  const saved = request.onTask?.(JSON.stringify({ id, pollUrl }));
  const sample = await waitForSample(api, pollUrl, deadline, {
    origin,
    firstAt: origin + api.pollIntervalMs,
    before: saved,
  });
  return { image: await download(api, sample), resumed: false };
}

export function createFluxIllustrator(options: FluxIllustratorOptions): Illustrator {
  const api = fluxApi(options);
  return {
    adapter: 'bfl',
    async illustrate(request: IllustrationRequest): Promise<Illustration> {
      const started = Date.now();
      let drawn;
      try {
        drawn = await drawOrResume(api, request, started + api.maxWaitMs);
      } catch (error) {
        // Our own errors pass through as they are; the HTTP client's become the project's.
        throw api.http.failure(error);
      }
      const { image, resumed } = drawn;
      const contentType = pictureType(image);
      if (!contentType)
        throw new IllustratorOutputError('Flux gave a picture URL whose content is not a picture');
      api.logger?.debug(
        { adapter: 'bfl', model: api.model, bytes: image.length, ms: Date.now() - started },
        'picture generated',
      );
      return {
        image,
        contentType,
        animated: request.animate ? animatePicture(image, contentType, { seed: request.seed }) : undefined,
        costUsd: ILLUSTRATOR_PRICE_USD.Flux,
        model: api.model,
        ...(resumed ? { resumed } : {}),
      };
    },
  };
}

/** The polling URL of a task kept by `onTask`, checked as a fresh one is; undefined when it is not one. */
function keptTask(base: string, task: string): string | undefined {
  try {
    const { id, pollUrl } = JSON.parse(task) as { id?: unknown; pollUrl?: unknown };
    if (typeof id !== 'string' || !id) return undefined;
    return trustedPollingUrl(base, id, typeof pollUrl === 'string' ? pollUrl : undefined);
  } catch {
    return undefined;
  }
}

function jsonOf(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}
