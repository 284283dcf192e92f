/**
 * A stand-in for OpenAI's API (and for OpenAI-compatible servers such as Ollama or vLLM) that speaks the
 * documented wire format well enough for the real `openai` SDK: `POST /v1/chat/completions`,
 * `POST /v1/moderations` and `POST /v1/images/generations` (base64 answers), `Authorization: Bearer` checked,
 * errors in OpenAI's `{error: {...}}` shape.
 */
import type {
  ChatCompletionCreateParamsNonStreaming,
  ImageGenerateParams,
  ModerationCreateParams,
} from 'openai/resources';
import { NOT_A_PICTURE } from './fake-images';
import type { FakeImageAnswer } from './fake-images';
import { AnswerQueue, isRecord, roughTokens, startFakeHttpServer } from './fake-server';
import type { FakeAnswer, FakeAnswerHandler, HttpAnswer, RecordedRequest } from './fake-server';
import { fakePicture } from './png';

/** The verdict for one moderation request; categories are OpenAI's names (`violence`, `sexual/minors`). */
export type FakeModeration =
  { flagged: boolean; categories?: string[] } | { status: number; message?: string };

export interface FakeOpenAIOptions {
  /**
   * The key the fake accepts as `Authorization: Bearer <key>` (default `sk-test-openai`); `null` accepts
   * requests without a key, like a local model server.
   */
  apiKey?: string | null;
  /** Answers chat completions when nothing is queued. */
  answer?: FakeAnswerHandler;
  /** Judges moderation inputs when nothing is queued (default: nothing is flagged). */
  moderate?: (input: string) => FakeModeration;
}

export interface FakeOpenAI {
  /** The base URL to give the SDK (`http://127.0.0.1:<port>/v1`). */
  url: string;
  apiKey: string | null;
  requests: RecordedRequest[];
  /** Queues answers for the next chat completions, in order. */
  reply(...answers: FakeAnswer[]): void;
  /** Queues verdicts for the next moderation requests, in order. */
  replyModeration(...verdicts: FakeModeration[]): void;
  /** Queues answers for the next image generations, in order (then: a picture of the prompt). */
  replyImage(...answers: FakeImageAnswer[]): void;
  /** Replaces the handler used when no answer is queued. */
  setDefault(handler: FakeAnswerHandler | undefined): void;
  /** The bodies of the chat completion requests received, oldest first. */
  completions(): ChatCompletionCreateParamsNonStreaming[];
  /** The bodies of the moderation requests received, oldest first. */
  moderations(): ModerationCreateParams[];
  /** The bodies of the image generation requests received, oldest first. */
  imageGenerations(): ImageGenerateParams[];
  close(): Promise<void>;
}

export const DEFAULT_FAKE_OPENAI_KEY = 'sk-test-openai';

/** OpenAI's moderation categories (omni-moderation). */
export const OPENAI_MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'invalid_request_error',
  403: 'permission_denied',
  404: 'invalid_request_error',
  429: 'rate_limit_exceeded',
};

function openAIError(
  status: number,
  message: string,
  code: string | null = null,
  retryAfterMs?: number,
): HttpAnswer {
  return {
    status,
    body: { error: { message, type: ERROR_TYPES[status] ?? 'server_error', param: null, code } },
    headers: retryAfterMs === undefined ? undefined : { 'retry-after-ms': String(retryAfterMs) },
  };
}

/** What the fake answers next, and how many answers it has given (for their ids). */
interface FakeOpenAIState {
  sequence: number;
  chat: AnswerQueue<FakeAnswer>;
  verdicts: FakeModeration[];
  imageAnswers: FakeImageAnswer[];
  judge: (input: string) => FakeModeration;
}

/** A failure a test scripted: OpenAI's error body, its status, and the delay and Retry-After it asked for. */
function scriptedFailure(answer: {
  status: number;
  message?: string;
  retryAfterMs?: number;
  delayMs?: number;
}): HttpAnswer {
  const failure = openAIError(
    answer.status,
    answer.message ?? `fake error ${answer.status}`,
    null,
    answer.retryAfterMs,
  );
  return { ...failure, delayMs: answer.delayMs };
}

