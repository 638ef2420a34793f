import { jobPhaseSchema, type BackupEntry, type BackupJob, type BackupPlan, type JobData, type Revision } from '@outpost/contracts';
import type { JobListRow } from './jobs/jobs.repository.ts';
import type { PlanListRow } from './plans/plans.repository.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A plan row with its storage (bytes and jobs per target) as the plan list shows it. */
export function presentPlan(row: PlanListRow, storedBytes: { local: number; cloud: number }): BackupPlan {
  const p = row.plan;
  return {
    uid: p.uid,
    numericId: p.id,
    nodeId: p.nodeId,
    name: p.name,
    deleted: p.deleted,
    enabled: p.enabled,
    schedule: p.schedule,
    timeZone: p.timeZone,
    type: p.type,
    destination: p.destination,
    localPath: p.localPath,
    includes: p.includes,
    excludes: p.excludes,
    volume: p.volume,
    backupPermissions: p.backupPermissions,
    lastSuccess: iso(p.lastSuccess),
    deletionScheduledFor: row.deletionScheduledFor ? new Date(row.deletionScheduledFor).toISOString() : null,
    storage: {
      local: storedBytes.local,
      cloud: storedBytes.cloud,
      localJobs: Number(row.localCount),
      cloudJobs: Number(row.cloudCount),
    },
  };
}

export interface EntryRowLike {
  id: number;
  name: string;
  fullPath: string;
  type: 'FOLDER' | 'FILE';
  status: 'DEFINED' | 'DELETED';
  removed: boolean;
  parentId: number | null;
  missingSnapshotId: number | null;
  size: number | null;
  backupSize: number | null;
  onS3: boolean | null;
  onNas: boolean | null;
  revisionCompleted: Date | string | null;
}

/** Where a row's data is: a file's latest revision, or every file under a folder (onS3/onNas: all of them are there). */
function storageOf(row: EntryRowLike, planDestination: 'CLOUD' | 'LOCAL' | 'HYBRID'): 'CLOUD' | 'LOCAL' | 'HYBRID' {
  if (row.onS3 === null || row.onNas === null) return planDestination;
  if (row.onS3 && row.onNas) return 'HYBRID';
  if (row.onS3) return 'CLOUD';
  // Files split between cloud-only and local-only (the plan changed target): say what the plan does.
  return row.onNas ? 'LOCAL' : planDestination;
}

/**
 * A browser row; `latestSnapshotId` tells Missing (not in the plan's newest backup) apart. Folder
 * rows carry the totals of their files (see BrowseRepository.folderTotals), or nulls when empty.
 */
export function presentEntry(
  row: EntryRowLike,
  opts: { restricted: boolean; latestSnapshotId: number | null; planDestination: 'CLOUD' | 'LOCAL' | 'HYBRID' },
): BackupEntry {
  const storage = storageOf(row, opts.planDestination);
  return {
    id: row.id,
    name: row.name,
    path: row.fullPath,
    type: row.type,
    deleted: row.status === 'DELETED',
    status: row.status,
    cfid: row.parentId,
    size: Number(row.size ?? 0),
    backupSize: Number(row.backupSize ?? 0),
    latestRevisionCreatedAt: row.revisionCompleted ? new Date(row.revisionCompleted).toISOString() : null,
    missing: row.status === 'DEFINED' && !row.removed && opts.latestSnapshotId !== null && row.missingSnapshotId === opts.latestSnapshotId,
    removed: row.removed,
    restricted: opts.restricted,
    storage,
  };
}

export interface RevisionRowLike {
  id: number;
  size: number;
  backupSize: number;
  modified: Date | null;
  onS3: boolean;
  onNas: boolean;
  jobGuid: string;
  bldType: 'FULL' | 'DELTA';
  jobCreated: Date;
  jobCompleted: Date;
  fullPath: string;
}

