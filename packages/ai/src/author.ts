/**
 * The author port: text generation with structured output. Every answer is JSON that a zod schema
 * validates; callers never parse free text. Adapters: OpenAI, Anthropic and any OpenAI-compatible endpoint
 * (a local model server); the offline defaults of `npm start` are domain code in the services (the offline
 * interviewer in profiles, the offline storyteller in story), not adapters of this generic port.
 */
import type { z } from 'zod';

export interface AuthorMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface AuthorRequest<T> {
  /** The model to ask, e.g. `gpt-4o-mini` or `claude-3-haiku-20240307`. */
  model: string;
  /** Instructions: who the author is and what to produce. */
  system: string;
  messages: AuthorMessage[];
  /** Validates the answer; also sent to the provider as the JSON schema of the answer. */
  schema: z.ZodType<T>;
  /** A short identifier for the schema (`[a-zA-Z0-9_-]+`), as providers require one. */
  schemaName: string;
  /** Upper bound of output tokens. */
  maxOutputTokens?: number;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface AuthorAnswer<T> {
  value: T;
  /** Summed over every attempt, for cost accounting. */
  usage: TokenUsage;
  model: string;
}

export interface Author {
  /** Short adapter name (`openai`, `anthropic`, `openai-compatible`), for readiness and logs. */
  readonly adapter: string;
  /** The models this author can be asked for. */
  readonly models: readonly string[];
  /**
   * Asks for a structured answer. An answer that does not validate is asked for again once, with the
   * validation error; a second invalid answer rejects with `AuthorOutputError`. A provider that cannot be
   * reached or answers 5xx/429 after the SDK's own retries rejects with `DependencyUnavailableError`.
   */
  write<T>(request: AuthorRequest<T>): Promise<AuthorAnswer<T>>;
}

/** The model's answer did not match the schema, twice. */
export class AuthorOutputError extends Error {
  constructor(
    message: string,
    readonly usage: TokenUsage,
  ) {
    super(message);
    this.name = 'AuthorOutputError';
  }
}
