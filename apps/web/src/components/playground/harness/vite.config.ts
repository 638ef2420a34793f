import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Standalone playground for Playwright and the benchmark; no app shell, no server, no network.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: { host: '127.0.0.1', strictPort: true, proxy: { '/api': process.env.BENCH_API ?? 'http://127.0.0.1:8080' } },
  preview: { host: '127.0.0.1', strictPort: true, proxy: { '/api': process.env.BENCH_API ?? 'http://127.0.0.1:8080' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
