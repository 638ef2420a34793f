import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Journeys run against the real server (fresh embedded database) and Debian's Chromium. The server
 * serves the web app's e2e build (`npm run build:e2e -w @outpost/web`): the production build plus
 * the components playground that the components specs open at /playground.
 */
const port = Number(process.env.E2E_PORT ?? 18080);
export const baseURL = `http://127.0.0.1:${port}`;
/** The server's inbound mail (SMTP) listener, for the journey of a requester's e-mail reply. */
export const inboundSmtpPort = Number(process.env.E2E_SMTP_PORT ?? 18025);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'outpost-e2e-'));

export default defineConfig({
  testDir: './tests',
  // The editor's specs run against its own harness (editor.playwright.config.ts).
  testIgnore: ['editor/**'],
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // The compiled server, as `npm start` runs it: `node scripts/build-node.mjs` builds it first
    // (scripts/test-all.mjs and `npm run test:e2e` do).
    command: 'node --no-liftoff --enable-source-maps dist/main.js',
    cwd: path.resolve(import.meta.dirname, '../apps/server'),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      OUTPOST_ADMIN_EMAIL: 'admin@e2e.test',
      OUTPOST_ADMIN_PASSWORD: 'e2e-admin-password',
      // The journeys enrol their own agents and count devices: no demo agent beside them.
      OUTPOST_DEMO_AGENT: 'false',
      OUTPOST_NODE_OFFLINE_AFTER_SECONDS: '6',
      OUTPOST_HEARTBEAT_SECONDS: '2',
      OUTPOST_LOGIN_RATE_LIMIT: '1000',
      OUTPOST_LOG_LEVEL: 'warn',
      OUTPOST_WEB_DIST_DIR: path.resolve(import.meta.dirname, '../apps/web/dist-e2e'),
      // Time-rule journeys move the clock time automations read (decision 0021); nothing else reads it.
      OUTPOST_TEST_CLOCK: 'true',
      OUTPOST_SMTP_LISTEN_PORT: String(inboundSmtpPort),
      // The journeys' SMTP receivers, webhook receivers and Zendesk stub listen on loopback, which
      // the outbound guard refuses unless allowed (issue 22).
      OUTPOST_OUTBOUND_ALLOW: '127.0.0.1,::1,localhost',
    },
  },
});
