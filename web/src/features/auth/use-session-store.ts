import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from '../../lib/session-store';

/** The locally kept session state (demo mode, active profile, story in progress). */
export function useSessionStore(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
