/**
 * A stand-in for Anthropic's Messages API that speaks the documented wire format well enough for the real
 * `@anthropic-ai/sdk`: `POST /v1/messages` with the API key and the `anthropic-version` header checked,
 * answers as a `tool_use` block (for the tool the request forces) or a `text` block, errors in Anthropic's
 * `{type: 'error', error: {type, message}}` shape.
 */
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages';
import { AnswerQueue, isRecord, roughTokens, startFakeHttpServer } from './fake-server';
import type { FakeAnswer, FakeAnswerHandler, HttpAnswer, RecordedRequest } from './fake-server';

export interface FakeAnthropicOptions {
  /** The key the fake accepts in `x-api-key` (default `sk-ant-test`). */
  apiKey?: string;
  /** Answers requests when nothing is queued. */
  answer?: FakeAnswerHandler;
}

export interface FakeAnthropic {
  /** The base URL to give the SDK (`http://127.0.0.1:<port>`). */
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  /** Queues answers for the next messages requests, in order. */
  reply(...answers: FakeAnswer[]): void;
  /** Replaces the handler used when no answer is queued. */
  setDefault(handler: FakeAnswerHandler | undefined): void;
  /** The bodies of the messages requests received, oldest first. */
  messages(): MessageCreateParamsNonStreaming[];
  close(): Promise<void>;
}

export const DEFAULT_FAKE_ANTHROPIC_KEY = 'sk-ant-test';

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'billing_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};

function anthropicError(status: number, message: string, retryAfterMs?: number): HttpAnswer {
  return {
    status,
    body: { type: 'error', error: { type: ERROR_TYPES[status] ?? 'api_error', message } },
    headers: retryAfterMs === undefined ? undefined : { 'retry-after-ms': String(retryAfterMs) },
  };
}

/** The tool the request forces, or else its only tool: the one a `json` answer calls. */
function toolName(body: Record<string, unknown>): string | undefined {
  const choice = body.tool_choice;
  if (isRecord(choice) && choice.type === 'tool' && typeof choice.name === 'string') return choice.name;
  const tools = Array.isArray(body.tools) ? body.tools : [];
  const first: unknown = tools[0];
  return tools.length === 1 && isRecord(first) && typeof first.name === 'string' ? first.name : undefined;
}

/**
 * The key a request carries. The API documents the `x-api-key` header; the SDK from 1.0 on (API version
 * 2026-10-21) sends the key as `Authorization: Bearer` instead. Both are taken, as the API takes them.
 */
function keyOf(request: RecordedRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string') return header;
  return /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** What the fake answers next, and how many answers it has given (for their ids). */
interface FakeAnthropicState {
  sequence: number;
  queue: AnswerQueue<FakeAnswer>;
}

function message(fake: FakeAnthropicState, request: RecordedRequest): HttpAnswer {
  const body = request.body;
  if (
    !isRecord(body) ||
    typeof body.model !== 'string' ||
    typeof body.max_tokens !== 'number' ||
    !Array.isArray(body.messages) ||
    body.messages.length === 0
  ) {
    return anthropicError(400, 'model, max_tokens and a non-empty messages list are required');
  }
  const answer = fake.queue.next(request);
  if ('status' in answer) {
    const failure = anthropicError(
      answer.status,
      answer.message ?? `fake error ${answer.status}`,
      answer.retryAfterMs,
    );
    return { ...failure, delayMs: answer.delayMs };
  }
  fake.sequence += 1;
  const tool = toolName(body);
  const content =
    'json' in answer && tool !== undefined
      ? [{ type: 'tool_use', id: `toolu_fake${fake.sequence}`, name: tool, input: answer.json }]
      : [{ type: 'text', text: 'json' in answer ? JSON.stringify(answer.json) : answer.text }];
  const usage = answer.usage ?? {
    inputTokens: roughTokens(JSON.stringify([body.system, body.messages, body.tools])),
    outputTokens: roughTokens(JSON.stringify(content)),
  };
  return {
    status: 200,
    delayMs: answer.delayMs,
    body: {
      id: `msg_fake${fake.sequence}`,
      type: 'message',
      role: 'assistant',
      model: body.model,
      content,
      stop_reason: answer.truncated ? 'max_tokens' : content[0].type === 'tool_use' ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: usage.inputTokens, output_tokens: usage.outputTokens },
    },
  };
}

export async function startFakeAnthropic(options: FakeAnthropicOptions = {}): Promise<FakeAnthropic> {
  const apiKey = options.apiKey ?? DEFAULT_FAKE_ANTHROPIC_KEY;
  const queue = new AnswerQueue<FakeAnswer>(
    (request) => ({
      status: 400,
      message: `fake Anthropic: no answer queued for ${request.method} ${request.path}`,
    }),
    options.answer,
  );
  const fake: FakeAnthropicState = { sequence: 0, queue };

  const server = await startFakeHttpServer((request) => {
    if (keyOf(request) !== apiKey) return anthropicError(401, 'invalid x-api-key');
    if (!request.headers['anthropic-version'])
      return anthropicError(400, 'anthropic-version: header is required');
    if (request.method === 'POST' && request.path === '/v1/messages') return message(fake, request);
    return anthropicError(404, `Not found: ${request.method} ${request.path}`);
  });

  return {
    url: server.origin,
    apiKey,
    requests: server.requests,
    reply: (...answers) => queue.push(answers),
    setDefault: (handler) => queue.setHandler(handler),
    messages: () =>
      server.requests
        .filter((request) => request.path === '/v1/messages' && isRecord(request.body))
        .map((request) => request.body as MessageCreateParamsNonStreaming),
    close: () => server.close(),
  };
}
