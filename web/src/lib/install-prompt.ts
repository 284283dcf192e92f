/**
 * Installing the app (spec §2 "Install banner"). Chromium-based browsers announce that the app can be
 * installed with a `beforeinstallprompt` event, often before the landing page has rendered, so it is caught
 * from start-up (`listenForInstallPrompt` in main.tsx) and kept here. Safari on iOS has no such event: it gets
 * instructions instead. Once dismissed, timed out or installed, the offer is gone for this page's life.
 */

/** Chromium's event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** `prompt`: the browser can install it on request; `ios`: Safari's Share menu can. */
export type InstallOffer = 'prompt' | 'ios' | null;

let deferred: BeforeInstallPromptEvent | null = null;
let finished = false;
let offer: InstallOffer = null;
const listeners = new Set<() => void>();

/** iPhone, iPod or iPad (which reports itself as a Mac with a touch screen), not already opened as the app. */
export function isIosBrowser(nav: Navigator = navigator, win: Window = window): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  const standalone =
    (nav as Navigator & { standalone?: boolean }).standalone === true ||
    (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches);
  return ios && !standalone;
}

function update(): void {
  const next: InstallOffer = finished ? null : deferred ? 'prompt' : isIosBrowser() ? 'ios' : null;
  if (next === offer) return;
  offer = next;
  listeners.forEach((listener) => listener());
}

export function listenForInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    // Our banner replaces the browser's own install bar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update();
  });
  win.addEventListener('appinstalled', () => installPrompt.dismiss());
  update();
}

export const installPrompt = {
  get: (): InstallOffer => offer,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Gone for this page's life: dismissed, timed out or installed. */
  dismiss(): void {
    finished = true;
    deferred = null;
    update();
  },
  /** The browser's install dialog; the banner goes whatever the parent answers (the event is single-use). */
  async install(): Promise<void> {
    const event = deferred;
    installPrompt.dismiss();
    if (!event) return;
    try {
      await event.prompt();
      await event.userChoice;
    } catch (error) {
      console.error(error);
    }
  },
  /** Tests: forget what happened. */
  reset(): void {
    deferred = null;
    finished = false;
    update();
  },
};
