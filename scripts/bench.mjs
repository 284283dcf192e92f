#!/usr/bin/env node
// `npm run bench`: figures only, never a failure. For `npm start` after install (npm itself and the warm
// build check included) it measures, over several runs, the time until /readyz answers 200, the idle resident memory
// of the whole process tree once ready, and the time a SIGTERM takes to stop it.
// Targets (issue 2): ready ≤ 15 s, idle memory ≤ 400 MB.
// The same for `npm run start:stack` (issue 3: the four test servers and six service processes), no targets.
// Reading (issue 8, lib/bench-reading.mjs; BENCH_READING=0 skips it): get-page and the public shelf through
// the gateway against a bare Express handler answering the same JSON.
// Gateway chain (issue 22, lib/bench-gateway-chain.mjs; BENCH_CHAIN=0 skips it): get-page of a page not drawn
// yet through a gateway process against a bare Express → grpc-js → story handler on the same story server;
// a drawn page with the gateway's page memory on and off.
// Book pipeline (issue 7, lib/bench-book.mjs; BENCH_BOOK_RUNS=0 skips it, BENCH_PICTURE_MS sets the simulated
// picture time): "I'm ready for the whole book!" to the last page against all pictures side by side.
// Stack-mode book (issue 24, lib/bench-stack-book.mjs; BENCH_STACK_BOOK_RUNS=0 skips it): the book pipeline in
// stack mode (FerretDB, Kafka, MinIO, every service its own process) against the same ideal. Target ≤ 1.15×.
// Worker restart (issue 21, lib/bench-worker-restart.mjs; BENCH_RESTART=0 skips it): in stack mode, a book while
// the images process is killed mid-book (half-way through the pictures; target ≤ 1.5×) and as the first page
// comes back (the worst moment), started again by the launcher, against the ideal.
// Landing (issue 9, lib/bench-landing.mjs; BENCH_LANDING_LOADS=0 skips it, default 7 cold loads): the gzip size
// of the JavaScript / loads and its largest contentful paint in Chromium. Targets ≤ 120 kB, ≤ 1 s.
// Idea books (issue 17, lib/bench-ideas.mjs; BENCH_IDEAS=0 skips it): idea coverage, the quality report's pass
// rate and readability per age band over the idea set.
// Replica memory (issue 20, lib/bench-replica-memory.mjs; BENCH_REPLICA_MEMORY=0 skips it): a signed-in
// reader's requests/s and median latency with the gateway's session memory on and off.
// Safety (issue 18, lib/bench-safety.mjs; BENCH_SAFETY=0 skips it): the offline classifier's refusal rate on
// the red-team sets, its false-positive rate on the benign sets, and the time a check adds.
// Printable book (issue 25, lib/bench-pdf.mjs; BENCH_PDF=0 skips it): the PDF of a finished 11-page keyless
// book, A4 and US Letter: its size, the first request (rendering it) and later ones (the one kept).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchBookPipeline } from './lib/bench-book.mjs';
import { benchGatewayChain } from './lib/bench-gateway-chain.mjs';
import { benchIdeas } from './lib/bench-ideas.mjs';
import { benchLanding } from './lib/bench-landing.mjs';
import { benchPdf } from './lib/bench-pdf.mjs';
import { benchReading } from './lib/bench-reading.mjs';
import { benchReplicaMemory } from './lib/bench-replica-memory.mjs';
import { benchSafety } from './lib/bench-safety.mjs';
import { benchStackBook } from './lib/bench-stack-book.mjs';
import { benchWorkerRestart } from './lib/bench-worker-restart.mjs';
import { median } from './lib/bench-product.mjs';
import { ROOT, ensureBuilt, ensureChromium, ensureDependencies, ensureTestServers } from './lib/setup.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const STACK_RUNS = Number(process.env.BENCH_STACK_RUNS ?? 3);
const IDLE_MS = 3000;

ensureDependencies();
ensureBuilt();
ensureTestServers();
const LANDING_LOADS = Number(process.env.BENCH_LANDING_LOADS ?? 7);
if (LANDING_LOADS > 0) ensureChromium();