function completion(fake: FakeOpenAIState, request: RecordedRequest): HttpAnswer {
  const body = request.body;
  if (!isRecord(body) || typeof body.model !== 'string' || !Array.isArray(body.messages)) {
    return openAIError(400, "'model' and 'messages' are required properties");
  }
  const answer = fake.chat.next(request);
  if ('status' in answer) return scriptedFailure(answer);
  const content = 'json' in answer ? JSON.stringify(answer.json) : answer.text;
  const usage = answer.usage ?? {
    inputTokens: roughTokens(JSON.stringify(body.messages)),
    outputTokens: roughTokens(content),
  };
  fake.sequence += 1;
  return {
    status: 200,
    delayMs: answer.delayMs,
    body: {
      id: `chatcmpl-fake${fake.sequence}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          logprobs: null,
          finish_reason: answer.truncated ? 'length' : 'stop',
        },
      ],
      usage: {
        prompt_tokens: usage.inputTokens,
        completion_tokens: usage.outputTokens,
        total_tokens: usage.inputTokens + usage.outputTokens,
      },
    },
  };
}

function moderate(fake: FakeOpenAIState, request: RecordedRequest): HttpAnswer {
  const inputs = moderationInputs(request.body);
  if (inputs.length === 0) return openAIError(400, "'input' is a required property");
  const model = isRecord(request.body) && typeof request.body.model === 'string' ? request.body.model : null;
  const results = [];
  for (const input of inputs) {
    const verdict = fake.verdicts.shift() ?? fake.judge(input);
    if ('status' in verdict)
      return openAIError(verdict.status, verdict.message ?? `fake error ${verdict.status}`);
    const tripped = new Set(verdict.categories ?? []);
    results.push({
      flagged: verdict.flagged,
      categories: Object.fromEntries(OPENAI_MODERATION_CATEGORIES.map((name) => [name, tripped.has(name)])),
      category_scores: Object.fromEntries(
        OPENAI_MODERATION_CATEGORIES.map((name) => [name, tripped.has(name) ? 0.97 : 0.0001]),
      ),
      category_applied_input_types: Object.fromEntries(
        OPENAI_MODERATION_CATEGORIES.map((name) => [name, ['text']]),
      ),
    });
  }
  fake.sequence += 1;
  return {
    status: 200,
    body: { id: `modr-fake${fake.sequence}`, model: model ?? 'omni-moderation-latest', results },
  };
}

/** DALL·E 3's documented limits, checked as the API checks them. */
function imageRequestProblem(body: Record<string, unknown>): string | undefined {
  if (typeof body.prompt !== 'string' || body.prompt.length === 0) return "'prompt' is a required property";
  if (body.model === 'dall-e-3') {
    if (body.prompt.length > 4000) return `'${body.prompt.slice(0, 20)}...' is too long - 'prompt'`;
    if (body.n !== undefined && body.n !== null && body.n !== 1)
      return 'You must provide n=1 for this model.';
    const sizes = ['1024x1024', '1792x1024', '1024x1792'];
    if (body.size !== undefined && !sizes.includes(String(body.size))) {
      return `'${String(body.size)}' is not one of ${JSON.stringify(sizes)} - 'size'`;
    }
  }
  if (body.response_format !== 'b64_json') {
    // Answers with a URL would need a download host; the adapters here ask for base64.
    return 'fake OpenAI: only response_format b64_json is served';
  }
  return undefined;
}

function generateImage(fake: FakeOpenAIState, request: RecordedRequest): HttpAnswer {
  const body = request.body;
  if (!isRecord(body)) return openAIError(400, 'We could not parse the JSON body of your request.');
  const problem = imageRequestProblem(body);
  if (problem) return openAIError(400, problem);
  const answer: FakeImageAnswer = fake.imageAnswers.shift() ?? {};
  if ('status' in answer) return scriptedFailure(answer);
  if ('moderated' in answer) {
    const refusal = openAIError(
      400,
      'Your request was rejected as a result of our safety system.',
      'content_policy_violation',
    );
    return { ...refusal, delayMs: answer.delayMs };
  }
  if ('failed' in answer) return { ...openAIError(500, 'The server had an error'), delayMs: answer.delayMs };
  const image = 'notAnImage' in answer ? NOT_A_PICTURE : (answer.image ?? fakePicture(String(body.prompt)));
  fake.sequence += 1;
  return {
    status: 200,
    delayMs: answer.delayMs,
    body: {
      created: Math.floor(Date.now() / 1000),
      data: [
        {
          b64_json: image.toString('base64'),
          revised_prompt: body.model === 'dall-e-3' ? `${String(body.prompt)} (revised)` : undefined,
        },
      ],
    },
  };
}

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const apiKey = options.apiKey === undefined ? DEFAULT_FAKE_OPENAI_KEY : options.apiKey;
  const fake: FakeOpenAIState = {
    sequence: 0,
    chat: new AnswerQueue<FakeAnswer>(
      (request) => ({
        status: 400,
        message: `fake OpenAI: no answer queued for ${request.method} ${request.path}`,
      }),
      options.answer,
    ),
    verdicts: [],
    imageAnswers: [],
    judge: options.moderate ?? (() => ({ flagged: false })),
  };

  const server = await startFakeHttpServer((request) => {
    if (apiKey !== null && request.headers.authorization !== `Bearer ${apiKey}`) {
      // The real API quotes part of a wrong key back; quoting all of it makes tests of our messages stricter.
      const given = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      return given
        ? openAIError(401, `Incorrect API key provided: ${given}.`, 'invalid_api_key')
        : openAIError(401, "You didn't provide an API key.", null);
    }
    if (request.method === 'POST' && request.path === '/v1/chat/completions')
      return completion(fake, request);
    if (request.method === 'POST' && request.path === '/v1/moderations') return moderate(fake, request);
    if (request.method === 'POST' && request.path === '/v1/images/generations')
      return generateImage(fake, request);
    return openAIError(404, `Invalid URL (${request.method} ${request.path})`);
  });

  const bodiesOf = <T>(path: string): T[] =>
    server.requests
      .filter((request) => request.path === path && isRecord(request.body))
      .map((r) => r.body as T);

  return {
    url: `${server.origin}/v1`,
    apiKey,
    requests: server.requests,
    reply: (...answers) => fake.chat.push(answers),
    replyModeration: (...queued) => fake.verdicts.push(...queued),
    replyImage: (...answers) => fake.imageAnswers.push(...answers),
    setDefault: (handler) => fake.chat.setHandler(handler),
    completions: () => bodiesOf<ChatCompletionCreateParamsNonStreaming>('/v1/chat/completions'),
    moderations: () => bodiesOf<ModerationCreateParams>('/v1/moderations'),
    imageGenerations: () => bodiesOf<ImageGenerateParams>('/v1/images/generations'),
    close: () => server.close(),
  };
}

function moderationInputs(body: unknown): string[] {
  if (!isRecord(body)) return [];
  if (typeof body.input === 'string') return [body.input];
  return Array.isArray(body.input)
    ? body.input.filter((item): item is string => typeof item === 'string')
    : [];
}
