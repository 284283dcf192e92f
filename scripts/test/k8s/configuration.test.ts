/**
 * The manifests agree with the code: every variable a service reads (its zod config schema) is set by
 * the manifests or has a default, nothing is set that no service reads, addresses name real Services and
 * ports, container ports match the Services, the probes and the Dockerfiles, and docs/operations.md lists
 * every variable with the default the code has.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { authConfigSchema } from '../../../services/auth/src/config';
import { billingConfigSchema } from '../../../services/billing/src/config';
import { gatewayConfigSchema } from '../../../services/gateway/src/config';
import { imagesConfigSchema } from '../../../services/images/src/config';
import { profilesConfigSchema } from '../../../services/profiles/src/config';
import { storyConfigSchema } from '../../../services/story/src/config';
import { parseDockerfile } from './dockerfile';
import {
  OVERLAYS,
  ROOT,
  SERVICES,
  containerEnv,
  containerPort,
  envFileKeys,
  render,
  type Overlay,
  type Rendered,
  type ServiceObject,
  type Workload,
} from './manifests';

const SCHEMAS = {
  gateway: gatewayConfigSchema,
  auth: authConfigSchema,
  profiles: profilesConfigSchema,
  story: storyConfigSchema,
  images: imagesConfigSchema,
  billing: billingConfigSchema,
} satisfies Record<string, z.ZodObject>;
type Process = keyof typeof SCHEMAS;
const PROCESSES = Object.keys(SCHEMAS) as Process[];

/** A variable's default as the environment would spell it, `undefined` when optional, or 'required'. */
function variableDefault(schema: z.ZodType): string | undefined | { required: true } {
  const def = (
    schema as unknown as { _zod: { def: { type: string; defaultValue?: unknown; in?: z.ZodType } } }
  )._zod.def;
  if (def.type === 'default') return String(def.defaultValue);
  if (def.type === 'optional') return undefined;
  if (def.type === 'pipe' && def.in) return variableDefault(def.in);
  return { required: true };
}

const rendered = {} as Record<Overlay, Rendered>;
beforeAll(() => {
  for (const overlay of OVERLAYS) rendered[overlay] = render(`overlays/${overlay}`);
}, 120_000);

/** prod's Secrets are made outside the repository: their keys are the ones its example files list. */
const secretKeys = (overlay: Overlay) => (name: string) => {
  if (overlay === 'local') return rendered.local.dataKeys('Secret', name);
  const file = join(ROOT, 'k8s/overlays/prod/secrets', `${name.replace(/-secrets$/, '')}.example.env`);
  return envFileKeys(readFileSync(file, 'utf8'));
};

const containerOf = (overlay: Overlay, name: string) =>
  rendered[overlay].find<Workload>('Deployment', name).spec.template.spec.containers[0]!;

const envOf = (overlay: Overlay, name: Process) =>
  containerEnv(rendered[overlay], containerOf(overlay, name), secretKeys(overlay));

