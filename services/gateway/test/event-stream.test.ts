/**
 * The gateway's server-sent events over a long poll, on a real HTTP server with a scripted poll: what is
 * sent when, a service briefly unreachable (a restart) costs a retry and not the stream, any other failure
 * ends it with an `error` event.
 */
import { AppError } from '@storybook-app/kit';
import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pino from 'pino';
import { streamEvents } from '../src/http/event-stream';

interface Reply {
  version: string;
  done: boolean;
}

const events = {
  name: 'progress',
  cursorOf: (reply: unknown) => (reply as Reply).version,
  isLast: (reply: unknown) => (reply as Reply).done,
};

/** Serves one stream whose polls answer (or throw) the scripted steps in turn; records the cursors asked. */
async function serve(steps: Array<Reply | Error>) {
  const cursors: string[] = [];
  const app = express();
  app.get('/stream', (req, res, next) => {
    const poll = async (cursor: string) => {
      cursors.push(cursor);
      const step = steps.shift();
      if (!step) return new Promise<never>(() => undefined);
      if (step instanceof Error) throw step;
      return step;
    };
    streamEvents(events, (reply) => reply, poll, req, res, pino({ level: 'silent' })).catch(next);
  });
  app.use((error: AppError, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(error.code === 'not_found' ? 404 : 500).json({ error: error.message });
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`;
  const close = () =>
    new Promise((resolve) => {
      server.close(resolve);
      // fetch keeps idle connections for reuse; they would hold close() for seconds.
      server.closeAllConnections();
    });
  return { url, cursors, close };
}

describe('streamEvents', () => {
  it('sends each answer that moved on, a comment for one that did not, and ends after the last', async () => {
    const server = await serve([
      { version: 'a', done: false },
      { version: 'a', done: false },
      { version: 'b', done: false },
      { version: 'c', done: true },
    ]);
    const response = await fetch(server.url);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await response.text()).toBe(
      [
        'event: progress\ndata: {"version":"a","done":false}\n\n',
        ': still working\n\n',
        'event: progress\ndata: {"version":"b","done":false}\n\n',
        'event: progress\ndata: {"version":"c","done":true}\n\n',
      ].join(''),
    );
    expect(server.cursors).toEqual(['', 'a', 'a', 'b']);
    await server.close();
  });

  it('asks again when the service is briefly unreachable, and keeps the stream', async () => {
    const server = await serve([
      { version: 'a', done: false },
      new AppError('unavailable', 'The story service is not answering. Please try again.'),
      { version: 'b', done: true },
    ]);
    const text = await (await fetch(server.url)).text();
    expect(text).toContain('data: {"version":"b","done":true}');
    expect(text).not.toContain('event: error');
    expect(server.cursors).toEqual(['', 'a', 'a']);
    await server.close();
  });

  it('ends with an error event on any other failure', async () => {
    const server = await serve([
      { version: 'a', done: false },
      new AppError('failed_precondition', 'This book was given back.'),
    ]);
    const text = await (await fetch(server.url)).text();
    expect(text.endsWith('event: error\ndata: {"error":"This book was given back."}\n\n')).toBe(true);
    await server.close();
  });

  it('answers a refusal of the first poll as an ordinary error, before any event', async () => {
    const server = await serve([new AppError('not_found', 'This book does not exist.')]);
    const response = await fetch(server.url);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'This book does not exist.' });
    await server.close();
  });

  it('stops polling when the reader goes away', async () => {
    const server = await serve([{ version: 'a', done: false }]);
    const controller = new AbortController();
    const response = await fetch(server.url, { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The first poll, and the one waiting when the reader left: no more.
    expect(server.cursors).toEqual(['', 'a']);
    await server.close();
  });
});
