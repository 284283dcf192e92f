import type { ArtStyle } from '../api/types';
import type { StorySummary } from '../api/types';

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
  /** a new id for every idea chosen, so that what is fetched for one idea never lands in another */
  activeStoryId: string | null;
  /** illustrator and author model for the story being made (§4: cleared in demo mode) */
  imageGenerator: string | null;
  model: string | null;
  storyPrompt: string | null;
  /** the summary of `storyPrompt`, kept so that coming back to the summary page does not ask again */
  summaryData: StorySummary | null;
  /** the cover of `summaryData` (§4: requested only while not yet generated) */
  titleImageUrl: string | null;
  titleImageKey: string | null;
  titleSvg: string | null;
  titleImageGenerated: boolean;
  animateImages: boolean;
  /** the pictures' art style picked on the summary page */
  artStyle: ArtStyle;
  /** the book being generated */
  bookId: string | null;
  /** the book whose illustration was started, so that revisiting its page does not start it again */
  bookGenStartedFor: string | null;
}

const STORAGE_KEY = 'storybook.session';

export const emptySession: SessionState = {
  userId: null,
  loggedIn: false,
  demoMode: false,
  activeProfileId: null,
  activeStoryId: null,
  imageGenerator: null,
  model: null,
  storyPrompt: null,
  summaryData: null,
  titleImageUrl: null,
  titleImageKey: null,
  titleSvg: null,
  titleImageGenerated: false,
  animateImages: false,
  artStyle: 'picture-book',
  bookId: null,
  bookGenStartedFor: null,
};

/** A new idea starts a new story: what was made from the previous idea no longer belongs to it. */
export const newStory = (storyPrompt: string): Partial<SessionState> => ({
  activeStoryId: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  storyPrompt,
  summaryData: null,
  titleImageUrl: null,
  titleImageKey: null,
  titleSvg: null,
  titleImageGenerated: false,
  bookId: null,
});

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
  /** Stores what was fetched for a story, unless another idea has been chosen while it was on its way. */
  updateStory(storyId: string | null, patch: Partial<SessionState>): void {
    if (state.activeStoryId === storyId) set({ ...state, ...patch });
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
