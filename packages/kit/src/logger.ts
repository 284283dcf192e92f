/**
 * pino loggers that stamp the current request id (and, when tracing is on, the trace and span ids) on every
 * line and never print secrets: known secret fields are redacted wherever they appear in a logged object.
 */
import { isSpanContextValid, trace } from '@opentelemetry/api';
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
        return { ...(requestId ? { requestId } : {}), ...traceFields() };
      },
    },
    options.destination,
  );
}

/** The active span's ids, as OpenTelemetry's log correlation names them; none when tracing is off. */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || !isSpanContextValid(spanContext)) return {};
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}
