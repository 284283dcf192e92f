// What the bench sections share: the product `npm start` runs as a process of its own, a signed-in JSON client
// of its API, and published books made through that API the way a parent and an admin make them.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './setup.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Starts a node process and answers once it prints a URL `urlPattern` finds; `stop()` ends it with SIGTERM. */
export async function startProcess(args, env, urlPattern) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = urlPattern.exec(out)?.[1];
      if (found) resolve(found);
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}) before it was ready`)));
  });
  child.stdout.resume();
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The embedded product (`npm start`'s) as its own process. */
export const startProduct = (env) =>
  startProcess([join(ROOT, 'apps/embedded/dist/main.js')], env, /running at (http:\/\/[^\s]+)/);

/** JSON calls to the API that keep the session cookie of the sign-in. */
export function apiClient(url) {
  let cookie = '';
  const headers = () => (cookie ? { cookie } : {});
  const post = async (path, body) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers() },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    cookie ||= response.headers.get('set-cookie')?.split(';')[0] ?? '';
    return answer;
  };
  const get = (path, extra = {}) => fetch(`${url}${path}`, { headers: { ...extra, ...headers() } });
  return { post, get, cookie: () => cookie };
}

/**
 * Signs `name` in, saves a child's profile and chooses the generation PIN for it (which lets this session
 * generate for the profile, as the PIN dialog does); answers the profile id.
 */
export async function parentWithChild(api, name) {
  await api.post('/api/auth/local-login', { name });
  const { profile } = await api.post('/api/files/create-profile', {
    profileInfo: {
      profile_data: {
        personal_information: {
          first_name: 'Maya',
          age: 6,
          gender: 'Girl',
          language: 'English',
          ethnicity: 'Other',
        },
      },
    },
  });
  await api.post('/api/user/update-pin', { old_pin: '', new_pin: '2468', profileId: profile.profile_id });
  return profile.profile_id;
}

/**
 * A parent's summary and cover for `prompt`, as the web asks for them, and the storygen body that makes them
 * a book (the caller times the storygen call itself).
 */
export async function storygenRequest(post, profileId, prompt) {
  const { authorResponse: summary } = await post('/api/story/summary', { prompt, profileId });
  const cover = await post('/api/story/title-picture', { profileId, summaryData: summary });
  return {
    profileId,
    bookData: {
      ...summary,
      prompt,
      title_svg: cover.titleSvg,
      cf_title_image: cover.storyImage,
      cf_title_key: cover.fileKey,
    },
  };
}

/**
 * `count` books with covers, written and put on the public shelf by `api`'s signed-in admin (ADMIN_EMAILS),
 * the same way the web makes them; answers their ids, newest last.
 */
export async function publishedBooks(
  api,
  profileId,
  count,
  promptOf = (i) => `A dragon who bakes moon cakes ${i + 1}`,
) {
  // The storyteller and illustrator every parent who is not an admin gets.
  const [model, generator] = ['gpt-4o-mini', 'Flux'];
  const bookIds = [];
  for (let i = 0; i < count; i += 1) {
    const prompt = promptOf(i);
    const { authorResponse } = await api.post('/api/story/summary', { prompt, profileId, model });
    const cover = await api.post('/api/story/title-picture', {
      profileId,
      summaryData: authorResponse,
      generator,
    });
    const story = await api.post('/api/story/storygen', {
      profileId,
      bookData: {
        ...authorResponse,
        prompt,
        model,
        image_generator: generator,
        title_svg: cover.titleSvg,
        cf_title_image: cover.storyImage,
        cf_title_key: cover.fileKey,
      },
    });
    await api.post('/api/admin/publish-book', { bookId: story.bookId, published: true });
    bookIds.push(story.bookId);
  }
  return bookIds;
}
