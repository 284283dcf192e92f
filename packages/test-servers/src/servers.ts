/**
 * The four test servers, each on 127.0.0.1 with free ports and its own directory. `restart` reuses the port
 * and the data, as a real server coming back after an outage would.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { binaryPath, cacheDir, kafkaLibs } from './cache';
import { freePort } from './free-port';
import { acceptsConnections, answersHttp, runToCompletion, spawnServer, type ServerProcess } from './process';
import { KAFKA } from './versions';

export interface RunningServer {
  /** What clients connect to: a URL, or `host:port` for Kafka. */
  readonly url: string;
  /** Stops the process; `graceMs: 0` kills it at once, like a crash. */
  stop(options?: { graceMs?: number }): Promise<void>;
  /** Starts it again on the same port with the same data. */
  restart(): Promise<void>;
  /** More variables for the tests, beyond `url`. */
  readonly env?: Record<string, string>;
}

export interface ServerOptions {
  /** Data and log directory (created when missing). */
  dir: string;
  cache?: string;
}

function managed(url: string, start: () => Promise<ServerProcess>, first: ServerProcess): RunningServer {
  let current: ServerProcess | undefined = first;
  return {
    url,
    async stop({ graceMs } = {}) {
      await current?.stop(graceMs);
      current = undefined;
    },
    async restart() {
      await current?.stop();
      current = await start();
    },
  };
}

export async function startFerretDb({ dir, cache = cacheDir() }: ServerOptions): Promise<RunningServer> {
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const start = () =>
    spawnServer({
      name: 'FerretDB',
      command: binaryPath('ferretdb', cache),
      args: [
        '--handler=sqlite',
        // WAL (FerretDB's default) without a sync per commit: a killed FerretDB loses nothing, only the
        // machine's own crash could, and each write costs a fraction of the time (stack mode's book speed).
        `--sqlite-url=file:${dir}/?_pragma=synchronous(normal)`,
        `--listen-addr=127.0.0.1:${port}`,
        `--state-dir=${dir}`,
        // Its metrics listener would otherwise take 127.0.0.1:8088 in every instance.
        '--debug-addr=-',
        '--telemetry=disable',
        '--log-level=warn',
      ],
      // Its garbage collector ran often enough to cost a fifth of its CPU under a book's writes (0.39–0.47 s
      // a book in stack mode; 0.33–0.34 s with a fourfold heap target): memory a test server can spare.
      env: { GOGC: '400' },
      logFile: join(dir, 'ferretdb.log'),
      ready: () => acceptsConnections(port),
    });
  return managed(`mongodb://127.0.0.1:${port}`, start, await start());
}

export const MINIO_CREDENTIALS = { accessKey: 'storybook', secretKey: 'storybook-secret' } as const;

