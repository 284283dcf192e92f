/**
 * No function in our source code is over 80 lines unless long-functions-allowed.txt names it with a reason
 * (drawing code that is a flat list of shapes, code another change is rewriting), and the allow-list names
 * only functions that are still long, so an entry goes once its function is split.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

interface LongFunction {
  file: string;
  line: number;
  lines: number;
  name: string;
}
interface Report {
  long: LongFunction[];
  allowed: Array<LongFunction & { reason: string }>;
  stale: string[];
}

/** The script's report; it exits 1 when a function is too long, which is for the tests to judge. */
function report(...args: string[]): Report {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/lib/long-functions.mjs'), '--json', ...args], {
    encoding: 'utf8',
  });
  if (run.status !== 0 && run.status !== 1) throw new Error(`long-functions.mjs failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Report;
}

describe('function length', () => {
  it('keeps every function to 80 lines but those the allow-list names, each with its reason', () => {
    const { long, allowed, stale } = report();
    expect(long.map((fn) => `${fn.file}:${fn.line} ${fn.name} (${fn.lines} lines)`)).toEqual([]);
    expect(stale).toEqual([]);
    for (const fn of allowed) expect(fn.reason.length).toBeGreaterThan(0);
  });

  it('counts every kind of function, nested ones too, each by its own lines', () => {
    const { long } = report('--max', '0', '--file', 'scripts/test/fixtures/function-kinds.tsx');
    const found = long
      .sort((a, b) => a.line - b.line)
      .map(({ line, lines, name }) => `${line} ${lines} ${name}`);
    expect(found).toEqual([
      '4 4 declared',
      '5 1 declared.nested',
      '9 1 arrow',
      '11 3 expression',
      '18 3 Counter.constructor',
      '22 3 Counter.value',
      '26 3 Counter.increment',
      '31 8 Clock',
      '33 4 Clock.useEffect(…) callback',
      '34 1 Clock.useEffect(…) callback.setInterval(…) callback',
      '35 1 Clock.useEffect(…) callback.(anonymous)',
    ]);
  });
});
