import { randomUUID } from 'node:crypto';
import {
  agentCommandSchema,
  agentJobSchema,
  type jobCompleteSchema,
  type AgentCommand,
  type AgentJob,
  type AgentScriptRun,
  type AgentWork,
  type jobProgressSchema,
} from '@outpost/contracts';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { trackPhase } from './agent-channel.phase.ts';
import type { IndexRepository } from '../browse/index.repository.ts';
import type { JobRow, JobsRepository } from '../jobs/jobs.repository.ts';
import type { OrgDataRepository } from '../org-data.repository.ts';
import type { PlansRepository } from '../plans/plans.repository.ts';
import type { BackupSettingsService } from '../plans/settings.service.ts';
import type { SnapshotIndexer } from '../browse/snapshot-index.service.ts';
import { snapshotSchema } from './snapshot-schema.ts';
import type { Wakeups } from './wakeups.ts';

/** A leased job that stops reporting for this long goes back to the queue (a killed agent). */
export const LEASE_MS = 2 * 60 * 1000;
/**
 * When an agent hangs up its poll (it stopped, or its connection broke), its running jobs keep
 * their lease only this much longer: an agent that is still at work reports its progress every
 * 3 s at most and so extends it; the jobs of one that is gone go back to the queue then, instead of
 * showing in progress for the rest of LEASE_MS.
 */
export const DROPPED_AGENT_GRACE_MS = 15_000;
/**
 * A waiting poll re-reads the queue this often even without a wake-up: work can appear without
 * one (a lease that ran out, a GC lock released). Wake-ups themselves are not lost (see work()).
 */
const RECHECK_MS = 5_000;
/**
 * Work of another kind handed over in the same poll (scripts, decision 0035): a lane answers at
 * once with what the device should start and stop; it is asked whether or not a job runs, so its
 * work never waits behind a backup.
 */
export type AgentWorkLane = (nodeId: number) => Promise<{ scripts: AgentScriptRun[]; cancelScripts: string[] }>;

/** The device's connection state, as the work polls show it (nodes.repository.ts). */
export interface AgentPresence {
  pollStarted: (nodeId: number) => Promise<number>;
  markGone: (nodeId: number, seq: number, at: Date) => Promise<boolean>;
}

export interface AgentChannelDeps {
  jobs: JobsRepository;
  plans: PlansRepository;
  index: IndexRepository;
  orgData: OrgDataRepository;
  /** The key of the repository a device (or one of its jobs) uses: shared, its own, or a restore's source. */
  repositoryKey: (nodeId: number, jobUid?: string) => Promise<Buffer>;
  settings: BackupSettingsService;
  indexer: SnapshotIndexer;
  wakeups: Wakeups;
  clock: Clock;
  organizationOf: (nodeId: number) => Promise<number>;
  presence: AgentPresence;
  /** Tests: DROPPED_AGENT_GRACE_MS otherwise. */
  droppedAgentGraceMs?: number;
}

