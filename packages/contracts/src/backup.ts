import { z } from 'zod';
import { timeZoneSchema } from './recurring-schedule.ts';
import { scheduleSchema } from './schedule.ts';

/** Page sizes of spec 000 §9. */
export const BACKUP_PAGE_SIZE = 250;
export const REVISIONS_PAGE_SIZE = 100;
export const DEVICE_PICKER_PAGE_SIZE = 50;
export const FILE_TREE_PAGE_SIZE = 1000;
/** Deleting plan data takes effect after this long and can be cancelled until then. */
export const DATA_DELETION_DELAY_HOURS = 72;
export const BACKUP_SEARCH_MIN_LENGTH = 3;

/**
 * Backup search (spec 000 §5, §9): at least BACKUP_SEARCH_MIN_LENGTH characters besides the `*`
 * wildcard, so `*_*` or `***` never reach the index. One rule for the search box and the server.
 */
export const isBackupSearchTerm = (term: string): boolean => term.trim().replaceAll('*', '').length >= BACKUP_SEARCH_MIN_LENGTH;

export const PLAN_TYPES = ['FILE_FOLDER', 'IMAGE'] as const;
export const DESTINATIONS = ['CLOUD', 'LOCAL', 'HYBRID'] as const;
export const COLLISION_MODES = ['OVERWRITE', 'SKIP', 'KEEP_BOTH', 'OVERWRITE_IF_NEWER'] as const;
export const JOB_STATUSES = ['QUEUED', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELED'] as const;
export const JOB_TYPES = ['BACKUP', 'RESTORE', 'SYNC', 'GC'] as const;
/** Server-side work a job is in after its agent's part: INDEXING a finished backup for browsing. */
export const JOB_PHASES = ['INDEXING'] as const;
export type CollisionMode = (typeof COLLISION_MODES)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];
export type JobType = (typeof JOB_TYPES)[number];

const path = z.string().trim().min(1, 'Required').max(4096);

/** A backup plan as created and edited (device page and API). */
export const backupPlanInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Required').max(100),
    type: z.enum(PLAN_TYPES),
    /** File/folder plans: the paths to back up. */
    includes: z.array(path).max(100).default([]),
    excludes: z.array(path).max(100).default([]),
    /** Image plans: the volume's mount point (e.g. `/` or `C:/`). */
    volume: z.string().trim().max(4096).nullable().default(null),
    destination: z.enum(DESTINATIONS),
    /** LOCAL and HYBRID: a path or share reachable from the device. */
    localPath: z.string().trim().max(4096).nullable().default(null),
    schedule: scheduleSchema,
    /** The IANA zone of the schedule's wall times; a new plan without one gets its device's zone (else UTC), an edit keeps the plan's. */
    timeZone: timeZoneSchema.optional(),
    enabled: z.boolean().default(true),
    backupPermissions: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    if (p.type === 'FILE_FOLDER' && p.includes.length === 0) ctx.addIssue({ code: 'custom', path: ['includes'], message: 'Add at least one path' });
    if (p.type === 'IMAGE' && !p.volume) ctx.addIssue({ code: 'custom', path: ['volume'], message: 'Required' });
    if (p.destination !== 'CLOUD' && !p.localPath) ctx.addIssue({ code: 'custom', path: ['localPath'], message: 'Required' });
  });
export type BackupPlanInput = z.input<typeof backupPlanInputSchema>;

export const volumeStatsSchema = z.object({
  localBytes: z.number(),
  cloudBytes: z.number(),
  usedBytes: z.number(),
  capacityBytes: z.number(),
  cloudDeduplicationBytes: z.number(),
});

export const volumeSchema = z.object({
  fileId: z.number().int(),
  lastRevision: z.string().nullable(),
  volumeName: z.string(),
  volume: z.object({
    id: z.number().int(),
    name: z.string(),
    size: z.number().nullable(),
    label: z.string().nullable(),
    location: z.string(),
    fileSystem: z.string().nullable(),
    partitionStyle: z.string().nullable(),
  }),
  image: volumeStatsSchema,
});
export type Volume = z.infer<typeof volumeSchema>;

/** A plan as browsed (spec 000 §3 "Backup plan"). */
export const backupPlanSchema = z.object({
  uid: z.string(),
  numericId: z.number().int(),
  nodeId: z.number().int(),
  name: z.string(),
  deleted: z.boolean(),
  enabled: z.boolean(),
  schedule: scheduleSchema,
  /** The IANA zone the schedule runs in. */
  timeZone: z.string(),
  type: z.enum(PLAN_TYPES),
  destination: z.enum(DESTINATIONS),
  localPath: z.string().nullable(),
  includes: z.array(z.string()),
  excludes: z.array(z.string()),
  volume: z.string().nullable(),
  backupPermissions: z.boolean(),
  lastSuccess: z.string().nullable(),
  /** Deletion of this plan's data is scheduled for this time (cancellable until then). */
  deletionScheduledFor: z.string().nullable(),
  /**
   * What the plan keeps on each target (spec 000 §2 "{local} Local, {cloud} Cloud"): `local` and
   * `cloud` are bytes stored (what the revisions still live there added), the job counts how many
   * of its backup jobs each target holds.
   */
  storage: z.object({
    local: z.number(),
    cloud: z.number(),
    localJobs: z.number().int(),
    cloudJobs: z.number().int(),
    volumes: z.array(volumeSchema).optional(),
  }),
});
export type BackupPlan = z.infer<typeof backupPlanSchema>;

