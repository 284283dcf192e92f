/**
 * The load generator (k8s/monitoring/load-generator.yaml runs it as a Job from the gateway's image): parents
 * who sign in, make a book and read every page of it, over the public API, like Online Boutique's
 * locust users. Each book is a new parent (local sign-in, so where the gateway allows it: the local overlay),
 * whose starter credit pays for it. Prints one JSON line per book and a summary.
 */
export interface LoadOptions {
  /** The gateway, e.g. http://gateway:8080. */
  url: string;
  books: number;
  /** Books made at the same time. */
  concurrency: number;
  /** How long to wait for a book's pages. */
  bookTimeoutMs?: number;
  log?: (line: Record<string, unknown>) => void;
}

export interface BookRun {
  ok: boolean;
  pages: number;
  ms: number;
  error?: string;
}

const BOOK = {
  prompt: 'A child and a friendly fox look for the moon that fell into the lake',
  title: 'The Moon in the Lake',
  summary:
    'A child and a friendly fox go down to the lake at night to find the moon, and find its reflection.',
  genre: 'Adventure',
  themes: 'Friendship, Curiosity',
  setting: 'A lake by the woods at night',
  characters: 'the child, the fox',
};

type Json = Record<string, unknown>;

/** One parent's visit: sign in, a profile, a book, its pictures, every page read. */
export async function makeAndReadBook(url: string, name: string, timeoutMs: number): Promise<BookRun> {
  const started = Date.now();
  let cookie = '';
  const post = async (path: string, body: Json): Promise<Json> => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    const answer = (await response.json()) as Json;
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${String(answer.error ?? '')}`);
    cookie ||= response.headers.get('set-cookie')?.split(';')[0] ?? '';
    return answer;
  };
  try {
    await post('/api/auth/local-login', { name });
    const { profile } = (await post('/api/files/create-profile', {
      profileInfo: {
        profile_data: {
          personal_information: {
            first_name: 'Robin',
            gender: 'Boy',
            language: 'English',
            ethnicity: 'Other',
          },
          interests: { fears: [] },
        },
      },
    })) as { profile: { profile_id: string } };
    // The generation PIN, chosen for the profile, lets this session generate for it.
    await post('/api/user/update-pin', { old_pin: '', new_pin: '2468', profileId: profile.profile_id });
    const story = await post('/api/story/storygen', { profileId: profile.profile_id, bookData: BOOK });
    const bookId = String(story.bookId);
    const book = (await post('/api/story/bookgen', { bookId, animateImages: false })) as {
      pageDataModel: unknown[];
    };
    const total = book.pageDataModel.length;
    for (let page = 1; page <= total; page++) {
      for (;;) {
        const { pageData } = (await post('/api/story/get-page', { bookId, pageNum: page })) as {
          pageData: { status: string };
        };
        if (pageData.status !== 'pending') break;
        if (Date.now() - started > timeoutMs) throw new Error(`page ${page} not drawn in time`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    return { ok: true, pages: total, ms: Date.now() - started };
  } catch (error) {
    return { ok: false, pages: 0, ms: Date.now() - started, error: (error as Error).message };
  }
}

export async function runLoad(options: LoadOptions): Promise<BookRun[]> {
  const runs: BookRun[] = [];
  const prefix = `load-${Date.now().toString(36)}`;
  let next = 0;
  const worker = async () => {
    while (next < options.books) {
      const index = next++;
      const run = await makeAndReadBook(options.url, `${prefix}-${index}`, options.bookTimeoutMs ?? 300_000);
      options.log?.({ book: index, ...run });
      runs.push(run);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  return runs;
}

if (require.main === module) {
  const env = process.env;
  const print = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);
  void runLoad({
    url: env.LOAD_GATEWAY_URL ?? 'http://gateway:8080',
    books: Number(env.LOAD_BOOKS ?? 20),
    concurrency: Number(env.LOAD_CONCURRENCY ?? 2),
    log: print,
  }).then((runs) => {
    const ok = runs.filter((run) => run.ok);
    print({ books: runs.length, ok: ok.length, pages: ok.reduce((n, r) => n + r.pages, 0) });
    process.exit(ok.length === runs.length ? 0 : 1);
  });
}
