/**
 * The browser's globals as the code these tests run inside pages (page.evaluate, waitForFunction) uses them.
 * The root TypeScript project has no DOM library (it type-checks Node code), so such code reads them as
 * `(globalThis as unknown as PageGlobals)`: a cast only, so at run time it is the page's own globalThis (a
 * function imported from here would not exist inside the page).
 */
interface PageElement {
  getBoundingClientRect(): { height: number };
  readonly inert?: boolean;
}
interface PageImage {
  readonly complete: boolean;
  readonly naturalWidth: number;
}
export interface PageGlobals {
  document: {
    querySelector(selector: string): PageElement | null;
    querySelectorAll(selector: string): Iterable<PageImage>;
    readonly activeElement: unknown;
  };
  getComputedStyle(element: unknown): { backgroundColor: string; outlineStyle: string };
  localStorage: { getItem(key: string): string | null };
  navigator: {
    serviceWorker: { ready: Promise<unknown>; controller: { scriptURL: string } | null };
  };
  caches: { open(name: string): Promise<{ match(url: string): Promise<unknown> }> };
  dispatchEvent(event: Event): boolean;
  /** set by a test's fake install prompt */
  __prompted?: boolean;
}
