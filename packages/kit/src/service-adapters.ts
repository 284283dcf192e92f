/**
 * Picks each port's adapter for a service process from its environment: a server's address selects the
 * production adapter (MONGO_URL -> MongoDB, KAFKA_BROKERS -> Kafka, S3_ENDPOINT -> S3), its absence the
 * embedded one. This is the only place that chooses; services see the ports.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError, env } from './config';
import { openEmbeddedBlobs, openEmbeddedStore } from './embedded-stores';
import { createInProcessEventBus } from './adapters/embedded';
import type * as ProductionAdapters from './adapters/production';
import type { KafkaSasl, KafkaTrust } from './adapters/kafka-event-bus';
import type { AdapterNames } from './grpc/server';
import type { Logger } from './logger';
import type { BlobStore } from './ports/blob-store';
import type { DocumentStore } from './ports/document-store';
import type { EventBus } from './ports/event-bus';

/** The variables that select and configure the Kafka bus (the gateway reads these alone). */
export const kafkaEnv = () => ({
  KAFKA_BROKERS: env.list(),
  KAFKA_SSL: env.boolean(false),
  /** A PEM file of the CA that signed the brokers' certificates (a private CA); unset: the system's CAs. */
  KAFKA_SSL_CA_FILE: z.string().optional(),
  /** Set to connect with credentials; then KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD are required. */
  KAFKA_SASL_MECHANISM: z.enum(['plain', 'scram-sha-256', 'scram-sha-512']).optional(),
  KAFKA_SASL_USERNAME: z.string().optional(),
  KAFKA_SASL_PASSWORD: z.string().optional(),
  /**
   * How long the group waits for a silent member: after a crash, a restarted process's consumers join only
   * once the dead one's session ran out. 6 s is the brokers' default least (`group.min.session.timeout.ms`).
   */
  KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(1_800_000).default(6000),
});

export type KafkaConfig = z.infer<z.ZodObject<ReturnType<typeof kafkaEnv>>>;

/** The variables that select and configure the production adapters; part of every service's config. */
export const adapterEnv = () => ({
  DATA_DIR: z.string().default('./data'),
  MONGO_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'expected a mongodb:// URL')
    .optional(),
  /** Each service gets its own database, `<prefix>_<service>`. */
  MONGO_DB_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_]+$/)
    .default('storybook'),
  ...kafkaEnv(),
  S3_ENDPOINT: env.url().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected an S3 bucket name')
    .default('storybook-media'),
  S3_REGION: z.string().default('us-east-1'),
});

export type AdapterConfig = z.infer<z.ZodObject<ReturnType<typeof adapterEnv>>>;

/** What a service announces in its readiness: each port's adapter, e.g. `{ documents: 'mongo' }`. */
export const adapterNames = (ports: Record<string, { readonly adapter: string }>): AdapterNames =>
  Object.fromEntries(Object.entries(ports).map(([port, value]) => [port, value.adapter]));

/** Whether every port answers its ping: a service's readiness. */
export const portsAnswer = async (...ports: Array<{ ping(): Promise<boolean> }>): Promise<boolean> =>
  (await Promise.all(ports.map((port) => port.ping().catch(() => false)))).every(Boolean);

export interface ServiceAdapters {
  documents(): Promise<DocumentStore>;
  events(): Promise<EventBus>;
  blobs(): Promise<BlobStore>;
  /** Closes what was opened, the last opened first. */
  close(): Promise<void>;
}

/**
 * The production adapters load only when a server is configured: mongoose, kafkajs and minio would add
 * tens of megabytes to every embedded process that never uses them.
 */
const production = (): typeof ProductionAdapters =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- on demand, for the reason above
  require('./adapters/production') as typeof ProductionAdapters;

