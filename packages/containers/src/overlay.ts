/**
 * The rendered overlay as containers: each Deployment and StatefulSet becomes one container with the image,
 * command, arguments, environment (ConfigMaps and Secrets resolved), user, capabilities, read-only root and
 * memory limit its manifest gives, reachable on the network by the names of the Services that select it.
 *
 * What a container engine does not do is left out, and said so in docs/operations.md: one replica of each
 * workload, no probes, no NetworkPolicies, no autoscaling or disruption budgets, no Ingress; volumes are
 * fresh tmpfs mounts (the data lives as long as the container).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

export interface ContainerSpec {
  /** The workload's name: 'gateway', 'kafka'. */
  name: string;
  image: string;
  /** The manifest's `command` (the image's entrypoint otherwise). */
  entrypoint?: string[];
  /** The manifest's `args` (the image's command otherwise). */
  command?: string[];
  env: Record<string, string>;
  /** `uid:gid` from the pod's and container's security contexts. */
  user?: string;
  readOnlyRoot: boolean;
  memoryBytes?: number;
  /** Mount paths of the manifest's volumes, each a fresh tmpfs. */
  tmpfs: string[];
  /** The Services that select the workload: its names on the network. */
  aliases: string[];
  ports: number[];
  dropCapabilities: string[];
  noNewPrivileges: boolean;
  /** A StatefulSet is one of the stores, started and awaited before the services. */
  store: boolean;
}

interface KubeObject {
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: KubeSpec;
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string };
    secretKeyRef?: { name: string; key: string };
  };
}

interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  env?: EnvVar[];
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  ports?: Array<{ containerPort: number }>;
  resources?: { limits?: { memory?: string } };
  securityContext?: SecurityContext & {
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[] };
  };
  volumeMounts?: Array<{ mountPath: string }>;
}

interface SecurityContext {
  runAsUser?: number;
  runAsGroup?: number;
}

interface KubeSpec {
  selector?: Record<string, string> & { matchLabels?: Record<string, string> };
  template?: {
    metadata?: { labels?: Record<string, string> };
    spec: { containers: Container[]; securityContext?: SecurityContext };
  };
}

const UNITS: Record<string, number> = {
  Ki: 1024,
  Mi: 1024 ** 2,
  Gi: 1024 ** 3,
  K: 1000,
  M: 1000 ** 2,
  G: 1000 ** 3,
};

/** A Kubernetes quantity of memory in bytes: '256Mi' → 268435456. */
export function memoryBytes(quantity: string): number {
  const match = /^(\d+(?:\.\d+)?)([KMG]i?)?$/.exec(quantity.trim());
  if (!match) throw new Error(`not a memory quantity: ${quantity}`);
  return Math.round(Number(match[1]) * (match[2] ? UNITS[match[2]]! : 1));
}

const decode = (value: string) => Buffer.from(value, 'base64').toString('utf8');

/** The containers of rendered manifests (kustomize's output, any number of documents). */
export function containersOf(rendered: string): ContainerSpec[] {
  const objects = parseAllDocuments(rendered)
    .map((document) => document.toJS() as KubeObject | null)
    .filter((object): object is KubeObject => Boolean(object?.kind));
  const values = new Map<string, Record<string, string>>();
  for (const object of objects) {
    if (object.kind === 'ConfigMap') values.set(`ConfigMap/${object.metadata.name}`, object.data ?? {});
    if (object.kind === 'Secret') {
      const data = Object.fromEntries(Object.entries(object.data ?? {}).map(([k, v]) => [k, decode(v)]));
      values.set(`Secret/${object.metadata.name}`, { ...data, ...object.stringData });
    }
  }
  const lookUp = (kind: 'ConfigMap' | 'Secret', name: string, key?: string): Record<string, string> => {
    const found = values.get(`${kind}/${name}`);
    if (!found) throw new Error(`the overlay refers to a ${kind} it does not render: ${name}`);
    if (key === undefined) return found;
    if (!(key in found)) throw new Error(`${kind} ${name} has no key ${key}`);
    return { [key]: found[key]! };
  };
  const services = objects.filter((object) => object.kind === 'Service');

  return objects
    .filter((object) => object.kind === 'Deployment' || object.kind === 'StatefulSet')
    .flatMap((workload) => {
      const template = workload.spec!.template!;
      const labels = template.metadata?.labels ?? {};
      const aliases = services
        .filter((service) => {
          const selector = service.spec?.selector ?? {};
          return (
            Object.keys(selector).length > 0 &&
            Object.entries(selector).every(([key, value]) => labels[key] === value)
          );
        })
        .map((service) => service.metadata.name);
      const pod = template.spec.securityContext ?? {};
      return template.spec.containers.map((container): ContainerSpec => {
        const env: Record<string, string> = {};
        for (const source of container.envFrom ?? []) {
          if (source.configMapRef) Object.assign(env, lookUp('ConfigMap', source.configMapRef.name));
          if (source.secretRef) Object.assign(env, lookUp('Secret', source.secretRef.name));
        }
        for (const variable of container.env ?? []) {
          const from = variable.valueFrom;
          if (variable.value !== undefined) env[variable.name] = variable.value;
          else if (from?.configMapKeyRef) {
            const { name, key } = from.configMapKeyRef;
            env[variable.name] = lookUp('ConfigMap', name, key)[key]!;
          } else if (from?.secretKeyRef) {
            const { name, key } = from.secretKeyRef;
            env[variable.name] = lookUp('Secret', name, key)[key]!;
          }
        }
        const security = { ...pod, ...container.securityContext };
        const uid = security.runAsUser;
        const memory = container.resources?.limits?.memory;
        return {
          name:
            template.spec.containers.length > 1
              ? `${workload.metadata.name}-${container.name}`
              : workload.metadata.name,
          image: container.image,
          ...(container.command ? { entrypoint: container.command } : {}),
          ...(container.args ? { command: container.args } : {}),
          env,
          ...(uid !== undefined ? { user: `${uid}:${security.runAsGroup ?? uid}` } : {}),
          readOnlyRoot: container.securityContext?.readOnlyRootFilesystem === true,
          ...(memory ? { memoryBytes: memoryBytes(memory) } : {}),
          tmpfs: (container.volumeMounts ?? []).map((mount) => mount.mountPath),
          aliases,
          ports: (container.ports ?? []).map((port) => port.containerPort),
          dropCapabilities: container.securityContext?.capabilities?.drop ?? [],
          noNewPrivileges: container.securityContext?.allowPrivilegeEscalation === false,
          store: workload.kind === 'StatefulSet',
        };
      });
    });
}

/**
 * Renders an overlay with kustomize on a copy of `k8s/`, its local Secrets generated from their examples
 * (scripts/k8s-local-secrets.mjs), so the clone's own files are never touched.
 */
export function renderOverlay(root: string, overlay: string, kustomize: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'storybook-overlay-'));
  try {
    cpSync(join(root, 'k8s'), join(copy, 'k8s'), { recursive: true });
    const folder = join(copy, 'k8s', 'overlays', overlay);
    execFileSync(process.execPath, [join(root, 'scripts/k8s-local-secrets.mjs'), folder], {
      stdio: 'ignore',
    });
    return execFileSync(kustomize, ['build', folder], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
