import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { runInThisContext } from 'node:vm';
import { sessionStore } from '../src/lib/session-store';

/**
 * jsdom lacks the Fetch API classes that react-router's data routers use (`new Request(...)`) and that the
 * tests use to build answers (`new Response(...)`). Borrow Node's own, together with Node's AbortController so
 * that a Request accepts the signal it is given (both must come from the same realm).
 */
const node = runInThisContext('globalThis') as typeof globalThis;
const borrowed = ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'] as const;
for (const name of borrowed) {
  Object.defineProperty(globalThis, name, { value: node[name], writable: true, configurable: true });
}
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Each screen's code is its own chunk, so a file's first test loads it cold: on a busy CI machine that took
// longer than testing-library's default 1 s wait for a control to appear (profiles, router, PIN dialog).
configure({ asyncUtilTimeout: 5000 });

// jsdom does not scroll; react-router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reset();
});

afterEach(() => {
  jest.restoreAllMocks();
});
