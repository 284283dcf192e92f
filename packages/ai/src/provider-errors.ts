/**
 * One translation of a provider SDK's failure into this project's errors, shared by every adapter (the
 * openai and Anthropic SDKs have the same error classes, generated from the same template):
 * - not reached, timed out, 5xx, 408 or 429 once the SDK's own retries are spent -> DependencyUnavailableError;
 * - any other refusal (a bad key, an unknown model, a bad parameter) -> ProviderRequestError, which retrying
 *   will not fix.
 * Messages name the provider and never carry the API key: OpenAI echoes part of a wrong key in its 401 text,
 * so that text is dropped, and any other provider text has the key cut out.
 */
import { DependencyUnavailableError } from '@storybook-app/kit';

/** A provider refused the request for a reason that retrying will not fix. */
export class ProviderRequestError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRequestError';
  }
}

type ErrorClass<T> = abstract new (...args: never[]) => T;

/** The error classes of a Stainless-generated SDK (`openai`, `@anthropic-ai/sdk`). */
export interface SdkErrorClasses {
  APIError: ErrorClass<Error & { status: number | undefined; error?: unknown }>;
  APIConnectionError: ErrorClass<Error>;
  APIConnectionTimeoutError: ErrorClass<Error>;
  APIUserAbortError: ErrorClass<Error>;
}

const PROVIDER_TEXT_LIMIT = 300;

const messageOf = (value: unknown): string | undefined => {
  const message = (value as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/**
 * The provider's own words: OpenAI's body is `{error: {message}}` and its SDK keeps the inner object in
 * `error`, Anthropic's is `{type: 'error', error: {message}}` kept whole. Without the key, and short.
 */
function providerText(error: Error & { error?: unknown }, secrets: readonly string[]): string {
  const body = error.error as { error?: unknown } | undefined;
  let text = messageOf(body) ?? messageOf(body?.error) ?? error.message.replace(/^\d{3}\s+/, '');
  for (const secret of secrets) if (secret) text = text.split(secret).join('[redacted]');
  return text.length > PROVIDER_TEXT_LIMIT ? `${text.slice(0, PROVIDER_TEXT_LIMIT)}…` : text;
}

function describeRefusal(provider: string, status: number, text: string): string {
  switch (status) {
    case 401:
      return `${provider} refused the API key (401): check the key configured for ${provider}`;
    case 403:
      return `${provider} refused the request (403): the API key has no access to it`;
    case 404:
      return `${provider} does not know the model or endpoint (404): ${text}`;
    default:
      return `${provider} refused the request (${status}): ${text}`;
  }
}

/**
 * The error to throw for an SDK failure. `secrets` are values (API keys) cut out of any text kept.
 * Errors that are not the SDK's (a bug of ours) are returned as they are.
 */
export function providerFailure(
  provider: string,
  error: unknown,
  sdk: SdkErrorClasses,
  secrets: readonly string[] = [],
): Error {
  if (error instanceof sdk.APIUserAbortError) return error;
  if (error instanceof sdk.APIConnectionTimeoutError) {
    return new DependencyUnavailableError(`${provider} did not answer in time`, { cause: error });
  }
  if (error instanceof sdk.APIConnectionError) {
    return new DependencyUnavailableError(`${provider} could not be reached`, { cause: error });
  }
  if (error instanceof sdk.APIError) {
    const status = error.status;
    if (status === undefined || status >= 500 || status === 408 || status === 429) {
      const reason =
        status === 429 ? 'is rate limiting us (429)' : `answered ${status ?? 'without a status'}`;
      return new DependencyUnavailableError(`${provider} ${reason}`, { cause: error });
    }
    // No `cause` here: the SDK error holds the provider's text, which may echo the key.
    return new ProviderRequestError(
      provider,
      status,
      describeRefusal(provider, status, providerText(error, secrets)),
    );
  }
  return error instanceof Error ? error : new Error(String(error));
}
