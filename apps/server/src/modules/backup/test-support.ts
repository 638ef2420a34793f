import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BackupPlan, BackupPlanInput } from '@outpost/contracts';
import { enrollDevice, makeEnrollmentToken, makeOrganization } from '../../test/factories.ts';
import { signIn, type Session, type TestContext } from '../../test/harness.ts';
import { runBackup, runImageBackup, type Snapshot, type VolumeProbe } from './engine.ts';

/** An organization with one approved device (credential) and an administrator session. */
export async function backupWorld(ctx: TestContext) {
  const admin = await signIn(ctx);
  const org = await makeOrganization(ctx);
  const { token } = await makeEnrollmentToken(ctx, org.id, admin.userId);
  const enroll = async (host: string) => {
    const body = (await enrollDevice(ctx, token, host)).response.json<{ nodeId: number; credential: string }>();
    return { nodeId: body.nodeId, credential: body.credential, auth: { authorization: `Bearer ${body.credential}` } };
  };
  return { admin, org, device: await enroll('backup-host'), enroll };
}

export function planInput(includes: string[], overrides: Partial<BackupPlanInput> = {}): BackupPlanInput {
  return { name: 'Documents', type: 'FILE_FOLDER', includes, destination: 'CLOUD', schedule: { scheduleType: 'DAILY', hour: 9 }, ...overrides };
}

export async function createPlan(ctx: TestContext, who: Session, nodeId: number, input: BackupPlanInput): Promise<BackupPlan> {
  const response = await ctx.app.inject({ method: 'POST', url: `/api/backup/nodes/${nodeId}/plans`, headers: who.headers, payload: input });
  if (response.statusCode !== 201) throw new Error(`plan create failed: ${response.body}`);
  return response.json<BackupPlan>();
}

/** A small tree of files to back up. */
export async function makeSourceTree(files: Record<string, string | Buffer>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'outpost-src-'));
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), content);
  }
  return root;
}

/** A volume probe that sees `mountPoint` as a tmpfs of 1 GiB, half used. */
function fakeMount(mountPoint: string): VolumeProbe {
  return {
    readMounts: async () => `/dev/root / ext4 rw 0 0\ntmpfs ${mountPoint} tmpfs rw 0 0\n`,
    statfs: async () => ({ blocks: 262_144, bfree: 131_072, bsize: 4096 }),
    run: async () => {
      throw new Error('no lsblk');
    },
  };
}

/**
 * Plays the agent for one queued backup: leases it over HTTP, runs the real engine against the
 * server's cloud store of the organization, and completes the job over HTTP.
 */
export async function agentRunsBackup(
  ctx: TestContext,
  device: { nodeId: number; auth: Record<string, string> },
  organizationId: number,
  journalDir: string,
  /** Image plans: run the engine's image backup as if this folder were a mounted file system. */
  image?: { mountPoint: string },
) {
  const work = (await ctx.app.inject({ url: '/api/agent/work?waitSeconds=0', headers: device.auth })).json<{
    jobs: { kind: string; jobUid: string; includes: string[]; volume: string | null; previousJobGuid: string | null }[];
  }>();
  const job = work.jobs.find((j) => j.kind === 'BACKUP');
  if (!job) throw new Error(`no backup job leased: ${JSON.stringify(work)}`);
  const key = Buffer.from((await ctx.app.inject({ url: '/api/agent/backup/key', headers: device.auth })).json<{ keyBase64: string }>().keyBase64, 'base64');
  const common = { stores: [ctx.services.backup.stores.forOrganization(organizationId)], key, previousSnapshot: job.previousJobGuid, journalDir };
  const { snapshot } =
    image && job.volume
      ? await runImageBackup({ ...common, volume: job.volume, probe: fakeMount(image.mountPoint) })
      : await runBackup({ ...common, sources: job.volume ? [job.volume] : job.includes });
  const complete = await ctx.app.inject({
    method: 'POST',
    url: `/api/agent/jobs/${job.jobUid}/complete`,
    headers: device.auth,
    payload: {
      status: 'COMPLETED',
      progress: {
        filesProcessed: snapshot.totals.files,
        filesTotal: snapshot.totals.files,
        bytesProcessed: snapshot.totals.bytes,
        bytesTotal: snapshot.totals.bytes,
      },
      snapshot,
    },
  });
  if (complete.statusCode !== 200) throw new Error(`complete failed: ${complete.body}`);
  return { jobUid: job.jobUid, snapshot: snapshot as Snapshot, key };
}
