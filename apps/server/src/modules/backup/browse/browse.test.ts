import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBackupSearchTerm, type BackupEntry, type BackupJob, type BackupPlan, type Paged, type Revision } from '@outpost/contracts';
import { createTestContext, signIn, type Session, type TestContext } from '../../../test/harness.ts';
import { agentRunsBackup, backupWorld, createPlan, makeSourceTree, planInput } from '../test-support.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof backupWorld>>;
let plan: BackupPlan;
let source: string;
let journal: string;
let noData: Session;

const get = <T>(url: string, who: Session = world.admin) =>
  ctx.app.inject({ url, headers: who.headers }).then((r) => ({ status: r.statusCode, body: r.json<T>() }));
const base = () => `/api/backup/lockhart/nodes/${world.device.nodeId}/plans/${plan.uid}`;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await backupWorld(ctx);
  source = await makeSourceTree({
    'docs/report.pdf': 'pdf bytes',
    'docs/notes.txt': 'hello notes',
    'docs/sub/deep.txt': 'deep',
    'photos/cat_1.jpg': Buffer.alloc(200_000, 7),
    'readme.md': '# readme',
  });
  journal = await mkdtemp(path.join(tmpdir(), 'outpost-journal-'));
  plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput([source]));
  const run = await ctx.app.inject({ method: 'POST', url: `/api/backup/nodes/${world.device.nodeId}/plans/${plan.uid}/run`, headers: world.admin.headers });
  expect(run.json()).toMatchObject({ resultCode: 'SUCCESS', message: 'Backup job created successfully' });
  await agentRunsBackup(ctx, world.device, world.org.id, journal);
  // A second, incremental run after one change and one deletion.
  await writeFile(path.join(source, 'docs/notes.txt'), 'hello notes, edited');
  await rm(path.join(source, 'readme.md'));
  await ctx.app.inject({ method: 'POST', url: `/api/backup/nodes/${world.device.nodeId}/plans/${plan.uid}/run`, headers: world.admin.headers });
  ctx.clock.advance(1000);
  await agentRunsBackup(ctx, world.device, world.org.id, journal);
  const role = await ctx.services.users.createRole({ name: 'No data', description: '', permissions: ['canManageDevices'] });
  noData = await signIn(ctx, 'TECHNICIAN', role.id);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await rm(source, { recursive: true, force: true });
  await rm(journal, { recursive: true, force: true });
});

