/**
 * Server-sent events from a long-polling RPC (a route with `events`). The first answer is fetched before
 * anything is written, so a refused call (not signed in, not your book) is an ordinary JSON error. Then
 * each answer that moved on is one event; an answer that did not (the poll timed out) is a comment, which
 * keeps proxies from closing an idle stream. A service that is briefly unreachable (a restart) is asked
 * again; any other failure ends the stream with an `error` event carrying the message.
 */
import { AppError, describeError, type Logger } from '@storybook-app/kit';
import type { Request, Response } from 'express';
import type { EventStream } from '../routes/route';

/** A long poll for the given cursor. */
export type PollCall = (cursor: string) => Promise<unknown>;

/** How long to wait before asking an unreachable service again, and for how long to keep asking. */
export const RETRY_DELAY_MS = 1000;
export const GIVE_UP_AFTER_MS = 60_000;

const isTransient = (error: unknown): boolean =>
  error instanceof AppError && (error.code === 'unavailable' || error.code === 'deadline_exceeded');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function streamEvents(
  events: EventStream<unknown>,
  toResponse: (reply: unknown) => unknown,
  poll: PollCall,
  req: Request,
  res: Response,
  logger: Logger,
): Promise<void> {
  let reply = await poll('');
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    // nginx-style proxies buffer responses unless told not to; events must arrive as they are written.
    'X-Accel-Buffering': 'no',
  });
  let open = true;
  res.on('close', () => (open = false));
  const send = (name: string, data: unknown) =>
    res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);

  send(events.name, toResponse(reply));
  let cursor = events.cursorOf(reply);
  let failingSince: number | null = null;
  while (open && !events.isLast(reply)) {
    try {
      reply = await poll(cursor);
      failingSince = null;
    } catch (error) {
      failingSince ??= Date.now();
      if (isTransient(error) && Date.now() - failingSince < GIVE_UP_AFTER_MS) {
        await sleep(RETRY_DELAY_MS);
        continue;
      }
      logger.warn({ err: error }, 'event stream ended by an error');
      if (open) send('error', { error: describeError(error).message });
      break;
    }
    if (!open) break;
    const next = events.cursorOf(reply);
    if (next !== cursor || events.isLast(reply)) send(events.name, toResponse(reply));
    else res.write(': still working\n\n');
    cursor = next;
  }
  res.end();
}
