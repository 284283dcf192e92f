/**
 * skaffold.yaml is valid against skaffold's published schema (a copy in ../shared/schemas), and agrees
 * with the rest: each artifact has its Dockerfile and exactly one Deployment running its image in every
 * overlay, the profiles render existing overlays, the port-forward reaches the gateway's Service, and the
 * file-sync rules name files the Dockerfile copies into the image.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { parseDockerfile } from './dockerfile';
import {
  APPS,
  OVERLAYS,
  ROOT,
  render,
  type Overlay,
  type Rendered,
  type ServiceObject,
  type Workload,
} from './manifests';

interface Artifact {
  image: string;
  context?: string;
  docker: { dockerfile: string };
  hooks?: { before?: Array<{ command: string[] }> };
  sync?: { infer?: string[] };
}
interface SkaffoldConfig {
  apiVersion: string;
  build: { artifacts: Artifact[] };
  manifests: { kustomize: { paths: string[] }; hooks?: { before: Array<{ host: { command: string[] } }> } };
  portForward: Array<{
    resourceType: string;
    resourceName: string;
    namespace: string;
    port: number;
    localPort: number;
  }>;
  profiles: Array<{
    name: string;
    manifests?: { kustomize: { paths: string[] } };
    patches?: Array<{ op: string; path: string; value?: unknown }>;
  }>;
}

const config = parse(readFileSync(join(ROOT, 'skaffold.yaml'), 'utf8')) as SkaffoldConfig;
const SCHEMA = join(ROOT, '../shared/schemas/skaffold-v4beta14.json');

const rendered = {} as Record<Overlay, Rendered>;
beforeAll(() => {
  for (const overlay of OVERLAYS) rendered[overlay] = render(`overlays/${overlay}`);
}, 120_000);

describe('skaffold.yaml', () => {
  it('is valid against skaffold v4beta14 schema', () => {
    // The schema carries editor hints (x-intellij-html-description...) that are not validation keywords.
    const ajv = new Ajv({ strict: false, allErrors: true });
    const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA, 'utf8')) as object);
    const valid = validate(config);
    expect(valid ? [] : validate.errors?.map((error) => `${error.instancePath} ${error.message}`)).toEqual(
      [],
    );
    expect(config.apiVersion).toBe('skaffold/v4beta14');
  });

  it('and the schema refuses a misspelt field', () => {
    const ajv = new Ajv({ strict: false });
    const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA, 'utf8')) as object);
    const broken = structuredClone(config) as unknown as {
      build: { artifacts: Array<Record<string, unknown>> };
    };
    broken.build.artifacts[0]!.dockerFile = 'Dockerfile';
    expect(validate(broken)).toBe(false);
  });

  it('builds one image per workload of the product, each from its own Dockerfile in the root context', () => {
    expect(config.build.artifacts.map((artifact) => artifact.image).sort()).toEqual(
      APPS.map((app) => `storybook/${app}`).sort(),
    );
    for (const artifact of config.build.artifacts) {
      const app = artifact.image.replace('storybook/', '');
      expect(artifact.context ?? '.').toBe('.');
      expect(artifact.docker.dockerfile).toBe(
        app === 'web' ? 'web/Dockerfile' : `services/${app}/Dockerfile`,
      );
      expect(existsSync(join(ROOT, artifact.docker.dockerfile))).toBe(true);
      // The Dockerfiles package what `npm run build` compiled.
      expect(artifact.hooks?.before?.map((hook) => hook.command.join(' '))).toEqual(['npm run build']);
    }
  });

  it.each(OVERLAYS)('has exactly one Deployment running each image in the %s overlay', (overlay) => {
    const images = rendered[overlay]
      .all<Workload>('Deployment')
      .flatMap((deployment) => deployment.spec.template.spec.containers.map((container) => container.image));
    for (const artifact of config.build.artifacts) {
      expect([artifact.image, images.filter((image) => image === artifact.image).length]).toEqual([
        artifact.image,
        1,
      ]);
    }
    expect(
      images.filter((image) => !config.build.artifacts.some((artifact) => artifact.image === image)),
    ).toEqual([]);
  });

  it('renders the local overlay by default and with -p local, the prod overlay with -p prod', () => {
    expect(config.manifests.kustomize.paths).toEqual(['k8s/overlays/local']);
    const local = config.profiles.find((profile) => profile.name === 'local');
    expect(local?.manifests?.kustomize.paths).toEqual(['k8s/overlays/local']);
    const prod = config.profiles.find((profile) => profile.name === 'prod');
    expect(prod?.patches).toEqual(
      expect.arrayContaining([
        { op: 'replace', path: '/manifests/kustomize/paths/0', value: 'k8s/overlays/prod' },
        { op: 'remove', path: '/manifests/hooks' },
      ]),
    );
    for (const overlay of OVERLAYS)
      expect(existsSync(join(ROOT, 'k8s/overlays', overlay, 'kustomization.yaml'))).toBe(true);
    // The hook that writes the local overlay's git-ignored Secret files.
    const [command, script] = config.manifests.hooks!.before[0]!.host.command;
    expect(command).toBe('node');
    expect(existsSync(join(ROOT, script!))).toBe(true);
  });

  it('forwards the gateway Service port to the machine', () => {
    expect(config.portForward).toEqual([
      {
        resourceType: 'service',
        resourceName: 'gateway',
        namespace: 'storybook',
        port: 8080,
        localPort: 8080,
      },
    ]);
    const service = rendered.local.find<ServiceObject>('Service', 'gateway');
    expect(service.spec.ports.map((port) => port.port)).toContain(8080);
  });

  it.each(APPS)(
    'syncs only files the %s image copies from the context, in folders its user can write',
    (app) => {
      const artifact = config.build.artifacts.find((candidate) => candidate.image === `storybook/${app}`)!;
      const steps = parseDockerfile(readFileSync(join(ROOT, artifact.docker.dockerfile), 'utf8')).at(
        -1,
      )!.instructions;
      const copied = steps
        .filter((step) => step.keyword === 'COPY' && !step.args.includes('--from='))
        .map((step) => ({
          source: step.args.split(/\s+/).at(-2)!,
          writable: step.args.includes('--chown=1000:1000'),
        }));
      expect(artifact.sync?.infer?.length).toBeGreaterThan(0);
      for (const glob of artifact.sync?.infer ?? []) {
        const folder = glob.split('/**')[0]!;
        expect([glob, copied.find((copy) => copy.source === folder)]).toEqual([
          glob,
          { source: folder, writable: true },
        ]);
      }
      // Every compiled folder the image carries is synced, so no change needs a rebuild.
      for (const copy of copied.filter((candidate) => candidate.source.endsWith('/dist'))) {
        expect(artifact.sync?.infer).toContain(`${copy.source}/**/${app === 'web' ? '*' : '*.js'}`);
      }
    },
  );
});
