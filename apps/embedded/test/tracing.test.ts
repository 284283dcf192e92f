/**
 * One book page's trace on `npm start`'s product, run as its own process from the build (OpenTelemetry's
 * instrumentations wrap modules as Node loads them, which jest's module system bypasses), exporting OTLP to
 * a receiver in the test: the gateway's HTTP request, its gRPC call to story, story's publish of the page
 * request, images' handling of it through the in-process bus and the page job, its drawing, and story's
 * handling of the completion are one trace, each span under the one that caused it. Log lines carry the
 * trace id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eventually } from '@storybook-app/kit/testing';
import { startOtlpReceiver, type ReceivedSpan } from './otlp-receiver';

const ROOT = resolve(__dirname, '../../..');
const SERVER = 2;
const CLIENT = 3;
const PRODUCER = 4;
const CONSUMER = 5;

const profileData = {
  personal_information: { first_name: 'Ada', gender: 'Girl', language: 'English', ethnicity: 'Other' },
  interests: { fears: [] },
};
const bookData = {
  prompt: 'Ada finds a lost kitten in the garden and takes it home',
  title: 'The Garden Kitten',
  summary: 'Ada finds a lost kitten under the roses and helps it find its way home.',
  genre: 'Adventure',
  themes: 'Kindness',
  setting: 'A garden in spring',
  characters: 'Ada, the kitten',
};

describe('a book page traced from the gateway through story and the event bus into images', () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let child: ChildProcess;
  let output = '';
  let dataDir: string;
  let bookId: string;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    dataDir = mkdtempSync(join(tmpdir(), 'storybook-traces-'));
    writeFileSync(join(dataDir, 'index.html'), '<!doctype html><title>Storybook</title>');
    child = spawn(process.execPath, [join(ROOT, 'apps/embedded/dist/main.js')], {
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        DATA_DIR: dataDir,
        WEB_DIST: dataDir,
        SAMPLE_BOOKS: 'false',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = await new Promise<string>((resolveUrl, reject) => {
      const timer = setInterval(() => {
        const found = /Storybook is running at (http:\/\/\S+)/.exec(output);
        if (found) {
          clearInterval(timer);
          resolveUrl(found[1]!);
        } else if (child.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`the product stopped: ${output}`));
        }
      }, 50);
    });

    const post = async (path: string, body: unknown, cookie = '') => {
      const res = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      expect([path, res.status]).toEqual([path, 200]);
      return { body: (await res.json()) as Record<string, unknown>, res };
    };
    const login = await post('/api/auth/local-login', { name: 'Parent Traces' });
    const cookie = login.res.headers.get('set-cookie')!.split(';')[0]!;
    const profile = await post(
      '/api/files/create-profile',
      { profileInfo: { profile_data: profileData } },
      cookie,
    );
    const profileId = (profile.body.profile as { profile_id: string }).profile_id;
    await post('/api/user/update-pin', { old_pin: '', new_pin: '2468', profileId }, cookie);
    const story = await post('/api/story/storygen', { profileId, bookData }, cookie);
    bookId = story.body.bookId as string;
    await post('/api/story/bookgen', { bookId, animateImages: false }, cookie);
    // The book is done when its last page is recorded: page 1 ready is enough for this trace.
    await eventually(
      'page 1 ready',
      async () => {
        const page = await post('/api/story/get-page', { bookId, pageNum: 1 }, cookie);
        return (page.body.pageData as { status?: string }).status === 'ready';
      },
      { timeoutMs: 15_000, intervalMs: 100 },
    );
    // Stopping flushes what the batch still holds.
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }, 25_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await receiver?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const byId = () => new Map(receiver.spans.map((span) => [span.spanId, span]));
  /** The span and every span above it, nearest first. */
  const ancestry = (span: ReceivedSpan): ReceivedSpan[] => {
    const spans = byId();
    const chain = [span];
    for (let parent = spans.get(span.parentSpanId); parent; parent = spans.get(parent.parentSpanId)) {
      chain.push(parent);
    }
    return chain;
  };

  it('has one trace from the HTTP request to the page recorded, linked through the bus', () => {
    const bookgen = receiver.spans.find(
      (span) =>
        span.kind === SERVER &&
        (span.attributes['http.target'] === '/api/story/bookgen' ||
          span.attributes['url.path'] === '/api/story/bookgen'),
    );
    expect(bookgen).toBeDefined();
    const trace = receiver.spans.filter((span) => span.traceId === bookgen!.traceId);
    const names = trace.map((span) => span.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'grpc.storybook.story.Story/GenerateBook',
        'publish story.page-image.requested',
        'process story.page-image.requested',
        'draw page',
        'publish images.page-image.completed',
        'process images.page-image.completed',
      ]),
    );

    // story's page completion handler descends from the gateway's request, through every hop between.
    const recorded = trace.find(
      (span) => span.name === 'process images.page-image.completed' && span.kind === CONSUMER,
    )!;
    expect(recorded.attributes['messaging.consumer.group.name']).toBe('story.page-images');
    const chain = ancestry(recorded).map((span) => `${span.kind}:${span.name}`);
    const expected = [
      `${CONSUMER}:process images.page-image.completed`,
      `${PRODUCER}:publish images.page-image.completed`,
      '1:draw page',
      `${CONSUMER}:process story.page-image.requested`,
      `${PRODUCER}:publish story.page-image.requested`,
      `${SERVER}:grpc.storybook.story.Story/GenerateBook`,
      `${CLIENT}:grpc.storybook.story.Story/GenerateBook`,
    ];
    // Nearest first; between them may be spans of the frameworks (Express's middleware, for one).
    let at = 0;
    for (const link of chain) if (link === expected[at]) at += 1;
    expect(at).toBe(expected.length);
    expect(ancestry(recorded).at(-1)?.spanId).toBe(bookgen!.spanId);
    expect(new Set(trace.map((span) => span.service))).toEqual(new Set(['storybook']));
  });

  it('stamps the trace id on the log lines of the work it traced', () => {
    const drawn = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; trace_id?: string; bookId?: string })
      .find((line) => line.msg === 'page picture drawn' && line.bookId === bookId);
    expect(drawn?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    const draw = receiver.spans.find(
      (span) => span.name === 'draw page' && span.attributes['storybook.book_id'] === bookId,
    );
    expect(drawn?.trace_id).toBe(draw?.traceId);
  });
});
