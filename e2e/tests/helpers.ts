import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Signs in through the login page. The help menu's intro tooltip is closed for the browser
 * session first (as its Close button does): it sits over the right end of every page header,
 * where journeys click their buttons. `helpIntro: true` keeps it for a journey about it.
 */
export async function login(page: Page, user = ADMIN, options: { helpIntro?: boolean } = {}) {
  if (!options.helpIntro) await page.addInitScript(() => sessionStorage.setItem('outpost.helpTooltipClosed', '1'));
  await page.goto('/');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Outpost home: dashboard overview' })).toBeVisible();
}

/** Signs the API context in and answers the CSRF header for writes. */
export async function apiLogin(request: APIRequestContext, user = ADMIN): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: user });
  expect(response.ok()).toBe(true);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { 'x-csrf-token': csrfToken };
}

/** A real agent process (`outpost-agent run`) with its own data directory. */
export function startAgent(options: { server: string; token: string; heartbeatSeconds?: number; dataDir?: string }) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'outpost-agent-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'apps/agent/bin/outpost-agent.js'),
      'run',
      '--server',
      options.server,
      '--token',
      options.token,
      '--data-dir',
      dataDir,
      '--heartbeat',
      String(options.heartbeatSeconds ?? 2),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return {
    dataDir,
    output,
    /** Stops the agent as a service manager would. */
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** An organization with an enrollment token, made through the API. */
export async function organization(request: APIRequestContext, headers: Record<string, string>, label = 'Backup Org') {
  const org = await request.post('/api/organizations', { headers, data: { name: `${label} ${Date.now()}`, description: '' } });
  expect(org.status()).toBe(201);
  const { id } = (await org.json()) as { id: number };
  const token = await request.post(`/api/organizations/${id}/enrollment-tokens`, { headers, data: { label: 'backup e2e' } });
  return { id, token: ((await token.json()) as { token: string }).token };
}

/** Waits for the organization's agents to enrol, approves them, and answers their ids once up. */
export async function devicesUp(request: APIRequestContext, headers: Record<string, string>, orgId: number, count: number): Promise<number[]> {
  let ids: number[] = [];
  await expect(async () => {
    // In manual approval mode (a journey may leave it so) the organization's candidates wait: approve them.
    const pending = await request.get('/api/node-approvals?status=PENDING', { headers });
    expect(pending.ok(), await pending.text()).toBe(true);
    const waiting = (await pending.json()) as { id: number; clientId: number }[];
    const mine = waiting.filter((n) => n.clientId === orgId).map((n) => n.id);
    if (mine.length) await request.post('/api/node-approvals/approve', { headers, data: { nodeIds: mine } });
    const list = await request.get(
      `/api/devices?pageIndex=0&pageSize=50&globalFilter=&sort=[]&filters=${encodeURIComponent(JSON.stringify({ clientId: orgId }))}`,
      { headers },
    );
    const rows = ((await list.json()) as { data: { id: number; isUp: boolean }[] }).data;
    expect(rows.filter((d) => d.isUp)).toHaveLength(count);
    ids = rows.map((d) => d.id).sort((a, b) => a - b);
  }).toPass({ timeout: 60_000 });
  return ids;
}
