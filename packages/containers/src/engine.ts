/**
 * The machine's container engine: docker or podman (`CONTAINER_ENGINE` picks one when both are there).
 *
 * On podman, root containers get podman's default ulimits (nofile 1048576), above many machines' hard limits,
 * and runc then fails with "error setting rlimit"; a containers.conf of our own, passed by CONTAINERS_CONF,
 * sets the machine's own hard limits instead. testcontainers speaks the Docker API: on podman that is
 * `podman system service` on a socket of our own, started here and stopped with the product.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type EngineName = 'docker' | 'podman';

export interface Engine {
  name: EngineName;
  /** The environment every engine command (and testcontainers) runs with. */
  env: NodeJS.ProcessEnv;
  /** Runs an engine command and answers its stdout; throws with its stderr's last line on failure. */
  run(args: readonly string[], options?: SpawnSyncOptions & { quiet?: boolean }): string;
  /** Whether an engine command succeeds (no output kept). */
  succeeds(args: readonly string[], timeoutMs?: number): boolean;
}

const onPath = (command: string): boolean =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** The container tools the product's images and container test need, as Debian packages. */
export const DEBIAN_PACKAGES = [
  'podman',
  'runc',
  'mmdebstrap',
  // Name resolution between containers on a podman network (podman 4 with CNI).
  'golang-github-containernetworking-plugin-dnsname',
];

function hardLimit(flag: '-n' | '-u', fallback: number): number {
  const answer = spawnSync('sh', ['-c', `ulimit -H ${flag}`], { encoding: 'utf8' }).stdout.trim();
  const value = answer === 'unlimited' ? Number.POSITIVE_INFINITY : Number(answer);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** A containers.conf with ulimits this machine allows, and runc (the runtime Debian's podman works with). */
export function podmanConf(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const nofile = Math.min(hardLimit('-n', 20000), 1048576);
  const nproc = Math.min(hardLimit('-u', 32768), 32768);
  const file = join(dir, 'containers.conf');
  writeFileSync(
    file,
    [
      '[containers]',
      `default_ulimits = ["nofile=${nofile}:${nofile}", "nproc=${nproc}:${nproc}"]`,
      '[engine]',
      'runtime = "runc"',
      '',
    ].join('\n'),
  );
  return file;
}

/** The engine on this machine, or undefined when there is none. `dir` keeps its configuration. */
export function findEngine(dir: string, env: NodeJS.ProcessEnv = process.env): Engine | undefined {
  const wanted = env.CONTAINER_ENGINE as EngineName | undefined;
  const name = (wanted ? [wanted] : (['podman', 'docker'] as const)).find(onPath);
  if (!name) return undefined;
  const engineEnv: NodeJS.ProcessEnv =
    name === 'podman' ? { ...env, CONTAINERS_CONF: env.CONTAINERS_CONF ?? podmanConf(dir) } : { ...env };
  const run: Engine['run'] = (args, { quiet, ...options } = {}) => {
    const result = spawnSync(name, args, {
      env: engineEnv,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'],
      ...options,
    });
    if (result.status !== 0) {
      const why =
        String(result.stderr ?? '')
          .trim()
          .split('\n')
          .at(-1) || `exit code ${result.status}`;
      throw new Error(`${name} ${args.slice(0, 2).join(' ')} failed: ${why}`);
    }
    return String(result.stdout ?? '');
  };
  return {
    name,
    env: engineEnv,
    run,
    succeeds: (args, timeoutMs = 60_000) =>
      spawnSync(name, args, { env: engineEnv, stdio: 'ignore', timeout: timeoutMs }).status === 0,
  };
}

export interface DockerApi {
  /** The environment testcontainers needs to reach the engine (DOCKER_HOST and its settings). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The Docker-compatible API testcontainers talks to. Docker's own socket as it is; podman's served on a
 * socket of ours for as long as the product runs. Ryuk (testcontainers' reaper) is off because its image
 * cannot be pulled without a registry: whoever starts containers stops them. Published ports are reached on
 * 127.0.0.1, where this machine's servers stay.
 */
export async function dockerApi(engine: Engine, dir: string): Promise<DockerApi> {
  const common = { TESTCONTAINERS_RYUK_DISABLED: 'true', TESTCONTAINERS_HOST_OVERRIDE: '127.0.0.1' };
  if (engine.name === 'docker') return { env: common, stop: async () => undefined };
  mkdirSync(dir, { recursive: true });
  const socket = join(dir, `podman-${process.pid}.sock`);
  rmSync(socket, { force: true });
  const service: ChildProcess = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], {
    env: engine.env,
    stdio: 'ignore',
  });
  for (const deadline = Date.now() + 15_000; !existsSync(socket);) {
    if (service.exitCode !== null) throw new Error(`podman system service exited (${service.exitCode})`);
    if (Date.now() > deadline) throw new Error('podman system service did not open its socket in 15 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    env: { ...common, DOCKER_HOST: `unix://${socket}` },
    async stop() {
      if (service.exitCode === null) {
        const gone = new Promise((resolve) => service.once('exit', resolve));
        service.kill('SIGTERM');
        await gone;
      }
      rmSync(socket, { force: true });
    },
  };
}
