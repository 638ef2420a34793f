import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { apiLogin, devicesUp, login, organization, startAgent } from './helpers.ts';

test.setTimeout(180_000);

/** Adds one variable through the editor's Variables tab. */
async function addVariable(page: Page, v: { name: string; env: string; type: string; values?: string[] }) {
  await page.getByRole('button', { name: 'Add variable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add variable' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(v.name);
  await dialog.getByRole('textbox', { name: 'Environment name' }).fill(v.env);
  await dialog.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: v.type, exact: true }).click();
  if (v.values) await dialog.getByRole('textbox', { name: 'Values (one per line)' }).fill(v.values.join('\n'));
  await dialog.getByRole('checkbox', { name: 'Required' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** "Run script" on the device page's Scripts tab, through the parameter modal and the confirmation; answers on the run view. */
async function runOnDevice(page: Page, deviceId: number, scriptName: string, colour: string, typedIp: string) {
  await page.goto(`/devices/${deviceId}?tab=scripts`);
  await page.getByRole('button', { name: 'Run script' }).click();
  const dialog = page.getByRole('dialog', { name: /Run/ });
  await dialog.getByRole('combobox', { name: 'Script to run' }).fill(scriptName);
  await page.getByRole('option', { name: `${scriptName} (bash)` }).click();
  await dialog.getByRole('combobox', { name: 'Colour' }).click();
  await page.getByRole('option', { name: colour, exact: true }).click();
  const ip = dialog.getByRole('textbox', { name: 'Target address' });
  await ip.pressSequentially(typedIp);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Run on 1 device in 1 organization(s)?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page).toHaveURL(/\/script-runs\/\d+$/);
  const row = page.getByRole('row').filter({ hasText: 'Succeeded' });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await row.click();
}

test('a script with a drop-down and an IP address variable runs on a real agent twice; the second run shows what changed', async ({ page, request }) => {
  const headers = await apiLogin(request);
  const org = await organization(request, headers, 'Scripts Org');
  const agent = startAgent({ server: baseURL, token: org.token });
  try {
    const [deviceId] = await devicesUp(request, headers, org.id, 1);
    if (deviceId === undefined) throw new Error('the agent never came up');
    const name = `Ping report ${Date.now()}`;

    await login(page);
    await page.goto('/scripts/new');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page
      .getByRole('textbox', { name: 'Script', exact: true })
      .fill('#!/bin/bash\necho "colour is $COLOUR"\necho "target is $TARGET_IP"\necho "shell word: $(echo static)"\n');
    await page.getByRole('tab', { name: /Variables/ }).click();
    await addVariable(page, { name: 'Colour', env: 'COLOUR', type: 'Drop-down', values: ['red', 'green', 'blue'] });
    await addVariable(page, { name: 'Target address', env: 'TARGET_IP', type: 'IP address' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // A new script opens as itself once saved (its "Saved as version 1" is a notification: the
    // editor remounts on the new route).
    await expect(page).toHaveURL(/\/scripts\/\d+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: /Variables/ }).click();
    await expect(page.getByRole('tab', { name: 'Variables (2)' })).toBeVisible();

    // First run: the IP address input keeps only digits and dots of what was typed.
    await runOnDevice(page, deviceId, name, 'green', '10.0.x0.7a');
    const output = page.getByText('Standard output').locator('..');
    await expect(output).toContainText('colour is green');
    await expect(output).toContainText('target is 10.0.0.7');
    await expect(page.getByText('This is the first run of this script on this device.')).toBeVisible();

    // Second run with other values: the run view shows the lines that changed.
    await runOnDevice(page, deviceId, name, 'blue', '192.168.1.20');
    await expect(output).toContainText('colour is blue');
    await expect(output).toContainText('target is 192.168.1.20');
    const changes = page.getByLabel('Changes since the previous run');
    await expect(changes).toContainText('- colour is green');
    await expect(changes).toContainText('+ colour is blue');
    await expect(changes).toContainText('- target is 10.0.0.7');
    await expect(changes).toContainText('+ target is 192.168.1.20');
    await expect(changes).toContainText('  shell word: static');
    await page.screenshot({ path: '/work/shots/scripts/run-changes.png', fullPage: true });

    // Both runs are in the device's history.
    await page.goto(`/devices/${deviceId}?tab=scripts`);
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(2);
  } finally {
    await agent.stop();
  }
});
