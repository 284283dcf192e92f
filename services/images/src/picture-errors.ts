/**
 * What a failed drawing means, for covers (answered over gRPC) and pages (retried, then reported in the
 * completion event). An illustrator that is down, slow, rate limiting or answering without a picture may do
 * better later; a refusal (moderation, a bad parameter, a bad key) will not. The texts that leave the service
 * are ours and short: never the provider's words, which could echo the prompt, and never a key.
 */
import {
  IllustrationModeratedError,
  IllustratorOutputError,
  ProviderRequestError,
} from '@storybook-app/ai/illustration';
import { AppError, DependencyUnavailableError } from '@storybook-app/kit';

export const MODERATED_COVER_MESSAGE =
  "The cover picture could not be drawn for this story: the illustrator's safety filter refused it. " +
  'Please change the idea a little and try again.';

/** Worth another attempt later: an outage, a timeout, a 5xx or 429, an answer that was not a picture, a hiccup of ours. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof AppError) && !(error instanceof ProviderRequestError);
}

/** The short reason a page has no picture, as the completion event carries it. */
export function pageFailureText(error: unknown, attempts: number): string {
  if (error instanceof IllustrationModeratedError) {
    return "The illustrator's safety filter refused this page's picture.";
  }
  if (error instanceof ProviderRequestError) {
    return `${error.provider} refused the request (${error.status}).`;
  }
  if (error instanceof AppError && error.code !== 'internal') return error.message;
  if (error instanceof DependencyUnavailableError || error instanceof IllustratorOutputError) {
    return `The illustrator is unavailable (gave up after ${attempts} attempt${attempts === 1 ? '' : 's'}).`;
  }
  return `The picture could not be made (gave up after ${attempts} attempt${attempts === 1 ? '' : 's'}).`;
}

/**
 * The error RenderCover answers: an outage is `unavailable` (503), a moderation refusal a clear
 * `failed_precondition`, a non-picture answer `unavailable`; anything else (a key the provider refuses, a bug)
 * stays internal, logged in full and answered with the generic text.
 */
export function coverFailure(error: unknown): unknown {
  if (error instanceof IllustrationModeratedError) {
    return new AppError('failed_precondition', MODERATED_COVER_MESSAGE);
  }
  if (error instanceof IllustratorOutputError) {
    return new DependencyUnavailableError(`illustrator answered without a picture: ${error.message}`, {
      cause: error,
    });
  }
  return error;
}
