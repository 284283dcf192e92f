// The reading section of `npm run bench` (issue 8): requests per second and p99 latency of POST
// /api/story/get-page and GET /api/public/public-bookshelf through the gateway of the embedded product (the
// process `npm start` runs, started here as its own process), against a bare Express handler in a process
// of its own answering the very same JSON. Loopback, keep-alive, a few connections, a bounded run per
// endpoint; the load comes from this process, so it weighs the same on both sides. The two sides take turns
// for a few rounds and the medians are reported: this machine's speed drifts by 2-4× within a minute, and
// one long run of each side would compare two different machines.
// get-page is measured twice: a drawn page, which a reader reads (the gateway answers its owner's repeats
// from memory), and a page not drawn yet, which goes on to story every time.
// Targets: throughput ≥ 0.7× the bare handler's, at most 3 ms added to p99.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiClient,
  median,
  parentWithChild,
  publishedBooks,
  startProcess,
  startProduct,
} from './bench-product.mjs';

const ADMIN = 'Bench Admin';
const ADMIN_EMAIL = 'bench.admin@storybook.local';

/** A full first page of the public shelf (`shelfBooks` published books) and one illustrated book to read. */
async function seed(url, shelfBooks) {
  const api = apiClient(url);
  const profileId = await parentWithChild(api, ADMIN);
  const [bookId, undrawnBookId] = await publishedBooks(api, profileId, shelfBooks);
  await api.post('/api/story/bookgen', { bookId, animateImages: true });
  for (const deadline = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 100))) {
    const { pageData } = await api.post('/api/story/get-page', { bookId, pageNum: 1 });
    if (pageData.status === 'ready') break;
    if (Date.now() > deadline) throw new Error('the page was not drawn within 30 s');
  }
  return { cookie: api.cookie(), bookId, undrawnBookId };
}

/** What the bare handler answers, keyed `METHOD path`: the gateway's bodies, byte for byte. */
const BARE_SERVER = `
const express = require('express');
const answers = require(process.env.BENCH_ANSWERS);
const app = express();
for (const [key, body] of Object.entries(answers)) {
  const [method, path] = key.split(' ');
  const reply = JSON.parse(body);
  if (method === 'POST') app.post(path, express.json(), (_req, res) => res.json(reply));
  else app.get(path, (_req, res) => res.json(reply));
}
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write('bare handler at http://127.0.0.1:' + server.address().port + '\\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

/**
 * Requests `target` with `connections` keep-alive connections until `maxRequests` are answered or
 * `maxMs` passed (after `warmup` requests not counted); answers requests per second and latencies in ms.
 */
export async function load(base, target, { connections, maxRequests, maxMs, warmup }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(target.path, base);
  const body = target.body === undefined ? undefined : Buffer.from(JSON.stringify(target.body));
  const headers = {
    ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
    ...(target.cookie ? { cookie: target.cookie } : {}),
  };
  const once = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = request(url, { method: target.method, agent, headers }, (res) => {
        let size = 0;
        res.on('data', (chunk) => (size += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${target.path} answered ${res.statusCode}`));
          else resolve({ ms: performance.now() - started, size });
        });
      });
      req.on('error', reject);
      req.end(body);
    });

  for (let i = 0; i < warmup; i += 1) await once();
  const latencies = [];
  let size = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + maxMs;
  const worker = async () => {
    while (issued < maxRequests && performance.now() < deadline) {
      issued += 1;
      const answer = await once();
      latencies.push(answer.ms);
      size = answer.size;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)];
  return { count: latencies.length, rps: latencies.length / elapsedS, p50: at(0.5), p99: at(0.99), size };
}