export async function startMinio({ dir, cache = cacheDir() }: ServerOptions): Promise<RunningServer> {
  const data = join(dir, 'data');
  mkdirSync(data, { recursive: true });
  const [port, consolePort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const start = () =>
    spawnServer({
      name: 'MinIO',
      command: binaryPath('minio', cache),
      args: [
        'server',
        data,
        '--address',
        `127.0.0.1:${port}`,
        '--console-address',
        `127.0.0.1:${consolePort}`,
        '--quiet',
      ],
      env: {
        MINIO_ROOT_USER: MINIO_CREDENTIALS.accessKey,
        MINIO_ROOT_PASSWORD: MINIO_CREDENTIALS.secretKey,
        MINIO_BROWSER: 'off',
        MINIO_UPDATE: 'off',
      },
      logFile: join(dir, 'minio.log'),
      ready: () => answersHttp(`${url}/minio/health/ready`),
    });
  return managed(url, start, await start());
}

export async function startStripeMock({ dir, cache = cacheDir() }: ServerOptions): Promise<RunningServer> {
  mkdirSync(dir, { recursive: true });
  const [port, httpsPort] = [await freePort(), await freePort()];
  const start = () =>
    spawnServer({
      name: 'stripe-mock',
      command: binaryPath('stripe-mock', cache),
      // It serves HTTPS too, on 12112 unless told otherwise, which would clash between runs.
      args: ['-http-addr', `127.0.0.1:${port}`, '-https-addr', `127.0.0.1:${httpsPort}`],
      logFile: join(dir, 'stripe-mock.log'),
      ready: () => acceptsConnections(port),
    });
  return managed(`http://127.0.0.1:${port}`, start, await start());
}

/**
 * A Kafka cluster id: 16 random bytes, base64url without padding, as `kafka-storage random-uuid` prints. It
 * may start with `-`, so it is passed as `--cluster-id=<id>`, never as a separate argument.
 */
const newClusterId = (): string => randomBytes(16).toString('base64url');

/**
 * The cluster id of the Kafka whose data is in `dir`: the one its storage was formatted with, kept in
 * `cluster.id` beside it, so a kept directory (stack mode's STACK_DIR) starts again with its data. Kafka
 * refuses a storage formatted under another id ("Invalid cluster.id"), even with `--ignore-formatted`.
 */
export function kafkaClusterId(dir: string, logs = join(dir, 'logs')): string {
  const kept = join(dir, 'cluster.id');
  if (existsSync(kept)) return readFileSync(kept, 'utf8').trim();
  // A directory formatted before the id was kept beside it: its storage knows it.
  const meta = join(logs, 'meta.properties');
  const formatted = existsSync(meta)
    ? /^cluster\.id=(.+)$/m.exec(readFileSync(meta, 'utf8'))?.[1]?.trim()
    : undefined;
  const id = formatted ?? newClusterId();
  writeFileSync(kept, `${id}\n`);
  return id;
}

async function kafkaAnswers(brokers: string): Promise<boolean> {
  const admin = new Kafka({
    brokers: [brokers],
    logLevel: logLevel.NOTHING,
    connectionTimeout: 1000,
    retry: { retries: 0 },
  }).admin();
  try {
    await admin.connect();
    await admin.listTopics();
    return true;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/** The user of the test Kafka's SASL/PLAIN listener. */
export const KAFKA_SASL_USER = { username: 'storybook', password: 'storybook-secret' };

/** The password of the test Kafka's TLS key store (a throwaway key made for each test directory). */
const KAFKA_KEYSTORE_PASSWORD = 'storybook-test';

/**
 * A self-signed certificate for 127.0.0.1 in a PKCS12 key store for Kafka's TLS listener, and the same
 * certificate as PEM for clients to trust; made once per directory with the JDK's keytool.
 */
async function kafkaTlsFiles(dir: string, logFile: string): Promise<{ keystore: string; caFile: string }> {
  const keystore = join(dir, 'kafka-tls.p12');
  const caFile = join(dir, 'kafka-tls-ca.pem');
  if (existsSync(keystore) && existsSync(caFile)) return { keystore, caFile };
  const store = ['-keystore', keystore, '-storetype', 'PKCS12', '-storepass', KAFKA_KEYSTORE_PASSWORD];
  await runToCompletion({
    name: 'Kafka TLS key',
    command: 'keytool',
    args: [
      '-genkeypair',
      ...['-alias', 'kafka', '-keyalg', 'RSA', '-keysize', '2048', '-validity', '3650'],
      ...['-dname', 'CN=127.0.0.1', '-ext', 'SAN=IP:127.0.0.1,DNS:localhost'],
      ...store,
    ],
    logFile,
  });
  await runToCompletion({
    name: 'Kafka TLS certificate',
    command: 'keytool',
    args: ['-exportcert', '-rfc', '-alias', 'kafka', '-file', caFile, ...store],
    logFile,
  });
  return { keystore, caFile };
}

/** The single node's server.properties: its three listeners (plain, SASL, TLS), controller and small topics. */
function kafkaProperties(
  {
    port,
    controllerPort,
    saslPort,
    tlsPort,
  }: Record<'port' | 'controllerPort' | 'saslPort' | 'tlsPort', number>,
  keystore: string,
  logs: string,
): string {
  return [
    'process.roles=broker,controller',
    'node.id=1',
    `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
    `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort},SASL_PLAINTEXT://127.0.0.1:${saslPort},SSL://127.0.0.1:${tlsPort}`,
    `advertised.listeners=PLAINTEXT://127.0.0.1:${port},SASL_PLAINTEXT://127.0.0.1:${saslPort},SSL://127.0.0.1:${tlsPort}`,
    'controller.listener.names=CONTROLLER',
    'inter.broker.listener.name=PLAINTEXT',
    'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT,SASL_PLAINTEXT:SASL_PLAINTEXT,SSL:SSL',
    // A third door behind TLS, with a certificate of its own that clients must be told to trust.
    `listener.name.ssl.ssl.keystore.location=${keystore}`,
    'listener.name.ssl.ssl.keystore.type=PKCS12',
    `listener.name.ssl.ssl.keystore.password=${KAFKA_KEYSTORE_PASSWORD}`,
    `listener.name.ssl.ssl.key.password=${KAFKA_KEYSTORE_PASSWORD}`,
    // A second door that wants a user name and password (SASL/PLAIN), as managed Kafka services do.
    'sasl.enabled.mechanisms=PLAIN',
    `listener.name.sasl_plaintext.plain.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${KAFKA_SASL_USER.username}" password="${KAFKA_SASL_USER.password}" user_${KAFKA_SASL_USER.username}="${KAFKA_SASL_USER.password}";`,
    `log.dirs=${logs}`,
    'num.partitions=3',
    'offsets.topic.replication.factor=1',
    // One partition for the offsets topic: a single node gains nothing from 50, and it starts faster.
    'offsets.topic.num.partitions=1',
    'transaction.state.log.replication.factor=1',
    'transaction.state.log.min.isr=1',
    'share.coordinator.state.topic.replication.factor=1',
    'share.coordinator.state.topic.min.isr=1',
    // Consumers in tests join one by one: no reason to wait for more before the first rebalance.
    'group.initial.rebalance.delay.ms=0',
    '',
  ].join('\n');
}

/**
 * Apache Kafka in KRaft mode: one node acting as broker and controller. Clients connect in plain text at
 * `url`; a second listener asks for SASL/PLAIN credentials (`env`: `KAFKA_SASL_TEST_*`), a third speaks
 * TLS with a self-signed certificate (`env`: `KAFKA_TLS_TEST_BROKERS`, and `KAFKA_TLS_TEST_CA_FILE` to trust).
 */
export async function startKafka({
  dir,
  cache = cacheDir(),
  choosePort = freePort,
}: ServerOptions & {
  /** Picks each port (the tests of the retry below pick a taken one first). */
  choosePort?: () => Promise<number>;
}): Promise<RunningServer> {
  const logs = join(dir, 'logs');
  mkdirSync(logs, { recursive: true });
  const log = join(dir, 'kafka.log');
  const tls = await kafkaTlsFiles(dir, log);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startKafkaOnFreePorts({ dir, cache, logs, log, tls, choosePort });
    } catch (error) {
      // A port taken between choosing it and the broker binding it (its JVM takes a second or two to get
      // there, while other processes starting meanwhile pick free ports too): other ports, once more.
      if (
        attempt >= KAFKA_PORT_TRIES ||
        !/BindException|Address already in use|ServerSocketChannelImpl\.(net)?bind/i.test(String(error))
      ) {
        throw error;
      }
    }
  }
}

