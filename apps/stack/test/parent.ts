/**
 * A parent driving a stack over HTTP, for the stack tests that break things (supervision, hand-over, store
 * outages): sign in, a child profile with its generation PIN, a cover, a story, its pictures, its pages.
 */
import { eventually } from '@storybook-app/kit/testing';

export type Json = Record<string, unknown>;

export interface Page {
  page_number: number;
  page_text: string;
  cf_cloud_url: string;
  status: 'pending' | 'ready' | 'failed';
}

export interface Answer<T = Json> {
  status: number;
  body: T;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class Parent {
  private cookie = '';
  userId = '';
  profileId = '';

  constructor(public url: string) {}

  /** One call; never throws on an HTTP status (a dropped connection still throws). */
  async call<T = Json>(path: string, body?: object, timeoutMs = 30_000): Promise<Answer<T>> {
    const response = await fetch(`${this.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    if (cookie && !this.cookie) this.cookie = cookie;
    return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as T };
  }

  /** A call that must answer 200. */
  async post<T = Json>(path: string, body: object = {}): Promise<T> {
    const answer = await this.call<T>(path, body);
    if (answer.status !== 200)
      throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** A picture (or any GET) as this parent's browser fetches it. */
  media(path: string): Promise<Response> {
    return fetch(`${this.url}${path}`, { headers: this.cookie ? { cookie: this.cookie } : {} });
  }

  async signIn(name: string): Promise<void> {
    this.cookie = '';
    const login = await this.post<{ profileData: { user_id: string } }>('/api/auth/local-login', { name });
    this.userId = login.profileData.user_id;
  }

  /** A child's profile, with the PIN chosen so that this session may generate for it. */
  async addChild(firstName: string): Promise<string> {
    const { profile } = await this.post<{ profile: { profile_id: string } }>('/api/files/create-profile', {
      profileInfo: {
        profile_data: {
          personal_information: {
            first_name: firstName,
            age: 6,
            gender: 'Girl',
            language: 'English',
            ethnicity: 'Other',
          },
        },
      },
    });
    this.profileId = profile.profile_id;
    await this.post('/api/user/update-pin', { old_pin: '', new_pin: '2468', profileId: this.profileId });
    return this.profileId;
  }

  /** The summary of an idea (the offline storyteller in stack mode). */
  async summary(prompt: string): Promise<Json> {
    const answer = await this.post<{ authorResponse: Json }>('/api/story/summary', {
      prompt,
      profileId: this.profileId,
    });
    return { ...answer.authorResponse, prompt };
  }

  /** The cover picture call as the summary page makes it. */
  cover(summaryData: Json, timeoutMs = 30_000) {
    return this.call<{ storyImage: string; fileKey: string; titleSvg: string; error?: string }>(
      '/api/story/title-picture',
      { profileId: this.profileId, summaryData },
      timeoutMs,
    );
  }

  /** Writes the story of a summary and asks for its pictures; answers the book id and its page count. */
  async book(summary: Json): Promise<{ bookId: string; total: number }> {
    const story = await this.post<{ bookId: string; bookLayout: string[] }>('/api/story/storygen', {
      profileId: this.profileId,
      bookData: summary,
    });
    const started = await this.post<{ pageDataModel: Page[] }>('/api/story/bookgen', {
      bookId: story.bookId,
      animateImages: false,
    });
    return { bookId: story.bookId, total: started.pageDataModel.length };
  }

  async page(bookId: string, pageNum: number): Promise<Answer<{ pageData?: Page; error?: string }>> {
    return this.call('/api/story/get-page', { bookId, pageNum });
  }

  async pages(bookId: string, total: number): Promise<Page[]> {
    return Promise.all(
      Array.from({ length: total }, async (_, i) => {
        const answer = await this.page(bookId, i + 1);
        if (answer.status !== 200) throw new Error(`page ${i + 1} answered ${answer.status}`);
        return answer.body.pageData!;
      }),
    );
  }

  /** Waits until no page is pending; answers the pages. */
  finished(bookId: string, total: number, timeoutMs: number): Promise<Page[]> {
    return eventually(
      'every page finished',
      async () => {
        const pages = await this.pages(bookId, total);
        return pages.every((page) => page.status !== 'pending') ? pages : undefined;
      },
      { timeoutMs, intervalMs: 200 },
    );
  }
}
