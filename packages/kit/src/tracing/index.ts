/**
 * Tracing for a process: OpenTelemetry's Node SDK with the HTTP, Express and gRPC instrumentations and W3C
 * trace context. A process starts it from a module its entry imports first (`src/tracing.ts` in each
 * service), since an instrumentation can only wrap a module loaded after it. Imported on its own
 * (`@storybook-app/kit/tracing`): the kit's index loads gRPC, which must come after.
 */
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { GrpcInstrumentation } from '@opentelemetry/instrumentation-grpc';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';

export interface Tracing {
  /** Sends the spans not yet exported and stops. */
  shutdown(): Promise<void>;
}

export function startTracing(options: {
  serviceName: string;
  exporter: SpanExporter;
  /** Batches spans before export (production); off, each span is exported as it ends (tests). */
  batch?: boolean;
}): Tracing {
  const { exporter } = options;
  const sdk = new NodeSDK({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [options.batch ? new BatchSpanProcessor(exporter) : new SimpleSpanProcessor(exporter)],
    instrumentations: [
      // Probes and scrapes would be most of the traces, and tell nothing.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz|metrics)\b/.test(req.url ?? ''),
      }),
      new ExpressInstrumentation(),
      new GrpcInstrumentation({ ignoreGrpcMethods: ['Check', 'Watch'] }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}

/**
 * Tracing as the environment asks: on when `OTEL_EXPORTER_OTLP_ENDPOINT` (or its traces-only variant) is
 * set, exporting OTLP over HTTP there (the exporter reads the standard `OTEL_EXPORTER_OTLP_*` variables);
 * off otherwise, when nothing is started and the kit's spans cost nothing.
 */
export function startTracingFromEnv(
  serviceName: string,
  env: Record<string, string | undefined> = process.env,
): Tracing | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return undefined;
  return startTracing({
    serviceName: env.OTEL_SERVICE_NAME || serviceName,
    exporter: new OTLPTraceExporter(),
    batch: true,
  });
}
