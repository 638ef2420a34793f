import { randomUUID } from 'node:crypto';
import type { restoreRequestSchema, SessionUser } from '@outpost/contracts';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { SettingsService } from '../../settings/settings.service.ts';
import { requireDataAccess } from '../access.ts';
import type { BrowseRepository } from '../browse/browse.repository.ts';
import type { IndexRepository, SnapshotRow } from '../browse/index.repository.ts';
import type { JobsRepository } from '../jobs/jobs.repository.ts';
import type { BackupNodeRow } from '../nodes.repository.ts';
import { destinationProblem } from '../paths.ts';
import type { PlanRow } from '../plans/plans.repository.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { BackupSettingsService } from '../plans/settings.service.ts';
import type { Wakeups } from '../agent-channel/wakeups.ts';

type RestoreRequest = z.output<typeof restoreRequestSchema>;
type DeletedFile = { full_path: string; job_guid: string; on_s3: boolean; on_nas: boolean };
const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', 'Error creating restore job', { [field]: [message] });
const within = (path: string, item: string) => path === item || path.startsWith(item.endsWith('/') ? item : `${item}/`);

/** Batch restore creation (spec 000 §7): resolves the snapshot, checks destination rules, queues the job. */
export function createRestoreService(deps: {
  plans: PlansService;
  index: IndexRepository;
  browse: BrowseRepository;
  jobs: JobsRepository;
  settings: SettingsService;
  backupSettings: BackupSettingsService;
  findNode: (nodeId: number) => Promise<BackupNodeRow>;
  wakeups: Wakeups;
  clock: Clock;
}) {
  const { index, browse, jobs, clock } = deps;

  /** The snapshot a restore reads: the revision's job, the chosen job, or the newest at the date. */
  async function snapshotFor(plan: PlanRow, r: RestoreRequest): Promise<SnapshotRow> {
    let snap: SnapshotRow | undefined;
    if (r.revisionId !== null) {
      const rev = await browse.revision(plan.id, r.revisionId);
      if (!rev) throw invalid('revisionId', 'Unknown revision');
      // The newest snapshot that still holds this revision's content is the revision's own job.
      snap = await index.findSnapshot(plan.id, rev.snapshotId);
    } else if (r.backupJobId !== null) {
      snap = await index.findSnapshot(plan.id, r.backupJobId);
    } else if (r.date !== null) {
      snap = await index.latestSnapshot(plan.id, new Date(r.date));
    }
    if (!snap || snap.deleted) throw invalid(r.revisionId !== null ? 'revisionId' : 'backupJobId', 'No backup job at that point');
    return snap;
  }

  /**
   * Selected paths with no file left as of the chosen job: every file under them (as of then) is
   * among the deleted ones. The chosen snapshot does not hold them, so its job leaves them out
   * (the agent would report them missing, or fail when nothing else is selected); the jobs
   * holding their files' last revisions restore them. One page of files per path answers it:
   * more files than deleted ones means a live one.
   */
  async function whollyDeleted(plan: PlanRow, paths: string[], deleted: DeletedFile[], asOf: Date): Promise<Set<string>> {
    const gone = new Set<string>();
    for (const p of paths) {
      const n = deleted.filter((f) => within(f.full_path, p)).length;
      if (n > 0 && (await browse.filesAsOf(plan.id, p, asOf, 0, n + 1)).length <= n) gone.add(p);
    }
    return gone;
  }

  return {
    async create(user: SessionUser, r: RestoreRequest) {
      requireDataAccess(user);
      const plan = await deps.plans.planByRef(r.sourcePlanId);
      const source = await deps.findNode(plan.nodeId);
      const snap = await snapshotFor(plan, r);
      let destinationNodeId = r.destinationNodeId;
      let destination: { kind: 'original' } | { kind: 'other'; root: string };
      if (r.originalLocation) {
        const flags = await deps.settings.get('featureFlags');
        const roots = new Set(plan.type === 'IMAGE' ? [plan.volume ?? '/'] : plan.includes);
        if (!flags.restore_original_location) throw invalid('originalLocation', 'Original location restore is turned off');
        if (!source.isUp) throw invalid('originalLocation', 'The device is offline');
        if (r.sourcePaths.length > 1 && r.sourcePaths.some((p) => roots.has(p)))
          throw invalid('originalLocation', 'Not available when several items include a root folder');
        destinationNodeId = plan.nodeId;
        destination = { kind: 'original' };
      } else {
        const problem = destinationProblem(r.destinationPath ?? '');
        if (problem) throw invalid('destinationPath', problem);
        destination = { kind: 'other', root: r.destinationPath! };
      }
      const target = await deps.findNode(destinationNodeId).catch(() => {
        throw invalid('destinationNodeId', 'Unknown device');
      });
      if (target.approvalStatus !== 'APPROVED' || target.organizationId !== source.organizationId)
        throw invalid('destinationNodeId', 'Choose an approved device of the same organization');
      const orgSettings = await deps.backupSettings.get(source.organizationId);
      if (!r.originalLocation && orgSettings.mode === 'MANUAL' && !orgSettings.nodeIds.includes(target.id)) {
        throw invalid('destinationNodeId', 'This device is not enabled for backup restores');
      }
      const base = {
        type: 'RESTORE' as const,
        status: 'QUEUED' as const,
        nodeId: target.id,
        organizationId: source.organizationId,
        planId: plan.id,
        createdByUserId: user.id,
        createdAt: clock.now(),
      };
      const common = {
        destination,
        collision: r.collisionHandling,
        restorePermissions: r.restorePermissions,
        restoreTo: destination.kind === 'original' ? 'Original location' : `${target.displayName}: ${destination.root}`,
      };
      const jobUids: string[] = [];
      let paths = r.sourcePaths;
      // Deleted files are not in the chosen job's snapshot: each group restores from the job holding its last revision.
      if (r.restoreDeletedFiles && r.revisionId === null) {
        const deleted = await index.deletedFilesAsOf(plan.id, r.sourcePaths, snap.jobCompleted);
        const gone = await whollyDeleted(plan, r.sourcePaths, deleted, snap.jobCompleted);
        paths = r.sourcePaths.filter((p) => !gone.has(p));
        const groups = new Map<string, { paths: string[]; onS3: boolean; onNas: boolean }>();
        for (const f of deleted) {
          const g = groups.get(f.job_guid) ?? { paths: [], onS3: f.on_s3, onNas: f.on_nas };
          g.paths.push(f.full_path);
          groups.set(f.job_guid, g);
        }
        for (const [guid, g] of groups) {
          const uid = randomUUID();
          await jobs.insert({
            ...base,
            jobUid: uid,
            payload: {
              ...common,
              snapshotJobGuid: guid,
              sourceOnCloud: g.onS3,
              sourceLocalPath: g.onNas ? plan.localPath : null,
              paths: g.paths,
              sourcePaths: g.paths,
              restoreDeletedFiles: true,
            },
          });
          jobUids.push(uid);
        }
      }
      // The chosen job comes first (the UI follows it), unless its selection was wholly deleted.
      if (paths.length > 0) {
        const jobUid = randomUUID();
        await jobs.insert({
          ...base,
          jobUid,
          // sourcePaths and restoreTo are for the job status dialog; the agent reads the rest.
          payload: {
            ...common,
            snapshotJobGuid: snap.jobGuid,
            sourceOnCloud: snap.onS3,
            sourceLocalPath: snap.onNas ? plan.localPath : null,
            paths,
            sourcePaths: paths,
            restoreDeletedFiles: r.restoreDeletedFiles,
          },
        });
        jobUids.unshift(jobUid);
      }
      deps.wakeups.wake(target.id);
      return { resultCode: 'SUCCESS', jobUids };
    },

    /** Sync a local job to cloud: the plan's device uploads the snapshot's missing chunks. */
    async sync(nodeId: number, planRef: string, jobGuid: string, userId: number) {
      const plan = await deps.plans.planOf(nodeId, planRef);
      const snap = await index.findSnapshotByGuid(jobGuid);
      if (!snap || snap.planId !== plan.id || snap.deleted) throw notFound('Job');
      if (!plan.localPath) throw new AppError('CONFLICT', 'The plan has no local target to sync from');
      const jobUid = randomUUID();
      await jobs.insert({
        jobUid,
        type: 'SYNC',
        status: 'QUEUED',
        nodeId: plan.nodeId,
        organizationId: plan.organizationId,
        planId: plan.id,
        createdByUserId: userId,
        createdAt: clock.now(),
        payload: { snapshotJobGuid: snap.jobGuid, localPath: plan.localPath, snapshotId: snap.id },
      });
      deps.wakeups.wake(plan.nodeId);
      return { resultCode: 'SUCCESS', jobUids: [jobUid] };
    },
  };
}
export type RestoreService = ReturnType<typeof createRestoreService>;