/** How to meet Kafka's TLS: not at all, with the system's CAs (`true`), or trusting the CA file's certificates. */
export function kafkaTls(config: KafkaConfig): boolean | KafkaTrust {
  const { KAFKA_SSL: ssl, KAFKA_SSL_CA_FILE: caFile } = config;
  if (!caFile) return ssl;
  if (!ssl) throw new ConfigError(['KAFKA_SSL: must be true when KAFKA_SSL_CA_FILE is set']);
  let ca: string;
  try {
    ca = readFileSync(caFile, 'utf8');
  } catch (error) {
    throw new ConfigError([`KAFKA_SSL_CA_FILE: cannot read ${caFile} (${(error as Error).message})`]);
  }
  if (!ca.includes('-----BEGIN CERTIFICATE-----')) {
    throw new ConfigError([`KAFKA_SSL_CA_FILE: ${caFile} holds no PEM certificate`]);
  }
  return { ca: [ca] };
}

/** The Kafka credentials the configuration names, or none; half a configuration stops the service. */
export function kafkaSasl(config: KafkaConfig): KafkaSasl | undefined {
  const {
    KAFKA_SASL_MECHANISM: mechanism,
    KAFKA_SASL_USERNAME: username,
    KAFKA_SASL_PASSWORD: password,
  } = config;
  if (!mechanism) {
    if (username || password) {
      throw new ConfigError(['KAFKA_SASL_MECHANISM: required when KAFKA_SASL_USERNAME or _PASSWORD is set']);
    }
    return undefined;
  }
  if (!username || !password) {
    throw new ConfigError([
      'KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD: required when KAFKA_SASL_MECHANISM is set',
    ]);
  }
  return { mechanism, username, password };
}

/** The Kafka bus a configuration names (KAFKA_BROKERS must be set). */
export function openKafkaEventBus(service: string, config: KafkaConfig, logger: Logger): EventBus {
  const { createKafkaEventBus } = production();
  return createKafkaEventBus({
    brokers: config.KAFKA_BROKERS,
    clientId: service,
    ssl: kafkaTls(config),
    sasl: kafkaSasl(config),
    sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS,
    // A third of the session at most, so two lost heartbeats do not cost a live member its partitions.
    heartbeatIntervalMs: Math.min(1000, Math.floor(config.KAFKA_SESSION_TIMEOUT_MS / 3)),
    logger,
  });
}

export function serviceAdapters(service: string, config: AdapterConfig, logger: Logger): ServiceAdapters {
  let closers: Array<() => Promise<void>> = [];
  const opened = <T extends { readonly adapter: string; close(): Promise<void> }>(
    port: string,
    value: T,
  ): T => {
    closers.push(() => value.close());
    logger.info({ port, adapter: value.adapter }, 'adapter opened');
    return value;
  };

  return {
    async documents() {
      if (!config.MONGO_URL) return opened('documents', await openEmbeddedStore(config.DATA_DIR, service));
      const { openMongoDocumentStore } = production();
      const store = await openMongoDocumentStore({
        url: config.MONGO_URL,
        database: `${config.MONGO_DB_PREFIX}_${service}`,
        logger,
      });
      return opened('documents', store);
    },
    async events() {
      if (config.KAFKA_BROKERS.length === 0) {
        // Alone in its process, the in-process bus only reaches this service's own subscribers.
        return opened('events', createInProcessEventBus({ logger }));
      }
      return opened('events', openKafkaEventBus(service, config, logger));
    },
    async blobs() {
      if (!config.S3_ENDPOINT) return opened('blobs', await openEmbeddedBlobs(config.DATA_DIR));
      if (!config.S3_ACCESS_KEY || !config.S3_SECRET_KEY) {
        throw new ConfigError(['S3_ACCESS_KEY and S3_SECRET_KEY: required when S3_ENDPOINT is set']);
      }
      const { openS3BlobStore } = production();
      const blobs = await openS3BlobStore({
        endpoint: config.S3_ENDPOINT,
        accessKey: config.S3_ACCESS_KEY,
        secretKey: config.S3_SECRET_KEY,
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        logger,
      });
      return opened('blobs', blobs);
    },
    async close() {
      const closing = closers.reverse();
      closers = [];
      for (const close of closing) await close().catch(() => undefined);
    },
  };
}
