/**
 * Clients that heal (issue 21), on real gRPC servers over 127.0.0.1: a client whose peer went away and came
 * back on the same address reaches it again within about a second, however long the peer was away; its own
 * channel's health says whether it can reach the peer; a handler's own "unavailable" is answered at once.
 */
import pino from 'pino';
import { AppError, DependencyUnavailableError } from '../src/errors';
import { createServiceClient, isIdempotentMethod, READY_WAIT_MS } from '../src/grpc/client';
import { startGrpcServer, type GrpcServerHandle, type ServiceHandlers } from '../src/grpc/server';

const logger = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const billingServer = (port: number, handlers: ServiceHandlers<'billing'>) =>
  startGrpcServer({ service: 'billing', port, logger, handlers });

describe('gRPC clients heal', () => {
  it('reach a peer that came back within a second of it listening, after any time away', async () => {
    const answer = { GetCredits: async () => ({ credits: 3 }) };
    let server: GrpcServerHandle = await billingServer(0, answer);
    const port = server.port;
    const client = createServiceClient('billing', server.address, { deadlineMs: 5000 });
    try {
      expect((await client.GetCredits({ user_id: 'u' })).credits).toBe(3);
      expect((await client.health()).status).toBe('SERVING');
      await server.stop(0);
      // Away long enough that grpc-js' default backoff (1 s × 1.6ⁿ) would wait several seconds more.
      const away = Date.now() + 6000;
      while (Date.now() < away) {
        await client.GetCredits({ user_id: 'u' }).catch(() => undefined);
        await sleep(500);
      }
      expect((await client.health()).status).toBe('UNREACHABLE');

      server = await billingServer(port, answer);
      const back = Date.now();
      expect((await client.GetCredits({ user_id: 'u' })).credits).toBe(3);
      const reconnectMs = Date.now() - back;
      expect(reconnectMs).toBeLessThan(1500);
      expect((await client.health()).status).toBe('SERVING');
    } finally {
      client.close();
      await server.stop(0);
    }
  }, 20_000);

  it('fails a call to a peer that is not there as unavailable after a bounded wait', async () => {
    const server = await billingServer(0, { GetCredits: async () => ({ credits: 1 }) });
    await server.stop(0);
    const client = createServiceClient('billing', server.address, { deadlineMs: 10_000 });
    try {
      const started = Date.now();
      const error = await client.GetCredits({ user_id: 'u' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('unavailable');
      expect((error as AppError).message).toBe('The billing service is not answering. Please try again.');
      expect(Date.now() - started).toBeLessThan(READY_WAIT_MS + 1000);
    } finally {
      client.close();
    }
  }, 10_000);

  it("answers a handler's own unavailable at once: the call is committed, not retried into a timeout", async () => {
    let reads = 0;
    const server = await billingServer(0, {
      GetCredits: async () => {
        reads += 1;
        throw new DependencyUnavailableError('store away');
      },
    });
    const client = createServiceClient('billing', server.address);
    try {
      const error = await client.GetCredits({ user_id: 'u' }).catch((e: unknown) => e);
      expect((error as AppError).code).toBe('unavailable');
      expect(reads).toBe(1);
    } finally {
      client.close();
      await server.stop(0);
    }
  });

  it('counts only reads and deletions of what is named as safe to retry', () => {
    for (const method of ['GetCredits', 'ListProfiles', 'CheckCredits', 'ResolveSession', 'FillBookshelf'])
      expect(isIdempotentMethod(method)).toBe(true);
    for (const method of ['RenderTitleSvg', 'DeleteBookPictures'])
      expect(isIdempotentMethod(method)).toBe(true);
    for (const method of [
      'Checkout',
      'CheckoutSuccess',
      'RenderCover',
      'GenerateBook',
      'UpdatePin',
      'DeleteBook',
    ])
      expect(isIdempotentMethod(method)).toBe(false);
  });
});
