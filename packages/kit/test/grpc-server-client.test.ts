/**
 * The kit's gRPC server and client against each other over a real socket on 127.0.0.1: replies, error
 * codes crossing the wire, request ids in metadata, deadlines, the health service and a graceful stop.
 */
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../src/errors';
import {
  checkHealth,
  createServiceClient,
  grpcTarget,
  probeHealth,
  type ServiceClient,
} from '../src/grpc/client';
import { startGrpcServer, type CallContext, type GrpcServerHandle } from '../src/grpc/server';
import { runWithRequestId } from '../src/request-context';
import { eventually } from '../src/testing';

const BILLING = 'storybook.billing.Billing';
/** A probe's deadline: what the health service answers is asserted, not how fast a busy CI machine answers. */
const PROBE_DEADLINE_MS = 10_000;
const silentLogger = pino({ level: 'silent' });

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The error a promise rejects with (fails the test if it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<AppError> {
  const outcome = await promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(AppError);
  return outcome.error as AppError;
}

describe('gRPC server and client', () => {
  let server: GrpcServerHandle;
  let client: ServiceClient<'billing'>;
  const contexts: CallContext[] = [];
  const seenUserIds: string[] = [];
  /** CheckCredits blocks on this gate until a test releases it. */
  let gate = deferred();
  let entered = deferred();

  beforeAll(async () => {
    server = await startGrpcServer({
      service: 'billing',
      port: 0,
      logger: silentLogger,
      adapters: { documents: 'mongo', events: 'kafka' },
      handlers: {
        GetCredits: async ({ user_id }, context) => {
          contexts.push(context);
          seenUserIds.push(user_id);
          return { credits: user_id === 'rich' ? 42 : 0 };
        },
        GetPlan: async () => {
          throw new AppError('not_found', 'x');
        },
        Checkout: async () => {
          throw new Error('connection to postgres://admin:hunter2@db failed');
        },
        CancelSubscription: async () => {
          throw new AppError('internal', 'disk full at /var/lib/billing');
        },
        CheckoutSuccess: async () => {
          throw new AppError('resource_exhausted', 'Slow down.');
        },
        CheckCredits: async ({ amount }) => {
          entered.resolve();
          await gate.promise;
          return { sufficient: amount <= 1, balance: 1 };
        },
      },
    });
    client = createServiceClient('billing', server.address);
  });

  afterAll(async () => {
    gate.resolve();
    client.close();
    await server.stop(100);
  });

  beforeEach(() => {
    contexts.length = 0;
    seenUserIds.length = 0;
    gate = deferred();
    entered = deferred();
  });

  it('binds to a free port on 127.0.0.1 when asked for port 0', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.address).toBe(`127.0.0.1:${server.port}`);
  });

  it('delivers the request and answers the reply', async () => {
    await expect(client.GetCredits({ user_id: 'rich' })).resolves.toEqual({ credits: 42 });
    expect(seenUserIds).toEqual(['rich']);
  });

  it('fills in proto3 defaults on both sides', async () => {
    // No user_id sent: the handler sees '' and the caller receives credits 0, not a missing field.
    await expect(client.GetCredits({})).resolves.toEqual({ credits: 0 });
    expect(seenUserIds).toEqual(['']);
  });

  it('passes an AppError to the caller with the same code and message', async () => {
    const error = await rejectionOf(client.GetPlan({ user_id: 'u-1' }));
    expect(error.code).toBe('not_found');
    expect(error.message).toBe('x');
  });

  it('passes other domain codes through unchanged', async () => {
    const error = await rejectionOf(client.CheckoutSuccess({ user_id: 'u-1', session_id: 's' }));
    expect(error.code).toBe('resource_exhausted');
    expect(error.message).toBe('Slow down.');
  });

  it('turns a plain Error into internal with the generic message, never the original text', async () => {
    const error = await rejectionOf(client.Checkout({ user_id: 'u-1' }));
    expect(error.code).toBe('internal');
    expect(error.message).toBe(INTERNAL_ERROR_MESSAGE);
    expect(error.message).not.toContain('hunter2');
  });

  it("hides an internal AppError's message too", async () => {
    const error = await rejectionOf(client.CancelSubscription({ user_id: 'u-1' }));
    expect(error.code).toBe('internal');
    expect(error.message).toBe(INTERNAL_ERROR_MESSAGE);
  });

  it('answers unimplemented for a method without a handler', async () => {
    const error = await rejectionOf(client.ChangeSubscription({ user_id: 'u-1' }));
    expect(error.code).toBe('unimplemented');
  });

  it("carries the caller's request id to the handler", async () => {
    await runWithRequestId('req-12345678', () => client.GetCredits({ user_id: 'u-1' }));
    expect(contexts).toHaveLength(1);
    expect(contexts[0]!.requestId).toBe('req-12345678');
    expect(contexts[0]!.metadata.get('x-request-id')).toEqual(['req-12345678']);
  });

  it('gives the handler a fresh request id when the caller has none', async () => {
    await client.GetCredits({ user_id: 'u-1' });
    expect(contexts[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replaces an implausible request id instead of trusting it', async () => {
    // Legal as gRPC metadata, but not a plausible id (spaces, too short): the server makes its own.
    await runWithRequestId('bad id with spaces', () => client.GetCredits({ user_id: 'u-1' }));
    expect(contexts[0]!.requestId).not.toBe('bad id with spaces');
    expect(contexts[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    await runWithRequestId('short', () => client.GetCredits({ user_id: 'u-1' }));
    expect(contexts[1]!.requestId).not.toBe('short');
    expect(contexts[1]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('fails with deadline_exceeded when the handler is slower than the deadline', async () => {
    const call = client.CheckCredits({ user_id: 'u-1', amount: 1 }, { deadlineMs: 100 });
    await entered.promise;
    const error = await rejectionOf(call);
    expect(error.code).toBe('deadline_exceeded');
    expect(error.message).toContain('billing');
    gate.resolve();
  });

  it('answers a slow handler within the default deadline', async () => {
    const call = client.CheckCredits({ user_id: 'u-1', amount: 1 });
    await entered.promise;
    gate.resolve();
    await expect(call).resolves.toEqual({ sufficient: true, balance: 1 });
  });

  it('reports SERVING on the health service, for the service name and overall', async () => {
    await expect(checkHealth(server.address, BILLING, PROBE_DEADLINE_MS)).resolves.toBe('SERVING');
    await expect(checkHealth(server.address, '', PROBE_DEADLINE_MS)).resolves.toBe('SERVING');
  });

  it('announces its adapters with the health answer', async () => {
    await expect(probeHealth(server.address, BILLING, PROBE_DEADLINE_MS)).resolves.toEqual({
      status: 'SERVING',
      adapters: { documents: 'mongo', events: 'kafka' },
    });
  });

  it('reports an unknown service name as not found by the health service', async () => {
    // grpc-health-check answers NOT_FOUND for names it does not know; checkHealth reads that as unreachable.
    await expect(checkHealth(server.address, 'storybook.nope.Nope', PROBE_DEADLINE_MS)).resolves.toBe(
      'UNREACHABLE',
    );
  });
});

describe('gRPC health follows readiness', () => {
  /** A billing server without handlers whose readiness is `isReady`, stopped after `check`. */
  async function withReadiness(
    isReady: () => Promise<boolean>,
    check: (server: GrpcServerHandle) => Promise<void>,
    healthIntervalMs?: number,
  ): Promise<void> {
    const server = await startGrpcServer({
      service: 'billing',
      handlers: {},
      port: 0,
      logger: silentLogger,
      isReady,
      healthIntervalMs,
    });
    try {
      await check(server);
    } finally {
      await server.stop(100);
    }
  }

  it('answers NOT_SERVING while isReady says false', async () => {
    await withReadiness(
      async () => false,
      async (server) => {
        await expect(checkHealth(server.address, BILLING, PROBE_DEADLINE_MS)).resolves.toBe('NOT_SERVING');
        await expect(checkHealth(server.address, '', PROBE_DEADLINE_MS)).resolves.toBe('NOT_SERVING');
      },
    );
  });

  it('answers NOT_SERVING when isReady throws', async () => {
    await withReadiness(
      async () => {
        throw new Error('store closed');
      },
      async (server) => {
        await expect(checkHealth(server.address, BILLING, PROBE_DEADLINE_MS)).resolves.toBe('NOT_SERVING');
      },
    );
  });

  it('changes status when readiness changes and refreshHealth runs', async () => {
    let ready = false;
    await withReadiness(
      async () => ready,
      async (server) => {
        await expect(checkHealth(server.address, BILLING, PROBE_DEADLINE_MS)).resolves.toBe('NOT_SERVING');
        ready = true;
        await server.refreshHealth();
        await expect(checkHealth(server.address, BILLING, PROBE_DEADLINE_MS)).resolves.toBe('SERVING');
        ready = false;
        await server.refreshHealth();
        await expect(checkHealth(server.address, BILLING, PROBE_DEADLINE_MS)).resolves.toBe('NOT_SERVING');
      },
    );
  });

  it('polls readiness on its own every healthIntervalMs', async () => {
    let ready = false;
    await withReadiness(
      async () => ready,
      async (server) => {
        ready = true;
        await eventually(
          'billing serving',
          async () => (await checkHealth(server.address, BILLING, PROBE_DEADLINE_MS)) === 'SERVING',
        );
      },
      20,
    );
  });
});

describe('gRPC server stop', () => {
  /** A server whose GetCredits waits for `gate` before answering `credits`, and a client of it. */
  async function blockingGetCredits(credits: number) {
    const gate = deferred();
    const entered = deferred();
    const server = await startGrpcServer({
      service: 'billing',
      handlers: {
        GetCredits: async () => {
          entered.resolve();
          await gate.promise;
          return { credits };
        },
      },
      port: 0,
      logger: silentLogger,
    });
    return { gate, entered, server, client: createServiceClient('billing', server.address) };
  }

  it('answers UNREACHABLE on the health check and unavailable on calls after stop()', async () => {
    const server = await startGrpcServer({
      service: 'billing',
      handlers: { GetCredits: async () => ({ credits: 1 }) },
      port: 0,
      logger: silentLogger,
    });
    const client = createServiceClient('billing', server.address, { deadlineMs: 2000 });
    try {
      await expect(checkHealth(server.address, BILLING, PROBE_DEADLINE_MS)).resolves.toBe('SERVING');
      await server.stop(500);
      await expect(checkHealth(server.address, BILLING)).resolves.toBe('UNREACHABLE');
      const error = await rejectionOf(client.GetCredits({ user_id: 'u-1' }));
      expect(error.code).toBe('unavailable');
      expect(error.message).toBe('The billing service is not answering. Please try again.');
    } finally {
      client.close();
    }
  });

  it('lets a call in flight finish before closing', async () => {
    const { gate, entered, server, client } = await blockingGetCredits(7);
    try {
      const call = client.GetCredits({ user_id: 'u-1' });
      await entered.promise;
      const stopped = server.stop(5000);
      // Stopping: new health checks see NOT_SERVING or a closed port, never SERVING.
      await expect(checkHealth(server.address, BILLING)).resolves.not.toBe('SERVING');
      gate.resolve();
      await expect(call).resolves.toEqual({ credits: 7 });
      await stopped;
    } finally {
      gate.resolve();
      client.close();
    }
  });

  it('forces the close after the grace period when a call never finishes', async () => {
    const { gate: never, entered, server, client } = await blockingGetCredits(0);
    try {
      const call = client.GetCredits({ user_id: 'u-1' });
      await entered.promise;
      const started = Date.now();
      await server.stop(200);
      expect(Date.now() - started).toBeLessThan(2000);
      await expect(rejectionOf(call)).resolves.toMatchObject({ code: expect.any(String) });
    } finally {
      never.resolve();
      client.close();
    }
  });
});

describe('gRPC server logging', () => {
  it('logs the full internal error on the server while the caller gets the generic message', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const server = await startGrpcServer({
      service: 'billing',
      handlers: {
        GetPlan: async () => {
          throw new Error('the original failure text');
        },
      },
      port: 0,
      logger: pino({ level: 'error' }, destination),
    });
    const client = createServiceClient('billing', server.address);
    try {
      const error = await runWithRequestId('req-logged-1', () =>
        rejectionOf(client.GetPlan({ user_id: 'u-1' })),
      );
      expect(error.message).toBe(INTERNAL_ERROR_MESSAGE);
      const logged = lines.find((line) => line.msg === 'rpc failed');
      expect(logged).toBeDefined();
      expect(logged!.method).toBe('GetPlan');
      expect(JSON.stringify(logged!.err)).toContain('the original failure text');
    } finally {
      client.close();
      await server.stop(100);
    }
  });
});

describe('replicas', () => {
  /** A billing server that counts the GetCredits calls it answers. */
  async function countingServer(options: { maxConnectionAgeMs?: number } = {}) {
    const seen = { calls: 0 };
    const handle = await startGrpcServer({
      service: 'billing',
      port: 0,
      logger: silentLogger,
      ...options,
      handlers: {
        GetCredits: async () => {
          seen.calls += 1;
          return { credits: 1 };
        },
      },
    });
    return { handle, seen };
  }

  it('names a host:port as a DNS target, and keeps a target that names its scheme', () => {
    expect(grpcTarget('story:50053')).toBe('dns:///story:50053');
    expect(grpcTarget('127.0.0.1:4000')).toBe('dns:///127.0.0.1:4000');
    expect(grpcTarget('ipv4:127.0.0.1:1,127.0.0.1:2')).toBe('ipv4:127.0.0.1:1,127.0.0.1:2');
  });

  it('sends calls round every address of the target, not all to the first', async () => {
    const replicas = [await countingServer(), await countingServer()];
    const target = `ipv4:${replicas.map(({ handle }) => `127.0.0.1:${handle.port}`).join(',')}`;
    const client = createServiceClient('billing', target);
    try {
      for (let i = 0; i < 30; i += 1) await client.GetCredits({ user_id: 'u' });
      expect(replicas.map(({ seen }) => seen.calls).reduce((a, b) => a + b)).toBe(30);
      for (const { seen } of replicas) expect(seen.calls).toBeGreaterThanOrEqual(10);
    } finally {
      client.close();
      for (const { handle } of replicas) await handle.stop(100);
    }
  });

  it('past the connection age, the client connects again and no call fails', async () => {
    const { handle, seen } = await countingServer({ maxConnectionAgeMs: 200 });
    // A TCP relay in front of the server counts the client's connections.
    let connections = 0;
    const relay = createServer((socket) => {
      connections += 1;
      const upstream = createConnection(handle.port, '127.0.0.1');
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const client = createServiceClient('billing', `127.0.0.1:${(relay.address() as AddressInfo).port}`);
    try {
      const until = Date.now() + 1500;
      await Promise.all(
        [1, 2, 3, 4].map(async () => {
          while (Date.now() < until) {
            await client.GetCredits({ user_id: 'u' });
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        }),
      );
      expect(seen.calls).toBeGreaterThan(40);
      expect(connections).toBeGreaterThanOrEqual(3);
    } finally {
      client.close();
      await handle.stop(100);
      relay.close();
    }
  });
});
