import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, watchConsole } from './a11y.ts';
import { apiLogin, login } from './helpers.ts';

/** A device waiting for approval: manual mode, an organization with a token, an enrolment through the API. */
async function pendingDevice(request: APIRequestContext, headers: Record<string, string>) {
  const suffix = randomBytes(3).toString('hex');
  expect((await request.put('/api/node-approvals/mode', { headers, data: { mode: 'MANUAL' } })).ok()).toBe(true);
  const org = await request.post('/api/organizations', { headers, data: { name: `A11y Org ${suffix}`, description: 'Checked by axe' } });
  expect(org.status()).toBe(201);
  const orgId = ((await org.json()) as { id: number }).id;
  const token = await request.post(`/api/organizations/${orgId}/enrollment-tokens`, { headers, data: { label: 'a11y e2e' } });
  const enrol = await request.post('/api/agent/enroll', {
    data: {
      token: ((await token.json()) as { token: string }).token,
      deviceUid: `a11y-e2e-${suffix}`,
      facts: { hostname: `a11y-host-${suffix}`, os: { platform: 'linux', distro: 'Debian GNU/Linux', release: '12' }, disks: [], network: [] },
    },
  });
  expect(enrol.ok()).toBe(true);
  return { orgId, nodeId: ((await enrol.json()) as { nodeId: number }).nodeId, hostname: `a11y-host-${suffix}` };
}

/** Clicks each tab of the screen in turn and checks what it shows. */
async function eachTab(page: Page, consoleMessages: string[], label: string) {
  const tabs = await page.getByRole('tab').allTextContents();
  for (const name of tabs) {
    await page.getByRole('tab', { name, exact: true }).click();
    // A tab may hold tabs of its own (Administration → Service desk): its panel comes first.
    await expect(page.getByRole('tabpanel').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, consoleMessages, `${label}, tab ${name}`);
  }
}

/** Opens `path` and waits for its level-one heading and for its data to settle. */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('every screen is free of critical and serious axe violations and of CSP complaints', async ({ page }) => {
  const consoleMessages = await watchConsole(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Outpost' })).toBeVisible();
  await expectAccessible(page, consoleMessages, 'sign-in');

  await login(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard overview' })).toBeVisible();
  await expect(page.getByTestId('stat-Devices')).toBeVisible();
  await expectAccessible(page, consoleMessages, 'dashboard');

  // Jobs across devices (issue 17 item 11): the shared table with its filters, and the nav link to it.
  await expect(page.getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
  await open(page, '/jobs', 'Jobs');
  await expectAccessible(page, consoleMessages, 'jobs');

  const headers = await apiLogin(page.request);
  const device = await pendingDevice(page.request, headers);
  try {
    await open(page, '/approvals', 'Node approvals');
    const row = page.getByRole('row').filter({ hasText: device.hostname });
    await expect(row).toBeVisible();
    await expectAccessible(page, consoleMessages, 'approvals');
    await row.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('dialog', { name: 'Reject 1 device?' })).toBeVisible();
    await expectAccessible(page, consoleMessages, 'the reject confirmation');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  } finally {
    await page.request.put('/api/node-approvals/mode', { headers, data: { mode: 'AUTOMATIC' } });
  }
  expect((await page.request.post('/api/node-approvals/approve', { headers, data: { nodeIds: [device.nodeId] } })).ok()).toBe(true);

  await open(page, '/devices', 'Devices');
  await expect(page.getByRole('row').filter({ hasText: device.hostname })).toBeVisible();
  await expectAccessible(page, consoleMessages, 'devices');

  await open(page, `/devices/${device.nodeId}`, device.hostname);
  await expect(page.getByText('Facts reported by the agent')).toBeVisible();
  await eachTab(page, consoleMessages, 'a device');

  await open(page, '/organizations', 'Organizations');
  await expect(page.getByRole('row').filter({ hasText: 'Acme Corporation' })).toBeVisible();
  await expectAccessible(page, consoleMessages, 'organizations');

  await open(page, `/organizations/${device.orgId}`, /^A11y Org/);
  await eachTab(page, consoleMessages, 'an organization');

  await open(page, '/admin', 'Administration');
  await eachTab(page, consoleMessages, 'administration');

  // The shared widgets, all on one page (the e2e build's playground), so a new screen built from
  // them starts clean.
  await page.goto('/playground');
  await expect(page.locator('[data-table-id="playground-client"] tr[data-row-id="r1"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, consoleMessages, 'the components playground');
});
