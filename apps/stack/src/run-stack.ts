/**
 * Stack mode: every service runs as its own Node process on the production adapters (MongoDB, Kafka, S3),
 * configured only through environment variables, exactly as its container is in the cluster. The servers
 * come from the environment (`MONGO_URL`, `KAFKA_BROKERS`, `S3_ENDPOINT`, `STRIPE_API_BASE`) or are started
 * here from the test-server cache. The static web is served from this process, standing in for its container.
 *
 * Once the stack is ready the launcher supervises its processes as a Deployment does its pods: one that exits
 * when nobody asked it to is started again with the same environment and ports: at once the first time, as
 * the kubelet restarts a container, then after a backoff that doubles from `RESTART_BACKOFF.initialMs` up to
 * `maxMs` (back to the start once a process stayed up `stableMs`); the exit code or signal is logged.
 * Stopping the stack, or restarting a process through `restart`, is asked for and restarts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startWebServer } from '@storybook-app/embedded';
import type { Logger } from '@storybook-app/kit';
import { freePort, startTestServers, stopProcess } from '@storybook-app/test-servers';
import { RESTART_BACKOFF, restartDelayMs } from './restart-backoff';

/** The back-end services in start order: those others call first. */
export const STACK_SERVICES = ['billing', 'profiles', 'images', 'story', 'auth'] as const;
/** `gateway` is the first gateway replica; `gateway-2`, `gateway-3`… are the others when `gateways` > 1. */
export type StackProcess = (typeof STACK_SERVICES)[number] | 'gateway' | `gateway-${number}`;

export interface StackOptions {
  /** Where the test servers keep their data and logs. */
  dir: string;
  /** The repository root: services run from their built `dist/main.js`. */
  root: string;
  webDist: string;
  /** The first gateway's port (0 picks one). */
  port: number;
  /**
   * How many gateway replicas to run (default 1), each its own process and port on the same services, as
   * behind the cluster's load balancer: what one replica changes must hold on the others.
   */
  gateways?: number;
  host?: string;
  /** The environment handed to every service; server addresses set here are used instead of starting one. */
  env?: NodeJS.ProcessEnv;
  /** How long to wait for /readyz to answer 200. */
  readyTimeoutMs?: number;
  /** Gives every process a metrics endpoint on a free port (METRICS_PORT), as the cluster does. */
  metrics?: boolean;
}

export interface Stack {
  /** The first gateway's URL. */
  url: string;
  /** Every gateway replica's URL, the first one first. */
  urls: string[];
  /** What /readyz answered once everything was serving. */
  readiness: Readiness;
  /** The environment the services got: server addresses and ports, for tests and the printed summary. */
  env: Record<string, string>;
  /** Which test servers were started here. */
  servers: string[];
  /** Each process's metrics URL, when started with `metrics`. */
  metricsUrls: Partial<Record<StackProcess, string>>;
  /**
   * Stops one service's process and starts it again with the same environment and ports, then waits until
   * the stack is ready again. SIGKILL stands for a crash: nothing is handed back, leases must run out.
   */
  restart(service: StackProcess, options?: { signal?: 'SIGTERM' | 'SIGKILL' }): Promise<void>;
  /**
   * Kills one service's process as a crash or an outside `kill` would (SIGKILL by default) and resolves once
   * it is gone; the launcher's supervision starts it again.
   */
  kill(service: StackProcess, signal?: NodeJS.Signals): Promise<void>;
  /** How many times the launcher started a process again after it exited unasked. */
  restarts(service: StackProcess): number;
  /** Resolves once every gateway's /readyz answers 200 (throws after the ready timeout). */
  waitUntilReady(): Promise<void>;
  stop(): Promise<void>;
}

/** The gateway's /readyz answer: each service's health and the adapters it runs on. */
export interface Readiness {
  services: Record<string, { status: string; adapters: Record<string, string> }>;
}

