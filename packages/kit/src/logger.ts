/**
 * pino loggers that stamp the current request id on every line and never print secrets: known secret
 * fields are redacted wherever they appear in a logged object.
 */
import pino from 'pino';
import { currentRequestId } from './request-context';

export type Logger = pino.Logger;

const SECRET_KEYS = [
  'password',
  'pin',
  'authPin',
  'old_pin',
  'new_pin',
  'credential',
  'credentialId',
  'session_token',
  'sessionToken',
  'token',
  'apiKey',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
];

export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

export function createLogger(
  service: string,
  options: { level?: string; destination?: pino.DestinationStream } = {},
): Logger {
  return pino(
    {
      name: service,
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    options.destination,
  );
}
