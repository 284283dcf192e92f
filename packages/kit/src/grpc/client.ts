/**
 * Typed promise clients for our services: every call has a deadline, carries the current request id in
 * metadata, and fails with an AppError (the callee's code and message), so errors cross service
 * boundaries without losing their meaning.
 */
import * as grpc from '@grpc/grpc-js';
import type { MethodName, ReceivedReplyOf, RequestOf, ServiceName } from '@storybook-app/proto';
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
}

export type ServiceClient<S extends ServiceName> = {
  [M in MethodName<S>]: (request: RequestOf<S, M>, options?: CallOptions) => Promise<ReceivedReplyOf<S, M>>;
} & { close(): void };

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
const ROUND_ROBIN: grpc.ChannelOptions = {
  'grpc.service_config': JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }),
};

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
    ...CHANNEL_OPTIONS,
    ...ROUND_ROBIN,
  }) as unknown as RawClient;
  const defaultDeadline = options.deadlineMs ?? 10_000;

  const methods = Object.fromEntries(
    methodNames(service).map((method) => [
      method,
      (request: unknown, callOptions: CallOptions = {}) =>
        new Promise((resolve, reject) => {
          const metadata = new grpc.Metadata();
          const requestId = currentRequestId();
          if (requestId) metadata.set(REQUEST_ID_HEADER, requestIdFrom(requestId));
          const deadline = Date.now() + (callOptions.deadlineMs ?? defaultDeadline);
          const started = performance.now();
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
        }),
    ]),
  );
  return { ...methods, close: () => raw.close() } as ServiceClient<S>;
}

function toAppError(service: string, error: grpc.ServiceError): AppError {
  const code = codeOfGrpcStatus(error.code);
  const raisedByHandler = (error.metadata?.get(APP_ERROR_HEADER).length ?? 0) > 0;
  // Transport failures carry grpc-js's own wording; say which service instead. A handler's own error
  // (e.g. passing on a dependency's outage) keeps its message.
  if (!raisedByHandler && (code === 'unavailable' || code === 'deadline_exceeded')) {
    return new AppError(code, `The ${service} service is not answering. Please try again.`);
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

/** One grpc.health.v1 Check, with the adapters the service announces; unreachable peers answer UNREACHABLE. */
export function probeHealth(address: string, service = '', deadlineMs = 1000): Promise<HealthProbe> {
  const client = new HealthClient(
    address,
    grpc.credentials.createInsecure(),
    CHANNEL_OPTIONS,
  ) as unknown as grpc.Client & {
    Check: (
      req: unknown,
      opts: grpc.CallOptions,
      cb: (e: grpc.ServiceError | null, r?: { status: string }) => void,
    ) => grpc.ClientUnaryCall;
  };
  return new Promise((resolve) => {
    let adapters: AdapterNames = {};
    const call = client.Check({ service }, { deadline: Date.now() + deadlineMs }, (error, reply) => {
      client.close();
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
