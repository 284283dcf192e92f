// The replica-memory section of `npm run bench` (issue 20; BENCH_REPLICA_MEMORY=0 skips it): what the gateway's
// per-replica memories buy a signed-in reader, measured on the embedded product (`npm start`'s, as its own
// process) run twice, once with the session memory (SESSION_CACHE_MS=5000) and once without (0). Each run reads
// POST /api/story/get-page of a drawn page (the gateway's memory of a user's answers, where it exists, answers
// it), of a page not drawn yet (story asked every time) and GET /api/story/fill-bookshelf (never kept). The
// two runs take turns for a few rounds and medians are reported (this machine's speed drifts within a minute).
// docs/architecture.md ("One truth across replicas") records the figures and the choice they led to.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiClient, median, parentWithChild, publishedBooks, startProduct } from './bench-product.mjs';

const ADMIN_EMAIL = 'bench.admin@storybook.local';

async function seed(url) {
  const api = apiClient(url);
  const profileId = await parentWithChild(api, 'Bench Admin');
  const [bookId, undrawnBookId] = await publishedBooks(api, profileId, 2);
  await api.post('/api/story/bookgen', { bookId, animateImages: false });
  for (const deadline = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 100))) {
    const { pageData } = await api.post('/api/story/get-page', { bookId, pageNum: 1 });
    if (pageData.status === 'ready') break;
    if (Date.now() > deadline) throw new Error('the page was not drawn within 30 s');
  }
  return { cookie: api.cookie(), bookId, undrawnBookId };
}

/** `connections` keep-alive loops on `target` for `ms`; answers requests per second and the median latency. */
async function load(base, target, { connections, ms }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(target.path, base);
  const body = target.body === undefined ? undefined : Buffer.from(JSON.stringify(target.body));
  const headers = {
    cookie: target.cookie,
    ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
  };
  const once = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = request(url, { method: target.method, agent, headers }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${target.path} answered ${res.statusCode}`)),
        );
      });
      req.on('error', reject);
      req.end(body);
    });
  for (let i = 0; i < 50; i += 1) await once();
  const latencies = [];
  const started = performance.now();
  const worker = async () => {
    while (performance.now() - started < ms) latencies.push(await once());
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return { rps: latencies.length / ((performance.now() - started) / 1000), p50: median(latencies) };
}

export async function benchReplicaMemory({ connections = 4, ms = 3000, rounds = 3 } = {}) {
  const runs = [];
  try {
    for (const sessionCacheMs of ['5000', '0']) {
      const dataDir = mkdtempSync(join(tmpdir(), 'storybook-bench-memory-'));
      const product = await startProduct({
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_EMAILS: ADMIN_EMAIL,
        SESSION_CACHE_MS: sessionCacheMs,
      });
      runs.push({ sessionCacheMs, product, dataDir, seeded: await seed(product.url) });
    }
    const targets = [
      [
        'get-page, a drawn page',
        (s) => ({ method: 'POST', path: '/api/story/get-page', body: { bookId: s.bookId, pageNum: 1 } }),
      ],
      [
        'get-page, a page not drawn yet',
        (s) => ({
          method: 'POST',
          path: '/api/story/get-page',
          body: { bookId: s.undrawnBookId, pageNum: 1 },
        }),
      ],
      ['fill-bookshelf', () => ({ method: 'GET', path: '/api/story/fill-bookshelf' })],
    ];
    console.log(
      `\nper-replica memory: a signed-in reader through the embedded gateway, session memory on (5 s) and off` +
        `\n(loopback, ${connections} keep-alive connections, ${ms / 1000} s per side, ${rounds} alternating rounds, medians):`,
    );
    for (const [label, targetOf] of targets) {
      const figures = new Map(runs.map((run) => [run.sessionCacheMs, []]));
      for (let round = 0; round < rounds; round += 1) {
        for (const run of runs) {
          const target = { ...targetOf(run.seeded), cookie: run.seeded.cookie };
          figures.get(run.sessionCacheMs).push(await load(run.product.url, target, { connections, ms }));
        }
      }
      console.log(`  ${label}`);
      for (const [sessionCacheMs, results] of figures) {
        console.log(
          `    SESSION_CACHE_MS=${sessionCacheMs.padEnd(5)} ${median(results.map((r) => r.rps))
            .toFixed(0)
            .padStart(6)} req/s` +
            `   p50 ${median(results.map((r) => r.p50))
              .toFixed(2)
              .padStart(6)} ms`,
        );
      }
    }
  } finally {
    for (const run of runs) {
      await run.product.stop().catch(() => undefined);
      rmSync(run.dataDir, { recursive: true, force: true });
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReplicaMemory();
