import { randomUUID } from 'node:crypto';
import {
  agentCommandSchema,
  agentJobSchema,
  type jobCompleteSchema,
  type AgentCommand,
  type AgentJob,
  type AgentWork,
  type jobProgressSchema,
} from '@outpost/contracts';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { IndexRepository } from './index.repository.ts';
import type { JobRow, JobsRepository } from './jobs.repository.ts';
import type { OrgDataRepository } from './org-data.repository.ts';
import type { OrgKeys } from './org-keys.service.ts';
import type { PlansRepository } from './plans.repository.ts';
import type { BackupSettingsService } from './settings.service.ts';
import type { SnapshotIndexer } from './snapshot-index.service.ts';
import { snapshotSchema } from './snapshot-schema.ts';
import type { Wakeups } from './wakeups.ts';

/** A leased job that stops reporting for this long goes back to the queue (a killed agent). */
export const LEASE_MS = 2 * 60 * 1000;
const POLL_MS = 500;

export interface AgentChannelDeps {
  jobs: JobsRepository;
  plans: PlansRepository;
  index: IndexRepository;
  orgData: OrgDataRepository;
  keys: OrgKeys;
  settings: BackupSettingsService;
  indexer: SnapshotIndexer;
  wakeups: Wakeups;
  clock: Clock;
  organizationOf: (nodeId: number) => Promise<number>;
}

