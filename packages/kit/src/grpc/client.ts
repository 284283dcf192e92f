/**
 * Typed promise clients for our services: every call has a deadline, carries the current request id in
 * metadata, and fails with an AppError (the callee's code and message), so errors cross service
 * boundaries without losing their meaning.
 *
 * Channels heal by themselves when a peer restarts (a pod rolled, a process crashed):
 * - reconnect attempts back off from 100 ms to at most 1 s (grpc-js' default climbs to 2 minutes, which left
 *   callers failing for a minute after the peer was back);
 * - keepalive pings find a peer that vanished without closing its connections (a node lost);
 * - a call made while the channel is not connected waits up to `READY_WAIT_MS` for it, then is sent once:
 *   nothing has left yet, so this is safe for every method, paid ones included;
 * - calls that only read (or delete what is named) are retried on UNAVAILABLE by the channel's retry policy
 *   within their deadline, so a connection lost mid-call or a store outage of a few seconds is not an error.
 */
import * as grpc from '@grpc/grpc-js';
import {
  SERVICE_PATHS,
  type MethodName,
  type ReceivedReplyOf,
  type RequestOf,
  type ServiceName,
} from '@storybook-app/proto';
import { service as healthService } from 'grpc-health-check';
import { AppError, codeOfGrpcStatus } from '../errors';
import { observeGrpcClientCall } from '../metrics/grpc-metrics';
import { secondsSince } from '../metrics/registry';
import { REQUEST_ID_HEADER, currentRequestId, requestIdFrom } from '../request-context';
import { clientConstructor, methodNames } from './contracts';
import {
  ADAPTERS_HEADER,
  APP_ERROR_HEADER,
  CHANNEL_OPTIONS,
  decodeAdapters,
  type AdapterNames,
} from './server';

export interface CallOptions {
  /** Defaults to the client's deadline. */
  deadlineMs?: number;
  /** The id of the request this call serves; when not given, the one in AsyncLocalStorage (request-context). */
  requestId?: string;
}

export type ServiceClient<S extends ServiceName> = {
  [M in MethodName<S>]: (request: RequestOf<S, M>, options?: CallOptions) => Promise<ReceivedReplyOf<S, M>>;
} & {
  /**
   * The peer's grpc.health.v1 status asked over this client's own channel: what a caller can really reach,
   * where a fresh connection (probeHealth) could succeed while this channel is still reconnecting.
   */
  health(deadlineMs?: number): Promise<HealthProbe>;
  close(): void;
};

/** How long a call waits for a channel that is not connected before it fails as unavailable. */
export const READY_WAIT_MS = 3000;

/** Reconnect backoff, keepalive: see the header. */
export const CLIENT_CHANNEL_OPTIONS: grpc.ChannelOptions = {
  ...CHANNEL_OPTIONS,
  'grpc.initial_reconnect_backoff_ms': 100,
  'grpc.max_reconnect_backoff_ms': 1000,
  'grpc.keepalive_time_ms': 10_000,
  'grpc.keepalive_timeout_ms': 5000,
  'grpc.keepalive_permit_without_calls': 1,
};

/**
 * Methods that change nothing (or delete what they name, which is the same done twice): a second attempt
 * can do no harm, so the channel retries them on UNAVAILABLE. Anything that writes, draws or charges is
 * sent once.
 */
export const isIdempotentMethod = (method: string): boolean =>
  /^(Get|List|Check(?!out)|Resolve|Fill|Public)|^(RenderTitleSvg|DeleteBookPictures)$/.test(method);

/** Within the call's deadline: 100 ms, 200 ms, 400 ms, 800 ms between attempts (gRPC caps attempts at 5). */
export const RETRY_POLICY = {
  maxAttempts: 5,
  initialBackoff: '0.1s',
  maxBackoff: '1s',
  backoffMultiplier: 2,
  retryableStatusCodes: ['UNAVAILABLE'],
} as const;

type Callback = (error: grpc.ServiceError | null, reply: unknown) => void;
type RawMethod = (
  request: unknown,
  metadata: grpc.Metadata,
  options: grpc.CallOptions,
  callback: Callback,
) => void;
type RawClient = Record<string, RawMethod> & grpc.Client;

/**
 * Calls go round every address the name resolves to, not all to the first: in the cluster a service's name
 * is a headless Service whose DNS answer lists every ready pod, so each replica takes its share. Names are
 * looked up again whenever a connection ends (a pod gone, or the server's connection age reached).
 */
export function serviceConfig(service: ServiceName): string {
  const idempotent = methodNames(service).filter(isIdempotentMethod);
  return JSON.stringify({
    loadBalancingConfig: [{ round_robin: {} }],
    methodConfig:
      idempotent.length > 0
        ? [
            {
              name: idempotent.map((method) => ({ service: SERVICE_PATHS[service], method })),
              retryPolicy: RETRY_POLICY,
            },
          ]
        : [],
  });
}

/** `host:port` as a DNS target; a target that names its scheme (`ipv4:a:1,b:2`, `dns:///…`) as it is. */
export const grpcTarget = (address: string): string =>
  /^(dns|ipv4|ipv6|unix):/.test(address) ? address : `dns:///${address}`;

