import { Anthropic } from '@anthropic-ai/sdk';
import { OpenAI } from 'openai';
import { DependencyUnavailableError } from '@storybook-app/kit';
import { ProviderRequestError, providerFailure } from '../src';

describe('provider failures', () => {
  it('maps timeouts and failed connections of either SDK to an unavailable dependency', () => {
    for (const sdk of [OpenAI, Anthropic]) {
      const timeout = providerFailure('P', new sdk.APIConnectionTimeoutError(), sdk);
      expect(timeout).toBeInstanceOf(DependencyUnavailableError);
      expect(timeout.message).toBe('P did not answer in time');
      const refused = providerFailure('P', new sdk.APIConnectionError({ message: 'ECONNREFUSED' }), sdk);
      expect(refused).toBeInstanceOf(DependencyUnavailableError);
      expect(refused.message).toBe('P could not be reached');
    }
  });

  it('keeps the caller abort and our own errors as they are', () => {
    const abort = new OpenAI.APIUserAbortError();
    expect(providerFailure('P', abort, OpenAI)).toBe(abort);
    const bug = new TypeError('bug');
    expect(providerFailure('P', bug, OpenAI)).toBe(bug);
  });

  it('drops the text of a 401, which may quote the key, and cuts the key out of other refusals', () => {
    const key = 'sk-secret-123456';
    const unauthorized = OpenAI.APIError.generate(
      401,
      { error: { message: `Incorrect API key provided: ${key}` } },
      undefined,
      new Headers(),
    );
    const failure = providerFailure('OpenAI', unauthorized, OpenAI, [key]);
    expect(failure).toBeInstanceOf(ProviderRequestError);
    expect(failure.message).toBe('OpenAI refused the API key (401): check the key configured for OpenAI');
    expect(failure.cause).toBeUndefined();

    const notFound = Anthropic.APIError.generate(
      404,
      { type: 'error', error: { type: 'not_found_error', message: `model: claude-9 (key ${key})` } },
      undefined,
      new Headers(),
    );
    expect(providerFailure('Anthropic', notFound, Anthropic, [key]).message).toBe(
      'Anthropic does not know the model or endpoint (404): model: claude-9 (key [redacted])',
    );
  });
});
