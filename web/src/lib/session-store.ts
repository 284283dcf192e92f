/**
 * The browser side of the session (spec §3 "Session state"): what the app keeps locally between pages.
 * The signed-in user itself comes from the gateway (see features/auth/use-session.ts); this store keeps the
 * user id and logged-in flag the spec stores locally, demo mode and the story being made.
 * Framework-free so the API client can clear it on a 401; React reads it with useSyncExternalStore.
 */
export interface SessionState {
  userId: string | null;
  loggedIn: boolean;
  demoMode: boolean;
  activeProfileId: string | null;
  /** illustrator and author model for the story being made (§4: cleared in demo mode) */
  imageGenerator: string | null;
  model: string | null;
  storyPrompt: string | null;
  animateImages: boolean;
  /** the book being generated */
  bookId: string | null;
}

const STORAGE_KEY = 'storybook.session';

export const emptySession: SessionState = {
  userId: null,
  loggedIn: false,
  demoMode: false,
  activeProfileId: null,
  imageGenerator: null,
  model: null,
  storyPrompt: null,
  animateImages: false,
  bookId: null,
};

function load(): SessionState {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    return raw ? { ...emptySession, ...(JSON.parse(raw) as Partial<SessionState>) } : emptySession;
  } catch {
    return emptySession;
  }
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // storage full or disabled: the session still lives in memory
  }
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(patch: Partial<SessionState>): void {
    set({ ...state, ...patch });
  },
  /** §4: after the sign-in credential is exchanged. */
  signedIn(userId: string): void {
    if (state.loggedIn && state.userId === userId) return;
    set({ ...state, userId, loggedIn: true, demoMode: false });
  },
  /** §4: a 401 clears the login state (demo mode and the story in progress stay). */
  clearLogin(): void {
    if (!state.loggedIn && state.userId === null && state.activeProfileId === null) return;
    set({ ...state, userId: null, loggedIn: false, activeProfileId: null });
  },
  /** §4: logout clears local data. */
  clearAll(): void {
    set(emptySession);
  },
  /** Tests: start from a known state, re-reading storage. */
  reset(): void {
    state = load();
    listeners.forEach((listener) => listener());
  },
};