export async function benchReading({
  connections = 4,
  maxRequests = 5000,
  maxMs = 10_000,
  warmup = 200,
  rounds = 5,
  shelfBooks = 50,
} = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storybook-bench-reading-'));
  const started = [];
  try {
    const product = await startProduct({
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: ADMIN_EMAIL,
      // Seeding a full shelf from one parent is no visitor's traffic: the story budget is not measured here.
      RATE_LIMIT_STORY_PER_USER: 'off',
      RATE_LIMIT_STORY_PER_IP: 'off',
      STARTER_CREDITS: String(shelfBooks + 5),
    });
    started.push(product);
    const { cookie, bookId, undrawnBookId } = await seed(product.url, shelfBooks);

    const targets = [
      {
        label: 'POST /api/story/get-page',
        method: 'POST',
        path: '/api/story/get-page',
        body: { bookId, pageNum: 1 },
        cookie,
      },
      // A page whose picture was never asked for: the gateway keeps only drawn pages, so every read of this
      // one goes on to story over gRPC (as the book-gen page's polling does while pictures are drawn).
      {
        label: 'POST /api/story/get-page, a page not drawn yet (story asked every time)',
        method: 'POST',
        path: '/api/story/get-page',
        body: { bookId: undrawnBookId, pageNum: 1 },
        cookie,
      },
      { label: 'GET /api/public/public-bookshelf', method: 'GET', path: '/api/public/public-bookshelf' },
    ];
    // The bare handler answers exactly what the gateway answered, each target at a path of its own (two
    // share the gateway's get-page path).
    const answers = {};
    for (const [i, target] of targets.entries()) {
      const response = await fetch(`${product.url}${target.path}`, {
        method: target.method,
        headers: { 'content-type': 'application/json', ...(target.cookie ? { cookie: target.cookie } : {}) },
        body: target.body ? JSON.stringify(target.body) : undefined,
      });
      answers[`${target.method} /bare/${i}`] = await response.text();
    }
    const answersFile = join(dataDir, 'bare-answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const bare = await startProcess(
      ['-e', BARE_SERVER],
      { BENCH_ANSWERS: answersFile },
      /bare handler at (\S+)/,
    );
    started.push(bare);

    const options = { connections, maxRequests, maxMs, warmup };
    console.log(
      `\nreading through the gateway of npm start's product vs a bare Express handler answering the same JSON` +
        `\n(loopback, ${connections} keep-alive connections, ≤ ${maxRequests} requests or ${maxMs / 1000} s per side after ${warmup} warm-up,` +
        ` in ${rounds} alternating rounds, medians; ${shelfBooks} books on the public shelf):`,
    );
    const perRound = {
      ...options,
      maxRequests: Math.ceil(maxRequests / rounds),
      maxMs: maxMs / rounds,
      warmup: Math.ceil(warmup / rounds),
    };
    const ms = (value) => `${value.toFixed(2)} ms`;
    const side = (runs) => ({
      rps: median(runs.map((run) => run.rps)),
      p50: median(runs.map((run) => run.p50)),
      p99: median(runs.map((run) => run.p99)),
      count: runs.reduce((sum, run) => sum + run.count, 0),
    });
    for (const [i, target] of targets.entries()) {
      const bareTarget = { ...target, path: `/bare/${i}` };
      // One after the other, never at once: each side has the machine to itself.
      const viaGateway = [];
      const viaBare = [];
      for (let round = 0; round < rounds; round += 1) {
        viaGateway.push(await load(product.url, target, perRound));
        viaBare.push(await load(bare.url, bareTarget, perRound));
      }
      const gateway = side(viaGateway);
      const bareSide = side(viaBare);
      const ratio = median(viaGateway.map((run, i) => run.rps / viaBare[i].rps));
      const added = median(viaGateway.map((run, i) => run.p99 - viaBare[i].p99));
      console.log(`  ${target.label} (${(viaGateway[0].size / 1024).toFixed(1)} kB answer)`);
      for (const [name, figures] of [
        ['gateway', gateway],
        ['bare   ', bareSide],
      ]) {
        console.log(
          `    ${name}  ${figures.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(figures.p50).padStart(9)}   p99 ${ms(figures.p99).padStart(9)}   (${figures.count} requests)`,
        );
      }
      console.log(
        `    throughput ratio ${ratio.toFixed(2)}×   target ≥ 0.7×     p99 added ${ms(added)}   target ≤ 3 ms` +
          `   (per round: ${viaGateway.map((run, i) => (run.rps / viaBare[i].rps).toFixed(2)).join(' ')})`,
      );
    }
  } finally {
    for (const running of started.reverse()) await running.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
