/** Loads the .proto contracts once per process and hands out service definitions and client classes. */
import * as grpc from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { LOADER_OPTIONS, PROTO_FILES, SERVICE_PATHS, type ServiceName } from '@storybook-app/proto';

let loaded: grpc.GrpcObject | undefined;

function contracts(): grpc.GrpcObject {
  loaded ??= grpc.loadPackageDefinition(loadSync(PROTO_FILES, LOADER_OPTIONS));
  return loaded;
}

export function clientConstructor(service: ServiceName): grpc.ServiceClientConstructor {
  const found = SERVICE_PATHS[service]
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], contracts());
  if (typeof found !== 'function')
    throw new Error(`gRPC service ${SERVICE_PATHS[service]} not found in protos`);
  return found as grpc.ServiceClientConstructor;
}

export const serviceDefinition = (service: ServiceName): grpc.ServiceDefinition =>
  clientConstructor(service).service;

/** The method names a service declares, as written in its .proto. */
export const methodNames = (service: ServiceName): string[] => Object.keys(serviceDefinition(service));