/** A folder or file row of the browser (spec 000 §3 "Folder/file entry"). */
export const backupEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  type: z.enum(['FOLDER', 'FILE']),
  deleted: z.boolean(),
  status: z.enum(['DEFINED', 'DELETED']),
  /** Common folder id: the folder this row belongs to. */
  cfid: z.number().int().nullable(),
  size: z.number(),
  backupSize: z.number(),
  latestRevisionCreatedAt: z.string().nullable(),
  /** Missing: no longer present on the backup target. Removed: removed from the plan. */
  missing: z.boolean(),
  removed: z.boolean(),
  /** Browsing content needs canViewAndRestoreBackupData. */
  restricted: z.boolean(),
  storage: z.enum(['LOCAL', 'CLOUD', 'HYBRID']),
});
export type BackupEntry = z.infer<typeof backupEntrySchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), totalElements: z.number().int(), totalPages: z.number().int() });
export type Paged<T> = { results: T[]; totalElements: number; totalPages: number };

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(BACKUP_PAGE_SIZE).default(BACKUP_PAGE_SIZE),
});

/** A revision (spec 000 §3 "Revision"). */
export const revisionSchema = z.object({
  id: z.number().int(),
  planId: z.string(),
  size: z.number(),
  backupSize: z.number(),
  bldType: z.enum(['NON_BLD', 'FULL', 'DELTA']),
  modified: z.string().nullable(),
  jobGuid: z.string(),
  jobCreated: z.string(),
  jobCompleted: z.string().nullable(),
  onS3: z.boolean(),
  onNas: z.boolean(),
  onCloud: z.boolean(),
  rollupSize: z.number(),
  completed: z.string().nullable(),
  file: z.object({ path: z.string(), planId: z.string(), planName: z.string() }),
});
export type Revision = z.infer<typeof revisionSchema>;

/** A backup job of a plan, for the date selector (paged at 100). */
export const backupJobSchema = z.object({
  id: z.number().int(),
  jobGuid: z.string(),
  created: z.string(),
  completed: z.string().nullable(),
  bldType: z.enum(['FULL', 'DELTA']),
  onS3: z.boolean(),
  onNas: z.boolean(),
  size: z.number(),
  backupSize: z.number(),
  fileCount: z.number().int(),
});
export type BackupJob = z.infer<typeof backupJobSchema>;

export const mountedEntrySchema = z.object({
  name: z.string(),
  path: z.string(),
  type: z.enum(['FOLDER', 'FILE']),
  size: z.number(),
  modified: z.string().nullable(),
});
export type MountedEntry = z.infer<typeof mountedEntrySchema>;

/** Job data of a restore (or other) job: spec 000 §3 "Job data". */
export const jobPhaseSchema = z.object({ name: z.enum(JOB_PHASES), done: z.number().int().min(0), total: z.number().int().min(0) });
export type JobPhase = z.infer<typeof jobPhaseSchema>;

export const jobDataSchema = z.object({
  jobUID: z.string(),
  type: z.enum(JOB_TYPES),
  status: z.enum(JOB_STATUSES),
  nodeId: z.number().int(),
  nodeName: z.string(),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  sourcePath: z.string().nullable(),
  restoreTo: z.string().nullable(),
  jobFilesProcessed: z.number().int(),
  jobTotalFiles: z.number().int(),
  jobProcessedBytes: z.number(),
  jobTotalBytes: z.number(),
  percentage: z.number(),
  ignored: z.boolean(),
  warnings: z.array(z.object({ path: z.string(), message: z.string() })),
  error: z.string().nullable(),
  created: z.string(),
  started: z.string().nullable(),
  completed: z.string().nullable(),
  /** While the job runs on the server after its agent's part: the phase, rows done of total (0: not known yet). */
  phase: jobPhaseSchema.nullable().optional(),
  /** The jobs screen across devices (`GET /api/backup/jobs`): the device's organization. */
  organizationId: z.number().int().optional(),
  organizationName: z.string().optional(),
});
export type JobData = z.infer<typeof jobDataSchema>;

