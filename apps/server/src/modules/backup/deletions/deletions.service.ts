import { randomUUID } from 'node:crypto';
import { DATA_DELETION_DELAY_HOURS, type BackupDeletion, type deleteRevisionsSchema } from '@outpost/contracts';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { DeletionsRepository } from './deletions.repository.ts';
import type { GcLocksRepository } from './gc-locks.repository.ts';
import { collectGarbage, deriveKeys, forgetPaths, Repository, type BlobStore } from '../engine.ts';
import type { IndexRepository } from '../browse/index.repository.ts';
import type { JobsRepository } from '../jobs/jobs.repository.ts';
import type { PlanRow, PlansRepository } from '../plans/plans.repository.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { Wakeups } from '../agent-channel/wakeups.ts';

/** How long a GC may hold its lock before another process may take it over (its holder crashed). */
const GC_LOCK_MS = 2 * 60 * 60 * 1000;

type DeletionRow = NonNullable<Awaited<ReturnType<DeletionsRepository['find']>>>;

function present(row: DeletionRow, names: Map<number, { name: string; path: string }>): BackupDeletion {
  const d = row.deletion;
  const items = d.itemIds.flatMap((id) => {
    const item = names.get(id);
    return item ? [{ name: item.name, path: item.path }] : [];
  });
  return {
    id: d.id,
    nodeId: d.nodeId,
    planId: row.planUid,
    planUid: row.planUid,
    planName: row.planName,
    wholePlan: d.wholePlan,
    itemIds: d.itemIds,
    items,
    status: d.status,
    // An image plan images one volume: deleting the plan's data or its volume's is the same thing.
    volume: d.wholePlan && row.planType === 'IMAGE' ? (row.planVolume ?? '/') : null,
    scheduledFor: d.scheduledFor.toISOString(),
    createdAt: d.createdAt.toISOString(),
    executedAt: d.executedAt?.toISOString() ?? null,
    error: d.error,
  };
}

/**
 * Plan data deletion (spec 000 §7, §9): scheduled 72 h ahead and cancellable; when due, the index
 * rows go, cloud snapshots are rewritten without the chosen paths, and garbage collection frees
 * the chunks nothing references. Local targets get a GC job for the device, which does the same
 * to its local copies.
 */
