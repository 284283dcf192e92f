/** Starting and stopping a server process: its output goes to a log file, readiness is polled, stop is by pid. */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';

export interface ServerProcess {
  readonly pid: number | undefined;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>;
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  logFile: string;
  /** Answers true once the server takes requests. */
  ready: () => Promise<boolean>;
  timeoutMs?: number;
}

const lastLines = (file: string, count = 5): string => {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-count).join(' | ');
  } catch {
    return '';
  }
};

const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (hasExited(child)) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
}

/** Spawns a command with stdout and stderr appended to the log file. */
function spawnLogged(options: Pick<SpawnOptions, 'command' | 'args' | 'env' | 'logFile'>): ChildProcess {
  const log = openSync(options.logFile, 'a');
  try {
    return spawn(options.command, options.args, {
      env: { ...process.env, ...options.env },
      stdio: ['ignore', log, log],
    });
  } finally {
    closeSync(log);
  }
}

export async function spawnServer(options: SpawnOptions): Promise<ServerProcess> {
  const child = spawnLogged(options);
  let failed: Error | undefined;
  child.once('error', (error) => (failed = error));
  const stop = (graceMs?: number) => stopProcess(child, graceMs);

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (failed) throw new Error(`${options.name} could not start: ${failed.message}`);
    if (child.exitCode !== null) {
      throw new Error(`${options.name} exited with code ${child.exitCode}: ${lastLines(options.logFile)}`);
    }
    if (await options.ready().catch(() => false)) break;
    if (Date.now() > deadline) {
      await stop(1000);
      throw new Error(`${options.name} was not ready in time: ${lastLines(options.logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A test run must never leave servers behind, even when jest is killed.
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  child.once('exit', () => process.removeListener('exit', onExit));
  return { pid: child.pid, stop };
}

/** Runs a one-off command (e.g. a storage format) with its output in the log file; rejects on a non-zero exit. */
export async function runToCompletion(options: Omit<SpawnOptions, 'ready' | 'timeoutMs'>): Promise<void> {
  const child = spawnLogged(options);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`${options.name} exited with code ${code}: ${lastLines(options.logFile)}`);
}

/** Whether something accepts TCP connections on the port. */
export function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether an HTTP GET answers with the status. */
export async function answersHttp(url: string, status = 200): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.body?.cancel();
  return response.status === status;
}
