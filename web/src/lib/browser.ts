/**
 * Leaving the app for another site (the payment provider's checkout page). A method on an object, so that
 * tests (jsdom cannot navigate) can replace it.
 */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Reloading the page (jsdom cannot; tests replace the method). */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
