/**
 * A gRPC server for one of our services: async handlers instead of callbacks, the request id taken from
 * metadata into the request context, AppErrors mapped to gRPC statuses, the standard grpc.health.v1
 * service reporting NOT_SERVING while a dependency is down, and a graceful stop.
 *
 * Methods without a handler answer UNIMPLEMENTED (grpc-js does this for missing implementations), which
 * the gateway turns into 501 until the method is built.
 */
import * as grpc from '@grpc/grpc-js';
import {
  SERVICE_PATHS,
  type MethodName,
  type ReceivedRequestOf,
  type ReplyOf,
  type ServiceName,
} from '@storybook-app/proto';
import { HealthImplementation } from 'grpc-health-check';
import { DependencyUnavailableError, describeError, grpcStatusOf } from '../errors';
import type { Logger } from '../logger';
import { observeGrpcServerCall } from '../metrics/grpc-metrics';
import { secondsSince } from '../metrics/registry';
import { REQUEST_ID_HEADER, requestIdFrom, runWithRequestId } from '../request-context';
import { serviceDefinition } from './contracts';

/** Marks an error a handler raised itself, as opposed to one from the transport. */
export const APP_ERROR_HEADER = 'x-app-error';

/**
 * A health check's answer names, in its initial metadata, the adapters the service runs on
 * (`documents=mongo,events=kafka`), so the gateway's readiness check can say how each service is wired
 * without another RPC.
 */
export const ADAPTERS_HEADER = 'x-storybook-adapters';
const HEALTH_PATH_PREFIX = '/grpc.health.v1.Health/';

/**
 * Channel options of both ends. Channelz (grpc-js's live introspection) keeps per-call counters and traces we
 * never read: off, it is work saved on every call.
 */
export const CHANNEL_OPTIONS: grpc.ChannelOptions = { 'grpc.enable_channelz': 0 };

/**
 * Longer than the longest deadline any of our calls has (a picture: 180 s), so the end of an aged
 * connection cuts no call short.
 */
export const MAX_CONNECTION_AGE_GRACE_MS = 200_000;

/** Which adapter each port of a service uses, e.g. `{ documents: 'mongo', events: 'kafka', blobs: 's3' }`. */
export type AdapterNames = Record<string, string>;

export const encodeAdapters = (adapters: AdapterNames): string =>
  Object.entries(adapters)
    .map(([port, adapter]) => `${port}=${adapter}`)
    .join(',');

export const decodeAdapters = (header: string): AdapterNames =>
  Object.fromEntries(
    header
      .split(',')
      .map((pair) => pair.split('='))
      .filter((pair) => pair.length === 2 && pair[0] && pair[1]),
  );

export interface CallContext {
  requestId: string;
  metadata: grpc.Metadata;
}

export type UnaryHandler<S extends ServiceName, M extends MethodName<S>> = (
  request: ReceivedRequestOf<S, M>,
  context: CallContext,
) => Promise<ReplyOf<S, M>>;

export type ServiceHandlers<S extends ServiceName> = { [M in MethodName<S>]?: UnaryHandler<S, M> };

export interface GrpcServerOptions<S extends ServiceName> {
  service: S;
  handlers: ServiceHandlers<S>;
  logger: Logger;
  /** Defaults to 127.0.0.1; containers set 0.0.0.0. */
  host?: string;
  /** 0 picks a free port. */
  port: number;
  /**
   * After this long, a client's connection is asked to go (HTTP/2 GOAWAY; its calls in flight may finish
   * within `MAX_CONNECTION_AGE_GRACE_MS`) and the client connects again, looking the name up anew: so
   * clients spread over replicas that started after they connected. 0 or unset: never.
   */
  maxConnectionAgeMs?: number;
  /** Whether the service's dependencies answer; polled for the health service. */
  isReady?: () => Promise<boolean>;
  healthIntervalMs?: number;
  /** The adapters behind the service's ports, announced in health checks' answers. */
  adapters?: AdapterNames;
}

export interface GrpcServerHandle {
  port: number;
  address: string;
  /** Marks the service NOT_SERVING, lets calls in flight finish (up to graceMs), then closes. */
  stop(graceMs?: number): Promise<void>;
  /** Re-evaluates readiness now. */
  refreshHealth(): Promise<void>;
}

