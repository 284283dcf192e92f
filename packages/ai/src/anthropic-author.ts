/**
 * The author adapter on Anthropic's Messages API (`@anthropic-ai/sdk`): the answer's JSON schema is the input
 * schema of a single tool, and `tool_choice` forces the model to call it, so the tool call's input is the
 * structured answer. zod validates it like any other adapter's.
 */
import { Anthropic } from '@anthropic-ai/sdk';
import type { Logger } from '@storybook-app/kit';
import { answerFormat } from './answer-format';
import type { Author, AuthorRequest } from './author';
import { providerFailure } from './provider-errors';
import { writeStructured } from './structured-answer';
import type { ProviderReply } from './structured-answer';

export const DEFAULT_ANTHROPIC_MODELS = ['claude-3-5-sonnet-latest', 'claude-3-haiku-20240307'] as const;

export interface AnthropicAuthorOptions {
  apiKey: string;
  /** Default `https://api.anthropic.com`. */
  baseURL?: string;
  models?: readonly string[];
  /** Per request, in ms (default 120 s). */
  timeoutMs?: number;
  /** The SDK's retries of connection errors, 408, 409, 429 and 5xx, with backoff (default 2). */
  maxRetries?: number;
  logger?: Logger;
}

export const ANTHROPIC_API_URL = 'https://api.anthropic.com';
const PROVIDER = 'Anthropic';
// The Messages API requires a limit; this one fits a whole picture-book story.
const DEFAULT_MAX_TOKENS = 4096;

export function createAnthropicAuthor(options: AnthropicAuthorOptions): Author {
  // An explicit key and base URL keep the SDK from reading credentials or profiles from the environment.
  const client = new Anthropic({
    apiKey: options.apiKey,
    baseURL: options.baseURL ?? ANTHROPIC_API_URL,
    timeout: options.timeoutMs ?? 120_000,
    maxRetries: options.maxRetries ?? 2,
    // At debug level the SDK logs request bodies, which hold children's data; ours logs only metadata.
    logLevel: 'warn',
  });
  const adapter = 'anthropic';

  return {
    adapter,
    models: options.models ?? DEFAULT_ANTHROPIC_MODELS,
    async write<T>(request: AuthorRequest<T>) {
      const format = answerFormat(request.schema);
      const tool: Anthropic.Tool = {
        name: request.schemaName,
        description: 'Records the answer. Call it with the complete answer.',
        input_schema: { ...format.schema, type: 'object' },
      };
      return writeStructured(
        adapter,
        request,
        format,
        async (messages): Promise<ProviderReply> => {
          let answer: Anthropic.Message;
          try {
            answer = await client.messages.create({
              model: request.model,
              max_tokens: request.maxOutputTokens ?? DEFAULT_MAX_TOKENS,
              system: request.system,
              // The API needs at least one user turn; a request may carry its whole task in `system`.
              messages: messages.length > 0 ? messages : [{ role: 'user', content: 'Give your answer.' }],
              tools: [tool],
              tool_choice: { type: 'tool', name: tool.name },
            });
          } catch (error) {
            throw providerFailure(PROVIDER, error, Anthropic, [options.apiKey]);
          }
          const call = answer.content.find((block) => block.type === 'tool_use');
          const text = answer.content
            .filter((block) => block.type === 'text')
            .map((block) => block.text)
            .join('');
          return {
            ...(call ? { value: call.input } : { text }),
            truncated: answer.stop_reason === 'max_tokens',
            usage: {
              // Cached prompt tokens are counted apart from `input_tokens`; all of them were read.
              inputTokens:
                answer.usage.input_tokens +
                (answer.usage.cache_creation_input_tokens ?? 0) +
                (answer.usage.cache_read_input_tokens ?? 0),
              outputTokens: answer.usage.output_tokens,
            },
          };
        },
        options.logger,
      );
    },
  };
}
