import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { checkAllRepositories } from './check.service.ts';
import { listAll } from '../engine.ts';
import { loadMasterKey } from '../store/master-key.ts';
import { agentRunsBackup, backupWorld, createPlan, makeSourceTree, planInput } from '../test-support.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof backupWorld>>;
let source: string;
let tmp: string;

const check = async (repair = false) => {
  const lines: string[] = [];
  const problems = await checkAllRepositories({
    organizationIds: () => ctx.services.backup.repositories.orgData.organizationIds(),
    storeFor: (org) => ctx.services.backup.stores.forOrganization(org),
    keyFor: (org) => ctx.services.backup.keys.keyFor(org),
    log: (line) => lines.push(line),
    repair,
  });
  return { problems, lines };
};

beforeAll(async () => {
  ctx = await createTestContext();
  world = await backupWorld(ctx);
  tmp = await mkdtemp(path.join(tmpdir(), 'outpost-check-'));
  source = await makeSourceTree({ 'doc.txt': 'some text worth keeping', 'more/other.txt': 'other text' });
  const plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput([source]));
  await ctx.services.backup.plans.queueBackup(await ctx.services.backup.plans.planByRef(plan.uid));
  await agentRunsBackup(ctx, world.device, world.org.id, path.join(tmp, 'journal'));
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await rm(source, { recursive: true, force: true });
  await rm(tmp, { recursive: true, force: true });
});

describe('backup check', () => {
  it('reports a clean repository as ok', async () => {
    const { problems, lines } = await check();
    expect(problems).toBe(0);
    expect(lines[0]).toMatch(/: ok; 1 snapshots/);
  });

  it('reports an orphan temp file left by a server killed mid-write as a problem, and --repair removes it but not a write in progress', async () => {
    const orgDir = path.join(ctx.dataDir, 'blobs', `org-${world.org.id}`);
    const orphan = path.join(orgDir, 'index', '.tmp-0123456789ab');
    const inFlight = path.join(orgDir, 'index', '.tmp-ba9876543210');
    await writeFile(orphan, 'half an index');
    await writeFile(inFlight, 'a put still writing');
    const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000);
    await utimes(orphan, threeHoursAgo, threeHoursAgo);
    const exists = (p: string) =>
      stat(p).then(
        () => true,
        () => false,
      );

    const found = await check();
    expect(found.problems).toBe(1);
    expect(found.lines[0]).toMatch(/: PROBLEMS; 1 snapshots/);
    expect(found.lines.join('\n')).toMatch(/orphan temp file index\/\.tmp-0123456789ab \(13 bytes, last written 3\.0 h ago.*run with --repair/);
    expect(found.lines.join('\n')).toMatch(/1 temp files written within the last hour left alone/);
    expect(await exists(orphan)).toBe(true);

    const repaired = await check(true);
    expect(repaired.problems).toBe(0);
    expect(repaired.lines.join('\n')).toMatch(/orphan temp file index\/\.tmp-0123456789ab .*: removed/);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(inFlight)).toBe(true);
    await rm(inFlight);
    expect(await check()).toMatchObject({ problems: 0 });
  });

  it('reports a corrupted pack with the affected paths', async () => {
    const [pack] = await listAll(ctx.services.backup.stores.forOrganization(world.org.id), 'packs');
    const file = path.join(ctx.dataDir, 'blobs', `org-${world.org.id}`, ...pack!.split('/'));
    const bytes = await readFile(file);
    bytes[40] = bytes[40]! ^ 0xff;
    await writeFile(file, bytes);
    const { problems, lines } = await check();
    expect(problems).toBe(1);
    expect(lines.join('\n')).toMatch(/PROBLEMS[\s\S]*doc\.txt|PROBLEMS[\s\S]*other\.txt/);
  });

  it('keeps the master key in DATA_DIR/master.key with mode 0600 and reuses it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outpost-mk-'));
    const first = await loadMasterKey(dir);
    const { stat } = await import('node:fs/promises');
    expect((await stat(path.join(dir, 'master.key'))).mode & 0o777).toBe(0o600);
    expect((await loadMasterKey(dir)).equals(first)).toBe(true);
    expect((await loadMasterKey(dir, Buffer.alloc(32, 1).toString('base64'))).equals(Buffer.alloc(32, 1))).toBe(true);
    await rm(dir, { recursive: true, force: true });
  });
});
