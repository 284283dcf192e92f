/** Variables every back-end service reads, with the defaults of a local run. */
import { z } from 'zod';
import { env } from './config';
import { adapterEnv } from './service-adapters';

export const serviceEnv = (defaultGrpcPort: number) => ({
  GRPC_HOST: z.string().default('127.0.0.1'),
  GRPC_PORT: env.port(defaultGrpcPort),
  /** 0: connections live as long as the clients keep them. */
  GRPC_MAX_CONNECTION_AGE_MS: z.coerce.number().int().min(0).default(0),
  /** Prometheus metrics on this port (on GRPC_HOST), never a public one; unset: no metrics endpoint. */
  METRICS_PORT: env.port().optional(),
  LOG_LEVEL: env.logLevel(),
  NODE_ENV: env.nodeEnv(),
  ...adapterEnv(),
});

/** Default gRPC ports of the five services when each runs as its own process. */
export const DEFAULT_GRPC_PORTS = {
  auth: 50051,
  profiles: 50052,
  story: 50053,
  images: 50054,
  billing: 50055,
};
