// The gateway against the floor of its own architecture (issue 22): POST /api/story/get-page for a page not
// drawn yet (so every read goes on to story over gRPC; nothing is kept) through a gateway, against a bare
// chain: an Express handler that parses the same JSON body and calls the same story service's GetPage with
// grpc-js (loaded with the same proto options), answering the same JSON. Both reach the very same story
// server on loopback, so the difference is what the gateway adds: session, identity guard, validation,
// rate limits, CSRF checks, headers, request ids, logging, metrics.
// The gateway measured against the target runs in a process of its own, as in the cluster and as the bare
// chain does: in npm start's one process the gateway shares its event loop (one core) with the story server
// it calls, while the bare chain and the story server run on two. That gateway is measured too, for
// comparison. Each process is warmed up on both pages first, each side again before its section's rounds
// (1,500 requests each time), and before each round. Each front process's CPU time per request (from /proc)
// is printed with each side: it moves less than requests per second with what else runs on the machine
// (though on a crowded one it too grows as throughput falls: fewer requests share each wake-up).
// Then the per-user page memory (`ownCache`, issue 20) is weighed: a drawn page through the gateway with it,
// the same gateway without it (`new OwnAnswers(0)`), and the bare chain.
// Targets: throughput ≥ 0.8× the bare chain's, at most 2 ms added to p99.
// `node scripts/lib/bench-gateway-chain.mjs` runs it alone (also part of `npm run bench`; BENCH_CHAIN=0 skips it);
// BENCH_CPU_PROF=<dir> writes CPU profiles of the gateways' and the bare chain's processes there
// (node --cpu-prof), to open in Chrome's DevTools or sum with `node scripts/lib/cpu-profile-summary.mjs`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiClient, median, parentWithChild, publishedBooks, startProcess } from './bench-product.mjs';
import { load } from './bench-reading.mjs';
import { cpuSeconds } from './process-cpu.mjs';

/** npm start's product in a process of its own that also prints its services' gRPC addresses. */
const PRODUCT = `
const { startEmbedded } = require('./apps/embedded/dist/index.js');
const { createLogger } = require('./packages/kit/dist/index.js');
const logger = createLogger('storybook', { level: process.env.LOG_LEVEL });
startEmbedded({ dataDir: process.env.DATA_DIR, webDist: process.env.WEB_DIST, port: 0, env: process.env }, logger).then((product) => {
  process.on('SIGTERM', () => product.stop().then(() => process.exit(0)));
  process.stdout.write('product ' + JSON.stringify({ url: product.url, grpc: product.grpcAddresses }) + '\\n');
});
`;

/**
 * A gateway process as the cluster runs one (services/gateway/dist/main.js), on the product's services;
 * PAGE_MEMORY=off gives it a memory of users' answers that keeps nothing.
 */
const GATEWAY = `
const { OwnAnswers, gatewayConfigSchema, startGateway } = require('./services/gateway/dist/index.js');
const { createLogger, loadConfig } = require('./packages/kit/dist/index.js');
const grpc = JSON.parse(process.env.GRPC_ADDRESSES);
const config = loadConfig(gatewayConfigSchema, {
  ...process.env, HOST: '127.0.0.1', PORT: '0',
  AUTH_ADDR: grpc.auth, PROFILES_ADDR: grpc.profiles, STORY_ADDR: grpc.story, IMAGES_ADDR: grpc.images,
  BILLING_ADDR: grpc.billing,
  // Only the API is measured: nothing is asked of the web or /media.
  WEB_URL: 'http://127.0.0.1:9', MEDIA_URL: 'http://127.0.0.1:9',
});
const options = process.env.PAGE_MEMORY === 'off' ? { ownAnswers: new OwnAnswers(0) } : {};
startGateway(config, createLogger('gateway', { level: process.env.LOG_LEVEL }), options).then((gateway) => {
  process.on('SIGTERM', () => gateway.stop().then(() => process.exit(0)));
  process.stdout.write('gateway at ' + gateway.url + '\\n');
});
`;

