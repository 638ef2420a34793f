import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentWork, BackupEntry, BackupJob, BackupPlan, Paged } from '@outpost/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { agentRunsBackup, backupWorld, createPlan, makeSourceTree, planInput } from '../test-support.ts';

// Spec 000 §2 storage labels: a plan shows the bytes it stores on each target; a folder shows the
// size, newest revision and storage of the files under it, and follows them after a sync.

let ctx: TestContext;
let world: Awaited<ReturnType<typeof backupWorld>>;
let plan: BackupPlan;
let source: string;
let journal: string;

const get = async <T>(url: string) => (await ctx.app.inject({ url, headers: world.admin.headers })).json<T>();
const lockhart = () => `/api/backup/lockhart/nodes/${world.device.nodeId}`;
const planRow = async () => (await get<BackupPlan[]>(`${lockhart()}/plans`)).find((p) => p.uid === plan.uid)!;
const roots = async () => (await get<Paged<BackupEntry>>(`${lockhart()}/plans/${plan.uid}/folders`)).results;
const content = async (folderId: number) =>
  (await get<Paged<BackupEntry>>(`/api/backup/lockhart/v2/nodes/${world.device.nodeId}/plans/${plan.uid}/folders/${folderId}/content`)).results;
const jobs = async () => (await get<Paged<BackupJob>>(`${lockhart()}/plans/${plan.uid}/jobs`)).results;

/** Every file of the plan as the browser lists it (search for the wildcard-free "txt"). */
const files = async () => (await get<Paged<BackupEntry>>(`${lockhart()}/plans/${plan.uid}/search?searchTerm=txt`)).results.filter((e) => e.type === 'FILE');

async function backUp() {
  await ctx.services.backup.plans.queueBackup(await ctx.services.backup.plans.planByRef(plan.uid));
  ctx.clock.advance(60_000);
  return agentRunsBackup(ctx, world.device, world.org.id, journal);
}

/** "Sync job to cloud" for one job, played through by the agent. */
async function syncToCloud(jobGuid: string) {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: `/api/backup/nodes/${world.device.nodeId}/plans/${plan.uid}/jobs/${jobGuid}/sync`,
    headers: world.admin.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const work = (await ctx.app.inject({ url: '/api/agent/work?waitSeconds=0', headers: world.device.auth })).json<AgentWork>();
  const job = work.jobs.find((j) => j.kind === 'SYNC')!;
  const progress = { filesProcessed: 1, filesTotal: 1, bytesProcessed: 1, bytesTotal: 1 };
  const done = await ctx.app.inject({
    method: 'POST',
    url: `/api/agent/jobs/${job.jobUid}/complete`,
    headers: world.device.auth,
    payload: { status: 'COMPLETED', progress },
  });
  expect(done.statusCode, done.body).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await backupWorld(ctx);
  source = await makeSourceTree({ 'docs/a.txt': 'a'.repeat(3000), 'docs/sub/b.txt': 'bee '.repeat(500), 'top.txt': 'top level file' });
  journal = await mkdtemp(path.join(tmpdir(), 'outpost-journal-'));
  plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput([source], { destination: 'LOCAL', localPath: '/mnt/nas/backups' }));
  await backUp();
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await rm(source, { recursive: true, force: true });
  await rm(journal, { recursive: true, force: true });
});

describe('storage and folder totals', () => {
  it('shows the bytes a plan stores on each target, with job counts beside them', async () => {
    const stored = (await files()).reduce((sum, f) => sum + f.backupSize, 0);
    expect(stored).toBeGreaterThan(3);
    expect((await planRow()).storage).toMatchObject({ local: stored, cloud: 0, localJobs: 1, cloudJobs: 0 });
  });

  it('gives a folder the total size and newest revision of its files, and the storage they share', async () => {
    const [root] = await roots();
    const all = await files();
    expect(root).toMatchObject({ type: 'FOLDER', size: 3000 + 2000 + 14, backupSize: all.reduce((s, f) => s + f.backupSize, 0), storage: 'LOCAL' });
    expect(root!.latestRevisionCreatedAt).toBe((await jobs())[0]!.completed);
    const docs = (await content(root!.id)).find((e) => e.name === 'docs')!;
    expect(docs).toMatchObject({ size: 5000, storage: 'LOCAL' });
  });

  it('labels folders by their files after a sync, and follows later jobs', async () => {
    const [first] = await jobs();
    await syncToCloud(first!.jobGuid);
    const [root] = await roots();
    const docs = (await content(root!.id)).find((e) => e.name === 'docs')!;
    expect((await files()).map((f) => f.storage)).toEqual(['HYBRID', 'HYBRID', 'HYBRID']);
    expect(root!.storage).toBe('HYBRID');
    expect(docs.storage).toBe('HYBRID');
    const storage = (await planRow()).storage;
    expect(storage).toMatchObject({ cloud: storage.local, localJobs: 1, cloudJobs: 1 });

    // A later (local) job changes one file: the folder's size, date and storage follow it.
    await writeFile(path.join(source, 'docs/a.txt'), 'a'.repeat(4000));
    await backUp();
    const newest = (await jobs())[0]!;
    const [rootAfter] = await roots();
    const docsAfter = (await content(rootAfter!.id)).find((e) => e.name === 'docs')!;
    expect(docsAfter).toMatchObject({ size: 6000, storage: 'LOCAL', latestRevisionCreatedAt: newest.completed });
    expect(rootAfter).toMatchObject({ size: 6014, storage: 'LOCAL' });
    expect(rootAfter!.backupSize).toBe((await files()).reduce((sum, f) => sum + f.backupSize, 0));
  });
});
