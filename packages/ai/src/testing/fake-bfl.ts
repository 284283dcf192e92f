/**
 * A stand-in for Black Forest Labs' Flux API that speaks its documented, asynchronous wire format:
 *   POST /v1/flux-pro-1.1 (and the other /v1/flux-* endpoints) with `x-key` -> {id, polling_url};
 *   GET /v1/get_result?id= -> {id, status: 'Pending' | 'Ready' | 'Request Moderated' | 'Content Moderated' |
 *   'Error' | 'Task not found', result: {sample} when ready};
 *   GET the sample URL, a signed delivery URL that takes no key -> the picture.
 * Errors are FastAPI's `{detail}`, validation problems a list of `{loc, msg, type}` with 422.
 */
import { randomUUID } from 'node:crypto';
import { NOT_A_PICTURE } from './fake-images';
import type { FakeImageAnswer } from './fake-images';
import { isRecord, startFakeHttpServer } from './fake-server';
import type { HttpAnswer, RecordedRequest } from './fake-server';
import { fakePicture } from './png';

export interface FakeBflOptions {
  /** The key the fake accepts in `x-key` (default `bfl-test-key`). */
  apiKey?: string;
  /** How many polls answer `Pending` before a task is ready, unless its answer says (default 1; 0 with `pictureMs`). */
  pendingPolls?: number;
  /**
   * How long every picture takes, from its submission: polls answer `Pending` until then, whatever the
   * count of polls (a provider with a fixed drawing time, for benchmarks and for tests that need pages still
   * being drawn). An answer's own `pendingPolls` still applies first.
   */
  pictureMs?: number;
  /** The polling URL handed out for a task (default: this server's `/v1/get_result?id=`). */
  pollingUrl?: (id: string, origin: string) => string;
}

export interface FakeBfl {
  /** The base URL to configure (`http://127.0.0.1:<port>`). */
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  /** Queues answers for the next submitted tasks, in order (then: a picture of the prompt). */
  reply(...answers: FakeImageAnswer[]): void;
  /** The bodies of the tasks submitted, oldest first. */
  submissions(): Array<Record<string, unknown>>;
  /** The polls received (GET /v1/get_result). */
  polls(): RecordedRequest[];
  /** The picture downloads received. */
  downloads(): RecordedRequest[];
  close(): Promise<void>;
}

export const DEFAULT_FAKE_BFL_KEY = 'bfl-test-key';

interface Task {
  id: string;
  answer: FakeImageAnswer;
  pendingLeft: number;
  /** Not ready before this time (ms since the epoch). */
  readyAt: number;
  prompt: string;
  seed: number | undefined;
  outputFormat: string;
}

const detail = (status: number, text: string, retryAfterMs?: number): HttpAnswer => ({
  status,
  body: { detail: text },
  headers: retryAfterMs === undefined ? undefined : { 'retry-after-ms': String(retryAfterMs) },
});

const invalid = (field: string, msg: string, type = 'value_error'): HttpAnswer => ({
  status: 422,
  body: { detail: [{ loc: ['body', field], msg, type }] },
});

/** flux-pro-1.1's documented limits. */
function validate(body: Record<string, unknown>): HttpAnswer | undefined {
  if (typeof body.prompt !== 'string') return invalid('prompt', 'Field required', 'missing');
  for (const side of ['width', 'height'] as const) {
    const value = body[side];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 256 || value > 1440) {
      return invalid(side, 'Input should be an integer between 256 and 1440');
    }
    if (value % 32 !== 0) return invalid(side, 'Value error, must be a multiple of 32');
  }
  if (body.seed !== undefined && body.seed !== null && !Number.isInteger(body.seed)) {
    return invalid('seed', 'Input should be a valid integer', 'int_type');
  }
  if (body.output_format !== undefined && !['jpeg', 'png'].includes(String(body.output_format))) {
    return invalid('output_format', "Input should be 'jpeg' or 'png'", 'enum');
  }
  return undefined;
}

/** The fake's options, its queued answers, the tasks it was given, and where it answers. */
interface FakeBflState {
  options: FakeBflOptions;
  queued: FakeImageAnswer[];
  tasks: Map<string, Task>;
  origin: string;
}

