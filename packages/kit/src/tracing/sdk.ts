/**
 * OpenTelemetry's Node SDK with the HTTP, Express and gRPC instrumentations and W3C trace context. Loaded by
 * `./index` only when tracing is on: the SDK and its instrumentations take about a second to load, which
 * every process start (and every restart after a crash) would pay for nothing.
 */
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { GrpcInstrumentation } from '@opentelemetry/instrumentation-grpc';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';

export interface Tracing {
  /** Sends the spans not yet exported and stops. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  serviceName: string;
  /** Where spans go; left out, OTLP over HTTP as the standard `OTEL_EXPORTER_OTLP_*` variables say. */
  exporter?: SpanExporter;
  /** Batches spans before export (production); off, each span is exported as it ends (tests). */
  batch?: boolean;
}

export function startTracing(options: TracingOptions): Tracing {
  const exporter = options.exporter ?? new OTLPTraceExporter();
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
