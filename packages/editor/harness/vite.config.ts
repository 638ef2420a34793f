import { defineConfig } from 'vite';

// Standalone page for Playwright and the benchmark; no app, no server, no network.
export default defineConfig({
  root: import.meta.dirname,
  oxc: { jsx: { runtime: 'automatic' } },
  server: { host: '127.0.0.1', strictPort: true },
  build: { outDir: 'dist', emptyOutDir: true },
});