/** Batch job creation (restore): spec 000 §7 "Batch job creation". */
export const restoreRequestSchema = z
  .object({
    destinationNodeId: z.number().int(),
    sourcePlanId: z.string(),
    /** Selected files and folders (their full paths in the backup). */
    sourcePaths: z.array(path).min(1).max(1000),
    collisionHandling: z.enum(COLLISION_MODES),
    /** A file revision, or a backup job (folder/batch restores "as of" a job), or a date. */
    revisionId: z.number().int().nullable().default(null),
    backupJobId: z.number().int().nullable().default(null),
    date: z.string().datetime().nullable().default(null),
    originalLocation: z.boolean(),
    destinationPath: z.string().trim().max(4096).nullable().default(null),
    restorePermissions: z.boolean().default(false),
    restoreDeletedFiles: z.boolean().default(false),
  })
  .superRefine((r, ctx) => {
    if (r.revisionId === null && r.backupJobId === null && r.date === null) {
      ctx.addIssue({ code: 'custom', path: ['revisionId'], message: 'Choose a revision or a date' });
    }
    if (!r.originalLocation && !r.destinationPath) ctx.addIssue({ code: 'custom', path: ['destinationPath'], message: 'Required' });
  });
export type RestoreRequest = z.input<typeof restoreRequestSchema>;

export const batchJobResultSchema = z.object({ resultCode: z.string(), jobUids: z.array(z.string()) });

/** Plan data deletion (spec 000 §7). */
export const deleteRevisionsSchema = z.object({
  fileIds: z.array(z.number().int()).max(10_000).default([]),
  folderIds: z.array(z.number().int()).max(10_000).default([]),
  planName: z.string().max(200),
  volumes: z
    .array(z.object({ fileId: z.number().int(), planId: z.string() }))
    .max(100)
    .default([]),
});
export const deletionScheduledSchema = z.object({ resultCode: z.string(), scheduledFor: z.string(), deletionIds: z.array(z.number().int()) });

/** A folder of the destination device, listed live by its agent. */
export const deviceFolderSchema = z.object({ name: z.string(), path: z.string(), type: z.enum(['FOLDER', 'FILE']) });
export const deviceFolderPageSchema = z.object({ entries: z.array(deviceFolderSchema), hasMore: z.boolean(), nextOffset: z.number().int() });
export type DeviceFolderPage = z.infer<typeof deviceFolderPageSchema>;

export const createFolderSchema = z.object({ nodeId: z.number().int(), folderName: z.string().trim().min(1, 'Required').max(255), path: path });

/** Customer backup settings per organization (spec 002 §3.6, §4.7). */
export const customerBackupSettingsSchema = z.object({
  mode: z.enum(['ALL', 'MANUAL', 'NONE']),
  nodeIds: z.array(z.number().int()).max(10_000),
  excludedNodeIds: z.array(z.number().int()).max(10_000),
  bandwidthThrottle: z.boolean(),
  bandwidthThrottleKb: z.number().int().min(64).max(10_000_000),
  networkLocation: z.string().trim().max(4096).nullable(),
  deployTo: z.enum(['ALL', 'SERVERS', 'WORKSTATIONS']),
});
export type CustomerBackupSettings = z.infer<typeof customerBackupSettingsSchema>;

export const DEFAULT_CUSTOMER_BACKUP_SETTINGS: CustomerBackupSettings = {
  mode: 'ALL',
  nodeIds: [],
  excludedNodeIds: [],
  bandwidthThrottle: false,
  bandwidthThrottleKb: 10_240,
  networkLocation: null,
  deployTo: 'ALL',
};

/** A device as the backup area lists it (spec 000 §3 "Backup node"; `GET /api/query/devices`). */
export const backupNodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  friendlyName: z.string().nullable(),
  systemName: z.string(),
  displayName: z.string(),
  nodeClass: z.string(),
  nodeRole: z.number().int().nullable(),
  clientId: z.number().int(),
  isUp: z.boolean(),
  /** What tells devices of one name apart in the "Restore To" picker. */
  organizationName: z.string(),
  locationName: z.string().nullable(),
  lastSeen: z.string().nullable(),
});
export type BackupNode = z.infer<typeof backupNodeSchema>;
export const backupNodePageSchema = z.object({ results: z.array(backupNodeSchema), totalElements: z.number().int(), totalPages: z.number().int() });
export type BackupNodePage = z.infer<typeof backupNodePageSchema>;

/** Whether Original Location can be offered for a restore (node up, flag on, agent check passed). */
export const originalLocationCheckSchema = z.object({ available: z.boolean(), reason: z.string().nullable() });

/** A scheduled (or executed, or cancelled) data deletion. */
export const backupDeletionSchema = z.object({
  id: z.number().int(),
  nodeId: z.number().int(),
  planId: z.string(),
  /** Same as planId (the plan's uid). */
  planUid: z.string(),
  planName: z.string(),
  wholePlan: z.boolean(),
  itemIds: z.array(z.number().int()),
  /** The chosen files and folders, while they are still indexed (empty once the deletion ran). */
  items: z.array(z.object({ name: z.string(), path: z.string() })),
  /** An image plan's volume, when the deletion removes all its revisions (whole plan or its volume row). */
  volume: z.string().nullable(),
  status: z.enum(['SCHEDULED', 'CANCELED', 'DONE', 'FAILED']),
  scheduledFor: z.string(),
  createdAt: z.string(),
  executedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type BackupDeletion = z.infer<typeof backupDeletionSchema>;
