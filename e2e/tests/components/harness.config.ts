import { defineConfig } from '@playwright/test';

// The shared components' own checks against the standalone playground (built, then served by
// `vite preview` on loopback). Under the app's config the same specs open /playground instead.
const port = Number(process.env.COMPONENTS_HARNESS_PORT ?? 4327);
process.env.PLAYGROUND_URL ??= '/';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 30_000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    acceptDownloads: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `npx vite build --config apps/web/src/components/playground/harness/vite.config.ts && npx vite preview --config apps/web/src/components/playground/harness/vite.config.ts --port ${port}`,
    cwd: '../../..',
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