export function createServiceClient<S extends ServiceName>(
  service: S,
  address: string,
  options: { deadlineMs?: number } = {},
): ServiceClient<S> {
  const Client = clientConstructor(service);
  const raw = new Client(grpcTarget(address), grpc.credentials.createInsecure(), {
    ...CLIENT_CHANNEL_OPTIONS,
    'grpc.service_config': serviceConfig(service),
  }) as unknown as RawClient;
  const defaultDeadline = options.deadlineMs ?? 10_000;

  /**
   * True when connected; otherwise a promise: true once connected, false after `READY_WAIT_MS`. A connected
   * channel (nearly every call) is answered in the same turn, without a promise to wait on.
   */
  const connected = (deadline: number): boolean | Promise<boolean> => {
    let state: grpc.connectivityState;
    try {
      state = raw.getChannel().getConnectivityState(true);
    } catch {
      return false;
    }
    if (state === grpc.connectivityState.READY) return true;
    return new Promise((resolve) =>
      raw.waitForReady(Math.min(deadline, Date.now() + READY_WAIT_MS), (error) => resolve(!error)),
    );
  };

  const methods = Object.fromEntries(
    methodNames(service).map((method) => [
      method,
      (request: unknown, callOptions: CallOptions = {}) =>
        new Promise((resolve, reject) => {
          const metadata = new grpc.Metadata();
          const requestId = callOptions.requestId ?? currentRequestId();
          if (requestId) metadata.set(REQUEST_ID_HEADER, requestIdFrom(requestId));
          const deadline = Date.now() + (callOptions.deadlineMs ?? defaultDeadline);
          const started = performance.now();
          const send = (ready: boolean) => {
            if (!ready) {
              // Nothing was sent: the peer is not there, which the caller hears as any outage.
              observeGrpcClientCall(service, method, grpc.status.UNAVAILABLE, secondsSince(started));
              reject(notAnswering(service, 'unavailable'));
              return;
            }
            raw[method]!.call(raw, request, metadata, { deadline }, (error, reply) => {
              observeGrpcClientCall(
                service,
                method,
                error ? error.code : grpc.status.OK,
                secondsSince(started),
              );
              if (error) reject(toAppError(service, error));
              else resolve(reply);
            });
          };
          const ready = connected(deadline);
          if (typeof ready === 'boolean') send(ready);
          else void ready.then(send);
        }),
    ]),
  );
  const health = (deadlineMs = 1000) =>
    checkOver(
      new HealthClient(address, grpc.credentials.createInsecure(), {
        channelOverride: raw.getChannel(),
      }) as unknown as HealthCheckClient,
      SERVICE_PATHS[service],
      deadlineMs,
      false,
    );
  return { ...methods, health, close: () => raw.close() } as ServiceClient<S>;
}

const notAnswering = (service: string, code: 'unavailable' | 'deadline_exceeded'): AppError =>
  new AppError(code, `The ${service} service is not answering. Please try again.`);

function toAppError(service: string, error: grpc.ServiceError): AppError {
  const code = codeOfGrpcStatus(error.code);
  const raisedByHandler = (error.metadata?.get(APP_ERROR_HEADER).length ?? 0) > 0;
  // Transport failures carry grpc-js's own wording; say which service instead. A handler's own error
  // (e.g. passing on a dependency's outage) keeps its message.
  if (!raisedByHandler && (code === 'unavailable' || code === 'deadline_exceeded')) {
    return notAnswering(service, code);
  }
  return new AppError(code, error.details || error.message);
}

export type HealthStatus = 'SERVING' | 'NOT_SERVING' | 'UNKNOWN' | 'SERVICE_UNKNOWN' | 'UNREACHABLE';

const HealthClient = grpc.makeClientConstructor(
  healthService as unknown as grpc.ServiceDefinition,
  'grpc.health.v1.Health',
);

export interface HealthProbe {
  status: HealthStatus;
  /** The adapters the service announced (empty when it did not answer). */
  adapters: AdapterNames;
}

type HealthCheckClient = grpc.Client & {
  Check: (
    req: unknown,
    opts: grpc.CallOptions,
    cb: (e: grpc.ServiceError | null, r?: { status: string }) => void,
  ) => grpc.ClientUnaryCall;
};

/** One grpc.health.v1 Check, with the adapters the service announces; unreachable peers answer UNREACHABLE. */
export function probeHealth(address: string, service = '', deadlineMs = 1000): Promise<HealthProbe> {
  const client = new HealthClient(
    address,
    grpc.credentials.createInsecure(),
    CHANNEL_OPTIONS,
  ) as unknown as HealthCheckClient;
  return checkOver(client, service, deadlineMs, true);
}

function checkOver(
  client: HealthCheckClient,
  service: string,
  deadlineMs: number,
  close: boolean,
): Promise<HealthProbe> {
  return new Promise((resolve) => {
    let adapters: AdapterNames = {};
    const call = client.Check({ service }, { deadline: Date.now() + deadlineMs }, (error, reply) => {
      // A client over a shared channel leaves the channel open: it is its owner's.
      if (close) client.close();
      const status = error ? 'UNREACHABLE' : ((reply?.status ?? 'UNKNOWN') as HealthStatus);
      resolve({ status, adapters });
    });
    call.on('metadata', (metadata) => {
      const header = metadata.get(ADAPTERS_HEADER)[0];
      if (typeof header === 'string') adapters = decodeAdapters(header);
    });
  });
}

export const checkHealth = async (address: string, service = '', deadlineMs = 1000): Promise<HealthStatus> =>
  (await probeHealth(address, service, deadlineMs)).status;
