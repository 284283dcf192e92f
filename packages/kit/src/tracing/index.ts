/**
 * Tracing for a process. A process starts it from a module its entry imports first (`src/tracing.ts` in each
 * service), since an instrumentation can only wrap a module loaded after it. Imported on its own
 * (`@storybook-app/kit/tracing`): the kit's index loads gRPC, which must come after.
 */
import type * as Sdk from './sdk';

export type { Tracing, TracingOptions } from './sdk';

/**
 * Loads the SDK now, synchronously: the instrumentations must be in place before the modules they wrap are
 * loaded, which an `import()` (a promise) could not promise.
 */
const sdk = (): typeof Sdk =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- on demand and synchronous, as said above
  require('./sdk') as typeof Sdk;

export function startTracing(options: Sdk.TracingOptions): Sdk.Tracing {
  return sdk().startTracing(options);
}

/**
 * Tracing as the environment asks: on when `OTEL_EXPORTER_OTLP_ENDPOINT` (or its traces-only variant) is
 * set, exporting OTLP over HTTP there (the exporter reads the standard `OTEL_EXPORTER_OTLP_*` variables);
 * off otherwise, when the SDK is not even loaded and the kit's spans cost nothing.
 */
export function startTracingFromEnv(
  serviceName: string,
  env: Record<string, string | undefined> = process.env,
): Sdk.Tracing | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return undefined;
  return startTracing({ serviceName: env.OTEL_SERVICE_NAME || serviceName, batch: true });
}
