/**
 * Keeps the web's API types (web/src/api/openapi.gen.ts) in step with the route table: a fresh generation
 * from the gateway's document must be byte-for-byte the committed file (run `npm run api:types` and commit
 * when this fails).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..', '..');
const COMMITTED = join(ROOT, 'web', 'src', 'api', 'openapi.gen.ts');

describe("the web's generated API types", () => {
  let outDir: string;
  let generated: string;

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'storybook-api-types-'));
    const outFile = join(outDir, 'openapi.gen.ts');
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'api-types.mjs'), '--out', outFile], {
      cwd: ROOT,
      stdio: 'pipe',
      timeout: 170_000,
    });
    generated = readFileSync(outFile, 'utf8');
  }, 180_000);

  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  it('are what `npm run api:types` makes of the route table now', () => {
    expect(generated.includes("'/api/story/get-page'")).toBe(true);
    // A whole-file comparison would print 150 kB on failure; the first differing line says enough.
    const fresh = generated.split('\n');
    const committed = readFileSync(COMMITTED, 'utf8').split('\n');
    const first = fresh.findIndex((line, i) => line !== committed[i]);
    const at = first === -1 && fresh.length !== committed.length ? fresh.length : first;
    expect(
      at === -1
        ? null
        : { line: at + 1, generated: fresh[at] ?? '(end)', committed: committed[at] ?? '(end)' },
    ).toBeNull();
  });
});
