/**
 * Tracing is off unless an OTLP endpoint is set: nothing is started, and with no SDK the kit's spans are
 * no-ops, so an event carries no trace headers and a log line no trace id. (On, it is shown end to end by
 * apps/embedded/test/tracing.test.ts and apps/stack/test/observability.test.ts.)
 */
import { createLogger } from '../src/logger';
import { startTracingFromEnv } from '../src/tracing';
import type * as TracingModule from '../src/tracing';
import { currentTraceHeaders, traceHandle, tracePublish } from '../src/tracing/event-trace';

describe('tracing without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('starts nothing when no endpoint is set, or an empty one', () => {
    expect(startTracingFromEnv('story', {})).toBeUndefined();
    expect(startTracingFromEnv('story', { OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBeUndefined();
    expect(startTracingFromEnv('story', { OTEL_SERVICE_NAME: 'story' })).toBeUndefined();
  });

  it('does not even load the SDK, which would add about a second to every process start', () => {
    jest.isolateModules(() => {
      jest.doMock('@opentelemetry/sdk-node', () => {
        throw new Error('the OpenTelemetry SDK was loaded');
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy, with the SDK's stand-in
      const fresh = require('../src/tracing') as typeof TracingModule;
      expect(fresh.startTracingFromEnv('story', {})).toBeUndefined();
      expect(() =>
        fresh.startTracingFromEnv('story', { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:1' }),
      ).toThrow('the OpenTelemetry SDK was loaded');
    });
  });

  it('publishes events without trace headers and logs lines without trace ids', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = createLogger('story', {
      level: 'info',
      destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    const headers = await tracePublish('story.page-image.requested', async (sent) => {
      logger.info('publishing');
      return sent;
    });
    expect(headers).toEqual({});
    await traceHandle('story.page-image.requested', 'images.page-images', headers, async () => {
      expect(currentTraceHeaders()).toEqual({});
      logger.info('handling');
    });
    expect(lines.map((line) => line.msg)).toEqual(['publishing', 'handling']);
    for (const line of lines) expect(line).not.toHaveProperty('trace_id');
  });
});
