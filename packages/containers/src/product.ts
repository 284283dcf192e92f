/**
 * The product as containers, from nothing: the engine found, the Node base pulled or made, the seven images
 * built, the local overlay rendered, the stores pulled or stood in for, and everything started.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { containersCache, ensureNodeBase } from './base-image';
import { buildImages, type BuiltImage } from './build-images';
import { dockerApi, findEngine, type Engine } from './engine';
import { containersOf, renderOverlay } from './overlay';
import { runContainers, type RunningContainers } from './run-containers';
import { ensureStores } from './store-standins';

export interface ImagesBuilt {
  engine: Engine;
  base: ReturnType<typeof ensureNodeBase>;
  images: BuiltImage[];
}

export function requireEngine(cache = containersCache()): Engine {
  const engine = findEngine(cache);
  if (!engine) {
    throw new Error(
      'No container engine: install podman (Debian: apt-get install podman runc mmdebstrap golang-github-containernetworking-plugin-dnsname) or docker.',
    );
  }
  return engine;
}

/** Builds every image; the repository must be built (`npm run build`). */
export function buildProductImages(root: string, log: (line: string) => void): ImagesBuilt {
  const cache = containersCache();
  const engine = requireEngine(cache);
  const base = ensureNodeBase(engine, log, cache);
  log(`> building the images with ${engine.name} (base image ${base})`);
  const images = buildImages(engine, root, cache, log);
  return { engine, base, images };
}

/** kustomize, installed by scripts/lib/kube-tools.mjs (cached after the first time). */
function kustomizePath(root: string): string {
  const tools = JSON.parse(
    execFileSync(process.execPath, [join(root, 'scripts/lib/kube-tools.mjs')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  ) as { kustomize: string };
  return tools.kustomize;
}

export interface ProductContainers extends RunningContainers {
  /** What ran for each store image: itself, or a stand-in. */
  stores: Array<{ image: string; standIn: string }>;
}

/** Starts the local overlay as containers from images already built. */
export async function startProductContainers(
  root: string,
  engine: Engine,
  log: (line: string) => void,
): Promise<ProductContainers> {
  const cache = containersCache();
  const specs = containersOf(renderOverlay(root, 'local', kustomizePath(root)));
  const stores = ensureStores(
    engine,
    specs.filter((spec) => spec.store).map((spec) => spec.image),
    log,
  );
  const api = await dockerApi(engine, cache);
  try {
    const running = await runContainers({
      specs,
      imageFor: (image) => stores.find((store) => store.image === image)?.standIn ?? image,
      apiEnv: api.env,
      log,
    });
    return {
      ...running,
      stores,
      async stop() {
        await running.stop();
        await api.stop();
      },
    };
  } catch (error) {
    await api.stop();
    throw error;
  }
}