/** Express → grpc-js → story, nothing else: the user is fixed, the book and page come from the body. */
const BARE_CHAIN = `
const express = require('express');
const grpc = require('@grpc/grpc-js');
const protoLoader = require('@grpc/proto-loader');
const { LOADER_OPTIONS, PROTO_DIR, pageStatusWord } = require('./proto/dist/index.js');
const definition = protoLoader.loadSync(require('node:path').join(PROTO_DIR, 'storybook/story.proto'), LOADER_OPTIONS);
const { Story } = grpc.loadPackageDefinition(definition).storybook.story;
const story = new Story(process.env.STORY_ADDR, grpc.credentials.createInsecure());
const app = express();
app.post('/bare-chain', express.json(), (req, res) => {
  const request = { user_id: process.env.USER_ID, book_id: req.body.bookId, page_num: req.body.pageNum };
  story.GetPage(request, { deadline: Date.now() + 10000 }, (error, reply) => {
    if (error) return res.status(500).json({ error: error.message });
    // As the gateway maps a page: its status in words (proto's one table), and no remake unless one is running.
    const page = reply.page && {
      ...reply.page,
      status: pageStatusWord(reply.page.status),
      remake: reply.page.remake ? { ...reply.page.remake, status: pageStatusWord(reply.page.remake.status) } : undefined,
    };
    res.json({ pageData: page, totalPages: reply.total_pages });
  });
});
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write('bare chain at http://127.0.0.1:' + server.address().port + '\\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

/**
 * One side's round: its warm-up, then the measured load, with the CPU time its front process (the one that
 * answers HTTP) and the product's process (the services) spent per request meanwhile.
 */
async function round(side, target, { warmup, ...options }) {
  await load(side.url, target, { ...options, warmup: 0, maxRequests: warmup });
  const before = [cpuSeconds(side.pid), cpuSeconds(side.productPid)];
  const run = await load(side.url, target, { ...options, warmup: 0 });
  const after = [cpuSeconds(side.pid), cpuSeconds(side.productPid)];
  const perRequest = (i) =>
    before[i] === undefined || after[i] === undefined ? NaN : ((after[i] - before[i]) * 1000) / run.count;
  return { ...run, cpuMs: side.pid === side.productPid ? NaN : perRequest(0), productCpuMs: perRequest(1) };
}

/**
 * Each side in turn for `rounds` rounds (never two at once, so each has the machine to itself), after
 * `warmup` requests to each: V8 optimises a process's hot code only after many calls (more for the
 * gateway's longer path than for the bare chain's), and a process that has not served yet, measured cold,
 * loses its first rounds to the compiler.
 */
async function compare(sides, target, rounds, perRound, warmup) {
  for (const side of sides) {
    await load(side.url, target(side), { ...perRound, warmup: 0, maxRequests: warmup, maxMs: 60_000 });
  }
  const runs = sides.map(() => []);
  for (let i = 0; i < rounds; i += 1) {
    for (const [s, side] of sides.entries()) runs[s].push(await round(side, target(side), perRound));
  }
  return runs;
}

const ms = (value) => (Number.isNaN(value) ? '–' : `${value.toFixed(2)} ms`);

/** Each side's medians, then each pair [a, b] of `pairs` compared round by round (indexes into `sides`). */
function report(sides, runs, pairs) {
  const summary = (list) => ({
    rps: median(list.map((run) => run.rps)),
    p50: median(list.map((run) => run.p50)),
    p99: median(list.map((run) => run.p99)),
    cpuMs: median(list.map((run) => run.cpuMs)),
    productCpuMs: median(list.map((run) => run.productCpuMs)),
    count: list.reduce((sum, run) => sum + run.count, 0),
  });
  for (const [s, side] of sides.entries()) {
    const figures = summary(runs[s]);
    console.log(
      `    ${side.name.padEnd(34)} ${figures.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(figures.p50).padStart(9)}` +
        `   p99 ${ms(figures.p99).padStart(9)}   CPU/request: front ${ms(figures.cpuMs).padStart(8)},` +
        ` services ${ms(figures.productCpuMs).padStart(8)}   (${figures.count} requests)`,
    );
  }
  for (const [a, b] of pairs) {
    // Per round, against the other's run of the same round: the machine's drift weighs on both alike.
    const ratio = median(runs[a].map((run, i) => run.rps / runs[b][i].rps));
    const added = median(runs[a].map((run, i) => run.p99 - runs[b][i].p99));
    const cpu = median(runs[a].map((run, i) => run.cpuMs / runs[b][i].cpuMs));
    console.log(
      `    ${sides[a].name} vs ${sides[b].name}: throughput ${ratio.toFixed(2)}×, p99 ${added >= 0 ? '+' : ''}${ms(added)}` +
        (Number.isNaN(cpu) ? '' : `, front CPU/request ${cpu.toFixed(2)}×`) +
        `   (per round: ${runs[a].map((run, i) => (run.rps / runs[b][i].rps).toFixed(2)).join(' ')})`,
    );
  }
}

/**
 * Rounds of up to 2,000 requests (3 s): a p99 is read from a round's slowest 1 %, and from 1,000 requests
 * (the first version's rounds) that was its 10 slowest, which on this shared machine moved by a few ms from
 * one round to the next with nothing changed.
 */
export async function benchGatewayChain({
  connections = 4,
  maxRequests = 12_000,
  maxMs = 18_000,
  warmup = 1500,
  roundWarmup = 100,
  rounds = 6,
} = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storybook-bench-chain-'));
  const started = [];
  try {
    // Only the API is measured: a page stands in for the built web app the product serves.
    const webDist = join(dataDir, 'web');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>bench</title>');
    const profile = process.env.BENCH_CPU_PROF;
    const profiled = profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : [];
    const product = await startProcess(
      ['-e', PRODUCT],
      {
        DATA_DIR: join(dataDir, 'data'),
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
        SAMPLE_BOOKS: 'false',
        STARTER_CREDITS: '5',
        ADMIN_EMAILS: 'bench.parent@storybook.local',
      },
      /product (\{.*\})\n/,
    );
    started.push(product);
    const { url, grpc } = JSON.parse(product.url);
    const api = apiClient(url);
    const profileId = await parentWithChild(api, 'Bench Parent');
    // The first book's pages are drawn (the offline illustrator); the second's pictures are never asked
    // for, so its pages stay pending and nothing is ever kept of them.
    const [drawnBookId, bookId] = await publishedBooks(api, profileId, 2);
    await api.post('/api/story/bookgen', { bookId: drawnBookId, animateImages: true });
    for (const deadline = Date.now() + 30_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const { pageData } = await api.post('/api/story/get-page', { bookId: drawnBookId, pageNum: 1 });
      if (pageData.status === 'ready') break;
      if (Date.now() > deadline) throw new Error('the page was not drawn within 30 s');
    }
    const { profileData } = await api.post('/api/user/get-user', {});
    const gatewayEnv = { GRPC_ADDRESSES: JSON.stringify(grpc), LOG_LEVEL: 'warn' };
    const gateway = await startProcess([...profiled, '-e', GATEWAY], gatewayEnv, /gateway at (\S+)/);
    started.push(gateway);
    const forgetful = await startProcess(
      [...profiled, '-e', GATEWAY],
      { ...gatewayEnv, PAGE_MEMORY: 'off' },
      /gateway at (\S+)/,
    );
    started.push(forgetful);
    const bare = await startProcess(
      [...profiled, '-e', BARE_CHAIN],
      { STORY_ADDR: grpc.story, USER_ID: profileData.user_id },
      /bare chain at (\S+)/,
    );
    started.push(bare);

    const side = (name, running, path) => ({
      name,
      url: running.url,
      pid: running.pid,
      productPid: product.pid,
      path,
    });
    const viaGateway = side('gateway (own process)', gateway, '/api/story/get-page');
    const viaEmbedded = { ...side("npm start's gateway (one process)", product, '/api/story/get-page'), url };
    const viaForgetful = side('gateway without page memory', forgetful, '/api/story/get-page');
    const viaBare = side('bare chain', bare, '/bare-chain');
    const targetFor = (body) => (chosen) => ({
      method: 'POST',
      path: chosen.path,
      body,
      ...(chosen.path === '/bare-chain' ? {} : { cookie: api.cookie() }),
    });

    const sample = async (chosen, body) => {
      const target = targetFor(body)(chosen);
      const response = await fetch(`${chosen.url}${target.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(target.cookie ? { cookie: target.cookie } : {}) },
        body: JSON.stringify(body),
      });
      return response.text();
    };
    for (const body of [
      { bookId, pageNum: 1 },
      { bookId: drawnBookId, pageNum: 1 },
    ]) {
      const answers = await Promise.all(
        [viaGateway, viaEmbedded, viaForgetful, viaBare].map((chosen) => sample(chosen, body)),
      );
      if (new Set(answers).size !== 1) {
        throw new Error(`the chains answer differently:\n  ${answers.join('\n  ')}`);
      }
    }

    // Every process is warmed up on both pages before either section: a process that meets a section's page
    // having served the other section already (the bare chain serves both sections, each gateway one) would
    // otherwise come to the second section better compiled than a gateway meeting its first requests there,
    // which is how the second section came out worse for the gateway whichever it was.
    for (const chosen of [viaGateway, viaEmbedded, viaForgetful, viaBare]) {
      for (const body of [
        { bookId, pageNum: 1 },
        { bookId: drawnBookId, pageNum: 1 },
      ]) {
        await load(chosen.url, targetFor(body)(chosen), {
          connections,
          warmup: 0,
          maxRequests: warmup,
          maxMs: 60_000,
        });
      }
    }

    const perRound = {
      connections,
      maxRequests: Math.ceil(maxRequests / rounds),
      maxMs: maxMs / rounds,
      warmup: roundWarmup,
    };
    const conditions =
      `(loopback, ${connections} keep-alive connections, ${warmup} requests to warm each side up, then ${rounds} alternating rounds of ${perRound.warmup} more` +
      ` then ≤ ${perRound.maxRequests} requests or ${perRound.maxMs / 1000} s, medians; CPU/request from /proc):`;
    const undrawn = [viaGateway, viaEmbedded, viaBare];
    console.log(
      `\nget-page of a page not drawn yet: a gateway vs a bare Express → grpc-js → story chain, same story server\n${conditions}`,
    );
    report(undrawn, await compare(undrawn, targetFor({ bookId, pageNum: 1 }), rounds, perRound, warmup), [
      [0, 2],
      [1, 2],
    ]);
    console.log('    target: the gateway (own process) ≥ 0.8× the bare chain, p99 + ≤ 2 ms');

    const drawn = [viaGateway, viaForgetful, viaBare];
    console.log(
      `\nget-page of a drawn page, its owner reading it again: the page memory on and off\n${conditions}`,
    );
    report(
      drawn,
      await compare(drawn, targetFor({ bookId: drawnBookId, pageNum: 1 }), rounds, perRound, warmup),
      [
        [0, 1],
        [1, 2],
      ],
    );
  } finally {
    for (const running of started.reverse()) await running.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchGatewayChain();
