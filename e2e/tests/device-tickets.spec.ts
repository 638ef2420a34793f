import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiLogin, login, organization } from './helpers.ts';

test("a ticket started from a device's Tickets tab is about that device and is listed there, also after a reload", async ({ page, request }) => {
  const suffix = randomBytes(3).toString('hex');
  const headers = await apiLogin(request);
  const org = await organization(request, headers, 'Device tickets org');
  const enrol = await request.post('/api/agent/enroll', {
    data: {
      token: org.token,
      deviceUid: `device-tickets-${suffix}`,
      facts: { hostname: `desk-host-${suffix}`, os: { platform: 'linux', distro: 'Debian GNU/Linux', release: '12' }, disks: [], network: [] },
    },
  });
  expect(enrol.ok(), await enrol.text()).toBe(true);
  const { nodeId } = (await enrol.json()) as { nodeId: number };

  await login(page);
  await page.goto(`/devices/${nodeId}`);
  await expect(page.getByRole('heading', { level: 1, name: `desk-host-${suffix}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await expect(page).toHaveURL(/[?&]tab=tickets/);
  await expect(page.getByText('No tickets about this device yet')).toBeVisible();

  await page.getByRole('button', { name: 'New ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New ticket' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Device' })).toHaveValue(`desk-host-${suffix}`);
  await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveValue(/^Device tickets org/);
  await page.getByRole('textbox', { name: 'Summary' }).fill(`Fan noise ${suffix}`);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`#\\d+ Fan noise ${suffix}`) })).toBeVisible();

  await page.goto(`/devices/${nodeId}?tab=tickets`);
  await expect(page.getByRole('tab', { name: 'Tickets' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: `Fan noise ${suffix}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: `Fan noise ${suffix}` })).toBeVisible();
});
