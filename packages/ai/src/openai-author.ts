/**
 * Author adapters on the `openai` SDK's chat completions:
 * - OpenAI itself, with Structured Outputs (`response_format: json_schema`, strict whenever the schema allows);
 * - any OpenAI-compatible server (Ollama, vLLM, LM Studio) by its base URL, with JSON mode
 *   (`response_format: json_object`) and the schema in the system prompt, since many such servers ignore or
 *   refuse `json_schema`. The answer is validated by zod in both cases.
 */
import { OpenAI } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam } from 'openai/resources';
import type { Logger } from '@storybook-app/kit';
import { answerFormat } from './answer-format';
import type { AnswerFormat } from './answer-format';
import type { Author, AuthorMessage, AuthorRequest } from './author';
import { createOpenAIClient } from './openai-client';
import { providerFailure } from './provider-errors';
import { writeStructured } from './structured-answer';
import type { ProviderReply } from './structured-answer';

export const DEFAULT_OPENAI_MODELS = ['gpt-4o', 'gpt-4o-mini'] as const;

interface ClientTuning {
  /** Per request, in ms (default 120 s; a whole story is a long answer). */
  timeoutMs?: number;
  /** The SDK's retries of connection errors, 408, 409, 429 and 5xx, with backoff (default 2). */
  maxRetries?: number;
  logger?: Logger;
}

export interface OpenAIAuthorOptions extends ClientTuning {
  apiKey: string;
  /** Default `https://api.openai.com/v1`. */
  baseURL?: string;
  models?: readonly string[];
}

export interface OpenAICompatibleAuthorOptions extends ClientTuning {
  /** The server's OpenAI-style base URL, e.g. `http://127.0.0.1:11434/v1` for Ollama. */
  baseURL: string;
  /** The model names the server serves, e.g. `llama3.1:8b`. */
  models: readonly string[];
  /** Most local servers take none. */
  apiKey?: string;
}

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_MAX_RETRIES = 2;
const PROVIDER = 'OpenAI';
const COMPATIBLE_PROVIDER = 'the OpenAI-compatible model server';

type ResponseFormat = ChatCompletionCreateParamsNonStreaming['response_format'];

interface ChatFlavour {
  adapter: string;
  provider: string;
  responseFormat(request: AuthorRequest<unknown>, format: AnswerFormat): ResponseFormat;
  system(request: AuthorRequest<unknown>, format: AnswerFormat): string;
  tokenLimit(max: number | undefined): Partial<ChatCompletionCreateParamsNonStreaming>;
}

function chatAuthor(
  flavour: ChatFlavour,
  client: OpenAI,
  models: readonly string[],
  secrets: readonly string[],
  logger?: Logger,
): Author {
  const toChat = (system: string, messages: AuthorMessage[]): ChatCompletionMessageParam[] => [
    { role: 'system', content: system },
    ...messages.map((message) => ({ role: message.role, content: message.content })),
  ];

  return {
    adapter: flavour.adapter,
    models,
    async write<T>(request: AuthorRequest<T>) {
      const format = answerFormat(request.schema);
      if (!format.strict) {
        logger?.debug(
          { adapter: flavour.adapter, schema: request.schemaName, because: format.notStrictBecause },
          'schema sent without strict mode',
        );
      }
      const system = flavour.system(request, format);
      return writeStructured(
        flavour.adapter,
        request,
        format,
        async (messages): Promise<ProviderReply> => {
          let completion: OpenAI.ChatCompletion;
          try {
            completion = await client.chat.completions.create({
              model: request.model,
              messages: toChat(system, messages),
              response_format: flavour.responseFormat(request, format),
              ...flavour.tokenLimit(request.maxOutputTokens),
            });
          } catch (error) {
            throw providerFailure(flavour.provider, error, OpenAI, secrets);
          }
          const choice = completion.choices[0];
          return {
            text: choice?.message.content ?? undefined,
            refusal: choice?.message.refusal ?? undefined,
            truncated: choice?.finish_reason === 'length',
            usage: {
              inputTokens: completion.usage?.prompt_tokens ?? 0,
              outputTokens: completion.usage?.completion_tokens ?? 0,
            },
          };
        },
        logger,
      );
    },
  };
}

/** OpenAI's chat completions with Structured Outputs. */
export function createOpenAIAuthor(options: OpenAIAuthorOptions): Author {
  const client = createOpenAIClient({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
  });
  const flavour: ChatFlavour = {
    adapter: 'openai',
    provider: PROVIDER,
    responseFormat: (request, format) => ({
      type: 'json_schema',
      json_schema: { name: request.schemaName, schema: format.schema, strict: format.strict },
    }),
    system: (request) => request.system,
    // `max_tokens` is deprecated at OpenAI and refused by its reasoning models.
    tokenLimit: (max) => (max === undefined ? {} : { max_completion_tokens: max }),
  };
  return chatAuthor(
    flavour,
    client,
    options.models ?? DEFAULT_OPENAI_MODELS,
    [options.apiKey],
    options.logger,
  );
}

/** The instructions plus the schema, for servers that only offer JSON mode. */
export const systemWithSchema = (system: string, format: AnswerFormat): string =>
  `${system}\n\nAnswer with one JSON object, and nothing else, that matches this JSON schema:\n` +
  JSON.stringify(format.schema);

/** A local or self-hosted model server that speaks OpenAI's chat completions. */
export function createOpenAICompatibleAuthor(options: OpenAICompatibleAuthorOptions): Author {
  if (options.models.length === 0)
    throw new Error('an OpenAI-compatible author needs at least one model name');
  const client = createOpenAIClient({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    // Local models on a CPU are slow; a story can take minutes.
    timeoutMs: options.timeoutMs ?? 5 * DEFAULT_TIMEOUT_MS,
    maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
  });
  const flavour: ChatFlavour = {
    adapter: 'openai-compatible',
    provider: COMPATIBLE_PROVIDER,
    responseFormat: () => ({ type: 'json_object' }),
    system: (request, format) => systemWithSchema(request.system, format),
    // Local servers know the older `max_tokens`; few know `max_completion_tokens`.
    tokenLimit: (max) => (max === undefined ? {} : { max_tokens: max }),
  };
  return chatAuthor(flavour, client, options.models, options.apiKey ? [options.apiKey] : [], options.logger);
}
