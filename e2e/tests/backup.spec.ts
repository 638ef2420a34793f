import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { startBlobGate } from './blob-gate.ts';
import { apiLogin, devicesUp, login, organization, startAgent } from './helpers.ts';

test.setTimeout(240_000);

/** Opens a folder row of the backup browser by its name. */
const open = (page: Page, name: string) => page.getByRole('button', { name: `Open ${name}`, exact: true }).click();

/** Expands the destination tree down to `target` (an absolute POSIX path) and selects it. */
async function pickFolder(page: Page, target: string) {
  const dialog = page.getByRole('dialog', { name: 'Restore' });
  const parts = target.split('/').filter(Boolean);
  for (const part of parts.slice(0, -1)) await dialog.getByRole('button', { name: `+ ${part}`, exact: true }).click();
  await dialog.getByRole('button', { name: parts[parts.length - 1], exact: true }).click();
}

test('back up a folder, download a file and the folder, restore to another device with KEEP_BOTH, cancel a large restore', async ({ page, request }) => {
  const headers = await apiLogin(request);
  const org = await organization(request, headers);
  const agentA = startAgent({ server: baseURL, token: org.token });
  const [idA] = await devicesUp(request, headers, org.id, 1);
  if (idA === undefined) throw new Error('agent A never came up');
  // Agent B reaches the server through a gate that can hold its reads of backup data, so the
  // restore the journey cancels is still running when the cancel reaches it, however fast.
  const gate = await startBlobGate(baseURL);
  const agentB = startAgent({ server: gate.url, token: org.token });
  const ids = await devicesUp(request, headers, org.id, 2);
  const idB = ids.find((id) => id !== idA)!;

  const root = mkdtempSync(path.join(tmpdir(), 'outpost-bk-'));
  const docs = path.join(root, 'docs');
  mkdirSync(path.join(docs, 'sub'), { recursive: true });
  const files: Record<string, Buffer> = { 'a.txt': Buffer.from('alpha\n'.repeat(1000)), 'b.bin': randomBytes(300_000), 'sub/c.txt': Buffer.from('gamma') };
  for (const [name, data] of Object.entries(files)) writeFileSync(path.join(docs, name), data);
  const big = path.join(root, 'big');
  mkdirSync(big);
  for (let i = 0; i < 4; i++) writeFileSync(path.join(big, `f${i}.bin`), randomBytes(4 * 1024 * 1024));
  const dest = path.join(root, 'restore');
  mkdirSync(dest);

  try {
    await login(page);
    await page.goto(`/devices/${idA}`);
    await page.getByRole('tab', { name: 'Backups' }).click();
    // Create the plan in the UI and run it.
    await page.getByRole('button', { name: 'New plan' }).click();
    const planDialog = page.getByRole('dialog', { name: 'New plan' });
    await planDialog.getByLabel('Name').fill('E2E docs');
    const includes = planDialog.getByPlaceholder('e.g. /home/user/Documents or C:/Users');
    await includes.fill(docs);
    await includes.press('Enter');
    await includes.fill(big);
    await includes.press('Enter');
    await planDialog.getByRole('button', { name: 'Save' }).click();
    const planRow = page.getByRole('row').filter({ hasText: 'E2E docs' });
    await planRow.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByText('Backup job created successfully')).toBeVisible();
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).first().click();
      await expect(planRow).not.toContainText('-', { timeout: 1000 });
      await expect(planRow).toContainText('Cloud only', { timeout: 1000 });
    }).toPass({ timeout: 120_000 });

    // Browse to a file and download it.
    await page.getByRole('button', { name: 'E2E docs' }).click();
    await open(page, 'docs');
    const fileRow = page.getByRole('row').filter({ hasText: 'b.bin' });
    await fileRow.getByRole('button', { name: 'Download' }).click();
    const fileDialog = page.getByRole('dialog', { name: 'Download File' });
    await fileDialog.getByPlaceholder('Choose a revision').click();
    await page.getByRole('option').first().click();
    const [fileDownload] = await Promise.all([page.waitForEvent('download'), fileDialog.getByRole('link', { name: 'Download' }).click()]);
    expect(readFileSync((await fileDownload.path())!).equals(files['b.bin']!)).toBe(true);
    await fileDialog.getByRole('button', { name: 'Close' }).click();

    // Download the folder as a zip.
    await page.getByRole('button', { name: 'E2E docs' }).click();
    const docsRow = page.getByRole('row').filter({ hasText: 'docs' }).filter({ hasNotText: 'big' });
    await docsRow.getByRole('button', { name: 'Download' }).click();
    const folderDialog = page.getByRole('dialog', { name: 'Download Folder' });
    await folderDialog.getByPlaceholder('Choose a backup date').click();
    await page.getByRole('option').first().click();
    const [zip] = await Promise.all([page.waitForEvent('download'), folderDialog.getByRole('link', { name: 'Download' }).click()]);
    const zipPath = path.join(root, 'docs.zip');
    await zip.saveAs(zipPath);
    execFileSync('/usr/bin/unzip', ['-tq', zipPath]);
    const unzipped = path.join(root, 'unzipped');
    execFileSync('/usr/bin/unzip', ['-q', zipPath, '-d', unzipped]);
    for (const [name, data] of Object.entries(files)) {
      const found = [path.join(unzipped, name), path.join(unzipped, 'docs', name)].find((p) => existsSync(p));
      expect(found, name).toBeTruthy();
      expect(readFileSync(found!).equals(data)).toBe(true);
    }
    await folderDialog.getByRole('button', { name: 'Close' }).click();

    // Restore the folder to agent B twice with KEEP_BOTH: the second run keeps renamed copies.
    for (let round = 0; round < 2; round++) {
      await docsRow.getByRole('button', { name: 'Restore' }).click();
      const restore = page.getByRole('dialog', { name: 'Restore' });
      await restore.getByPlaceholder('Choose a backup date').click();
      await page.getByRole('option').first().click();
      await restore.getByText(/Keep both/).click();
      await restore.getByText('Other Location').click();
      await restore.getByPlaceholder('Search online devices').click();
      await page
        .getByRole('option')
        .filter({ hasNotText: '__none__' })
        .nth(idB > idA ? 1 : 0)
        .click();
      await pickFolder(page, dest);
      await restore.getByRole('button', { name: 'Restore', exact: true }).click();
      await expect(page.getByText('Restore job created successfully').last()).toBeVisible();
      const status = page.getByRole('dialog', { name: 'Restore job' });
      await expect(status.getByText(/^Completed/)).toBeVisible({ timeout: 60_000 });
      await status.getByRole('button', { name: 'Close' }).click();
    }
    const restored = existsSync(path.join(dest, 'docs')) ? path.join(dest, 'docs') : dest;
    for (const [name, data] of Object.entries(files)) expect(readFileSync(path.join(restored, name)).equals(data)).toBe(true);
    expect(readdirSync(restored)).toEqual(expect.arrayContaining(['a (1).txt', 'b (1).bin']));

    // A large restore, cancelled while it runs.
    const bigRow = page.getByRole('row').filter({ hasText: 'big' });
    await bigRow.getByRole('button', { name: 'Restore' }).click();
    const restore = page.getByRole('dialog', { name: 'Restore' });
    await restore.getByPlaceholder('Choose a backup date').click();
    await page.getByRole('option').first().click();
    await restore.getByText('Other Location').click();
    await restore.getByPlaceholder('Search online devices').click();
    await page
      .getByRole('option')
      .nth(idB > idA ? 1 : 0)
      .click();
    await pickFolder(page, dest);
    gate.close();
    await restore.getByRole('button', { name: 'Restore', exact: true }).click();
    const status = page.getByRole('dialog', { name: 'Restore job' });
    // The agent has started the restore once it asks for backup data (held at the gate).
    await expect.poll(() => gate.held, { timeout: 60_000 }).toBeGreaterThan(0);
    await status.getByRole('button', { name: 'Cancel Job' }).click();
    await expect(status.getByText('Canceled')).toBeVisible({ timeout: 15_000 });
    gate.open();
    // Nothing of the cancelled restore is published under a file's name.
    expect(existsSync(path.join(dest, 'big', 'f0.bin')) || existsSync(path.join(dest, 'f0.bin'))).toBe(false);
  } finally {
    await agentA.stop();
    await agentB.stop();
    await gate.stop();
  }
});