/** The agent side of backups: key, long-polled work, progress, completion and command answers. */
export function createAgentChannel(deps: AgentChannelDeps) {
  const { jobs, plans, index, orgData, clock } = deps;

  async function toAgentJob(job: JobRow): Promise<AgentJob | null> {
    if (job.type === 'BACKUP') {
      const plan = job.planId ? await plans.findById(job.planId) : undefined;
      if (!plan) return null;
      const previous = await index.latestSnapshot(plan.id);
      return {
        kind: 'BACKUP',
        jobUid: job.jobUid,
        planUid: plan.uid,
        planType: plan.type,
        includes: plan.includes,
        excludes: plan.excludes,
        volume: plan.volume,
        destination: plan.destination,
        localPath: plan.localPath,
        backupPermissions: plan.backupPermissions,
        previousJobGuid: previous?.jobGuid ?? null,
      };
    }
    const parsed = agentJobSchema.safeParse({ ...job.payload, kind: job.type, jobUid: job.jobUid });
    return parsed.success ? parsed.data : null;
  }

  async function ownJob(nodeId: number, jobUid: string): Promise<JobRow> {
    const row = await jobs.findByUid(jobUid);
    if (!row || row.job.nodeId !== nodeId) throw notFound('Job');
    return row.job;
  }

  async function takeWork(nodeId: number, acceptJobs: boolean): Promise<{ jobs: AgentJob[]; commands: AgentCommand[] }> {
    const now = clock.now();
    const leased = acceptJobs ? await jobs.lease(nodeId, await deps.organizationOf(nodeId), now, new Date(now.getTime() + LEASE_MS), 5) : [];
    const out: AgentJob[] = [];
    for (const job of leased) {
      const agentJob = await toAgentJob(job);
      if (agentJob) out.push(agentJob);
      else await jobs.finish(job.id, { status: 'FAILED', error: 'The job refers to a plan that no longer exists', completedAt: now });
    }
    const commands = (await orgData.takeCommands(nodeId)).flatMap((c) => {
      const parsed = agentCommandSchema.safeParse({ ...c.command, id: c.id });
      return parsed.success ? [parsed.data] : [];
    });
    return { jobs: out, commands };
  }

  return {
    async key(nodeId: number) {
      const key = await deps.keys.keyFor(await deps.organizationOf(nodeId));
      return { keyBase64: key.toString('base64') };
    },

    /**
     * Long poll: answers as soon as a job or command is there, or after `waitSeconds`. With
     * `acceptJobs` false (a job is running) only commands are handed over; jobs stay queued.
     */
    async work(nodeId: number, waitSeconds: number, acceptJobs = true): Promise<AgentWork> {
      const deadline = Date.now() + waitSeconds * 1000;
      await jobs.expireLeases(clock.now());
      let found = await takeWork(nodeId, acceptJobs);
      while (found.jobs.length === 0 && found.commands.length === 0 && Date.now() < deadline) {
        await deps.wakeups.wait(nodeId, Math.min(POLL_MS, deadline - Date.now()));
        found = await takeWork(nodeId, acceptJobs);
      }
      const settings = await deps.settings.get(await deps.organizationOf(nodeId));
      return { ...found, bandwidthLimitKb: settings.bandwidthThrottle ? settings.bandwidthThrottleKb : null };
    },

    /** Interactive runs (`outpost-agent backup`): the device's live plans. */
    async plans(nodeId: number) {
      return { plans: (await plans.listForNode(nodeId)).filter((r) => !r.plan.deleted).map((r) => ({ uid: r.plan.uid, name: r.plan.name })) };
    },

    /** Interactive runs: a BACKUP job created and leased to this agent at once. */
    async runNow(nodeId: number, planUid: string): Promise<AgentJob> {
      const plan = await plans.findForNode(nodeId, planUid);
      if (!plan || plan.deleted) throw notFound('Backup plan');
      const now = clock.now();
      const row = await jobs.insertLeased({
        jobUid: randomUUID(), type: 'BACKUP', status: 'PROCESSING', nodeId, organizationId: plan.organizationId, planId: plan.id,
        createdAt: now, startedAt: now, leasedUntil: new Date(now.getTime() + LEASE_MS),
      }, now);
      if (!row) throw new AppError('CONFLICT', 'Backup storage is being cleaned up; try again in a minute');
      const job = await jobs.findByUid(row.jobUid);
      const agentJob = job ? await toAgentJob(job.job) : null;
      if (!agentJob) throw new AppError('CONFLICT', 'Error running backup job');
      return agentJob;
    },

    /** Records progress, extends the lease and tells the agent whether to stop. */
    async progress(nodeId: number, jobUid: string, p: z.output<typeof jobProgressSchema>) {
      const job = await ownJob(nodeId, jobUid);
      if (job.status === 'PROCESSING') {
        await jobs.update(job.id, {
          jobFilesProcessed: p.filesProcessed,
          jobTotalFiles: p.filesTotal,
          jobProcessedBytes: p.bytesProcessed,
          jobTotalBytes: p.bytesTotal,
          leasedUntil: new Date(clock.now().getTime() + LEASE_MS),
        });
      }
      return { cancelRequested: job.cancelRequested || job.status === 'CANCELED' };
    },

    /** Ends a job; a completed backup's snapshot is validated and indexed, a sync marks data on cloud. */
    async complete(nodeId: number, jobUid: string, body: z.output<typeof jobCompleteSchema>) {
      const job = await ownJob(nodeId, jobUid);
      if (job.status !== 'QUEUED' && job.status !== 'PROCESSING') return { status: job.status };
      const now = clock.now();
      if (job.type === 'BACKUP' && body.status === 'COMPLETED') {
        const parsed = snapshotSchema.safeParse(body.snapshot);
        if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'The snapshot is missing or malformed', { snapshot: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`) });
        const plan = job.planId ? await plans.findById(job.planId) : undefined;
        if (!plan) throw notFound('Plan');
        await deps.indexer.indexSnapshot(plan, job.id, parsed.data);
      }
      if (job.type === 'SYNC' && body.status === 'COMPLETED') {
        const snapshotId = Number(job.payload.snapshotId);
        if (Number.isInteger(snapshotId)) await index.markSyncedToCloud(snapshotId);
      }
      await jobs.finish(job.id, {
        status: body.status,
        jobFilesProcessed: body.progress.filesProcessed,
        jobTotalFiles: body.progress.filesTotal,
        jobProcessedBytes: body.progress.bytesProcessed,
        jobTotalBytes: body.progress.bytesTotal,
        warnings: body.warnings,
        error: body.error,
        completedAt: now,
      });
      return { status: body.status };
    },

    async commandResult(nodeId: number, commandId: number, body: { ok: boolean; result?: unknown; error?: string | undefined }) {
      const answered = await orgData.answerCommand(commandId, nodeId, { ok: body.ok, result: body.result, error: body.error ?? null, at: clock.now() });
      if (!answered) throw notFound('Command');
    },
  };
}
export type AgentChannel = ReturnType<typeof createAgentChannel>;
