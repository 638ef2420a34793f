import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatBytes } from '../../apps/web/src/shared/format.ts';
import { baseURL } from '../playwright.config.ts';
import { apiLogin, devicesUp, login, organization, startAgent } from './helpers.ts';

/**
 * Image plans back up a whole file system: the mount point holding the plan's volume path
 * (packages/backup-engine/src/image.ts). The engine's VolumeProbe cannot be swapped inside a real
 * `outpost-agent run` process, so the journey needs a real, small mount: /dev/shm, a tmpfs on
 * Linux that normally holds only a few shared-memory segments. The test's files go into a unique
 * folder there and are removed at the end. Where /dev/shm is not a mount of its own, or is too
 * full to back up in a few seconds, the journey is skipped (backing up `/` would not be small).
 */
const VOLUME = '/dev/shm';
const MAX_USED_BYTES = 256 * 1024 * 1024;

/** The file system type of `mountPoint` when it is a mount of its own, else null. */
function ownMount(mountPoint: string): string | null {
  const line = readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((l) => l.split(' '))
    .filter((f) => f[1] === mountPoint)
    .pop();
  return line?.[2] ?? null;
}

function usedBytes(mountPoint: string): number {
  const s = statfsSync(mountPoint);
  return (s.blocks - s.bfree) * s.bsize;
}

/** Switches a feature flag through the admin settings API. */
async function setFlag(request: APIRequestContext, headers: Record<string, string>, flag: string, on: boolean) {
  const flags = (await (await request.get('/api/settings/feature-flags', { headers })).json()) as Record<string, boolean>;
  const saved = await request.put('/api/settings/feature-flags', { headers, data: { ...flags, [flag]: on } });
  expect(saved.ok()).toBe(true);
}

/** Waits for a backup job to end and answers its final state. */
async function jobEnds(request: APIRequestContext, headers: Record<string, string>, jobUid: string) {
  let job: { status: string; error: string | null } = { status: 'QUEUED', error: null };
  await expect(async () => {
    job = (await (await request.get(`/api/backup/jobs/${jobUid}`, { headers })).json()) as typeof job;
    expect(['COMPLETED', 'FAILED', 'CANCELED']).toContain(job.status);
  }).toPass({ timeout: 45_000, intervals: [250, 500, 1000] });
  return job;
}

