/**
 * Runs a Dockerfile's steps without Docker (no engine on these machines): each stage gets a folder that
 * stands for its filesystem, COPY copies from the build context (honouring .dockerignore) or from an
 * earlier stage, RUN runs its shell command in the stage's WORKDIR, ENV, USER, EXPOSE and CMD are kept for
 * starting the result. A RUN step's result is cached like Docker's layer cache: keyed by the base image,
 * every instruction before it and the content of every file copied in, so a warm run copies the cached
 * folder instead of installing again.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  name?: string;
  base: string;
  instructions: Instruction[];
}

/** Instructions by stage, continuation lines joined, comments dropped, `ARG` defaults put into `FROM`. */
export function parseDockerfile(text: string): Stage[] {
  const lines: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!pending && (line.startsWith('#') || line === '')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    lines.push(pending + line);
    pending = '';
  }
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  for (const line of lines) {
    const [keyword, ...rest] = line.split(/\s+/);
    const upper = keyword!.toUpperCase();
    const argsText = rest.join(' ');
    if (upper === 'ARG' && stages.length === 0) {
      const [name, value = ''] = argsText.split('=');
      args.set(name!, value);
    } else if (upper === 'FROM') {
      const [base, as, name] = argsText
        .replace(/\$\{(\w+)\}/g, (_, arg: string) => args.get(arg) ?? '')
        .split(/\s+/);
      stages.push({ base: base!, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      if (stages.length === 0) throw new Error(`${keyword} before FROM`);
      stages.at(-1)!.instructions.push({ keyword: upper, args: argsText });
    }
  }
  return stages;
}

const toRegExp = (glob: string): RegExp => {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      source += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
};

/**
 * Docker's .dockerignore rule: the last pattern that matches a path or one of its parent folders decides,
 * and `!` brings a path back in.
 */
export function dockerIgnore(text: string): (path: string) => boolean {
  const patterns = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = posix.normalize((negated ? line.slice(1) : line).replace(/^\/+/, ''));
      return { negated, regexp: toRegExp(pattern) };
    });
  return (path) => {
    const parts = path.split('/');
    const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let ignored = false;
    for (const { negated, regexp } of patterns) {
      if (prefixes.some((prefix) => regexp.test(prefix))) ignored = !negated;
    }
    return ignored;
  };
}

/** What starting the image needs: its filesystem folder, working directory, environment and command. */
export interface BuiltImage {
  root: string;
  workdir: string;
  env: Record<string, string>;
  user?: string;
  exposed: number[];
  cmd: string[];
  /** The RUN steps that came from the cache. */
  cachedSteps: number;
}

export interface BuildOptions {
  context: string;
  dockerfile: string;
  /** Where the stages' folders go (removed by the caller). */
  workDir: string;
  /** The layer cache for RUN steps. */
  cacheDir: string;
  /** The environment RUN steps see besides the image's own ENV (e.g. PATH, HOME, npm's cache). */
  runEnv: Record<string, string>;
}

type Hash = ReturnType<typeof createHash>;

function hashTree(hash: Hash, path: string, ignored: (path: string) => boolean, context: string): void {
  if (lstatSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      const child = join(path, name);
      if (!ignored(relative(context, child))) hashTree(hash, child, ignored, context);
    }
  } else {
    hash.update(`\0${relative(context, path)}\0`).update(readFileSync(path));
  }
}

/** Copies a file or a folder's content; symbolic links stay links, as Docker keeps them. */
function copyTree(from: string, to: string, keep: (path: string) => boolean): void {
  const stat = lstatSync(from);
  mkdirSync(dirname(to), { recursive: true });
  if (stat.isSymbolicLink()) {
    rmSync(to, { force: true });
    symlinkSync(readlinkSync(from), to);
  } else if (stat.isDirectory()) {
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) {
      const child = join(from, name);
      if (keep(child)) copyTree(child, join(to, name), keep);
    }
  } else {
    // Replace, never write into: the file may be a hard link into the layer cache.
    rmSync(to, { force: true });
    cpSync(from, to);
  }
}

/** A copy that shares the files' storage (hard links) where it can: copying node_modules is most of a build. */
function linkCopy(from: string, to: string): void {
  try {
    execFileSync('cp', ['-al', from, to], { stdio: 'ignore' });
  } catch {
    // Another filesystem: real copies, replacing any link a failed attempt left.
    execFileSync('cp', ['-a', '--remove-destination', from, to]);
  }
}

function contextPath(context: string, source: string, ignored: (path: string) => boolean): string {
  const path = posix.normalize(source).replace(/\/+$/, '');
  if (path !== '.' && ignored(path)) throw new Error(`COPY ${source}: left out by .dockerignore`);
  return join(context, path);
}

