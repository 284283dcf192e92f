import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The gateway serves /api and /media; in development Vite forwards them so the app stays same-origin. */
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

/** Paths the gateway answers itself: never the app shell, never from the service worker's caches. */
const SERVER_PATHS = [/^\/api\//, /^\/media\//, /^\/healthz$/, /^\/readyz$/];

/**
 * The installable app (spec §1, §2): the web manifest and a Workbox service worker generated at build time.
 * It precaches the shell (index.html and every built asset, so a second visit opens offline), serves any
 * other page path from the cached index.html, keeps pictures (/media/*, immutable) in a cache of their own,
 * and leaves /api/* to the network: no route matches it, so answers are never served from a cache.
 * A new build takes over at once (autoUpdate); a page still holding the old one reloads when one of its old
 * chunks is gone (app/lazy-page.ts).
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // A file, not an inline script: the gateway's Content-Security-Policy allows only scripts of the app's own.
  injectRegister: 'script-defer',
  includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Storybook',
    short_name: 'Storybook',
    description: "Personalised, illustrated children's books from generative AI",
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fdfaf5',
    theme_color: '#2f6f8f',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: SERVER_PATHS,
    cleanupOutdatedCaches: true,
    // The first visit is served by the worker as soon as it is installed, and a new build takes over at once.
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // Pictures never change under their key (the images service stores them immutable). An hour at most,
        // like the gateway's public cache of a shared book's pictures: its owner may stop sharing it.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'storybook-pictures',
          expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

export default defineConfig({
  root: import.meta.dirname,
  // Tailwind CSS compiles the design system's utilities at build time (web/src/design/design-system.css).
  plugins: [react(), tailwindcss(), pwa],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser that runs this app's syntax knows <link rel="modulepreload">: no polyfill on /.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': { target: gateway, changeOrigin: true },
      '/media': { target: gateway, changeOrigin: true },
    },
  },
});