test('image plan: back up a small volume, mount a cloud revision, download a file and a folder, come back without mounting again', async ({
  page,
  request,
}) => {
  const fsType = ownMount(VOLUME);
  test.skip(fsType === null, `${VOLUME} is not a mount of its own here: an image plan would back up the whole root file system`);
  test.skip(usedBytes(VOLUME) > MAX_USED_BYTES, `${VOLUME} holds more than ${formatBytes(MAX_USED_BYTES)}: too large for this journey`);

  const headers = await apiLogin(request);
  await setFlag(request, headers, 'cloud_image_mounting', true);
  const org = await organization(request, headers, 'Image Org');

  // The test's files, in a unique folder on the volume.
  const folder = mkdtempSync(path.join(VOLUME, 'outpost-image-e2e-'));
  const folderName = path.basename(folder);
  const files: Record<string, Buffer> = {
    'notes.txt': Buffer.from('image backup notes\n'.repeat(200)),
    'data.bin': randomBytes(256 * 1024),
    'sub/deep.txt': Buffer.from('deep'),
    'sub/more/blob.bin': randomBytes(40_000),
  };
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), data);
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'outpost-image-dl-'));
  const agent = startAgent({ server: baseURL, token: org.token });

  try {
    const [nodeId] = await test.step('the agent enrols and is approved', () => devicesUp(request, headers, org.id, 1));
    if (nodeId === undefined) throw new Error('the agent never came up');

    // An IMAGE plan to CLOUD of the volume, run once.
    await test.step('an image plan of the volume is backed up to cloud', async () => {
      const created = await request.post(`/api/backup/nodes/${nodeId}/plans`, {
        headers,
        data: { name: 'E2E image', type: 'IMAGE', volume: VOLUME, destination: 'CLOUD', schedule: { scheduleType: 'DAILY', hour: 3 } },
      });
      expect(created.status()).toBe(201);
      const plan = (await created.json()) as { uid: string };
      const run = await request.post(`/api/backup/nodes/${nodeId}/plans/${plan.uid}/run`, { headers });
      expect(run.ok()).toBe(true);
      const job = await jobEnds(request, headers, ((await run.json()) as { jobUid: string }).jobUid);
      expect(job, agent.output.join('')).toMatchObject({ status: 'COMPLETED' });
    });

    // Plan → volume: its name and stats.
    await login(page);
    await page.goto(`/devices/${nodeId}`);
    await page.getByRole('tab', { name: 'Backups' }).click();
    const crumbs = page.getByRole('navigation', { name: 'breadcrumb' });
    await page.getByRole('button', { name: 'E2E image', exact: true }).click();
    await expect(crumbs).toContainText('All plans');
    const volumeRow = page.getByRole('row').filter({ has: page.getByRole('button', { name: VOLUME, exact: true }) });
    await expect(volumeRow).toContainText(fsType!);
    await expect(volumeRow).toContainText(formatBytes(statfsSync(VOLUME).blocks * statfsSync(VOLUME).bsize));
    await expect(volumeRow).toContainText(/0 B Local, [\d.]+ (B|KiB|MiB) Cloud/);
    await expect(volumeRow).not.toContainText('0 B Cloud');

    // Volume → its revision → Mount Image (confirmed).
    await volumeRow.getByRole('button', { name: VOLUME, exact: true }).click();
    const revisionRow = page.getByRole('row').filter({ hasText: 'Full' });
    await expect(revisionRow).toHaveCount(1);
    await expect(revisionRow).toContainText('Cloud only');
    const revisionLink = revisionRow.getByRole('button').first();
    const revisionLabel = (await revisionLink.textContent())!.trim();
    await revisionLink.click();
    const mountDialog = page.getByRole('dialog', { name: 'Mount Image' });
    await expect(mountDialog).toContainText(`Mounting the image of ${VOLUME} may take some time depending on its size.`);
    await mountDialog.getByRole('button', { name: 'Mount', exact: true }).click();
    await expect(mountDialog).toBeHidden();

    // Mounted content → the test folder.
    await expect(crumbs.getByText(revisionLabel, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: folderName, exact: true }).click();
    await expect(crumbs.getByText(folderName, { exact: true })).toBeVisible();
    const rowOf = (name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
    await expect(rowOf('sub')).toBeVisible();
    await expect(rowOf('notes.txt')).toContainText(formatBytes(files['notes.txt']!.length));

    // A file through the image download dialog.
    await rowOf('data.bin').getByRole('button', { name: 'Download' }).click();
    const fileDialog = page.getByRole('dialog', { name: 'Download from image' });
    await expect(fileDialog).toContainText('E2E image');
    await expect(fileDialog).toContainText(`${folder}/data.bin`);
    const [fileDownload] = await Promise.all([page.waitForEvent('download'), fileDialog.getByRole('button', { name: 'Download' }).click()]);
    expect(fileDownload.suggestedFilename()).toBe('data.bin');
    expect(readFileSync((await fileDownload.path())!).equals(files['data.bin']!)).toBe(true);
    await fileDialog.getByRole('button', { name: 'Close' }).click();

    // A folder, as a zip.
    await rowOf('sub').getByRole('button', { name: 'Download' }).click();
    const folderDialog = page.getByRole('dialog', { name: 'Download from image' });
    await expect(folderDialog).toContainText(`${folder}/sub`);
    // The image dialog checks the server's answer, then hands the download to the browser.
    const [zip] = await Promise.all([page.waitForEvent('download'), folderDialog.getByRole('button', { name: 'Download' }).click()]);
    expect(zip.suggestedFilename()).toBe('sub.zip');
    const zipPath = path.join(scratch, 'sub.zip');
    await zip.saveAs(zipPath);
    execFileSync('/usr/bin/unzip', ['-tq', zipPath]);
    const listing = execFileSync('/usr/bin/unzip', ['-Z1', zipPath], { encoding: 'utf8' }).split('\n').filter(Boolean).sort();
    expect(listing).toEqual(['deep.txt', 'more/blob.bin']);
    const unzipped = path.join(scratch, 'sub');
    execFileSync('/usr/bin/unzip', ['-q', zipPath, '-d', unzipped]);
    expect(readFileSync(path.join(unzipped, 'deep.txt')).equals(files['sub/deep.txt']!)).toBe(true);
    expect(readFileSync(path.join(unzipped, 'more/blob.bin')).equals(files['sub/more/blob.bin']!)).toBe(true);
    await folderDialog.getByRole('button', { name: 'Close' }).click();

    // One level deeper, then back to the revision through the breadcrumb: no Mount Image again.
    await page.getByRole('button', { name: 'sub', exact: true }).click();
    await expect(rowOf('deep.txt')).toBeVisible();
    await crumbs.getByRole('button', { name: revisionLabel, exact: true }).click();
    await expect(page.getByRole('button', { name: folderName, exact: true })).toBeVisible();
    await expect(crumbs.getByText(revisionLabel, { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Mount Image' })).toHaveCount(0);
  } finally {
    await agent.stop();
    rmSync(folder, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
});
