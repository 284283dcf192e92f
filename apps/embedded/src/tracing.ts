/**
 * Tracing, started before anything else is loaded (main's first import), so that its instrumentations wrap
 * HTTP, Express and gRPC. Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */
import { startTracingFromEnv } from '@storybook-app/kit/tracing';

export const tracing = startTracingFromEnv('storybook');
