// The tools the Kubernetes tests need, installed once per machine into a cache shared by every clone:
// kustomize (built with the machine's Go from the Go module proxy; release downloads are not reachable
// everywhere the tests run) and the Kubernetes JSON schemas (the ones the PyPI package kubernetes-validate
// ships, read straight from its wheel). Each has a stamp of its version, so a warm run reads two files.
// `node scripts/lib/kube-tools.mjs` installs what is missing and prints the paths as JSON.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const KUSTOMIZE = { module: 'sigs.k8s.io/kustomize/kustomize/v5', version: 'v5.7.1' };
/** kubernetes-validate's release and the Kubernetes versions whose schemas the tests check against. */
export const KUBERNETES_SCHEMAS = {
  package: 'kubernetes-validate',
  version: '1.37.0',
  kubernetes: ['1.33', '1.37'],
};

export const kubeToolsCache = () =>
  process.env.STORYBOOK_KUBE_TOOLS_CACHE ?? join(homedir(), '.cache/storybook/kube-tools');

export const kubeToolPaths = (cache = kubeToolsCache()) => ({
  kustomize: join(cache, 'bin/kustomize'),
  /** One folder per Kubernetes version (`<dir>/v1.33.0-local-strict/deployment-apps-v1.json`, ...). */
  schemas: join(cache, 'kubernetes-json-schema'),
  kubernetesVersions: KUBERNETES_SCHEMAS.kubernetes,
});

const stamped = (stamp, version, artefact) =>
  existsSync(artefact) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === version;

const run = (command, args, options = {}) => {
  try {
    return execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
  } catch (error) {
    const said = `${error.stderr ?? ''}${error.stdout ?? ''}`.trim().split('\n').filter(Boolean).at(-1);
    throw new Error(`${command} ${args[0]} failed: ${said ?? error.message}`);
  }
};

function installKustomize(cache, log) {
  const { kustomize } = kubeToolPaths(cache);
  const version = `${KUSTOMIZE.module}@${KUSTOMIZE.version}`;
  if (stamped(`${kustomize}.version`, version, kustomize)) return;
  log(`> building kustomize ${KUSTOMIZE.version} with go (once per machine, about half a minute)`);
  mkdirSync(join(cache, 'bin'), { recursive: true });
  run('go', ['install', '-trimpath', version], {
    // The machine's own Go toolchain, never a downloaded one; a static binary.
    env: {
      ...process.env,
      GOBIN: join(cache, 'bin'),
      GOTOOLCHAIN: 'local',
      CGO_ENABLED: '0',
      GOFLAGS: '-mod=mod',
    },
  });
  writeFileSync(`${kustomize}.version`, `${version}\n`);
}

/** Extracts only the strict schema folders of the chosen versions (the wheel holds 26 folders, ~300 MB). */
const EXTRACT = `
import sys, zipfile
wheel, target, *versions = sys.argv[1:]
prefixes = [f'kubernetes_validate/kubernetes-json-schema/v{v}.0-local-strict/' for v in versions]
with zipfile.ZipFile(wheel) as archive:
    names = [n for n in archive.namelist() if any(n.startswith(p) for p in prefixes)]
    if not names: sys.exit('no schemas for ' + ', '.join(versions) + ' in ' + wheel)
    for name in names:
        archive.extract(name, target)
`;

function installSchemas(cache, log) {
  const { schemas } = kubeToolPaths(cache);
  const version = `${KUBERNETES_SCHEMAS.package}==${KUBERNETES_SCHEMAS.version}: ${KUBERNETES_SCHEMAS.kubernetes.join(' ')}`;
  if (stamped(`${schemas}.version`, version, schemas)) return;
  log(
    `> fetching the Kubernetes JSON schemas (${KUBERNETES_SCHEMAS.package} ${KUBERNETES_SCHEMAS.version} from PyPI)`,
  );
  const work = join(cache, 'schemas.partial');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const python = process.env.PYTHON ?? 'python3';
  run(python, [
    '-m',
    'pip',
    'download',
    '--quiet',
    '--no-deps',
    '--only-binary=:all:',
    '-d',
    work,
    `${KUBERNETES_SCHEMAS.package}==${KUBERNETES_SCHEMAS.version}`,
  ]);
  const wheel = readdirSync(work).find((name) => name.endsWith('.whl'));
  if (!wheel) throw new Error(`pip download left no wheel of ${KUBERNETES_SCHEMAS.package}`);
  run(python, ['-c', EXTRACT, join(work, wheel), work, ...KUBERNETES_SCHEMAS.kubernetes]);
  rmSync(schemas, { recursive: true, force: true });
  renameSync(join(work, 'kubernetes_validate/kubernetes-json-schema'), schemas);
  rmSync(work, { recursive: true, force: true });
  writeFileSync(`${schemas}.version`, `${version}\n`);
}

/** Installs what is missing; throws one line naming the tool and the cause. */
export function installKubeTools(cache = kubeToolsCache(), log = console.log) {
  for (const [name, install] of [
    ['kustomize', installKustomize],
    ['kubernetes schemas', installSchemas],
  ]) {
    try {
      install(cache, log);
    } catch (error) {
      throw new Error(`${name}: ${error.message}`);
    }
  }
  return kubeToolPaths(cache);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    // Progress goes to stderr: stdout is the JSON the tests read.
    const paths = installKubeTools(kubeToolsCache(), (line) => console.error(line));
    console.log(JSON.stringify(paths));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
