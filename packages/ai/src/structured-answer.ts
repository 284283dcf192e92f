/**
 * What every author adapter does around its provider call, written once: parse the answer, validate it with
 * the request's zod schema, ask once more with the problems named when it does not validate, and sum the
 * tokens of every attempt.
 *
 * Prompts and answers hold children's data (names, fears, family), so nothing of them is logged: debug lines
 * carry only the adapter, model, schema name, attempt and token counts.
 */
import { z } from 'zod';
import type { Logger } from '@storybook-app/kit';
import { AuthorOutputError } from './author';
import type { AnswerFormat } from './answer-format';
import type { AuthorAnswer, AuthorMessage, AuthorRequest, TokenUsage } from './author';

/** One provider answer: either text to parse as JSON, or a value the provider already parsed (a tool input). */
export interface ProviderReply {
  text?: string;
  value?: unknown;
  /** The provider declined to answer (OpenAI's `refusal`). */
  refusal?: string;
  /** The answer stopped at the output token limit. */
  truncated?: boolean;
  usage: TokenUsage;
}

/** Asks the provider once, with the conversation so far. */
export type AskProvider = (messages: AuthorMessage[]) => Promise<ProviderReply>;

const ATTEMPTS = 2;

/** What OpenAI accepts as a json_schema name and Anthropic as a tool name. */
const SCHEMA_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** Models served locally often wrap JSON in a Markdown fence despite being told not to. */
function withoutFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/i.exec(text);
  return fenced ? fenced[1] : text;
}

type Checked<T> = { ok: true; value: T } | { ok: false; problems: string };

function check<T>(reply: ProviderReply, schema: z.ZodType<T>, format: AnswerFormat): Checked<T> {
  if (reply.refusal) return { ok: false, problems: 'the answer was a refusal instead of the JSON object' };
  let parsed = reply.value;
  if (parsed === undefined) {
    if (!reply.text?.trim()) return { ok: false, problems: 'the answer was empty' };
    try {
      parsed = JSON.parse(withoutFence(reply.text));
    } catch {
      // JSON.parse's message quotes the text, which may hold a child's data; say only what went wrong.
      return { ok: false, problems: 'the answer was not valid JSON' };
    }
  }
  const result = schema.safeParse(format.unwrap(parsed));
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problems: z.prettifyError(result.error) };
}

/** The assistant turn that repeats a bad answer back to the model. */
const repeated = (reply: ProviderReply): string =>
  reply.text ?? (reply.value === undefined ? (reply.refusal ?? '') : JSON.stringify(reply.value));

export const correctionRequest = (problems: string): string =>
  `That answer does not match the required JSON schema:\n${problems}\n` +
  'Answer again with only the corrected JSON object.';

export async function writeStructured<T>(
  adapter: string,
  request: AuthorRequest<T>,
  format: AnswerFormat,
  ask: AskProvider,
  logger?: Logger,
): Promise<AuthorAnswer<T>> {
  if (!SCHEMA_NAME.test(request.schemaName)) {
    throw new Error(
      `schemaName must be 1 to 64 letters, digits, _ or -; got ${JSON.stringify(request.schemaName)}`,
    );
  }
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
  const messages = [...request.messages];
  let problems = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const reply = await ask(messages);
    usage.inputTokens += reply.usage.inputTokens;
    usage.outputTokens += reply.usage.outputTokens;
    const checked = check(reply, request.schema, format);
    logger?.debug(
      {
        adapter,
        model: request.model,
        schema: request.schemaName,
        attempt,
        valid: checked.ok,
        ...reply.usage,
      },
      'author answered',
    );
    // The model asked for is the one priced in the cost table; providers answer with a dated snapshot name.
    if (checked.ok) return { value: checked.value, usage, model: request.model };
    problems = reply.truncated
      ? `${checked.problems}\nThe answer was cut off at the output token limit: keep it shorter.`
      : checked.problems;
    messages.push(
      { role: 'assistant', content: repeated(reply) },
      { role: 'user', content: correctionRequest(problems) },
    );
  }
  throw new AuthorOutputError(
    `${adapter} (${request.model}) answered twice without matching the schema ${request.schemaName}: ${problems}`,
    usage,
  );
}