function childrenByParent() {
  const children = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

function descendants(pid) {
  const children = childrenByParent();
  const found = [];
  const visit = (p) => (children.get(p) ?? []).forEach((c) => (found.push(c), visit(c)));
  visit(pid);
  return found;
}

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function treeRssKb(pid) {
  const children = childrenByParent();
  let total = 0;
  const visit = (p) => {
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended
    }
    for (const child of children.get(p) ?? []) visit(child);
  };
  visit(pid);
  return total;
}

async function waitReady(getUrl, started, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error('the product exited before it was ready');
    const url = getUrl();
    if (url) {
      const ok = await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function once(script) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storybook-bench-'));
  const started = performance.now();
  const child = spawn('npm', ['run', script, '--silent'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, STACK_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let url = null;
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
    url ??= /running at (http:\/\/[^\s]+)/.exec(out)?.[1] ?? null;
  });
  try {
    const readyMs = await waitReady(() => url, started, child);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const rssMb = treeRssKb(child.pid) / 1024;
    const stopStarted = performance.now();
    const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
    const tree = descendants(child.pid);
    child.kill('SIGTERM');
    const code = await exited;
    // npm exits with its script; the product must be gone too.
    while (tree.some(isAlive)) await new Promise((r) => setTimeout(r, 10));
    return { readyMs, rssMb, stopMs: performance.now() - stopStarted, code };
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (n, unit) => `${n.toFixed(unit === 'MB' ? 0 : 2)} ${unit}`;
const row = (label, values, unit, target) =>
  console.log(
    `  ${label.padEnd(28)} ${fmt(median(values), unit).padStart(9)}   (${fmt(Math.min(...values), unit)} – ${fmt(Math.max(...values), unit)})${target ? `   target ${target}` : ''}`,
  );

async function report(script, runs, title, targets = {}) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await once(script));
  console.log(`\n${title}, ${runs} runs (median, min–max):`);
  row(
    'time to ready (/readyz 200)',
    results.map((r) => r.readyMs / 1000),
    's',
    targets.ready,
  );
  row(
    'idle resident memory (tree)',
    results.map((r) => r.rssMb),
    'MB',
    targets.memory,
  );
  row(
    'SIGTERM to npm, all exited',
    results.map((r) => r.stopMs / 1000),
    's',
    targets.stop,
  );
  console.log(`  how npm ended after SIGTERM: ${results.map((r) => r.code).join(', ')}`);
}

await report('start', RUNS, 'npm start on embedded defaults', {
  ready: '≤ 15 s',
  memory: '≤ 400 MB',
  stop: '≤ 5 s',
});
if (STACK_RUNS > 0) {
  await report(
    'start:stack',
    STACK_RUNS,
    'npm run start:stack (FerretDB, Kafka, MinIO, stripe-mock + 6 processes)',
  );
}

async function readingSection() {
  if (process.env.BENCH_READING === '0') return;
  await benchReading();
}

await readingSection();

// Issue 22: the gateway against a bare Express → grpc-js → story chain on the same story server.
if (process.env.BENCH_CHAIN !== '0') await benchGatewayChain();

// Issue 20: what the gateway's per-replica memories buy a signed-in reader (docs/architecture.md).
if (process.env.BENCH_REPLICA_MEMORY !== '0') await benchReplicaMemory();

async function bookPipelineSection() {
  const runs = Number(process.env.BENCH_BOOK_RUNS ?? 3);
  if (runs > 0) await benchBookPipeline({ runs, pictureMs: Number(process.env.BENCH_PICTURE_MS ?? 1500) });
}

await bookPipelineSection();

async function stackBookSection() {
  const runs = Number(process.env.BENCH_STACK_BOOK_RUNS ?? 3);
  if (runs > 0) await benchStackBook({ runs, pictureMs: Number(process.env.BENCH_PICTURE_MS ?? 1500) });
}

await stackBookSection();

if (process.env.BENCH_RESTART !== '0') await benchWorkerRestart();

async function landingSection() {
  if (LANDING_LOADS > 0) await benchLanding({ loads: LANDING_LOADS });
}

await landingSection();

async function ideasSection() {
  if (process.env.BENCH_IDEAS !== '0') await benchIdeas();
}

await ideasSection();

async function safetySection() {
  if (process.env.BENCH_SAFETY !== '0') await benchSafety();
}

await safetySection();

async function pdfSection() {
  if (process.env.BENCH_PDF !== '0') await benchPdf();
}

await pdfSection();
