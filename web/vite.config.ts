import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The gateway serves /api and /media; in development Vite forwards them so the app stays same-origin. */
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: gateway, changeOrigin: true },
      '/media': { target: gateway, changeOrigin: true },
    },
  },
});
