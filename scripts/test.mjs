#!/usr/bin/env node
// `npm test`: installs what the tests need (npm packages, the test servers, kustomize and the Kubernetes schemas, schemathesis, Chromium, in CI the container tools), builds, runs every jest project
// (unit, contract, integration, web, browser) and ends with one line: "tests: N passed, N failed, N skipped".
// Extra arguments go to jest, e.g. `npm test -- services/auth/test/pin-policy.test.ts` (one file: a unit test
// starts no server) or `npm test -- --selectProjects node` (`node` stands for the `unit` and `integration`
// projects).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  ROOT,
  ensureBuilt,
  ensureChromium,
  ensureContainerTools,
  ensureDependencies,
  ensureKubeTools,
  ensureSchemathesis,
  ensureTestServers,
} from './lib/setup.mjs';

ensureDependencies();
ensureBuilt();
ensureTestServers();
ensureKubeTools();
ensureSchemathesis();
ensureChromium();
ensureContainerTools();

/**
 * jest's `--selectProjects a b` takes every word after it as a project name, so `--selectProjects node
 * path/to/file.test.ts` would select a project named after the file and run nothing. Words that name no
 * project go back among the paths; `node` names both node projects.
 */
function jestArguments(args) {
  const projects = createRequire(import.meta.url)(join(ROOT, 'jest.config.js')).projects.map(
    (project) => project.displayName,
  );
  const aliases = { node: ['unit', 'integration'] };
  const paths = [];
  const rest = [];
  let listing = false;
  for (const arg of args) {
    const [flag, value] = arg.split(/=(.*)/s);
    if (flag === '--selectProjects' || flag === '--ignoreProjects') {
      rest.push(flag);
      listing = true;
      if (value !== undefined) rest.push(...(aliases[value] ?? [value]));
    } else if (listing && !arg.startsWith('-')) {
      if (aliases[arg]) rest.push(...aliases[arg]);
      else if (projects.includes(arg)) rest.push(arg);
      else paths.push(arg);
    } else {
      listing = false;
      rest.push(arg);
    }
  }
  return [...paths, ...rest];
}

const resultsDir = join(ROOT, '.test-results');
const resultsFile = join(resultsDir, 'jest.json');
mkdirSync(resultsDir, { recursive: true });
rmSync(resultsFile, { force: true });

const jest = spawnSync(
  process.execPath,
  [
    join(ROOT, 'node_modules/jest/bin/jest.js'),
    '--ci',
    // A handle one file leaks (a part that did not stop) must not hold the run open until CI's deadline:
    // the results are written and the teardown names the part (e2e/browser.ts, the embedded stop).
    '--forceExit',
    '--json',
    `--outputFile=${resultsFile}`,
    ...jestArguments(process.argv.slice(2)),
  ],
  { cwd: ROOT, stdio: 'inherit' },
);

/** Each port's contract suite per adapter, e.g. `document store [mongo]   52 passed, 0 failed`. */
function contractSuites(results) {
  const suites = new Map();
  for (const file of results.testResults) {
    for (const test of file.assertionResults) {
      const title = test.ancestorTitles[0] ?? '';
      if (!/^(document store|event bus|blob store) \[[^\]]+\]$/.test(title)) continue;
      const counts = suites.get(title) ?? { passed: 0, failed: 0 };
      counts[test.status === 'passed' ? 'passed' : 'failed'] += 1;
      suites.set(title, counts);
    }
  }
  return [...suites]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([title, { passed, failed }]) => `  ${title.padEnd(28)} ${passed} passed, ${failed} failed`)
    .join('\n');
}

let summary = 'tests: no result file (jest did not finish)';
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
  summary = `tests: ${results.numPassedTests} passed, ${failed} failed, ${results.numPendingTests} skipped`;
  console.log(
    `\ncontract suites (one suite per port, run against every adapter):\n${contractSuites(results)}`,
  );
} catch {
  // keep the message above
}
console.log(`\n${summary}`);
process.exit(jest.status ?? 1);
