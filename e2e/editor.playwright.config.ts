import { defineConfig } from '@playwright/test';

// The editor's own suite: a standalone harness page served by Vite on loopback, Debian's Chromium.
const port = Number(process.env.EDITOR_HARNESS_PORT ?? 4319);

export default defineConfig({
  testDir: './tests/editor',
  timeout: 30_000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `npx vite --config packages/editor/harness/vite.config.ts --port ${port}`,
    cwd: '..',
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
