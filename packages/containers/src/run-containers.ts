/**
 * Runs the overlay's containers with testcontainers (the design card's tool), on a network of their own where
 * each is reached by its Services' names, as in the cluster: the stores first (awaited until they listen),
 * then every workload. Every port an image exposes is published on 127.0.0.1 only, at a free port; the
 * gateway's is the product's URL. Stopping takes everything down, network included.
 */
import {
  GenericContainer,
  Network,
  Wait,
  type StartedNetwork,
  type StartedTestContainer,
} from 'testcontainers';
import type { ContainerSpec } from './overlay';

export interface RunningContainers {
  /** The gateway's URL on 127.0.0.1. */
  url: string;
  /** Each workload's container, by name. */
  containers: Map<string, StartedTestContainer>;
  stop(): Promise<void>;
}

export interface RunOptions {
  specs: readonly ContainerSpec[];
  /** The image run for each image the overlay names (stand-ins for stores that cannot be pulled). */
  imageFor(image: string): string;
  /** Set before testcontainers first reaches the engine (DOCKER_HOST and its settings). */
  apiEnv: Record<string, string>;
  log(line: string): void;
  /** How long the gateway may take to answer /readyz with 200. */
  readyTimeoutMs?: number;
}

async function waitUntilReady(url: string, timeoutMs: number): Promise<void> {
  let last = '';
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3000) });
      last = `${response.status} ${await response.text()}`;
      if (response.ok) return;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the gateway container was not ready within ${timeoutMs} ms; last /readyz: ${last}`);
}

export async function runContainers(options: RunOptions): Promise<RunningContainers> {
  // testcontainers reads DOCKER_HOST and its settings when it first reaches the engine, which is below.
  Object.assign(process.env, options.apiEnv);

  /** A container whose published ports listen on 127.0.0.1 only, with the manifest's hardening. */
  class WorkloadContainer extends GenericContainer {
    constructor(spec: ContainerSpec, image: string) {
      super(image);
      this.withName(`storybook-${spec.name}-${process.pid}`)
        .withEnvironment(spec.env)
        .withNetworkAliases(...spec.aliases, spec.name)
        .withTmpFs(Object.fromEntries(spec.tmpfs.map((path) => [path, 'rw,mode=1777'])))
        .withStartupTimeout(120_000);
      if (spec.entrypoint) this.withEntrypoint(spec.entrypoint);
      if (spec.command) this.withCommand(spec.command);
      if (spec.user) this.withUser(spec.user);
      if (spec.dropCapabilities.length) this.withDroppedCapabilities(...spec.dropCapabilities);
      if (spec.noNewPrivileges) this.withSecurityOpt('no-new-privileges');
      this.hostConfig.ReadonlyRootfs = spec.readOnlyRoot;
      if (spec.memoryBytes) this.hostConfig.Memory = spec.memoryBytes;
      if (spec.ports.length) {
        this.withExposedPorts(...spec.ports);
        for (const port of spec.ports)
          this.hostConfig.PortBindings![`${port}/tcp`] = [{ HostIp: '127.0.0.1', HostPort: '0' }];
        this.withWaitStrategy(Wait.forListeningPorts());
      }
    }
  }

  const containers = new Map<string, StartedTestContainer>();
  let network: StartedNetwork | undefined;
  const stop = async () => {
    for (const [name, container] of [...containers].reverse()) {
      await container
        .stop({ timeout: 5_000 })
        .catch((error: Error) => options.log(`! ${name}: ${error.message}`));
    }
    containers.clear();
    await network?.stop().catch(() => undefined);
  };
  const start = async (spec: ContainerSpec) => {
    const image = options.imageFor(spec.image);
    options.log(`> starting ${spec.name} (${image})`);
    const started = await new WorkloadContainer(spec, image).withNetwork(network!).start();
    containers.set(spec.name, started);
  };

  try {
    network = await new Network().start();
    // The stores first: the services read their addresses at start.
    await Promise.all(options.specs.filter((spec) => spec.store).map(start));
    await Promise.all(options.specs.filter((spec) => !spec.store).map(start));
    const gateway = containers.get('gateway');
    if (!gateway) throw new Error('the overlay has no gateway workload');
    const url = `http://127.0.0.1:${gateway.getMappedPort(8080)}`;
    await waitUntilReady(url, options.readyTimeoutMs ?? 120_000);
    return { url, containers, stop };
  } catch (error) {
    for (const [name, container] of containers) {
      const logs = await container.logs({ tail: 20 }).catch(() => undefined);
      if (!logs) continue;
      const lines: string[] = [];
      for await (const chunk of logs) lines.push(String(chunk));
      options.log(`--- ${name} (last lines)\n${lines.join('').trimEnd()}`);
    }
    await stop();
    throw error;
  }
}