function stagePath(roots: Map<string, string>, stage: string, source: string): string {
  const root = roots.get(stage);
  if (!root) throw new Error(`COPY --from=${stage}: no such stage before this one`);
  return join(root, source);
}

const runShell = (command: string, cwd: string, env: Record<string, string>): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`RUN ${command} exited with ${code}:\n${output}`)),
    );
  });

/** Builds every stage in order and answers what the last one would start with. */
export async function buildWithoutDocker(options: BuildOptions): Promise<BuiltImage> {
  const dockerfileText = readFileSync(join(options.context, options.dockerfile), 'utf8');
  const ignoreFile = join(options.context, '.dockerignore');
  const ignored = dockerIgnore(existsSync(ignoreFile) ? readFileSync(ignoreFile, 'utf8') : '');
  const stages = parseDockerfile(dockerfileText);
  const roots = new Map<string, string>();
  let image: BuiltImage | undefined;
  let cachedSteps = 0;

  for (const [index, stage] of stages.entries()) {
    const root = join(options.workDir, `stage-${index}`);
    mkdirSync(root, { recursive: true });
    roots.set(String(index), root);
    if (stage.name) roots.set(stage.name, root);
    const state: BuiltImage = { root, workdir: '/', env: {}, exposed: [], cmd: [], cachedSteps: 0 };
    // Whether the stage's files may be hard links shared with the cache.
    let linked = false;
    // Everything a step's result depends on, as Docker's cache key does.
    const key = createHash('sha256').update(stage.base);
    const inRoot = (path: string) => join(root, posix.resolve(state.workdir, path));

    for (const [step, { keyword, args }] of stage.instructions.entries()) {
      key.update(`\n${keyword} ${args}`);
      switch (keyword) {
        case 'WORKDIR':
          state.workdir = posix.resolve(state.workdir, args);
          mkdirSync(inRoot('.'), { recursive: true });
          break;
        case 'ENV':
          for (const pair of args.split(/\s+/)) {
            if (!pair.includes('='))
              throw new Error(`ENV ${args}: only the KEY=value form is supported here`);
            const [name, ...value] = pair.split('=');
            state.env[name!] = value.join('=');
          }
          break;
        case 'COPY': {
          const words = args.split(/\s+/);
          const dest = words.pop()!;
          const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
          for (const source of words.filter((word) => !word.startsWith('--'))) {
            if (/[*?[]/.test(source))
              throw new Error(`COPY with a wildcard is not supported here: ${source}`);
            const path = from
              ? stagePath(roots, from, source)
              : contextPath(options.context, source, ignored);
            const target =
              dest.endsWith('/') && !lstatSync(path).isDirectory()
                ? join(inRoot(dest), posix.basename(source))
                : inRoot(dest);
            if (from && lstatSync(path).isDirectory()) {
              mkdirSync(target, { recursive: true });
              linkCopy(`${path}/.`, target);
              linked = true;
            } else {
              copyTree(path, target, (child) => Boolean(from) || !ignored(relative(options.context, child)));
            }
            if (!from) hashTree(key, path, ignored, options.context);
          }
          break;
        }
        case 'RUN': {
          if (/(^|\s)\/[A-Za-z]/.test(args))
            throw new Error(`RUN must use paths relative to WORKDIR here: ${args}`);
          // One cached result per step: a new key replaces the older one.
          const stepCache = join(options.cacheDir, `stage-${index}-step-${step}`);
          const cached = join(stepCache, key.copy().digest('hex').slice(0, 24));
          if (existsSync(join(cached, '.complete'))) {
            rmSync(root, { recursive: true, force: true });
            linkCopy(cached, root);
            rmSync(join(root, '.complete'));
            linked = true;
            cachedSteps += 1;
            break;
          }
          if (linked) {
            // A command may write into any file: give it files of its own first.
            execFileSync('cp', ['-a', root, `${root}.own`]);
            rmSync(root, { recursive: true, force: true });
            renameSync(`${root}.own`, root);
          }
          await runShell(args, inRoot('.'), { ...options.runEnv, ...state.env });
          rmSync(stepCache, { recursive: true, force: true });
          mkdirSync(stepCache, { recursive: true });
          linkCopy(root, `${cached}.partial`);
          execFileSync('touch', [join(`${cached}.partial`, '.complete')]);
          renameSync(`${cached}.partial`, cached);
          linked = true;
          break;
        }
        case 'USER':
          state.user = args;
          break;
        case 'EXPOSE':
          state.exposed.push(...args.split(/\s+/).map((port) => Number(port.split('/')[0])));
          break;
        case 'CMD':
          state.cmd = JSON.parse(args) as string[];
          break;
        default:
          throw new Error(`${keyword} is not supported by this runner`);
      }
    }
    image = state;
  }
  if (!image) throw new Error(`${options.dockerfile} has no stage`);
  return { ...image, cachedSteps };
}
