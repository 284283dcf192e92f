import { act } from '@testing-library/react';
import type { Page, StorySummary } from '../src/api/types';

/** Shared data and fetch helpers of the story-gen tests. */

export const pipSummary: StorySummary = {
  title: 'Pip and the Sea',
  summary: 'Pip sails to find a lost shell.',
  genre: 'Adventure',
  themes: 'Friendship, Courage and Bravery, Teamwork',
  setting: 'A windy beach',
  characters: 'Pip, Grandpa Joe',
};

export const page = (page_number: number, status: Page['status'], extra: Partial<Page> = {}): Page => ({
  page_number,
  page_text: `Text of page ${page_number}`,
  cloud_url: '',
  cf_cloud_url: status === 'ready' ? `/media/p${page_number}.png` : '',
  cf_cloud_animated_url: '',
  status,
  ...extra,
});

/** The JSON bodies a fetch stub has sent to `path`. */
export const bodiesOf = (fetchStub: jest.Mock, path: string) =>
  fetchStub.mock.calls
    .filter(([url]: [string]) => new URL(url, 'http://localhost').pathname === path)
    .map(([, init]: [string, RequestInit]) => JSON.parse(init.body as string) as unknown);

/**
 * Holds the calls to `path` until `release()`, on top of a fetch stub installed before: for what a page
 * shows while an answer is on its way.
 */
export function holdCalls(path: string) {
  const answer = globalThis.fetch;
  const waiting: (() => void)[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname === path) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    return answer(input, init);
  }) as typeof fetch;
  return {
    get held() {
      return waiting.length;
    },
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

/** Enough of EventSource (jsdom has none): named events, the error event, readyState and close. */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  static latest = () => FakeEventSource.opened[FakeEventSource.opened.length - 1];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** A server-sent `event: <type>` with JSON data. */
  send(type: string, data: unknown) {
    this.readyState = FakeEventSource.OPEN;
    act(() => void this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) })));
  }
  /** The connection failed; `readyState` says whether the browser will reconnect. */
  drop(readyState: number) {
    this.readyState = readyState;
    act(() => void this.dispatchEvent(new Event('error')));
  }
}

/** Puts FakeEventSource on window for the tests of the calling describe block. */
export function installFakeEventSource() {
  beforeEach(() => {
    FakeEventSource.opened = [];
    Object.defineProperty(window, 'EventSource', {
      value: FakeEventSource,
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => {
    delete (window as { EventSource?: unknown }).EventSource;
  });
}
