/**
 * What the Kubernetes tests share: the tools (installed by scripts/lib/kube-tools.mjs, which `npm test`
 * runs first), each overlay rendered by kustomize, and typed views of the rendered objects.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { parseAllDocuments } from 'yaml';

export const ROOT = join(__dirname, '../../..');

/** The back-end services (gRPC) and every workload with an image of its own. */
export const SERVICES = ['auth', 'profiles', 'story', 'images', 'billing'] as const;
export type Service = (typeof SERVICES)[number];
export const APPS = ['gateway', ...SERVICES, 'web'] as const;
export type App = (typeof APPS)[number];
export const OVERLAYS = ['local', 'prod'] as const;
export type Overlay = (typeof OVERLAYS)[number];

export interface KubeTools {
  kustomize: string;
  schemas: string;
  kubernetesVersions: string[];
}

let tools: KubeTools | undefined;
/** Installs the tools when missing (a few file reads when cached) and answers where they are. */
export function kubeTools(): KubeTools {
  tools ??= JSON.parse(
    execFileSync(process.execPath, [join(ROOT, 'scripts/lib/kube-tools.mjs')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  ) as KubeTools;
  return tools;
}

// Loose views of what the tests read; the schemas check the rest.
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}
export interface Probe {
  grpc?: { port: number; service?: string };
  httpGet?: { path: string; port: number | string };
  tcpSocket?: { port: number | string };
}
export interface Container {
  name: string;
  image: string;
  args?: string[];
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string; valueFrom?: unknown }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  startupProbe?: Probe;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
}
export interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: {
    containers: Container[];
    securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
    enableServiceLinks?: boolean;
  };
}
export interface Workload extends KubeObject {
  spec: {
    replicas?: number;
    selector: { matchLabels: Record<string, string> };
    template: PodTemplate;
    volumeClaimTemplates?: unknown[];
  };
}
export interface ServiceObject extends KubeObject {
  spec: {
    clusterIP?: string;
    selector: Record<string, string>;
    ports: Array<{ name: string; port: number; targetPort: number | string }>;
  };
}

export interface Rendered {
  objects: KubeObject[];
  find<T extends KubeObject = KubeObject>(kind: string, name: string): T;
  all<T extends KubeObject = KubeObject>(kind: string): T[];
  /** A ConfigMap's or Secret's keys, by the (hashed) name a workload refers to. */
  dataKeys(kind: 'ConfigMap' | 'Secret', name: string): Record<string, string> | undefined;
}

function view(objects: KubeObject[]): Rendered {
  const all = <T extends KubeObject>(kind: string) => objects.filter((object) => object.kind === kind) as T[];
  return {
    objects,
    all,
    find<T extends KubeObject>(kind: string, name: string) {
      const found = all<T>(kind).find((object) => object.metadata.name === name);
      if (!found) throw new Error(`no ${kind} ${name}`);
      return found;
    },
    dataKeys(kind, name) {
      const object = objects.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
      if (!object) return undefined;
      const data = (object.data ?? {}) as Record<string, string>;
      return kind === 'Secret'
        ? Object.fromEntries(
            Object.entries(data).map(([key, value]) => [key, Buffer.from(value, 'base64').toString()]),
          )
        : data;
    },
  };
}

/**
 * `kustomize build` of a folder under k8s/, from a copy of k8s/ in which the local overlay's git-ignored
 * Secret files are generated from their examples the way skaffold's render hook does, so a fresh clone
 * renders what a developer's first `skaffold dev` would.
 */
export function render(path: 'base' | 'monitoring' | 'load-generator' | `overlays/${Overlay}`): Rendered {
  const copy = mkdtempSync(join(tmpdir(), 'storybook-k8s-'));
  try {
    cpSync(join(ROOT, 'k8s'), copy, {
      recursive: true,
      // Secrets a developer generated or filled in stay out of the test.
      filter: (source) => !/secrets\/[^/]+(?<!\.example)\.env$/.test(source),
    });
    execFileSync(
      process.execPath,
      [join(ROOT, 'scripts/k8s-local-secrets.mjs'), join(copy, 'overlays/local')],
      {
        stdio: 'ignore',
      },
    );
    const output = execFileSync(kubeTools().kustomize, ['build', join(copy, path)], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return view(
      parseAllDocuments(output)
        .map((document) => document.toJS() as KubeObject | null)
        .filter((object): object is KubeObject => object !== null),
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

export const WORKLOAD_KINDS = ['Deployment', 'StatefulSet'];
export const workloads = (rendered: Rendered): Workload[] =>
  rendered.objects.filter((object) => WORKLOAD_KINDS.includes(object.kind)) as Workload[];

/** A container's port number by name or number, as a probe or a Service's targetPort names it. */
export function containerPort(container: Container, port: number | string): number | undefined {
  if (typeof port === 'number') {
    return container.ports?.some((candidate) => candidate.containerPort === port) ? port : undefined;
  }
  return container.ports?.find((candidate) => candidate.name === port)?.containerPort;
}

/** Every variable a container gets and its value, in Kubernetes' order (later sources win, `env` last). */
export function containerEnv(
  rendered: Rendered,
  container: Container,
  secretKeys: (name: string) => Record<string, string> | undefined,
): Map<string, { value: string | undefined; from: string }> {
  const env = new Map<string, { value: string | undefined; from: string }>();
  for (const source of container.envFrom ?? []) {
    const [kind, name] = source.configMapRef
      ? (['ConfigMap', source.configMapRef.name] as const)
      : (['Secret', source.secretRef!.name] as const);
    const data = kind === 'ConfigMap' ? rendered.dataKeys(kind, name) : secretKeys(name);
    if (!data) throw new Error(`${container.name}: ${kind} ${name} has no keys here`);
    for (const [key, value] of Object.entries(data)) env.set(key, { value, from: `${kind} ${name}` });
  }
  for (const variable of container.env ?? []) {
    env.set(variable.name, { value: variable.value, from: 'env' });
  }
  return env;
}

/** The keys of an env file (`KEY=value` lines; comments and blanks skipped). */
export const envFileKeys = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

/** One validator per schema file and version; the definitions file is shared by all of a version. */
export function schemaValidator(version: string): (object: KubeObject) => ValidateFunction {
  const folder = join(kubeTools().schemas, `v${version}.0-local-strict`);
  // The schemas' formats (int32, int64, byte, date-time) are documentation for this purpose.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(JSON.parse(readFileSync(join(folder, '_definitions.json'), 'utf8')) as object);
  const compiled = new Map<string, ValidateFunction>();
  return (object) => {
    // kubernetes-validate's naming: <kind>-<group without its domain>-<version>.json, core group bare.
    const [group, apiVersion] = object.apiVersion.includes('/')
      ? [object.apiVersion.split('/')[0]!.split('.')[0], object.apiVersion.split('/')[1]]
      : [undefined, object.apiVersion];
    const file = `${object.kind.toLowerCase()}${group ? `-${group}` : ''}-${apiVersion}.json`;
    let validate = compiled.get(file);
    if (!validate) {
      const schema = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { $id?: string };
      validate = ajv.getSchema(schema.$id ?? file) ?? ajv.compile(schema);
      compiled.set(file, validate);
    }
    return validate;
  };
}