function submit(fake: FakeBflState, request: RecordedRequest): HttpAnswer {
  if (!isRecord(request.body)) return invalid('body', 'Input should be a valid dictionary', 'dict_type');
  const problem = validate(request.body);
  if (problem) return problem;
  const answer: FakeImageAnswer = fake.queued.shift() ?? {};
  if ('status' in answer) {
    const failure = detail(
      answer.status,
      answer.message ?? `fake error ${answer.status}`,
      answer.retryAfterMs,
    );
    return { ...failure, delayMs: answer.delayMs };
  }
  const id = randomUUID();
  fake.tasks.set(id, {
    id,
    answer,
    pendingLeft:
      'pendingPolls' in answer
        ? (answer.pendingPolls ?? 1)
        : (fake.options.pendingPolls ?? (fake.options.pictureMs === undefined ? 1 : 0)),
    readyAt: Date.now() + (fake.options.pictureMs ?? 0),
    prompt: request.body.prompt as string,
    seed: typeof request.body.seed === 'number' ? request.body.seed : undefined,
    outputFormat: String(request.body.output_format ?? 'jpeg'),
  });
  const pollingUrl = fake.options.pollingUrl?.(id, fake.origin) ?? `${fake.origin}/v1/get_result?id=${id}`;
  return { status: 200, delayMs: answer.delayMs, body: { id, polling_url: pollingUrl } };
}

function poll(fake: FakeBflState, request: RecordedRequest): HttpAnswer {
  const task = fake.tasks.get(request.query.id ?? '');
  if (!task)
    return { status: 200, body: { id: request.query.id ?? '', status: 'Task not found', result: null } };
  if (task.pendingLeft > 0 || Date.now() < task.readyAt) {
    task.pendingLeft = Math.max(0, task.pendingLeft - 1);
    return { status: 200, body: { id: task.id, status: 'Pending', result: null, progress: 0.5 } };
  }
  const { answer } = task;
  if ('moderated' in answer) {
    const status = answer.moderated === 'prompt' ? 'Request Moderated' : 'Content Moderated';
    return { status: 200, body: { id: task.id, status, result: null } };
  }
  if ('failed' in answer) return { status: 200, body: { id: task.id, status: 'Error', result: null } };
  const now = Date.now() / 1000;
  return {
    status: 200,
    body: {
      id: task.id,
      status: 'Ready',
      result: {
        // Signed like BFL's delivery URLs: query parameters, no key needed.
        sample: `${fake.origin}/delivery/${task.id}/sample.${task.outputFormat === 'png' ? 'png' : 'jpg'}?se=${Math.floor(now) + 600}&sig=fake`,
        prompt: task.prompt,
        seed: task.seed ?? 0,
        start_time: now - 2,
        end_time: now,
        duration: 2,
      },
      progress: null,
    },
  };
}

function deliver(fake: FakeBflState, request: RecordedRequest): HttpAnswer {
  const id = /^\/delivery\/([^/]+)\//.exec(request.path)?.[1] ?? '';
  const task = fake.tasks.get(id);
  if (!task || request.query.sig !== 'fake') {
    return {
      status: 404,
      body: undefined,
      raw: Buffer.from('<?xml version="1.0"?><Error><Code>BlobNotFound</Code></Error>'),
      headers: { 'content-type': 'application/xml' },
    };
  }
  const image =
    'notAnImage' in task.answer
      ? NOT_A_PICTURE
      : 'image' in task.answer && task.answer.image
        ? task.answer.image
        : fakePicture(`${task.prompt}|${task.seed ?? ''}`);
  return { status: 200, body: undefined, raw: image, headers: { 'content-type': 'image/png' } };
}

export async function startFakeBfl(options: FakeBflOptions = {}): Promise<FakeBfl> {
  const apiKey = options.apiKey ?? DEFAULT_FAKE_BFL_KEY;
  const fake: FakeBflState = { options, queued: [], tasks: new Map(), origin: '' };

  const server = await startFakeHttpServer((request) => {
    if (request.method === 'GET' && request.path.startsWith('/delivery/')) return deliver(fake, request);
    const key = request.headers['x-key'];
    if (key === undefined) return detail(403, 'Not authenticated');
    if (key !== apiKey) return detail(403, 'Not authenticated - Invalid Authentication');
    if (request.method === 'POST' && /^\/v1\/flux-[\w.-]+$/.test(request.path)) return submit(fake, request);
    if (request.method === 'GET' && request.path === '/v1/get_result') return poll(fake, request);
    return detail(404, 'Not Found');
  });
  fake.origin = server.origin;

  return {
    url: server.origin,
    apiKey,
    requests: server.requests,
    reply: (...answers) => fake.queued.push(...answers),
    submissions: () =>
      server.requests
        .filter((request) => request.method === 'POST' && isRecord(request.body))
        .map((request) => request.body as Record<string, unknown>),
    polls: () => server.requests.filter((request) => request.path === '/v1/get_result'),
    downloads: () => server.requests.filter((request) => request.path.startsWith('/delivery/')),
    close: () => server.close(),
  };
}
