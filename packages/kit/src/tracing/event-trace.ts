/**
 * W3C trace context across the event bus: a publish is a PRODUCER span whose context travels with the event
 * (Kafka message headers, or beside the event in the in-process queue), and each handler run is a CONSUMER
 * span under it, so one trace follows a page from story through the bus into images. Only the OpenTelemetry
 * API is used here: with no SDK started (tracing off) every call is a no-op and the headers stay empty.
 */
import {
  context,
  type Attributes,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';

export type TraceHeaders = Record<string, string>;

const tracer = () => trace.getTracer('@storybook-app/kit');

async function inSpan<T>(span: Span, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

/** Runs a publish in a PRODUCER span; `send` gets the headers that carry the span to the consumers. */
export function tracePublish<T>(topic: string, send: (headers: TraceHeaders) => Promise<T>): Promise<T> {
  const span = tracer().startSpan(`publish ${topic}`, {
    kind: SpanKind.PRODUCER,
    attributes: { 'messaging.destination.name': topic, 'messaging.operation.type': 'send' },
  });
  const headers: TraceHeaders = {};
  const spanContext = trace.setSpan(context.active(), span);
  propagation.inject(spanContext, headers);
  return context.with(spanContext, () => inSpan(span, () => send(headers)));
}

/** Kafka's header values are Buffers (or arrays of them); the propagator reads strings. */
export function headersFromKafka(
  headers: Record<string, Buffer | string | (Buffer | string)[] | undefined> | undefined,
): TraceHeaders {
  const carrier: TraceHeaders = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) carrier[name] = first.toString();
  }
  return carrier;
}

/** Runs a handler in a CONSUMER span, child of the publish the headers carry (a root span without one). */
export function traceHandle<T>(
  topic: string,
  group: string,
  headers: TraceHeaders,
  handle: () => Promise<T>,
): Promise<T> {
  const parent = propagation.extract(ROOT_CONTEXT, headers);
  const span = tracer().startSpan(
    `process ${topic}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.destination.name': topic,
        'messaging.consumer.group.name': group,
        'messaging.operation.type': 'process',
      },
    },
    parent,
  );
  return context.with(trace.setSpan(parent, span), () => inSpan(span, handle));
}

/** The active span's context as headers, for work stored now and done later (a page job). */
export function currentTraceHeaders(): TraceHeaders {
  const headers: TraceHeaders = {};
  propagation.inject(context.active(), headers);
  return headers;
}

/** Runs `work` in the trace the headers carry (as it is, when they carry none). */
export function withTraceHeaders<T>(headers: TraceHeaders | undefined, work: () => T): T {
  if (!headers || Object.keys(headers).length === 0) return work();
  return context.with(propagation.extract(context.active(), headers), work);
}

/** Runs `work` in a span of its own under the active one: a step worth seeing in a trace (drawing a page). */
export function traceWork<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  const span = tracer().startSpan(name, { attributes });
  return context.with(trace.setSpan(context.active(), span), () => inSpan(span, work));
}
