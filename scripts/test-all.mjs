#!/usr/bin/env node
// Runs every test: unit and integration (PGlite, then PostgreSQL), then the Playwright journeys.
// Prints one closing line "N passed, N failed" summed over all runners.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
// npm scripts run on the `node` package's Node 24 (decision 0028): the header says which one ran.
console.log(`Running every test on Node ${process.version} (${process.execPath})`);
const out = mkdtempSync(path.join(tmpdir(), 'outpost-test-'));
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const totals = { passed: 0, failed: 0, skipped: 0 };
// Named again at the very end: CI output may be cut, and the last lines must say what failed.
const failures = [];
let ok = true;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) ok = false;
  return result.status === 0;
}

// A run that failed without a failing test (an unhandled error, a web server that did not
// start) still failed: it counts as one, so the closing line never says "0 failed" for it.
function addVitest(file, ranOk) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests || (ranOk ? 0 : 1);
    totals.skipped += report.numPendingTests + report.numTodoTests;
    for (const suite of report.testResults) {
      const file = path.relative(root, suite.name);
      const failed = suite.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed) failures.push(`${file} › ${test.fullName}`);
      if (failed.length === 0 && suite.status === 'failed') failures.push(`${file} (the file failed: ${String(suite.message).split('\n')[0]})`);
    }
  } catch {
    totals.failed += 1;
    failures.push(`${path.basename(file)}: no report was written`);
  }
}

function addPlaywright(file, ranOk) {
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected || (ranOk ? 0 : 1);
    totals.skipped += stats.skipped;
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        if (!spec.ok) failures.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite, []);
  } catch {
    totals.failed += 1;
    failures.push(`${path.basename(file)}: no report was written`);
  }
}

/** A port nothing listens on now, so that a leftover server or a busy port cannot fail the journeys. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(String(port)));
    });
  });
}
for (const name of ['E2E_PORT', 'E2E_SMTP_PORT', 'EDITOR_HARNESS_PORT', 'COMPONENTS_HARNESS_PORT']) process.env[name] ??= await freePort();

async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const vitestArgs = (name) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(out, name)}`];

// Every test server logs into this folder; the run ends by checking that no test password is in it.
const serverLogs = path.join(out, 'server-logs');
mkdirSync(serverLogs);
process.env.OUTPOST_TEST_LOG_DIR = serverLogs;

const pgliteOk = run('Unit and integration tests (PGlite)', 'npx', vitestArgs('vitest-pglite.json'));
addVitest(path.join(out, 'vitest-pglite.json'), pgliteOk);

if (await postgresReachable()) {
  const postgresOk = run('Integration tests (PostgreSQL)', 'npx', [...vitestArgs('vitest-pg.json'), '--project', 'server'], { TEST_DATABASE_URL: postgresUrl });
  addVitest(path.join(out, 'vitest-pg.json'), postgresOk);
} else if (process.env.CI) {
  console.error(`PostgreSQL is not reachable at ${postgresUrl}; CI requires it.`);
  ok = false;
  totals.failed += 1;
} else {
  console.warn(`\nSkipping the PostgreSQL run: nothing answers at ${postgresUrl} (set TEST_DATABASE_URL).`);
}

// The production build is checked to build and to keep the first pages within their JavaScript
// budget (and free of playground code); the journeys run against the e2e build (the same app plus
// the components playground, in apps/web/dist-e2e).
const webBuilt = run('Build the web app', 'npm', ['run', 'build', '-w', '@outpost/web']);
if (webBuilt) {
  const withinBudget = run('First pages within their JavaScript budget', 'npx', ['tsx', 'bench/web/bundle-size.ts', '--no-build']);
  if (withinBudget) totals.passed += 1;
  else totals.failed += 1;
}
// The journeys run the compiled server, and its agent build, as `npm start` does.
const nodeBuilt = run('Build the server and the agent', 'node', ['scripts/build-node.mjs']);
if (!nodeBuilt) totals.failed += 1;
if (run('Build the web app for the journeys', 'npm', ['run', 'build:e2e', '-w', '@outpost/web']) && webBuilt && nodeBuilt) {
  const e2eOk = run('End-to-end journeys (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'e2e.json'),
  });
  addPlaywright(path.join(out, 'e2e.json'), e2eOk);
}
const editorOk = run('Editor journeys (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/editor.playwright.config.ts', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'editor.json'),
});
addPlaywright(path.join(out, 'editor.json'), editorOk);

// The passwords the suites sign in and create users with (see apps/server/src/test/harness.ts and the tests).
// The first administrators' passwords of servers started as processes (server-process.ts logs
// their start-up output here) and of the journeys' server are among them: never printed at start.
const TEST_PASSWORDS = [
  'correct horse battery',
  'longenough1',
  'long-enough-pw',
  'intruder-password-1',
  'Log-Secret-Password-1',
  'latency-test-password',
  'first-run-password',
  'crash-test-password',
  'e2e-admin-password',
  'integrator-password-1',
];
console.log('\n=== Server logs carry no test password ===');
const logFiles = readdirSync(serverLogs);
const leaks = logFiles.flatMap((file) => {
  const text = readFileSync(path.join(serverLogs, file), 'utf8');
  return TEST_PASSWORDS.filter((password) => text.includes(password)).map((password) => `${file}: "${password}"`);
});
if (logFiles.length === 0 || leaks.length > 0) {
  console.error(logFiles.length === 0 ? 'No server log was written: the check saw nothing.' : `Passwords found in server logs:\n${leaks.join('\n')}`);
  totals.failed += 1;
  ok = false;
} else {
  totals.passed += 1;
  console.log(`${logFiles.length} log files, none holds a test password`);
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
