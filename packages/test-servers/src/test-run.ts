/**
 * The set of servers one test run (or one stack run) uses. A server whose variable is already set in the
 * environment is not started: `MONGO_URL`, `KAFKA_BROKERS`, `S3_ENDPOINT`, `STRIPE_API_BASE` point the same
 * suites at a real MongoDB, Kafka, S3 store or Stripe endpoint.
 */
import { join } from 'node:path';
import {
  MINIO_CREDENTIALS,
  startFerretDb,
  startKafka,
  startMinio,
  startStripeMock,
  type RunningServer,
  type ServerOptions,
} from './servers';

export const SERVER_VARIABLES = ['MONGO_URL', 'KAFKA_BROKERS', 'S3_ENDPOINT', 'STRIPE_API_BASE'] as const;
export type ServerVariable = (typeof SERVER_VARIABLES)[number];

const STARTERS: Record<ServerVariable, [string, (options: ServerOptions) => Promise<RunningServer>]> = {
  MONGO_URL: ['ferretdb', startFerretDb],
  KAFKA_BROKERS: ['kafka', startKafka],
  S3_ENDPOINT: ['minio', startMinio],
  STRIPE_API_BASE: ['stripe-mock', startStripeMock],
};

export interface TestServers {
  /**
   * The variables to export: every server's address, plus S3 credentials when MinIO was started here and
   * the SASL and TLS listeners of a Kafka started here.
   */
  env: Record<string, string>;
  /** Which servers were started here (the others came from the environment). */
  started: string[];
  stop(): Promise<void>;
}

export async function startTestServers(
  dir: string,
  environment: NodeJS.ProcessEnv = process.env,
): Promise<TestServers> {
  const wanted = SERVER_VARIABLES.filter((variable) => !environment[variable]);
  const settled = await Promise.allSettled(
    wanted.map(async (variable) => {
      const [name, start] = STARTERS[variable];
      return [variable, name, await start({ dir: join(dir, name) })] as const;
    }),
  );
  const running = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(running.map(([, , server]) => server.stop()));
  };
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  const env: Record<string, string> = Object.fromEntries(
    SERVER_VARIABLES.filter((variable) => environment[variable]).map((variable) => [
      variable,
      environment[variable] as string,
    ]),
  );
  for (const [variable, name, server] of running) {
    env[variable] = server.url;
    Object.assign(env, server.env);
    if (name === 'minio') {
      env.S3_ACCESS_KEY = MINIO_CREDENTIALS.accessKey;
      env.S3_SECRET_KEY = MINIO_CREDENTIALS.secretKey;
    }
  }
  return { env, started: running.map(([, name]) => name), stop };
}
