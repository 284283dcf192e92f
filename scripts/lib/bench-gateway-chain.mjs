// The gateway against the floor of its own architecture (issue 22): POST /api/story/get-page for a page not
// drawn yet (so every read goes on to story over gRPC; nothing is kept) through the gateway of the embedded
// product, against a bare chain in a process of its own: an Express handler that parses the same JSON body
// and calls the same story service's GetPage with grpc-js (loaded with the same proto options), answering
// the same JSON. Both reach the very same story server on loopback, so the difference is what the gateway
// adds: session, identity guard, validation, rate limits, CSRF checks, headers, logging.
// Targets: throughput ≥ 0.8× the bare chain's, at most 2 ms added to p99.
// `node scripts/lib/bench-gateway-chain.mjs` runs it alone (also part of `npm run bench`; BENCH_CHAIN=0 skips it);
// BENCH_CPU_PROF=<dir> writes a CPU profile of the product's process there (node --cpu-prof), to open in
// Chrome's DevTools.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiClient, median, parentWithChild, publishedBooks, startProcess } from './bench-product.mjs';
import { load } from './bench-reading.mjs';

/** npm start's product in a process of its own that also prints story's gRPC address. */
const PRODUCT = `
const { startEmbedded } = require('./apps/embedded/dist/index.js');
const { createLogger } = require('./packages/kit/dist/index.js');
const logger = createLogger('storybook', { level: process.env.LOG_LEVEL });
startEmbedded({ dataDir: process.env.DATA_DIR, webDist: process.env.WEB_DIST, port: 0, env: process.env }, logger).then((product) => {
  process.on('SIGTERM', () => product.stop().then(() => process.exit(0)));
  process.stdout.write('story at ' + product.grpcAddresses.story + ' running at ' + product.url + '\\n');
});
`;

/** Express → grpc-js → story, nothing else: the user and book are fixed, the page comes from the body. */
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

export async function benchGatewayChain({
  connections = 4,
  maxRequests = 5000,
  maxMs = 10_000,
  warmup = 200,
  rounds = 5,
} = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storybook-bench-chain-'));
  const started = [];
  try {
    // Only the API is measured: a page stands in for the built web app the product serves.
    const webDist = join(dataDir, 'web');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>bench</title>');
    const profile = process.env.BENCH_CPU_PROF;
    const product = await startProcess(
      [...(profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : []), '-e', PRODUCT],
      {
        DATA_DIR: join(dataDir, 'data'),
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
        SAMPLE_BOOKS: 'false',
        STARTER_CREDITS: '5',
        ADMIN_EMAILS: 'bench.parent@storybook.local',
      },
      /story at (\S+ running at http:\/\/\S+)/,
    );
    started.push(product);
    const [storyAddress, url] = product.url.split(' running at ');
    const api = apiClient(url);
    const profileId = await parentWithChild(api, 'Bench Parent');
    // A book whose pictures were never asked for: its pages stay pending, so nothing is ever kept.
    const [bookId] = await publishedBooks(api, profileId, 1);
    const { profileData } = await api.post('/api/user/get-user', {});
    const bare = await startProcess(
      ['-e', BARE_CHAIN],
      { STORY_ADDR: storyAddress, USER_ID: profileData.user_id },
      /bare chain at (\S+)/,
    );
    started.push(bare);

    const body = { bookId, pageNum: 1 };
    const viaGatewayTarget = { method: 'POST', path: '/api/story/get-page', body, cookie: api.cookie() };
    const bareTarget = { method: 'POST', path: '/bare-chain', body };
    const sample = async (base, target) =>
      (
        await fetch(`${base}${target.path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(target.cookie ? { cookie: target.cookie } : {}),
          },
          body: JSON.stringify(body),
        })
      ).text();
    const [gatewayAnswer, bareAnswer] = [
      await sample(url, viaGatewayTarget),
      await sample(bare.url, bareTarget),
    ];
    if (gatewayAnswer !== bareAnswer) {
      throw new Error(`the two chains answer differently:\n  ${gatewayAnswer}\n  ${bareAnswer}`);
    }

    const perRound = {
      connections,
      maxRequests: Math.ceil(maxRequests / rounds),
      maxMs: maxMs / rounds,
      warmup: Math.ceil(warmup / rounds),
    };
    const viaGateway = [];
    const viaBare = [];
    // One after the other, never at once, alternating: each side has the machine to itself.
    for (let round = 0; round < rounds; round += 1) {
      viaGateway.push(await load(url, viaGatewayTarget, perRound));
      viaBare.push(await load(bare.url, bareTarget, perRound));
    }
    const ms = (value) => `${value.toFixed(2)} ms`;
    const side = (runs) => ({
      rps: median(runs.map((run) => run.rps)),
      p50: median(runs.map((run) => run.p50)),
      p99: median(runs.map((run) => run.p99)),
      count: runs.reduce((sum, run) => sum + run.count, 0),
    });
    console.log(
      `\nget-page of a page not drawn yet: the gateway vs a bare Express → grpc-js → story chain, same story server` +
        `\n(loopback, ${connections} keep-alive connections, ${rounds} alternating rounds of ≤ ${perRound.maxRequests} requests or ${perRound.maxMs / 1000} s, medians):`,
    );
    for (const [name, figures] of [
      ['gateway   ', side(viaGateway)],
      ['bare chain', side(viaBare)],
    ]) {
      console.log(
        `    ${name}  ${figures.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(figures.p50).padStart(9)}   p99 ${ms(figures.p99).padStart(9)}   (${figures.count} requests)`,
      );
    }
    const ratio = median(viaGateway.map((run, i) => run.rps / viaBare[i].rps));
    const added = median(viaGateway.map((run, i) => run.p99 - viaBare[i].p99));
    console.log(
      `    throughput ratio ${ratio.toFixed(2)}×   target ≥ 0.8×     p99 added ${ms(added)}   target ≤ 2 ms` +
        `   (per round: ${viaGateway.map((run, i) => (run.rps / viaBare[i].rps).toFixed(2)).join(' ')})`,
    );
  } finally {
    for (const running of started.reverse()) await running.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchGatewayChain();