async function waitUntilReady(
  url: string,
  children: Map<StackProcess, ChildProcess>,
  timeoutMs: number,
): Promise<Readiness> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    for (const [name, child] of children) {
      if (child.exitCode !== null)
        throw new Error(`${name} exited with code ${child.exitCode} while starting`);
    }
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3000) });
      last = await response.text();
      if (response.ok) return JSON.parse(last) as Readiness;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the stack was not ready within ${timeoutMs} ms; last /readyz: ${last}`);
}

/**
 * Payments against the stripe-mock the stack started, so checkout and webhooks work end to end; a Stripe
 * named in the environment (STRIPE_API_BASE) brings its own key and prices.
 */
export const STRIPE_MOCK_BILLING_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_stack',
  STRIPE_WEBHOOK_SECRET: 'whsec_stack',
  STRIPE_PRICE_SINGLE_ADVENTURE: 'price_single_adventure',
  STRIPE_PRICE_WEEKLY: 'price_weekly',
  STRIPE_PRICE_ALL_WEEK: 'price_all_week',
  STRIPE_PRICE_EVERYDAY_ADVENTURER: 'price_everyday_adventurer',
};

const billingEnv = (env: NodeJS.ProcessEnv, publicUrl: string): Record<string, string> => ({
  PUBLIC_URL: env.PUBLIC_URL ?? publicUrl,
  ...(env.STRIPE_API_BASE ? {} : STRIPE_MOCK_BILLING_ENV),
});

type StackService = (typeof STACK_SERVICES)[number];

/** The stack's processes and what it knows of them, for starting, supervising and stopping them. */
interface Supervisor {
  root: string;
  logger: Logger;
  /** What every process gets: the caller's environment, then the servers' addresses and service ports. */
  env: Record<string, string | undefined>;
  children: Map<StackProcess, ChildProcess>;
  /** Each process's own environment, for starting it again. */
  envs: Map<StackProcess, Record<string, string>>;
  stops: Array<() => Promise<void>>;
  /** Processes stopped on purpose (by `restart`), whose exit is not a crash. */
  asked: WeakSet<ChildProcess>;
  restartCounts: Map<StackProcess, number>;
  /** Crashes in a row per process, for the backoff; reset once a process has stayed up `stableMs`. */
  crashesInARow: Map<StackProcess, number>;
  pendingRestarts: Set<NodeJS.Timeout>;
  supervising: boolean;
  stopping: boolean;
}

function newSupervisor(root: string, logger: Logger, env: Supervisor['env']): Supervisor {
  return {
    root,
    logger,
    env,
    children: new Map(),
    envs: new Map(),
    stops: [],
    asked: new WeakSet(),
    restartCounts: new Map(),
    crashesInARow: new Map(),
    pendingRestarts: new Set(),
    supervising: false,
    stopping: false,
  };
}

/** With `metrics`, a free port for the process's metrics endpoint, noted in `metricsUrls`. */
async function metricsPort(
  options: StackOptions,
  host: string,
  metricsUrls: Partial<Record<StackProcess, string>>,
  name: StackProcess,
): Promise<Record<string, string>> {
  if (!options.metrics) return {};
  const port = await freePort();
  metricsUrls[name] = `http://${host}:${port}/metrics`;
  return { METRICS_PORT: String(port) };
}

async function stopAll(sup: Supervisor): Promise<void> {
  sup.stopping = true;
  for (const timer of sup.pendingRestarts) clearTimeout(timer);
  for (const stop of sup.stops.reverse()) await stop().catch(() => undefined);
}