describe.each(OVERLAYS)('environment in the %s overlay', (overlay) => {
  it.each(PROCESSES)(
    '%s: every variable it reads is set or has a default, and nothing else is set',
    (name) => {
      const shape = SCHEMAS[name].shape as Record<string, z.ZodType>;
      const env = envOf(overlay, name);
      const missing = Object.entries(shape)
        .filter(
          ([variable, schema]) => typeof variableDefault(schema) === 'object' && !env.get(variable)?.value,
        )
        .map(([variable]) => variable);
      expect(missing).toEqual([]);
      expect([...env.keys()].filter((variable) => !(variable in shape))).toEqual([]);
    },
  );

  it.each(PROCESSES)('%s: the values set are ones its config schema accepts', (name) => {
    // prod's Secrets are filled in by the operator: only what the repository sets is checked there.
    const values = Object.fromEntries(
      [...envOf(overlay, name)]
        .filter(([, { value, from }]) => value && !(overlay === 'prod' && from.startsWith('Secret')))
        .map(([key, { value }]) => [key, value]),
    );
    const result = SCHEMAS[name].safeParse(values);
    expect(
      result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual([]);
  });

  it.each(SERVICES)('%s runs on the production adapters (the images carry no embedded store)', (name) => {
    const env = envOf(overlay, name);
    expect(env.get('MONGO_URL')?.value).toMatch(/^mongodb(\+srv)?:\/\//);
    expect(env.get('KAFKA_BROKERS')?.value).toMatch(/^[^\s:,]+:\d+(,[^\s:,]+:\d+)*$/);
    expect(env.get('GRPC_HOST')?.value).toBe('0.0.0.0');
    if (name === 'images') {
      expect(env.get('S3_ENDPOINT')?.value).toMatch(/^https?:\/\//);
      expect(env.has('S3_ACCESS_KEY') && env.has('S3_SECRET_KEY')).toBe(true);
    }
  });

  it('points every address at a Service port of the right process', () => {
    const services = rendered[overlay].all<ServiceObject>('Service');
    const targets = new Map<string, string>();
    for (const service of services) {
      for (const port of service.spec.ports)
        targets.set(`${service.metadata.name}:${port.port}`, service.metadata.name);
    }
    for (const name of PROCESSES) {
      for (const [variable, { value }] of envOf(overlay, name)) {
        const address = /^([A-Z]+)_ADDR$/.exec(variable);
        if (address)
          expect([variable, targets.get(value ?? '')]).toEqual([variable, address[1]!.toLowerCase()]);
      }
    }
    const gateway = envOf(overlay, 'gateway');
    expect(targets.get(new URL(gateway.get('WEB_URL')!.value!).host)).toBe('web');
    expect(targets.get(new URL(gateway.get('MEDIA_URL')!.value!).host)).toBe('images');
  });
});

describe.each(OVERLAYS)('ports in the %s overlay', (overlay) => {
  const PORT_VARIABLE: Record<string, Record<string, string>> = {
    gateway: { http: 'PORT' },
    web: { http: 'PORT' },
    images: { grpc: 'GRPC_PORT', media: 'MEDIA_PORT' },
  };

  it.each(['gateway', ...SERVICES, 'web'])(
    '%s listens where its Service, probes and variables say',
    (name) => {
      const container = containerOf(overlay, name);
      const service = rendered[overlay].find<ServiceObject>('Service', name);
      for (const port of service.spec.ports) {
        expect([port.name, containerPort(container, port.targetPort)]).toEqual([port.name, port.port]);
      }
      for (const probe of [container.startupProbe, container.livenessProbe, container.readinessProbe]) {
        if (!probe) continue;
        const port = probe.grpc?.port ?? probe.httpGet?.port ?? probe.tcpSocket?.port;
        expect(containerPort(container, port!)).toBeDefined();
      }
      const env = Object.fromEntries(
        (container.env ?? []).map((variable) => [variable.name, variable.value]),
      );
      for (const port of container.ports ?? []) {
        const variable =
          PORT_VARIABLE[name]?.[port.name!] ?? (port.name === 'metrics' ? 'METRICS_PORT' : 'GRPC_PORT');
        expect([variable, env[variable]]).toEqual([variable, String(port.containerPort)]);
      }
    },
  );

  it.each(['gateway', ...SERVICES, 'web'])(
    '%s: the Dockerfile exposes the same ports and defaults',
    (name) => {
      const file = name === 'web' ? 'web/Dockerfile' : `services/${name}/Dockerfile`;
      const stages = parseDockerfile(readFileSync(join(ROOT, file), 'utf8'));
      const runtime = stages.at(-1)!.instructions;
      const exposed = runtime
        .filter((step) => step.keyword === 'EXPOSE')
        .flatMap((step) => step.args.split(/\s+/).map(Number));
      const container = containerOf(overlay, name);
      expect(exposed.sort()).toEqual((container.ports ?? []).map((port) => port.containerPort).sort());
      // The image's own defaults (a `docker run` without the manifests) are the ports the manifests use.
      const imageEnv = Object.fromEntries(
        runtime
          .filter((step) => step.keyword === 'ENV')
          .flatMap((step) => step.args.split(/\s+/).map((pair) => pair.split('=') as [string, string])),
      );
      for (const variable of container.env ?? []) {
        if (/PORT$/.test(variable.name))
          expect([variable.name, imageEnv[variable.name]]).toEqual([variable.name, variable.value]);
      }
    },
  );
});

describe('docs/operations.md', () => {
  const docs = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8');
  /** The variable tables: a `### <process>` heading, then `| \`NAME\` | default | ...` rows. */
  const documented = (name: Process) => {
    const section = docs.split(/^### /m).find((part) => part.startsWith(`${name}\n`));
    if (!section) throw new Error(`docs/operations.md has no "### ${name}" section`);
    return new Map(
      [...section.matchAll(/^\| `([A-Z0-9_]+)` +\| ([^|]*?) +\|/gm)].map((row) => [row[1]!, row[2]!.trim()]),
    );
  };
  const spelled = (value: ReturnType<typeof variableDefault>) =>
    value === undefined
      ? '(unset)'
      : typeof value === 'object'
        ? '(required)'
        : value === ''
          ? "''"
          : `\`${value}\``;

  it.each(PROCESSES)('lists every variable %s reads, with its default', (name) => {
    const rows = documented(name);
    const shape = SCHEMAS[name].shape as Record<string, z.ZodType>;
    expect([...rows.keys()].sort()).toEqual(Object.keys(shape).sort());
    for (const [variable, schema] of Object.entries(shape)) {
      expect([variable, rows.get(variable)]).toEqual([variable, spelled(variableDefault(schema))]);
    }
  });
});
