/**
 * Keeps the committed TypeScript types in proto/src/gen in sync with the .proto files: a fresh generation
 * must be byte-for-byte the committed one (run `npm run proto:gen` and commit when this fails), and every
 * service the catalogue names must load from the protos with exactly the methods its .proto declares.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { clientConstructor, methodNames } from '@storybook-app/kit';
import { PROTO_DIR, PROTO_FILES, SERVICE_NAMES, SERVICE_PATHS, type ServiceName } from '../src/index';

const ROOT = resolve(__dirname, '..', '..');
const COMMITTED = join(ROOT, 'proto', 'src', 'gen');

/** Every file under `dir`, as sorted paths relative to it. */
function listFiles(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true })
    .flatMap((entry) => {
      const path = under ? `${under}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(dir, path) : [path];
    })
    .sort();
}

/** The service name and rpc names written in a .proto file, in order. */
function declaredService(protoFile: string): { name: string; rpcs: string[] } {
  const text = readFileSync(join(PROTO_DIR, protoFile), 'utf8').replace(/\/\/.*$/gm, '');
  const block = /service\s+(\w+)\s*\{([^}]*)\}/.exec(text);
  if (!block) throw new Error(`${protoFile} declares no service`);
  return { name: block[1]!, rpcs: [...block[2]!.matchAll(/rpc\s+(\w+)\s*\(/g)].map((match) => match[1]!) };
}

const packageOf = (protoFile: string): string =>
  /^package\s+([\w.]+)\s*;/m.exec(readFileSync(join(PROTO_DIR, protoFile), 'utf8'))![1]!;

describe('generated proto types', () => {
  let outDir: string;
  let generated: string[];
  let committed: string[];

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'storybook-proto-gen-'));
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'proto-gen.mjs'), '--out', join(outDir, 'gen')], {
      cwd: ROOT,
      stdio: 'pipe',
      timeout: 60_000,
    });
    generated = listFiles(join(outDir, 'gen'));
    committed = listFiles(COMMITTED);
  }, 60_000);

  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  it('generates the same list of files as is committed', () => {
    expect(generated.length).toBeGreaterThan(0);
    expect(generated).toEqual(committed);
  });

  it('generates every file with the committed contents (run `npm run proto:gen` if this fails)', () => {
    const stale = generated.filter(
      (file) =>
        committed.includes(file) &&
        readFileSync(join(outDir, 'gen', file), 'utf8') !== readFileSync(join(COMMITTED, file), 'utf8'),
    );
    expect(stale).toEqual([]);
  });

  it('writes no absolute paths of the machine that generated them', () => {
    const leaking = committed.filter((file) =>
      readFileSync(join(COMMITTED, file), 'utf8').includes(PROTO_DIR),
    );
    expect(leaking).toEqual([]);
  });

  it('has a type file for every service', () => {
    for (const name of SERVICE_NAMES) {
      const path = SERVICE_PATHS[name].split('.');
      expect(committed).toContain(`${path.join('/')}.ts`);
    }
  });
});

describe('service catalogue', () => {
  it('lists one .proto per service, and each exists', () => {
    expect(PROTO_FILES).toEqual(SERVICE_NAMES.map((name) => `storybook/${name}.proto`));
    for (const file of PROTO_FILES) expect(existsSync(join(PROTO_DIR, file))).toBe(true);
  });

  it('names exactly the services declared in proto/storybook', () => {
    const declared = readdirSync(join(PROTO_DIR, 'storybook'))
      .filter((file) => file.endsWith('.proto'))
      .map((file) => `storybook/${file}`)
      .filter((file) => /^\s*service\s+/m.test(readFileSync(join(PROTO_DIR, file), 'utf8')))
      .map((file) => `${packageOf(file)}.${declaredService(file).name}`)
      .sort();
    expect(Object.values(SERVICE_PATHS).sort()).toEqual(declared);
  });

  it.each(SERVICE_NAMES)('%s matches its package and service name in the .proto', (name: ServiceName) => {
    const file = `storybook/${name}.proto`;
    expect(SERVICE_PATHS[name]).toBe(`${packageOf(file)}.${declaredService(file).name}`);
  });

  it.each(SERVICE_NAMES)(
    '%s loads through the kit with the methods its .proto declares',
    (name: ServiceName) => {
      const Client = clientConstructor(name);
      expect(typeof Client).toBe('function');
      expect(Client.serviceName).toBe(declaredService(`storybook/${name}.proto`).name);
      const { rpcs } = declaredService(`storybook/${name}.proto`);
      expect(rpcs.length).toBeGreaterThan(0);
      expect(methodNames(name)).toEqual(rpcs);
      for (const rpc of rpcs) {
        expect(Client.service[rpc]).toMatchObject({
          path: `/${SERVICE_PATHS[name]}/${rpc}`,
          requestStream: false,
          responseStream: false,
        });
      }
    },
  );

  it.each(SERVICE_NAMES)('%s has a generated definition naming every rpc', (name: ServiceName) => {
    const definition = readFileSync(
      join(COMMITTED, `${SERVICE_PATHS[name].split('.').join('/')}.ts`),
      'utf8',
    );
    for (const rpc of declaredService(`storybook/${name}.proto`).rpcs) {
      expect(definition).toMatch(new RegExp(`\\b${rpc}: MethodDefinition<`));
    }
  });
});