/** Starts a service's process (again, when it ran before: it takes the place and the stop of the one before). */
function run(sup: Supervisor, name: StackProcess, env: Record<string, string>): void {
  const service = name.startsWith('gateway') ? 'gateway' : name;
  const child = spawn(process.execPath, [join(sup.root, 'services', service, 'dist', 'main.js')], {
    cwd: sup.root,
    env: { ...sup.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const startedAt = Date.now();
  if (!sup.children.has(name)) sup.stops.push(() => stopProcess(sup.children.get(name)!, 6000));
  sup.children.set(name, child);
  sup.envs.set(name, env);
  child.once('exit', (code, signal) => onExit(sup, name, child, startedAt, { code, signal }));
}

/** A process exited: once the stack is supervised and nobody asked for it, it is started again after a backoff. */
function onExit(
  sup: Supervisor,
  name: StackProcess,
  child: ChildProcess,
  startedAt: number,
  { code, signal }: { code: number | null; signal: NodeJS.Signals | null },
): void {
  const { logger } = sup;
  if (sup.stopping || sup.asked.has(child)) return;
  if (!sup.supervising) {
    // Still starting: waitUntilReady reports it, and a process that cannot start would only loop.
    logger.error({ service: name, code, signal }, 'service process exited while starting');
    return;
  }
  const inARow =
    Date.now() - startedAt >= RESTART_BACKOFF.stableMs ? 1 : (sup.crashesInARow.get(name) ?? 0) + 1;
  sup.crashesInARow.set(name, inARow);
  const delayMs = restartDelayMs(inARow);
  logger.error(
    { service: name, code, signal, restartInMs: delayMs, crashesInARow: inARow },
    'service process exited; starting it again',
  );
  const timer = setTimeout(() => {
    sup.pendingRestarts.delete(timer);
    if (sup.stopping || sup.children.get(name) !== child) return;
    sup.restartCounts.set(name, (sup.restartCounts.get(name) ?? 0) + 1);
    run(sup, name, sup.envs.get(name)!);
    logger.info({ service: name, pid: sup.children.get(name)?.pid }, 'service process started again');
  }, delayMs);
  sup.pendingRestarts.add(timer);
}

/** Stops a process on purpose (SIGTERM, or SIGKILL standing for a crash) and starts it again. */
async function restartProcess(
  sup: Supervisor,
  name: StackProcess,
  signal: 'SIGTERM' | 'SIGKILL',
): Promise<void> {
  const child = sup.children.get(name);
  const env = sup.envs.get(name);
  if (!child || !env) throw new Error(`no ${name} process in this stack`);
  sup.asked.add(child);
  if (signal === 'SIGTERM') await stopProcess(child, 6000);
  else if (child.exitCode === null && child.signalCode === null) {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }
  run(sup, name, env);
}

async function killProcess(sup: Supervisor, name: StackProcess, signal: NodeJS.Signals): Promise<void> {
  const child = sup.children.get(name);
  if (!child) throw new Error(`no ${name} process in this stack`);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await gone;
}

/** A gRPC port for each service, the media port, and the addresses every process reaches the services at. */
async function servicePorts(host: string) {
  const ports = Object.fromEntries(
    await Promise.all(STACK_SERVICES.map(async (name) => [name, await freePort()] as const)),
  ) as Record<StackService, number>;
  const address = (name: StackService) => `${host}:${ports[name]}`;
  const addresses = {
    GRPC_HOST: host,
    AUTH_ADDR: address('auth'),
    PROFILES_ADDR: address('profiles'),
    STORY_ADDR: address('story'),
    IMAGES_ADDR: address('images'),
    BILLING_ADDR: address('billing'),
  };
  return { ports, mediaPort: await freePort(), addresses };
}

/** The gateway replicas' ports: the first as asked (0 picks one), the others free ones. */
async function gatewayPorts(options: StackOptions): Promise<number[]> {
  const ports = [options.port || (await freePort())];
  while (ports.length < (options.gateways ?? 1)) ports.push(await freePort());
  return ports;
}

export async function startStack(options: StackOptions, logger: Logger): Promise<Stack> {
  const host = options.host ?? '127.0.0.1';
  const baseEnv = { ...process.env, ...options.env };
  const sup = newSupervisor(options.root, logger, baseEnv);
  const metricsUrls: Partial<Record<StackProcess, string>> = {};
  const metricsEnv = (name: StackProcess) => metricsPort(options, host, metricsUrls, name);

  try {
    const servers = await startTestServers(options.dir, baseEnv);
    sup.stops.push(() => servers.stop());
    const { ports, mediaPort, addresses } = await servicePorts(host);
    const shared = { ...servers.env, ...addresses };
    sup.env = { ...baseEnv, ...shared };
    const gateways = await gatewayPorts(options);
    const urls = gateways.map((port) => `http://${host}:${port}`);
    const url = urls[0]!;
    for (const name of STACK_SERVICES) {
      run(sup, name, {
        ...(await metricsEnv(name)),
        GRPC_PORT: String(ports[name]),
        // One images process, started again by this launcher only once it has exited: its name is its own.
        ...(name === 'images' ? { MEDIA_PORT: String(mediaPort), IMAGE_WORKER_NAME: 'stack-images' } : {}),
        ...(name === 'billing' ? billingEnv(baseEnv, url) : {}),
      });
    }

    const web = await startWebServer(options.webDist, host);
    sup.stops.push(() => web.stop());
    for (const [index, port] of gateways.entries()) {
      const name: StackProcess = index === 0 ? 'gateway' : `gateway-${index + 1}`;
      const gatewayEnv = {
        HOST: host,
        PORT: String(port),
        WEB_URL: web.url,
        MEDIA_URL: `http://${host}:${mediaPort}`,
      };
      run(sup, name, { ...(await metricsEnv(name)), ...gatewayEnv });
    }
    const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
    const readiness = await waitUntilReady(url, sup.children, readyTimeoutMs);
    for (const other of urls.slice(1)) await waitUntilReady(other, sup.children, readyTimeoutMs);
    sup.supervising = true;
    const allReady = async () => {
      // A process that exits now is the supervisor's to start again, not a failed start.
      for (const each of urls) await waitUntilReady(each, new Map(), readyTimeoutMs);
    };
    return {
      url,
      urls,
      readiness,
      env: { ...shared, GATEWAY_URL: url },
      servers: servers.started,
      metricsUrls,
      async restart(name, { signal = 'SIGTERM' } = {}) {
        await restartProcess(sup, name, signal);
        await allReady();
      },
      kill: (name, signal = 'SIGKILL') => killProcess(sup, name, signal),
      restarts: (name) => sup.restartCounts.get(name) ?? 0,
      waitUntilReady: allReady,
      stop: () => stopAll(sup),
    };
  } catch (error) {
    await stopAll(sup);
    throw error;
  }
}
