import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { login, startAgent } from './helpers.ts';

test('a manually approved agent comes up, and goes down when it stops', async ({ page }) => {
  await login(page);

  // Create an organization and an enrollment token in the UI.
  await page.getByRole('link', { name: 'Organizations' }).click();
  await page.getByRole('button', { name: 'New organization' }).click();
  await page.getByLabel('Name').fill('E2E Industries');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'E2E Industries' })).toBeVisible();
  await page.getByRole('tab', { name: 'Enrollment tokens' }).click();
  await page.getByRole('button', { name: 'New enrollment token' }).click();
  await page.getByLabel('Label').fill('Office laptops');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  const token = (await page.getByTestId('enrollment-token').textContent())!.trim();
  expect(token).toMatch(/^oet_/);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('cell', { name: 'Office laptops' })).toBeVisible();

  // Manual approval mode.
  await page.getByRole('link', { name: 'Node approvals' }).click();
  await page.getByText('Manual', { exact: true }).click();
  await expect(page.getByText('Approval mode set to Manual')).toBeVisible();

  const agent = startAgent({ server: baseURL, token });
  try {
    // The agent waits as a pending candidate until someone approves it.
    const row = page.getByRole('row').filter({ hasText: 'E2E Industries' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(row).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Approved 1 device(s)')).toBeVisible();
    await page.getByRole('tab', { name: 'Approved' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'E2E Industries' })).toContainText('Administrator');

    // It comes up in the device list and reports its facts.
    await page.getByRole('link', { name: 'Devices' }).click();
    const deviceRow = page.getByRole('row').filter({ hasText: 'E2E Industries' });
    await expect(deviceRow).toContainText('Up', { timeout: 30_000 });
    await deviceRow.getByRole('link').first().click();
    await expect(page.getByText('Facts reported by the agent')).toBeVisible();
    await expect(page.getByRole('row', { name: /Operating system/ })).toContainText('linux');
    await expect(page.getByText('Up', { exact: true }).first()).toBeVisible();

    // Stop the agent: after the offline threshold the device shows as down.
    await agent.stop();
    await expect(page.getByText('Down', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  } finally {
    await agent.stop();
    // Back to the default, so the journeys after this one enrol their agents as they expect.
    await page.getByRole('link', { name: 'Node approvals' }).click();
    await page.getByText('Automatic', { exact: true }).click();
    await expect(page.getByText('Approval mode set to Automatic')).toBeVisible();
  }
});
