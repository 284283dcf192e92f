/**
 * The local overlay, rendered by kustomize, read as containers: every workload once, its Services' names
 * as its aliases, its environment resolved from ConfigMaps and Secrets, its user, limits and hardening.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { containersOf, memoryBytes, recipeFor, renderOverlay, type ContainerSpec } from '../src';

const ROOT = join(__dirname, '../../..');

let specs: ContainerSpec[];
beforeAll(() => {
  const { kustomize } = JSON.parse(
    execFileSync(process.execPath, [join(ROOT, 'scripts/lib/kube-tools.mjs')], { encoding: 'utf8' }),
  ) as { kustomize: string };
  specs = containersOf(renderOverlay(ROOT, 'local', kustomize));
});

const spec = (name: string) => {
  const found = specs.find((each) => each.name === name);
  if (!found) throw new Error(`no ${name} container`);
  return found;
};

it('has one container per workload: the seven apps and the three stores', () => {
  expect(specs.map((each) => each.name).sort()).toEqual(
    ['auth', 'billing', 'gateway', 'images', 'kafka', 'minio', 'mongodb', 'profiles', 'story', 'web'].sort(),
  );
  expect(
    specs
      .filter((each) => each.store)
      .map((each) => each.name)
      .sort(),
  ).toEqual(['kafka', 'minio', 'mongodb']);
});

it('names each container by the Services that select it', () => {
  expect(spec('gateway').aliases).toEqual(['gateway']);
  expect(spec('mongodb').aliases).toEqual(['mongodb']);
  expect(spec('images').aliases).toContain('images');
});

it('resolves the environment from ConfigMaps and Secrets, the container’s own variables last', () => {
  const story = spec('story');
  expect(story.env.KAFKA_BROKERS).toBe('kafka:9092');
  // A Secret's value is decoded, as the kubelet does.
  expect(story.env.MONGO_URL).toBe('mongodb://mongodb:27017');
  expect(spec('auth').env.GRPC_PORT).toBe('50051');
  expect(spec('images').env.S3_ENDPOINT).toBe('http://minio:9000');
  // MinIO's root user comes from the images service's Secret, the same key the service signs with.
  expect(spec('minio').env.MINIO_ROOT_USER).toBe(spec('images').env.S3_ACCESS_KEY);
});

it('keeps the manifests’ user, memory limit, ports and hardening', () => {
  const auth = spec('auth');
  expect(auth).toMatchObject({
    image: 'storybook/auth',
    user: '1000:1000',
    memoryBytes: 256 * 1024 ** 2,
    // gRPC, and Prometheus metrics on a port of its own.
    ports: [50051, 9464],
    dropCapabilities: ['ALL'],
    noNewPrivileges: true,
    tmpfs: ['/tmp'],
  });
  expect(spec('mongodb').user).toBe('999:999');
  expect(spec('minio').command).toEqual(['server', '/data', '--quiet']);
});

it('reads Kubernetes memory quantities', () => {
  expect(memoryBytes('256Mi')).toBe(268435456);
  expect(memoryBytes('1Gi')).toBe(1073741824);
  expect(memoryBytes('500M')).toBe(500_000_000);
  expect(() => memoryBytes('lots')).toThrow('not a memory quantity');
});

it('has a stand-in for each store image and none for the apps', () => {
  expect(recipeFor('mongo:8.0')).toBe('mongo');
  expect(recipeFor('apache/kafka:4.1.1')).toBe('kafka');
  expect(recipeFor('minio/minio:RELEASE.2025-09-07T16-13-09Z')).toBe('minio');
  expect(recipeFor('storybook/gateway')).toBeUndefined();
});
