import { randomUUID } from 'node:crypto';
import type { BackupPlan, backupPlanInputSchema } from '@outpost/contracts';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { createMicroCache } from '../../../lib/micro-cache.ts';
import type { IndexRepository } from '../browse/index.repository.ts';
import type { JobsRepository } from '../jobs/jobs.repository.ts';
import type { BackupNodesRepository } from '../nodes.repository.ts';
import type { PlanListRow, PlanRow, PlansRepository } from './plans.repository.ts';
import { imageRoot, recordedMountPoint } from '../paths.ts';
import { presentPlan } from '../presenters.ts';
import type { Wakeups } from '../agent-channel/wakeups.ts';

type PlanInput = z.output<typeof backupPlanInputSchema>;
const STORED_BYTES_TTL_MS = 10 * 60 * 1000;

/** Plan CRUD and "run now" (plans are managed with canManageDevices). */
export function createPlansService(deps: {
  plans: PlansRepository;
  jobs: JobsRepository;
  nodes: BackupNodesRepository;
  index: IndexRepository;
  wakeups: Wakeups;
  clock: Clock;
  /** The plan's schedule was made, changed or stopped: the scheduler stores its next due instant. */
  scheduleChanged: (plan: PlanRow) => Promise<void>;
}) {
  const { plans, jobs, nodes, clock } = deps;

  async function approvedNode(nodeId: number) {
    const node = await nodes.find(nodeId, clock.now());
    if (!node || node.approvalStatus !== 'APPROVED') throw notFound('Device');
    return node;
  }

  async function planOf(nodeId: number, ref: string): Promise<PlanRow> {
    const plan = await plans.findForNode(nodeId, ref);
    if (!plan) throw notFound('Backup plan');
    return plan;
  }

  // Summing a plan's stored bytes reads all its revisions (~0.3 s for a million on PGlite): kept
  // while its index, newest job and cloud jobs stay the same, so the plan list sums once per change.
  const storedBytesCache = createMicroCache<{ local: number; cloud: number }>(STORED_BYTES_TTL_MS);
  async function storedBytes(plan: PlanRow) {
    const key = JSON.stringify([plan.id, plan.indexVersion, await plans.revisionsState(plan.id)]);
    return storedBytesCache.get(key, () => plans.storedBytes(plan.id));
  }

  async function presentRow(row: PlanListRow): Promise<BackupPlan> {
    return presentPlan(row, await storedBytes(row.plan));
  }

  async function present(planId: number): Promise<BackupPlan> {
    return presentRow((await plans.findWithStorage(planId))!);
  }

  const fields = (input: PlanInput) => ({
    name: input.name,
    type: input.type,
    includes: input.type === 'FILE_FOLDER' ? input.includes : [],
    excludes: input.excludes,
    volume: input.type === 'IMAGE' ? input.volume : null,
    destination: input.destination,
    localPath: input.destination === 'CLOUD' ? null : input.localPath,
    schedule: input.schedule,
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    enabled: input.enabled,
    backupPermissions: input.backupPermissions,
  });

  /** Queues a BACKUP job for a plan; a scheduled run passes its idempotency key (null if already queued). */
  async function queueBackup(plan: PlanRow, options: { idempotencyKey?: string; userId?: number } = {}) {
    const row = await jobs.insert({
      jobUid: randomUUID(),
      type: 'BACKUP',
      status: 'QUEUED',
      nodeId: plan.nodeId,
      organizationId: plan.organizationId,
      planId: plan.id,
      idempotencyKey: options.idempotencyKey ?? null,
      createdByUserId: options.userId ?? null,
      createdAt: clock.now(),
    });
    if (row) deps.wakeups.wake(plan.nodeId);
    return row;
  }

  return {
    queueBackup,
    planOf,
    /** See PlansRepository.revisionsState: part of the keys of cached sums over a plan's revisions. */
    revisionsState: (planId: number) => plans.revisionsState(planId),

    async planByRef(ref: string): Promise<PlanRow> {
      const plan = await plans.findByRef(ref);
      if (!plan) throw notFound('Backup plan');
      return plan;
    },

    async list(nodeId: number): Promise<BackupPlan[]> {
      if (!(await nodes.find(nodeId, clock.now()))) throw notFound('Device');
      return Promise.all((await plans.listForNode(nodeId)).map(presentRow));
    },

    async create(nodeId: number, input: PlanInput): Promise<BackupPlan> {
      const node = await approvedNode(nodeId);
      const now = clock.now();
      // A new plan's wall times are the device's unless the dialog chose a zone (UTC before the agent reported one).
      const timeZone = input.timeZone ?? (await nodes.timeZoneOf(nodeId)) ?? 'UTC';
      const id = await plans.insert({
        uid: randomUUID(),
        nodeId,
        organizationId: node.organizationId,
        ...fields(input),
        timeZone,
        createdAt: now,
        updatedAt: now,
      });
      await deps.scheduleChanged((await plans.findById(id))!);
      return present(id);
    },

    async update(nodeId: number, ref: string, input: PlanInput): Promise<BackupPlan> {
      const plan = await planOf(nodeId, ref);
      if (plan.deleted) throw new AppError('CONFLICT', 'A deleted plan cannot be edited');
      const next = fields(input);
      await plans.update(plan.id, { ...next, updatedAt: clock.now() });
      await deps.scheduleChanged((await plans.findById(plan.id))!);
      // Paths outside the new includes show as Removed at once, not only after the next backup.
      const mountPoint = next.type === 'IMAGE' ? recordedMountPoint((await deps.index.latestSnapshot(plan.id))?.volume) : undefined;
      await deps.index.markRemoved(plan.id, next.type === 'IMAGE' ? [imageRoot(mountPoint, next.volume)] : next.includes);
      return present(plan.id);
    },

    /** Deleting a plan stops its backups; its data stays browsable ("Plan Deleted") until deleted itself. */
    async delete(nodeId: number, ref: string): Promise<void> {
      const plan = await planOf(nodeId, ref);
      await plans.update(plan.id, { deleted: true, enabled: false, updatedAt: clock.now() });
      await deps.scheduleChanged({ ...plan, deleted: true, enabled: false });
    },

    async run(nodeId: number, ref: string, userId: number) {
      const plan = await plans.findForNode(nodeId, ref);
      if (!plan || plan.deleted) throw new AppError(plan ? 'CONFLICT' : 'NOT_FOUND', 'Error running backup job');
      const row = await queueBackup(plan, { userId });
      if (!row) throw new AppError('CONFLICT', 'Error running backup job');
      return { resultCode: 'SUCCESS', message: 'Backup job created successfully', jobUid: row.jobUid };
    },
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