export async function startGrpcServer<S extends ServiceName>(
  options: GrpcServerOptions<S>,
): Promise<GrpcServerHandle> {
  const { service, logger } = options;
  const server = new grpc.Server({
    interceptors: [announceAdapters(options.adapters ?? {})],
    ...CHANNEL_OPTIONS,
    ...(options.maxConnectionAgeMs
      ? {
          'grpc.max_connection_age_ms': options.maxConnectionAgeMs,
          'grpc.max_connection_age_grace_ms': MAX_CONNECTION_AGE_GRACE_MS,
        }
      : {}),
  });
  server.addService(serviceDefinition(service), adaptHandlers(service, options.handlers, logger));

  const servicePath = SERVICE_PATHS[service];
  const health = new HealthImplementation({ '': 'NOT_SERVING', [servicePath]: 'NOT_SERVING' });
  health.addToServer(server);

  const host = options.host ?? '127.0.0.1';
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`${host}:${options.port}`, grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );

  let stopped = false;
  const setStatus = (status: 'SERVING' | 'NOT_SERVING') => {
    health.setStatus('', status);
    health.setStatus(servicePath, status);
  };
  const refreshHealth = async () => {
    if (stopped) return;
    const ready = await (options.isReady?.() ?? Promise.resolve(true)).catch(() => false);
    if (!stopped) setStatus(ready ? 'SERVING' : 'NOT_SERVING');
  };
  await refreshHealth();
  const timer = setInterval(() => void refreshHealth(), options.healthIntervalMs ?? 5000);
  timer.unref();
  logger.info({ port, grpcService: servicePath }, 'gRPC server listening');

  return {
    port,
    address: `${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    refreshHealth,
    stop: async (graceMs = 3000) => {
      stopped = true;
      clearInterval(timer);
      setStatus('NOT_SERVING');
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, graceMs);
        force.unref();
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      });
    },
  };
}

function announceAdapters(adapters: AdapterNames): grpc.ServerInterceptor {
  const value = encodeAdapters(adapters);
  // Only health checks read the announcement; every other call goes without the extra layer. (grpc-js
  // chains whatever an interceptor returns: the call itself is a valid link.)
  return (method, call) =>
    !method.path.startsWith(HEALTH_PATH_PREFIX)
      ? (call as grpc.ServerInterceptingCall)
      : new grpc.ServerInterceptingCall(call, {
          sendMetadata: (metadata, next) => {
            if (value) metadata.set(ADAPTERS_HEADER, value);
            next(metadata);
          },
        });
}

type AnyHandler = (request: unknown, context: CallContext) => Promise<unknown>;

function adaptHandlers<S extends ServiceName>(
  service: S,
  handlers: ServiceHandlers<S>,
  logger: Logger,
): grpc.UntypedServiceImplementation {
  return Object.fromEntries(
    Object.entries(handlers as Record<string, AnyHandler | undefined>)
      .filter((entry): entry is [string, AnyHandler] => typeof entry[1] === 'function')
      .map(([method, handler]) => [method, adaptUnary(service, method, handler, logger)]),
  );
}

function adaptUnary(
  service: string,
  method: string,
  handler: AnyHandler,
  logger: Logger,
): grpc.handleUnaryCall<unknown, unknown> {
  return (call, callback) => {
    const requestId = requestIdFrom(call.metadata.get(REQUEST_ID_HEADER)[0]);
    void runWithRequestId(requestId, async () => {
      const started = performance.now();
      try {
        const reply = await handler(call.request, { requestId, metadata: call.metadata });
        logger.debug({ method, ms: Math.round(performance.now() - started) }, 'rpc ok');
        observeGrpcServerCall(service, method, grpc.status.OK, secondsSince(started));
        callback(null, reply);
      } catch (error) {
        const { code, message } = describeError(error);
        if (code === 'internal' || error instanceof DependencyUnavailableError) {
          logger.error({ err: error, method }, 'rpc failed');
        } else logger.info({ method, code, message }, 'rpc refused');
        const metadata = new grpc.Metadata();
        metadata.set(APP_ERROR_HEADER, code);
        observeGrpcServerCall(service, method, grpcStatusOf(code), secondsSince(started));
        // A handler's own "unavailable" already waited for its store (the driver's server selection): headers
        // commit the call, so the caller's retry policy, meant for connections lost on the way, does not
        // spend the rest of the deadline asking the same store again and turn a clear 503 into a timeout.
        if (code === 'unavailable') call.sendMetadata(new grpc.Metadata());
        callback({ code: grpcStatusOf(code), details: message, metadata });
      }
    });
  };
}