/** The agent side of backups: key, long-polled work, progress, completion and command answers. */
export function createAgentChannel(deps: AgentChannelDeps) {
  const { jobs, plans, index, orgData, clock } = deps;
  const lanes: AgentWorkLane[] = [];

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

  type Found = { jobs: AgentJob[]; commands: AgentCommand[]; scripts: AgentScriptRun[]; cancelScripts: string[] };
  const isEmpty = (f: Found) => f.jobs.length + f.commands.length + f.scripts.length + f.cancelScripts.length === 0;

  async function takeWork(nodeId: number, organizationId: number, acceptJobs: boolean): Promise<Found> {
    const now = clock.now();
    const leased = acceptJobs ? await jobs.lease(nodeId, organizationId, now, new Date(now.getTime() + LEASE_MS), 5) : [];
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
    const scripts: AgentScriptRun[] = [];
    const cancelScripts: string[] = [];
    for (const lane of lanes) {
      const taken = await lane(nodeId);
      scripts.push(...taken.scripts);
      cancelScripts.push(...taken.cancelScripts);
    }
    return { jobs: out, commands, scripts, cancelScripts };
  }

  return {
    /** Adds a lane of other work to every poll (composition root, once at start). */
    addLane(lane: AgentWorkLane) {
      lanes.push(lane);
    },

    /** The backup key for the device's repository, or for the repository one of its jobs uses. */
    async key(nodeId: number, jobUid?: string) {
      const key = await deps.repositoryKey(nodeId, jobUid);
      return { keyBase64: key.toString('base64') };
    },

    /**
     * Long poll: answers as soon as a job or command is there, or after `waitSeconds`. With
     * `acceptJobs` false (a job is running) only commands are handed over; jobs stay queued.
     * `gone` fires when the agent hung up: the poll stops, so it cannot lease a job for nobody.
     */
    async work(nodeId: number, waitSeconds: number, acceptJobs = true, gone?: AbortSignal, started?: (pollSeq: number) => void): Promise<AgentWork> {
      const deadline = Date.now() + waitSeconds * 1000;
      const organizationId = await deps.organizationOf(nodeId);
      started?.(await deps.presence.pollStarted(nodeId));
      // Listening starts before the first read of the queue: a wake-up that comes while the queue
      // is being read is latched and answered by the next read, never lost.
      const wakes = deps.wakeups.listen(nodeId);
      let found: Found = { jobs: [], commands: [], scripts: [], cancelScripts: [] };
      try {
        await jobs.expireLeases(clock.now());
        if (!gone?.aborted) found = await takeWork(nodeId, organizationId, acceptJobs);
        while (isEmpty(found) && Date.now() < deadline && !gone?.aborted) {
          await wakes.next(Math.min(RECHECK_MS, deadline - Date.now()), gone);
          if (gone?.aborted) break;
          found = await takeWork(nodeId, organizationId, acceptJobs);
        }
      } finally {
        wakes.close();
      }
      const settings = await deps.settings.get(organizationId);
      return { ...found, bandwidthLimitKb: settings.bandwidthThrottle ? settings.bandwidthThrottleKb : null };
    },

    /**
     * The agent hung up its poll number `pollSeq`: it stopped, or its connection broke (it never
     * cuts its own polls short: a superseded poll is left to end). Unless it has polled again since,
     * the device shows down at once and leaves the "Restore To" picker, and its running jobs go back
     * to the queue after DROPPED_AGENT_GRACE_MS unless it reports on them; a heartbeat or the next
     * poll brings the device back.
     */
    async hungUp(nodeId: number, pollSeq: number): Promise<boolean> {
      const now = clock.now();
      if (!(await deps.presence.markGone(nodeId, pollSeq, now))) return false;
      const graceMs = deps.droppedAgentGraceMs ?? DROPPED_AGENT_GRACE_MS;
      if ((await jobs.shortenLeases(nodeId, new Date(now.getTime() + graceMs))) > 0) {
        // Nothing else may read the queue before the scheduler's next tick: expire them on time.
        setTimeout(() => void jobs.expireLeases(clock.now()).catch(() => undefined), graceMs + 100).unref();
      }
      return true;
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
      const row = await jobs.insertLeased(
        {
          jobUid: randomUUID(),
          type: 'BACKUP',
          status: 'PROCESSING',
          nodeId,
          organizationId: plan.organizationId,
          planId: plan.id,
          createdAt: now,
          startedAt: now,
          leasedUntil: new Date(now.getTime() + LEASE_MS),
        },
        now,
      );
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
    async complete(nodeId: number, jobUid: string, body: z.output<typeof jobCompleteSchema>, onBackgroundError: (error: unknown) => void = () => undefined) {
      const job = await ownJob(nodeId, jobUid);
      if (job.status !== 'QUEUED' && job.status !== 'PROCESSING') return { status: job.status };
      let payload: Record<string, unknown> | undefined;
      if (job.type === 'BACKUP' && body.status === 'COMPLETED') {
        const parsed = snapshotSchema.safeParse(body.snapshot);
        if (!parsed.success)
          throw new AppError('VALIDATION_FAILED', 'The snapshot is missing or malformed', {
            snapshot: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`),
          });
        const plan = job.planId ? await plans.findById(job.planId) : undefined;
        if (!plan) throw notFound('Plan');
        // The job stays running, labelled "Indexing" with its progress, until its backup is browsable.
        const phase = trackPhase({ jobs, job, name: 'INDEXING', leaseMs: LEASE_MS, clock });
        await phase.start(parsed.data.entries.length * 2);
        try {
          await deps.indexer.indexSnapshot(plan, job.id, parsed.data, phase.progress);
        } catch (error) {
          // The agent sends the completion again; until then the job is not shown as indexing.
          await phase.settle();
          await jobs.update(job.id, { payload: phase.payloadAfter() });
          throw error;
        }
        await phase.settle();
        payload = phase.payloadAfter();
      }
      if (job.type === 'SYNC' && body.status === 'COMPLETED') {
        const snapshotId = Number(job.payload.snapshotId);
        if (Number.isInteger(snapshotId)) await index.markSyncedToCloud(snapshotId);
      }
      await jobs.finish(job.id, {
        ...(payload ? { payload } : {}),
        status: body.status,
        jobFilesProcessed: body.progress.filesProcessed,
        jobTotalFiles: body.progress.filesTotal,
        jobProcessedBytes: body.progress.bytesProcessed,
        jobTotalBytes: body.progress.bytesTotal,
        warnings: body.warnings,
        error: body.error,
        // Completed means browsable: the time the indexing ended, not the time the agent reported.
        completedAt: clock.now(),
      });
      // Only now, so the job reads COMPLETED first (on PGlite it would queue behind the merge).
      if (payload) deps.indexer.mergeNameSearchInBackground(onBackgroundError);
      return { status: body.status };
    },

    async commandResult(nodeId: number, commandId: number, body: { ok: boolean; result?: unknown; error?: string | undefined }) {
      const answered = await orgData.answerCommand(commandId, nodeId, { ok: body.ok, result: body.result, error: body.error ?? null, at: clock.now() });
      if (!answered) throw notFound('Command');
    },
  };
}
export type AgentChannel = ReturnType<typeof createAgentChannel>;