export function createDeletionsService(deps: {
  deletions: DeletionsRepository;
  plans: PlansService;
  plansRepo: PlansRepository;
  index: IndexRepository;
  jobs: JobsRepository;
  storeFor: (organizationId: number) => BlobStore;
  keyFor: (organizationId: number) => Promise<Buffer>;
  wakeups: Wakeups;
  clock: Clock;
  gcLocks: GcLocksRepository;
}) {
  const { deletions, clock } = deps;

  async function schedule(plan: PlanRow, userId: number, wholePlan: boolean, itemIds: number[]) {
    const scheduledFor = new Date(clock.now().getTime() + DATA_DELETION_DELAY_HOURS * 3600_000);
    const id = await deletions.insert({
      organizationId: plan.organizationId,
      nodeId: plan.nodeId,
      planId: plan.id,
      wholePlan,
      itemIds,
      status: 'SCHEDULED',
      scheduledFor,
      createdByUserId: userId,
      createdAt: clock.now(),
    });
    return { id, scheduledFor };
  }

  /**
   * GC of an organization's cloud repository, under the organization's GC lock in the database.
   * Deferred (and marked pending for any server process to run later) while a job that writes to
   * or reads from the repository runs: the lock is taken first and the jobs counted after, so a
   * job leased meanwhile is always seen.
   */
  async function collectCloud(organizationId: number) {
    const holder = randomUUID();
    const now = clock.now();
    if (!(await deps.gcLocks.acquire(organizationId, holder, now, new Date(now.getTime() + GC_LOCK_MS)))) return null;
    try {
      if ((await deps.jobs.activeCountForOrganization(organizationId, ['BACKUP', 'SYNC', 'RESTORE'])) > 0) {
        await deps.gcLocks.markPending(organizationId, holder);
        return null;
      }
      const store = deps.storeFor(organizationId);
      if (!(await store.head('config'))) return null;
      // Only snapshots the server deleted go: one it has not heard of yet (a job still reporting) stays.
      const deleted = new Set(await deletions.deletedGuids(organizationId));
      const key = await deps.keyFor(organizationId);
      const repo = await Repository.open(store, deriveKeys(key));
      const live = (await repo.listSnapshots()).filter((guid) => !deleted.has(guid));
      return await collectGarbage({ store, key, liveSnapshots: live });
    } finally {
      await deps.gcLocks.release(organizationId, holder);
    }
  }

  /** Cloud snapshots still live lose the deleted paths, so GC can free their chunks. */
  async function rewriteCloudSnapshots(plan: PlanRow, paths: string[]) {
    const store = deps.storeFor(plan.organizationId);
    if (!(await store.head('config'))) return;
    const onCloud = (await deletions.liveSnapshots(plan.id)).filter((s) => s.onS3).map((s) => s.jobGuid);
    await forgetPaths({ store, key: await deps.keyFor(plan.organizationId), jobGuids: onCloud, paths });
  }

  async function execute(d: { id: number; planId: number; wholePlan: boolean; itemIds: number[] }) {
    const plan = await deps.plansRepo.findById(d.planId);
    if (!plan) return;
    let forgotten: string[] = [];
    if (d.wholePlan) {
      await deletions.deletePlanData(plan.id);
    } else {
      forgotten = await deletions.deleteItems(plan.id, d.itemIds);
      await rewriteCloudSnapshots(plan, forgotten);
      await deps.index.refreshLatestRevisions(plan.id);
    }
    await collectCloud(plan.organizationId);
    if (plan.localPath && (await deletions.hasLocalData(plan.id))) {
      // The device rewrites its local copies of the plan's snapshots without the deleted paths,
      // then collects what nothing references any more.
      const onLocal = forgotten.length ? (await deletions.liveSnapshots(plan.id)).filter((s) => s.onNas).map((s) => s.jobGuid) : [];
      await deps.jobs.insert({
        jobUid: randomUUID(),
        type: 'GC',
        status: 'QUEUED',
        nodeId: plan.nodeId,
        organizationId: plan.organizationId,
        planId: plan.id,
        createdAt: clock.now(),
        payload: {
          localPath: plan.localPath,
          liveJobGuids: await deletions.liveLocalGuids(plan.organizationId, plan.localPath),
          forget: { jobGuids: onLocal, paths: forgotten },
        },
      });
      deps.wakeups.wake(plan.nodeId);
    }
  }

  return {
    collectCloud,

    async schedulePlans(userId: number, nodeId: number, planRefs: string[]) {
      if (planRefs.length === 0) throw new AppError('VALIDATION_FAILED', 'Error deleting plan files', { planIds: ['Choose at least one plan'] });
      const made = [];
      for (const ref of planRefs) made.push(await schedule(await deps.plans.planOf(nodeId, ref), userId, true, []));
      return { resultCode: 'SUCCESS', scheduledFor: made[0]!.scheduledFor.toISOString(), deletionIds: made.map((m) => m.id) };
    },

    async scheduleItems(userId: number, nodeId: number, planRef: string, body: z.output<typeof deleteRevisionsSchema>) {
      const plan = await deps.plans.planOf(nodeId, planRef);
      const itemIds = [...new Set([...body.fileIds, ...body.folderIds])];
      const wholePlan = body.volumes.length > 0;
      if (!wholePlan && itemIds.length === 0)
        throw new AppError('VALIDATION_FAILED', 'Error deleting plan files', { fileIds: ['Choose at least one file or folder'] });
      const made = await schedule(plan, userId, wholePlan, wholePlan ? [] : itemIds);
      return { resultCode: 'SUCCESS', scheduledFor: made.scheduledFor.toISOString(), deletionIds: [made.id] };
    },

    async list(nodeId: number) {
      const rows = await deletions.listForNode(nodeId);
      const names = new Map((await deletions.itemsByIds([...new Set(rows.flatMap((r) => r.deletion.itemIds))])).map((i) => [i.id, i]));
      return rows.map((r) => present(r, names));
    },

    async cancel(id: number) {
      const row = await deletions.find(id);
      if (!row) throw notFound('Deletion');
      if (!(await deletions.cancel(id))) throw new AppError('CONFLICT', 'Only a scheduled deletion can be cancelled');
      const done = (await deletions.find(id))!;
      const names = new Map((await deletions.itemsByIds(done.deletion.itemIds)).map((i) => [i.id, i]));
      return present(done, names);
    },

    /** Runs every due deletion, then any GC that had to wait. */
    async executeDue() {
      for (const d of await deletions.claimDue(clock.now())) {
        try {
          await execute(d);
        } catch (error) {
          await deletions.markFailed(d.id, error instanceof Error ? error.message : String(error));
        }
      }
      for (const org of await deps.gcLocks.pending()) await collectCloud(org);
    },
  };
}
export type DeletionsService = ReturnType<typeof createDeletionsService>;
