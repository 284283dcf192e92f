/** Every failure leaves the gateway as an HTTP status and `{error}`; internals are logged, never shown. */
import { AppError, httpStatusOf, INTERNAL_ERROR_MESSAGE, type Logger } from '@storybook-app/kit';
import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import { RateLimitedError } from './rate-limiter';
import { requestIdOf } from './request-clients';

/** What a route whose service method is not built yet answers, with 501. */
export const NOT_BUILT_MESSAGE = 'This feature is not available yet.';

export function validationMessage(error: ZodError): string {
  const problems = error.issues.slice(0, 5).map((issue) => {
    const path = issue.path.join('.');
    return path ? `${path} ${issue.message}` : issue.message;
  });
  return `Invalid request: ${problems.join('; ')}`;
}

/** The `code` of the 403 a generation route answers when the session holds no grant for the profile. */
export const PIN_REQUIRED_CODE = 'pin_required';

export const PIN_REQUIRED_MESSAGE = 'Please enter your PIN for this profile to generate stories.';

/**
 * A generation call without a live PIN grant for its profile: 403 with `code` and the profile, so that the
 * app can ask for the PIN of that profile and call again.
 */
export class PinRequiredError extends AppError {
  constructor(readonly profileId: string) {
    super('permission_denied', PIN_REQUIRED_MESSAGE);
    this.name = 'PinRequiredError';
  }
}

/** Errors body-parser raises for the client's own mistakes. */
const BODY_ERRORS: Record<string, string> = {
  'entity.parse.failed': 'Invalid request: the body is not valid JSON',
  'entity.too.large': 'Invalid request: the body is too large',
  'encoding.unsupported': 'Invalid request: unsupported content encoding',
  'charset.unsupported': 'Invalid request: unsupported charset',
};

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    if (error instanceof ZodError) {
      res.status(400).json({ error: validationMessage(error) });
      return;
    }
    if (error instanceof PinRequiredError) {
      res.status(403).json({ error: error.message, code: PIN_REQUIRED_CODE, profileId: error.profileId });
      return;
    }
    if (error instanceof AppError && error.code === 'unimplemented') {
      res.status(501).json({ error: NOT_BUILT_MESSAGE });
      return;
    }
    if (error instanceof RateLimitedError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof AppError) {
      const status = httpStatusOf(error.code);
      if (status >= 500 && status !== 501)
        logger.warn(
          { requestId: requestIdOf(res), code: error.code, message: error.message },
          'service error',
        );
      res.status(status).json({ error: status === 500 ? INTERNAL_ERROR_MESSAGE : error.message });
      return;
    }
    const type = (error as { type?: string }).type;
    const status = (error as { status?: number }).status;
    if (type && BODY_ERRORS[type] && status && status < 500) {
      res.status(status).json({ error: BODY_ERRORS[type] });
      return;
    }
    logger.error({ requestId: requestIdOf(res), err: error }, 'unhandled gateway error');
    res.status(500).json({ error: INTERNAL_ERROR_MESSAGE });
  };
}