/** A file revision (spec 000 §3 "Revision"). */
export function presentRevision(row: RevisionRowLike, plan: { uid: string; name: string }): Revision {
  return {
    id: row.id,
    planId: plan.uid,
    size: Number(row.size),
    backupSize: Number(row.backupSize),
    bldType: row.bldType,
    modified: iso(row.modified),
    jobGuid: row.jobGuid,
    jobCreated: row.jobCreated.toISOString(),
    jobCompleted: row.jobCompleted.toISOString(),
    onS3: row.onS3,
    onNas: row.onNas,
    onCloud: row.onS3,
    rollupSize: Number(row.backupSize),
    completed: row.jobCompleted.toISOString(),
    file: { path: row.fullPath, planId: plan.uid, planName: plan.name },
  };
}

export interface SnapshotRowLike {
  id: number;
  jobGuid: string;
  jobCreated: Date;
  jobCompleted: Date;
  bldType: 'FULL' | 'DELTA';
  onS3: boolean;
  onNas: boolean;
  size: number;
  backupSize: number;
  fileCount: number;
}

/**
 * An image plan's volume revision: one per backup job of the plan, its id the job's snapshot id
 * (the id the mounted content and image downloads take), its sizes the job's.
 */
export function presentVolumeRevision(s: SnapshotRowLike, plan: { uid: string; name: string }, volumePath: string): Revision {
  return {
    id: s.id,
    planId: plan.uid,
    size: Number(s.size),
    backupSize: Number(s.backupSize),
    bldType: s.bldType,
    modified: s.jobCompleted.toISOString(),
    jobGuid: s.jobGuid,
    jobCreated: s.jobCreated.toISOString(),
    jobCompleted: s.jobCompleted.toISOString(),
    onS3: s.onS3,
    onNas: s.onNas,
    onCloud: s.onS3,
    rollupSize: Number(s.backupSize),
    completed: s.jobCompleted.toISOString(),
    file: { path: volumePath, planId: plan.uid, planName: plan.name },
  };
}

/** A plan's completed backup job for the date selector. */
export function presentBackupJob(s: SnapshotRowLike): BackupJob {
  return {
    id: s.id,
    jobGuid: s.jobGuid,
    created: s.jobCreated.toISOString(),
    completed: s.jobCompleted.toISOString(),
    bldType: s.bldType,
    onS3: s.onS3,
    onNas: s.onNas,
    size: Number(s.size),
    backupSize: Number(s.backupSize),
    fileCount: s.fileCount,
  };
}

/** Job data of any job (spec 000 §3 "Job data"); percentage from bytes, else from files. */
export function presentJob(row: JobListRow): JobData {
  const j = row.job;
  const payload = j.payload as { sourcePaths?: string[]; restoreTo?: string };
  const ratio = j.jobTotalBytes > 0 ? j.jobProcessedBytes / j.jobTotalBytes : j.jobTotalFiles > 0 ? j.jobFilesProcessed / j.jobTotalFiles : 0;
  return {
    jobUID: j.jobUid,
    type: j.type,
    status: j.status,
    nodeId: j.nodeId,
    nodeName: row.nodeName,
    planId: row.planUid,
    planName: row.planName,
    sourcePath: payload.sourcePaths?.join(', ') ?? null,
    restoreTo: payload.restoreTo ?? null,
    jobFilesProcessed: j.jobFilesProcessed,
    jobTotalFiles: j.jobTotalFiles,
    jobProcessedBytes: Number(j.jobProcessedBytes),
    jobTotalBytes: Number(j.jobTotalBytes),
    percentage: j.status === 'COMPLETED' ? 100 : Math.min(100, Math.round(ratio * 1000) / 10),
    ignored: j.ignored,
    warnings: j.warnings,
    error: j.error,
    created: j.createdAt.toISOString(),
    started: iso(j.startedAt),
    completed: iso(j.completedAt),
    phase: phaseOf(j),
  };
}

/** The server-side phase a running job is in (kept in its payload, see agent-channel.phase.ts). */
function phaseOf(job: JobListRow['job']): JobData['phase'] {
  if (job.status !== 'PROCESSING') return null;
  const parsed = jobPhaseSchema.safeParse(job.payload.phase);
  return parsed.success ? parsed.data : null;
}