/** Starts of the test Kafka on newly chosen ports before its failure to bind one is given up. */
const KAFKA_PORT_TRIES = 3;

async function startKafkaOnFreePorts({
  dir,
  cache,
  logs,
  log,
  tls,
  choosePort,
}: {
  dir: string;
  cache: string;
  logs: string;
  log: string;
  tls: { keystore: string; caFile: string };
  choosePort: () => Promise<number>;
}): Promise<RunningServer> {
  const [port, controllerPort, saslPort, tlsPort] = [
    await choosePort(),
    await choosePort(),
    await choosePort(),
    await choosePort(),
  ];
  const properties = join(dir, 'server.properties');
  writeFileSync(properties, kafkaProperties({ port, controllerPort, saslPort, tlsPort }, tls.keystore, logs));
  const classpath = `${kafkaLibs(KAFKA.version, cache)}/*`;
  // The client compiler only (TieredStopAtLevel=1): a test broker lives minutes, and the optimising compiler
  // spent its first minutes' CPU on code it would have run faster later (stack mode's book bench: the
  // broker's CPU per book 0.33–0.42 s before, 0.23–0.26 s with it).
  const jvm = [
    '-Xms128m',
    '-Xmx512m',
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
    '-Dorg.slf4j.simpleLogger.defaultLogLevel=warn',
  ];
  await runToCompletion({
    name: 'Kafka storage format',
    command: 'java',
    args: [
      ...jvm,
      '-cp',
      classpath,
      'kafka.tools.StorageTool',
      'format',
      `--cluster-id=${kafkaClusterId(dir, logs)}`,
      // A kept directory (stack mode's STACK_DIR) is formatted once; later starts pass its own id again.
      '--ignore-formatted',
      '-c',
      properties,
    ],
    logFile: log,
  });
  const brokers = `127.0.0.1:${port}`;
  const start = () =>
    spawnServer({
      name: 'Kafka',
      command: 'java',
      args: [...jvm, '-cp', classpath, 'kafka.Kafka', properties],
      logFile: log,
      ready: () => kafkaAnswers(brokers),
      timeoutMs: 90_000,
    });
  return {
    ...managed(brokers, start, await start()),
    env: {
      KAFKA_SASL_TEST_BROKERS: `127.0.0.1:${saslPort}`,
      KAFKA_SASL_TEST_USERNAME: KAFKA_SASL_USER.username,
      KAFKA_SASL_TEST_PASSWORD: KAFKA_SASL_USER.password,
      KAFKA_TLS_TEST_BROKERS: `127.0.0.1:${tlsPort}`,
      KAFKA_TLS_TEST_CA_FILE: tls.caFile,
    },
  };
}