describe('backup browser', () => {
  it('lists the plan with its last success and cloud storage (jobs and bytes)', async () => {
    const { body } = await get<BackupPlan[]>(`/api/backup/lockhart/nodes/${world.device.nodeId}/plans`);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ uid: plan.uid, storage: { cloudJobs: 2, localJobs: 0, local: 0, cloud: expect.any(Number) }, deletionScheduledFor: null });
    expect(body[0]!.lastSuccess).not.toBeNull();
  });

  it('answers the include roots as the plan’s folders, then folders first and by name inside', async () => {
    const roots = await get<Paged<BackupEntry>>(`${base()}/folders`);
    expect(roots.body.results.map((r) => r.path)).toEqual([source]);
    const content = await get<Paged<BackupEntry>>(
      `/api/backup/lockhart/v2/nodes/${world.device.nodeId}/plans/${plan.uid}/folders/${roots.body.results[0]!.id}/content`,
    );
    expect(content.body.results.map((r) => `${r.type}:${r.name}`)).toEqual(['FOLDER:docs', 'FOLDER:photos', 'FILE:readme.md']);
    const readme = content.body.results.find((r) => r.name === 'readme.md')!;
    expect(readme).toMatchObject({ status: 'DELETED', deleted: true, storage: 'CLOUD', size: 8 });
    expect(content.body).toMatchObject({ totalElements: 3, totalPages: 1 });
    // The deleted file's row shows when its last revision was backed up: the first (full) job.
    const jobs = (await get<Paged<BackupJob>>(`${base()}/jobs`)).body.results;
    expect(readme.latestRevisionCreatedAt).toBe(jobs.find((j) => j.bldType === 'FULL')!.completed);
    const secondPage = await get<Paged<BackupEntry>>(
      `/api/backup/lockhart/v2/nodes/${world.device.nodeId}/plans/${plan.uid}/folders/${roots.body.results[0]!.id}/content?page=1&size=2`,
    );
    expect(secondPage.body).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(secondPage.body.results.map((r) => r.name)).toEqual(['readme.md']);
  });

  it('keeps one revision per content change, newest first', async () => {
    const found = await get<Paged<BackupEntry>>(`${base()}/search?searchTerm=notes.txt`);
    const notes = found.body.results[0]!;
    const revisions = await get<Paged<Revision>>(`/api/backup/lockhart/v3/nodes/${world.device.nodeId}/plans/${plan.numericId}/files/${notes.id}/revisions`);
    expect(revisions.body.results.map((r) => r.size)).toEqual([19, 11]);
    expect(revisions.body.results[0]).toMatchObject({ onCloud: true, bldType: 'DELTA', file: { planName: 'Documents' } });
    const pdfRevisions = await get<Paged<Revision>>(
      `${base()}/files/${(await get<Paged<BackupEntry>>(`${base()}/search?searchTerm=report`)).body.results[0]!.id}/revisions`,
    );
    expect(pdfRevisions.body.totalElements).toBe(1);
  });

  it('searches names with * wildcards, escapes LIKE characters and scopes to a folder', async () => {
    expect((await get<Paged<BackupEntry>>(`${base()}/search?searchTerm=*.txt`)).body.results.map((r) => r.name).sort()).toEqual(['deep.txt', 'notes.txt']);
    const cat = (await get<Paged<BackupEntry>>(`${base()}/search?searchTerm=cat_1`)).body;
    expect(cat.totalElements).toBe(1);
    // 200,000 equal bytes compress to almost nothing: backupSize is what the revision stored.
    expect(cat.results[0]).toMatchObject({ size: 200_000, backupSize: expect.any(Number) });
    expect(cat.results[0]!.backupSize).toBeGreaterThan(0);
    expect(cat.results[0]!.backupSize).toBeLessThan(2_000);
    expect((await get<Paged<BackupEntry>>(`${base()}/search?searchTerm=cat%251`)).body.totalElements).toBe(0);
    const sub = (await get<Paged<BackupEntry>>(`${base()}/search?searchTerm=sub`)).body.results[0]!;
    expect((await get<Paged<BackupEntry>>(`${base()}/search?searchTerm=*.txt&folderId=${sub.id}`)).body.results.map((r) => r.name)).toEqual(['deep.txt']);
  });

  it('refuses a search shorter than 3 characters with a clear message', async () => {
    const short = await get<{ message: string }>(`${base()}/search?searchTerm=ab`);
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Enter at least 3 characters to search');
    // Wildcards do not count, by the rule the search box applies too (contracts' isBackupSearchTerm).
    for (const term of ['*_*', '**ab**', '  ab ']) {
      expect(isBackupSearchTerm(term), term).toBe(false);
      expect((await get(`${base()}/search?searchTerm=${encodeURIComponent(term)}`)).status, term).toBe(400);
    }
    expect(isBackupSearchTerm('*t_1*')).toBe(true);
    expect((await get(`${base()}/search?searchTerm=${encodeURIComponent('*t_1*')}`)).status).toBe(200);
  });

  it('lists the plan’s jobs for the date selector, filtered by upsyncedData', async () => {
    const jobs = await get<Paged<BackupJob>>(`${base()}/jobs?upsyncedData=true`);
    expect(jobs.body.results.map((j) => j.bldType)).toEqual(['DELTA', 'FULL']);
    expect(jobs.body.results[0]!.completed).not.toBeNull();
  });

  it('tags paths outside the plan’s includes as Removed as soon as the plan is edited', async () => {
    const edit = (includes: string[]) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/backup/nodes/${world.device.nodeId}/plans/${plan.uid}`,
        headers: world.admin.headers,
        payload: planInput(includes),
      });
    await edit([`${source}/docs`]);
    const photos = (await get<Paged<BackupEntry>>(`${base()}/search?searchTerm=cat_1`)).body.results[0]!;
    const notes = (await get<Paged<BackupEntry>>(`${base()}/search?searchTerm=notes.txt`)).body.results[0]!;
    expect(photos.removed).toBe(true);
    expect(notes.removed).toBe(false);
    await edit([source]);
    expect((await get<Paged<BackupEntry>>(`${base()}/search?searchTerm=cat_1`)).body.results[0]!.removed).toBe(false);
  });

  it('restricts rows and refuses content without canViewAndRestoreBackupData, but shows plans', async () => {
    expect((await get<BackupPlan[]>(`/api/backup/lockhart/nodes/${world.device.nodeId}/plans`, noData)).status).toBe(200);
    const roots = await get<Paged<BackupEntry>>(`${base()}/folders`, noData);
    expect(roots.body.results[0]!.restricted).toBe(true);
    expect(
      (await get(`/api/backup/lockhart/v2/nodes/${world.device.nodeId}/plans/${plan.uid}/folders/${roots.body.results[0]!.id}/content`, noData)).status,
    ).toBe(403);
    expect((await get(`${base()}/search?searchTerm=notes`, noData)).status).toBe(403);
  });

  it('keeps folder and search totals exact when a later job adds files, and matches names case-insensitively', async () => {
    const docs = (await get<Paged<BackupEntry>>(`${base()}/search?searchTerm=docs`)).body.results.find((r) => r.name === 'docs')!;
    const docsTotal = async () =>
      (await get<Paged<BackupEntry>>(`/api/backup/lockhart/v2/nodes/${world.device.nodeId}/plans/${plan.uid}/folders/${docs.id}/content`)).body.totalElements;
    const reports = async () => (await get<Paged<BackupEntry>>(`${base()}/search?searchTerm=REPORT`)).body;
    expect(await docsTotal()).toBe(3);
    expect((await reports()).results.map((r) => r.name)).toEqual(['report.pdf']);
    await writeFile(path.join(source, 'docs/Report-2.pdf'), 'second report');
    await ctx.app.inject({ method: 'POST', url: `/api/backup/nodes/${world.device.nodeId}/plans/${plan.uid}/run`, headers: world.admin.headers });
    ctx.clock.advance(1000);
    await agentRunsBackup(ctx, world.device, world.org.id, journal);
    expect(await docsTotal()).toBe(4);
    expect(await reports()).toMatchObject({ totalElements: 2, totalPages: 1 });
    expect((await reports()).results.map((r) => r.name)).toEqual(['Report-2.pdf', 'report.pdf']);
  });
});
