/**
 * A small OTLP/HTTP receiver for tests: accepts the JSON encoding of trace exports (`POST /v1/traces`) and
 * keeps every span, flattened with its service's name.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP's numbering: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{
      spans?: Array<{
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpAttribute[];
      }>;
    }>;
  }>;
}

const valueOf = (value: OtlpValue): string | number | boolean =>
  value.stringValue ??
  (value.intValue !== undefined ? Number(value.intValue) : undefined) ??
  value.boolValue ??
  value.doubleValue ??
  '';

const attributesOf = (attributes: OtlpAttribute[] = []) =>
  Object.fromEntries(attributes.map((attribute) => [attribute.key, valueOf(attribute.value)]));

export async function startOtlpReceiver(): Promise<{
  url: string;
  spans: ReceivedSpan[];
  stop(): Promise<void>;
}> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (
        req.method !== 'POST' ||
        req.url !== '/v1/traces' ||
        !/json/.test(req.headers['content-type'] ?? '')
      ) {
        res.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? '',
              name: span.name,
              kind: span.kind,
              attributes: attributesOf(span.attributes),
            });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
