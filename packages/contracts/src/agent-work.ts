import { z } from 'zod';
import { COLLISION_MODES, JOB_STATUSES } from './backup.ts';
import { agentScriptRunSchema } from './scripts.ts';

/** Work the server hands an agent through `GET /api/agent/work` (long poll). */
export const agentBackupJobSchema = z.object({
  kind: z.literal('BACKUP'),
  jobUid: z.string(),
  planUid: z.string(),
  planType: z.enum(['FILE_FOLDER', 'IMAGE']),
  includes: z.array(z.string()),
  excludes: z.array(z.string()),
  volume: z.string().nullable(),
  destination: z.enum(['CLOUD', 'LOCAL', 'HYBRID']),
  localPath: z.string().nullable(),
  backupPermissions: z.boolean(),
  /** jobGuid of the plan's last completed job (DELTA), or null for a FULL backup. */
  previousJobGuid: z.string().nullable(),
});

export const agentRestoreJobSchema = z.object({
  kind: z.literal('RESTORE'),
  jobUid: z.string(),
  /** The backup job (snapshot) to restore from and where its data is. */
  snapshotJobGuid: z.string(),
  sourceOnCloud: z.boolean(),
  sourceLocalPath: z.string().nullable(),
  paths: z.array(z.string()),
  destination: z.discriminatedUnion('kind', [z.object({ kind: z.literal('original') }), z.object({ kind: z.literal('other'), root: z.string() })]),
  collision: z.enum(COLLISION_MODES),
  restorePermissions: z.boolean(),
});

export const agentSyncJobSchema = z.object({
  kind: z.literal('SYNC'),
  jobUid: z.string(),
  snapshotJobGuid: z.string(),
  localPath: z.string(),
});

export const agentGcJobSchema = z.object({
  kind: z.literal('GC'),
  jobUid: z.string(),
  localPath: z.string(),
  liveJobGuids: z.array(z.string()),
  /** Chosen files and folders a data deletion removed: dropped from these snapshots before collecting. */
  forget: z.object({ jobGuids: z.array(z.string()), paths: z.array(z.string()) }).default({ jobGuids: [], paths: [] }),
});

export const agentJobSchema = z.discriminatedUnion('kind', [agentBackupJobSchema, agentRestoreJobSchema, agentSyncJobSchema, agentGcJobSchema]);
export type AgentJob = z.infer<typeof agentJobSchema>;

/** Short requests answered by the agent at once (live folder listing, new folder, path checks). */
export const agentCommandSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('LIST_DIR'), id: z.number().int(), path: z.string(), offset: z.number().int(), limit: z.number().int() }),
  z.object({ kind: z.literal('MAKE_DIR'), id: z.number().int(), path: z.string(), name: z.string() }),
  z.object({ kind: z.literal('PATHS_EXIST'), id: z.number().int(), paths: z.array(z.string()) }),
  /** The device's services for the Windows service form (systemd units on Linux). */
  z.object({ kind: z.literal('LIST_SERVICES'), id: z.number().int() }),
]);
export type AgentCommand = z.infer<typeof agentCommandSchema>;

export const agentWorkSchema = z.object({
  jobs: z.array(agentJobSchema),
  commands: z.array(agentCommandSchema),
  /** Script runs: their own lane on the agent, handed over whether or not a job is running. */
  scripts: z.array(agentScriptRunSchema).default([]),
  /** Runs (by runUid) the agent should stop: a technician cancelled them. */
  cancelScripts: z.array(z.string()).default([]),
  /** Upload throttle from the organization's backup settings (KiB/s), or null. */
  bandwidthLimitKb: z.number().int().nullable(),
});
export type AgentWork = z.infer<typeof agentWorkSchema>;

export const jobProgressSchema = z.object({
  filesProcessed: z.number().int().min(0),
  filesTotal: z.number().int().min(0),
  bytesProcessed: z.number().min(0),
  bytesTotal: z.number().min(0),
});
export const jobProgressAnswerSchema = z.object({ cancelRequested: z.boolean() });

/** The end of a job; a backup carries its snapshot (the file index the server browses). */
export const jobCompleteSchema = z.object({
  status: z.enum(JOB_STATUSES).exclude(['QUEUED', 'PROCESSING']),
  progress: jobProgressSchema,
  error: z.string().max(2000).nullable().default(null),
  warnings: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .max(1000)
    .default([]),
  /** BACKUP: the engine's Snapshot JSON. */
  snapshot: z.unknown().optional(),
  /** BACKUP to LOCAL/HYBRID and SYNC: bytes stored per target. */
  storedBytes: z.object({ local: z.number(), cloud: z.number() }).optional(),
});
export type JobComplete = z.input<typeof jobCompleteSchema>;

export const commandResultSchema = z.object({ ok: z.boolean(), result: z.unknown().optional(), error: z.string().max(2000).optional() });

export const backupKeySchema = z.object({ keyBase64: z.string() });
