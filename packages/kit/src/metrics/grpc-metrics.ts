/** gRPC calls, both ends: how many by outcome (the gRPC status name) and how long, per service and method. */
import { status as grpcStatus } from '@grpc/grpc-js';
import { counter, histogram } from './registry';

const serverHandled = counter({
  name: 'storybook_grpc_server_handled_total',
  help: 'gRPC calls a service answered, by method and status code.',
  labelNames: ['service', 'method', 'code'],
});
const serverSeconds = histogram({
  name: 'storybook_grpc_server_handling_seconds',
  help: 'Time a service took to answer a gRPC call.',
  labelNames: ['service', 'method'],
});
const clientHandled = counter({
  name: 'storybook_grpc_client_handled_total',
  help: 'gRPC calls made to a service, by method and status code.',
  labelNames: ['service', 'method', 'code'],
});
const clientSeconds = histogram({
  name: 'storybook_grpc_client_handling_seconds',
  help: 'Time a gRPC call to a service took, as the caller saw it.',
  labelNames: ['service', 'method'],
});

/** `OK`, `NOT_FOUND`, …: the names Prometheus rules and dashboards are written against. */
export const grpcCodeName = (code: number): string => grpcStatus[code] ?? String(code);

export function observeGrpcServerCall(service: string, method: string, code: number, seconds: number): void {
  serverHandled.inc({ service, method, code: grpcCodeName(code) });
  serverSeconds.observe({ service, method }, seconds);
}

export function observeGrpcClientCall(service: string, method: string, code: number, seconds: number): void {
  clientHandled.inc({ service, method, code: grpcCodeName(code) });
  clientSeconds.observe({ service, method }, seconds);
}
