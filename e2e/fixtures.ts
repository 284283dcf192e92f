import type { APIRequestContext, Page } from 'playwright-core';

/** The child the browser tests make books for, as create-profile takes her; `interests` vary by test. */
export const mayaProfile = (interests: Record<string, string[]>) => ({
  personal_information: {
    first_name: 'Maya',
    age: '6',
    gender: 'Girl',
    language: 'English',
    ethnicity: 'Other',
    hair_color: 'brown',
    eye_color: 'green',
  },
  interests,
});

/** The PIN the browser tests choose for a parent who generates through the API. */
export const TEST_PIN = '1357';

interface ApiContext {
  post(url: string, options: { data: object }): Promise<{ ok(): boolean; status(): number }>;
}

/**
 * Lets the signed-in session generate for the profile, as the PIN dialog does: chooses the first PIN for
 * it, or, when a PIN is set already, enters it. Without this the generation routes answer 403 pin_required.
 */
export async function passPin(api: ApiContext, baseUrl: string, profileId: string): Promise<void> {
  const chosen = await api.post(`${baseUrl}/api/user/update-pin`, {
    data: { old_pin: '', new_pin: TEST_PIN, profileId },
  });
  if (chosen.ok()) return;
  const entered = await api.post(`${baseUrl}/api/auth/verify-gen`, {
    data: { authPin: TEST_PIN, profileId },
  });
  if (!entered.ok()) throw new Error(`the PIN was not accepted (${chosen.status()}, ${entered.status()})`);
}

/** What the web keeps in localStorage ('storybook.session') while a book is being made. */
export type WebSession = Record<string, unknown>;

/**
 * Makes a book as the story pages would, through the API of the signed-in parent `api` (summary, cover,
 * story, pictures), and waits until its last page is drawn. Returns its id and the web's session of a parent
 * who picked the profile (PIN given) and is making this book, for the PIN-gated /story-gen-* screens.
 */
export async function makeBook(
  api: APIRequestContext,
  baseUrl: string,
  { userId, profileId, prompt }: { userId: string; profileId: string; prompt: string },
): Promise<{ bookId: string; session: WebSession }> {
  await passPin(api, baseUrl, profileId);
  const postJson = async <T>(path: string, data: object): Promise<T> => {
    const res = await api.post(`${baseUrl}${path}`, { data });
    if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { authorResponse: summary } = await postJson<{ authorResponse: Record<string, string> }>(
    '/api/story/summary',
    { prompt, profileId, model: 'gpt-4o-mini' },
  );
  const cover = await postJson<{ storyImage: string; fileKey: string; titleSvg: string }>(
    '/api/story/title-picture',
    { profileId, summaryData: summary, generator: 'Flux' },
  );
  const { bookId, bookLayout } = await postJson<{ bookId: string; bookLayout: string[] }>(
    '/api/story/storygen',
    {
      profileId,
      bookData: {
        ...summary,
        prompt,
        model: 'gpt-4o-mini',
        image_generator: 'Flux',
        title_svg: cover.titleSvg,
        cf_title_image: cover.storyImage,
        cf_title_key: cover.fileKey,
      },
    },
  );
  await postJson('/api/story/bookgen', { bookId, animateImages: false });
  const total = bookLayout.length + 1;
  for (const deadline = Date.now() + 30_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const { pageData } = await postJson<{ pageData: { status: string } }>('/api/story/get-page', {
      bookId,
      pageNum: total,
    });
    if (pageData.status === 'ready') break;
    if (Date.now() > deadline) throw new Error('the book was not drawn in 30 s');
  }
  return {
    bookId,
    session: {
      userId,
      loggedIn: true,
      activeProfileId: profileId,
      activeStoryId: 'e2e-story',
      imageGenerator: 'Flux',
      model: 'gpt-4o-mini',
      storyPrompt: prompt,
      summaryData: summary,
      titleImageUrl: cover.storyImage,
      titleImageKey: cover.fileKey,
      titleSvg: cover.titleSvg,
      titleImageGenerated: true,
      bookId,
      bookGenStartedFor: bookId,
    },
  };
}

/** Puts the web's session into localStorage before every load of the page's context. */
export async function withWebSession(page: Page, session: WebSession): Promise<void> {
  await page.context().addInitScript((value) => {
    const { localStorage } = globalThis as unknown as {
      localStorage: { setItem(key: string, value: string): void };
    };
    localStorage.setItem('storybook.session', JSON.stringify(value));
  }, session);
}
