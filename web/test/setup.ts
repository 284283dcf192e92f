import '@testing-library/jest-dom';
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
