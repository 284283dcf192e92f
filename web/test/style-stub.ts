/** What a component's CSS import is in jsdom: nothing (Vite bundles the sheet in the app). */
export {};
