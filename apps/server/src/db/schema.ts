import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORGANIZATION_SCOPES, UPLOAD_STATUSES, type CustomerBackupSettings, type DeviceFacts, type Permission, type Schedule } from '@outpost/contracts';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = () => timestamp({ withTimezone: true, mode: 'date' });

export const technicianRoles = pgTable('technician_roles', {
  id: id(),
  name: text().notNull(),
  description: text().notNull().default(''),
  permissions: jsonb().$type<Permission[]>().notNull().default([]),
  /** ALL: the role works tickets of every organization; SELECTED: only those in technician_role_organizations. */
  organizationScope: text({ enum: ORGANIZATION_SCOPES }).notNull().default('ALL'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    name: text().notNull(),
    role: text({ enum: ['SYSTEM_ADMINISTRATOR', 'TECHNICIAN'] }).notNull(),
    technicianRoleId: integer().references(() => technicianRoles.id, { onDelete: 'set null' }),
    passwordHash: text().notNull(),
    disabled: boolean().notNull().default(false),
    createdAt: createdAt(),
    lastLoginAt: at(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a leaked table does not leak live sessions. */
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text().notNull(),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: createdAt(),
});

export const organizations = pgTable('organizations', {
  id: id(),
  name: text().notNull(),
  description: text().notNull().default(''),
  /** Each device backs up into its own repository under its own key (decision 0013). */
  isolateDevices: boolean().notNull().default(false),
  createdAt: createdAt(),
});

/**
 * The organizations a role scoped to SELECTED works tickets of (decision 0014). Deleting an
 * organization or a role removes its rows, so a scope never names an organization that is gone.
 */
export const technicianRoleOrganizations = pgTable(
  'technician_role_organizations',
  {
    roleId: integer()
      .notNull()
      .references(() => technicianRoles.id, { onDelete: 'cascade' }),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.organizationId] }), index('technician_role_organizations_org_idx').on(t.organizationId)],
);

export const locations = pgTable(
  'locations',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    address: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('locations_org_idx').on(t.organizationId)],
);

export const deviceRoles = pgTable('device_roles', {
  id: id(),
  name: text().notNull(),
  nodeClass: text().notNull(),
  description: text().notNull().default(''),
  createdAt: createdAt(),
});

export const enrollmentTokens = pgTable(
  'enrollment_tokens',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: integer().references(() => locations.id, { onDelete: 'set null' }),
    nodeRoleId: integer().references(() => deviceRoles.id, { onDelete: 'set null' }),
    label: text().notNull(),
    tokenHash: text().notNull(),
    tokenPrefix: text().notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: at(),
    revokedAt: at(),
  },
  (t) => [uniqueIndex('enrollment_tokens_hash_key').on(t.tokenHash), index('enrollment_tokens_org_idx').on(t.organizationId)],
);

export const nodes = pgTable(
  'nodes',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: integer().references(() => locations.id, { onDelete: 'set null' }),
    nodeRoleId: integer().references(() => deviceRoles.id, { onDelete: 'set null' }),
    /** Stable id the agent derives from its machine; a rejected device is recognised by it. */
    deviceUid: text().notNull(),
    systemName: text().notNull(),
    friendlyName: text(),
    /** friendlyName when set, else systemName: kept as a column so it can be sorted and searched by index. */
    displayName: text().notNull(),
    nodeClass: text().notNull(),
    nodeApprovalType: text({ enum: ['CANDIDATE_NODE', 'REGULAR'] }).notNull(),
    approvalStatus: text({ enum: ['PENDING', 'APPROVED', 'REJECTED'] }).notNull(),
    installationStatus: text({ enum: ['PENDING', 'WAITING', 'INSTALLED'] }).notNull(),
    approvalStatusByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    approvalStatusByUserName: text(),
    approvalStatusAt: at(),
    /** Hash of the secret a pending agent polls with; cleared once the credential is issued. */
    pollSecretHash: text(),
    facts: jsonb().$type<DeviceFacts>(),
    factsHash: text(),
    ipAddress: text(),
    lastSeenAt: at(),
    /** Counts the agent's work polls; a hung-up poll marks the agent gone only if none started since. */
    agentPollSeq: integer().notNull().default(0),
    /** When the agent's long poll was dropped (it stopped): down at once, until it heartbeats or polls again. */
    agentGoneAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('nodes_device_uid_key').on(t.deviceUid),
    index('nodes_org_idx').on(t.organizationId),
    // Lists sort names case-insensitively; this index serves that order.
    index('nodes_display_name_idx').on(sql`lower(${t.displayName})`, t.id),
    index('nodes_last_seen_idx').on(t.lastSeenAt),
    index('nodes_approval_idx').on(t.approvalStatus, t.nodeApprovalType),
    index('nodes_display_name_trgm_idx').using('gin', sql`${t.displayName} gin_trgm_ops`),
  ],
);

export const nodeCredentials = pgTable(
  'node_credentials',
  {
    id: id(),
    nodeId: integer()
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    revokedAt: at(),
  },
  (t) => [uniqueIndex('node_credentials_hash_key').on(t.tokenHash), index('node_credentials_node_idx').on(t.nodeId)],
);

export const deviceNotes = pgTable(
  'device_notes',
  {
    id: id(),
    nodeId: integer()
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Always the server-sanitised HTML, never what the client sent. */
    html: text().notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index('device_notes_node_idx').on(t.nodeId, t.createdAt)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    /** Unguessable public id; the blob store keys the bytes by it. */
    contentId: text().notNull(),
    ownerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    fileName: text().notNull(),
    contentType: text().notNull(),
    /**
     * The type the uploader declared, as given: what the content check holds the bytes against,
     * also when the check is run again (content_type may be what the bytes proved instead).
     * Null for rows from before it was kept.
     */
    declaredType: text(),
    size: integer().notNull(),
    /**
     * The content check's verdict (notes/upload-check.ts): new uploads start PROCESSING; rows
     * from before the check existed, and mail attachments stored directly, read READY.
     */
    status: text({ enum: UPLOAD_STATUSES }).notNull().default('READY'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_content_id_key').on(t.contentId)],
);

/**
 * The uploads each note's HTML uses. An upload is deleted, with its file, once the last note
 * using it drops it; the upload side has no cascade so a used upload can never be deleted.
 */
export const noteUploads = pgTable(
  'note_uploads',
  {
    noteId: integer()
      .notNull()
      .references(() => deviceNotes.id, { onDelete: 'cascade' }),
    uploadId: integer()
      .notNull()
      .references(() => uploads.id),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.uploadId] }), index('note_uploads_upload_idx').on(t.uploadId)],
);

// ---------------------------------------------------------------------------------------------
// Backups (DESIGN.md §3 "Backup storage"): plans, jobs, the file index the browser reads, keys.

export const backupPlans = pgTable(
  'backup_plans',
  {
    /** The plan's numericId. */
    id: id(),
    uid: text().notNull(),
    nodeId: integer()
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    type: text({ enum: ['FILE_FOLDER', 'IMAGE'] }).notNull(),
    includes: jsonb().$type<string[]>().notNull().default([]),
    excludes: jsonb().$type<string[]>().notNull().default([]),
    volume: text(),
    destination: text({ enum: ['CLOUD', 'LOCAL', 'HYBRID'] }).notNull(),
    localPath: text(),
    schedule: jsonb().$type<Schedule>().notNull(),
    /** The IANA zone the schedule's wall times are in; plans made before zones existed are UTC (migration 0030). */
    timeZone: text().notNull().default('UTC'),
    enabled: boolean().notNull().default(true),
    backupPermissions: boolean().notNull().default(true),
    /** The plan was deleted; its data stays browsable until a deletion removes it. */
    deleted: boolean().notNull().default(false),
    /** Every revision of the plan was removed by a data deletion. */
    dataDeleted: boolean().notNull().default(false),
    lastSuccess: at(),
    /** Bumped whenever the plan's file index gains or loses entries; keys cached search totals. */
    indexVersion: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex('backup_plans_uid_key').on(t.uid), index('backup_plans_node_idx').on(t.nodeId)],
);

/**
 * One row per organization whose cloud repository has been garbage-collected: the GC lock (held by
 * one server process until `heldUntil`) and whether a GC still waits for running jobs to end.
 * Leasing reads the row FOR SHARE, so a job is never leased while a GC holds it.
 */
export const backupGcLocks = pgTable('backup_gc_locks', {
  organizationId: integer()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  holder: text(),
  heldUntil: at(),
  pending: boolean().notNull().default(false),
});

export const backupJobs = pgTable(
  'backup_jobs',
  {
    id: id(),
    jobUid: text().notNull(),
    type: text({ enum: ['BACKUP', 'RESTORE', 'SYNC', 'GC'] }).notNull(),
    status: text({ enum: ['QUEUED', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELED'] }).notNull(),
    /** The device whose agent runs the job (a restore's destination). */
    nodeId: integer()
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    planId: integer().references(() => backupPlans.id, { onDelete: 'set null' }),
    /** What the agent needs beyond the plan (restore paths and options, sync/GC targets). */
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    jobFilesProcessed: integer().notNull().default(0),
    jobTotalFiles: integer().notNull().default(0),
    jobProcessedBytes: doublePrecision().notNull().default(0),
    jobTotalBytes: doublePrecision().notNull().default(0),
    cancelRequested: boolean().notNull().default(false),
    /** "Clear restore": the UI no longer shows the job. */
    ignored: boolean().notNull().default(false),
    warnings: jsonb().$type<{ path: string; message: string }[]>().notNull().default([]),
    error: text(),
    /** Scheduled runs: `plan:<id>:<due ISO time>`, so two ticks never queue the same run. */
    idempotencyKey: text(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: at(),
    completedAt: at(),
    leasedUntil: at(),
  },
  (t) => [
    uniqueIndex('backup_jobs_uid_key').on(t.jobUid),
    uniqueIndex('backup_jobs_idempotency_key').on(t.idempotencyKey),
    index('backup_jobs_node_status_idx').on(t.nodeId, t.status, t.id),
    index('backup_jobs_plan_idx').on(t.planId, t.id),
    index('backup_jobs_lease_idx').on(t.status, t.leasedUntil),
  ],
);

/** One completed backup job: the engine snapshot (revision set) the server indexed. */
export const backupSnapshots = pgTable(
  'backup_snapshots',
  {
    id: id(),
    planId: integer()
      .notNull()
      .references(() => backupPlans.id, { onDelete: 'cascade' }),
    jobId: integer().references(() => backupJobs.id, { onDelete: 'set null' }),
    jobGuid: text().notNull(),
    bldType: text({ enum: ['FULL', 'DELTA'] }).notNull(),
    jobCreated: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    jobCompleted: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    size: doublePrecision().notNull().default(0),
    backupSize: doublePrecision().notNull().default(0),
    fileCount: integer().notNull().default(0),
    onS3: boolean('on_s3').notNull().default(false),
    onNas: boolean().notNull().default(false),
    /** Image plans: the engine's VolumeInfo. */
    volume: jsonb().$type<Record<string, unknown>>(),
    /** Removed by a data deletion (the row stays for job history). */
    deleted: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('backup_snapshots_job_guid_key').on(t.jobGuid), index('backup_snapshots_plan_idx').on(t.planId, t.jobCompleted)],
);

export const backupItems = pgTable(
  'backup_items',
  {
    id: id(),
    planId: integer()
      .notNull()
      .references(() => backupPlans.id, { onDelete: 'cascade' }),
    parentId: integer(),
    fullPath: text().notNull(),
    name: text().notNull(),
    type: text({ enum: ['FOLDER', 'FILE'] }).notNull(),
    status: text({ enum: ['DEFINED', 'DELETED'] })
      .notNull()
      .default('DEFINED'),
    /** No longer under the plan's includes. */
    removed: boolean().notNull().default(false),
    latestRevisionId: integer(),
    /**
     * The plan's newest snapshot when it was indexed without this path (Missing while that
     * snapshot is still the newest; null: in it), and the snapshot that recorded its deletion.
     * Only paths absent from a snapshot are written, not every path present (issue 28).
     */
    missingSnapshotId: integer(),
    deletedSnapshotId: integer(),
    /** Folders: how many entries list under them, kept by the indexer so a page needs no count. */
    childCount: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('backup_items_plan_path_key').on(t.planId, t.fullPath),
    // Folders first (FOLDER sorts after FILE, hence DESC), then by name and id: a page is one
    // index range read. Search results come in path order (the unique key above) when they match
    // many names, and through the trigram index when they match few.
    index('backup_items_folder_page_idx').on(t.planId, t.parentId, t.type.desc(), sql`lower(${t.name})`, t.id),
    // Migration 0045 gives it a 1 GB pending list: a snapshot's new names wait there (searches read
    // it too) and the server merges them after the job completes (decision 0056).
    index('backup_items_lower_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const backupFileRevisions = pgTable(
  'backup_file_revisions',
  {
    id: id(),
    itemId: integer()
      .notNull()
      .references(() => backupItems.id, { onDelete: 'cascade' }),
    /** The job that read this content (the engine's revisionJob). */
    snapshotId: integer()
      .notNull()
      .references(() => backupSnapshots.id, { onDelete: 'cascade' }),
    size: doublePrecision().notNull(),
    backupSize: doublePrecision().notNull(),
    modified: at(),
    chunks: jsonb().$type<string[]>().notNull(),
    onS3: boolean('on_s3').notNull().default(false),
    onNas: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('backup_file_revisions_item_snapshot_key').on(t.itemId, t.snapshotId), index('backup_file_revisions_snapshot_idx').on(t.snapshotId)],
);

/** One 32-byte backup key per organization, sealed with the server's master key. */
export const organizationBackupKeys = pgTable('organization_backup_keys', {
  organizationId: integer()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  sealedKey: text().notNull(),
  createdAt: createdAt(),
});

export const organizationBackupSettings = pgTable('organization_backup_settings', {
  organizationId: integer()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  value: jsonb().$type<CustomerBackupSettings>().notNull(),
  updatedAt: createdAt(),
});

export const backupDeletions = pgTable(
  'backup_deletions',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    nodeId: integer()
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    planId: integer()
      .notNull()
      .references(() => backupPlans.id, { onDelete: 'cascade' }),
    /** Whole plan, or the chosen files/folders (item ids) and image volumes. */
    wholePlan: boolean().notNull(),
    itemIds: jsonb().$type<number[]>().notNull().default([]),
    status: text({ enum: ['SCHEDULED', 'CANCELED', 'DONE', 'FAILED'] }).notNull(),
    scheduledFor: at().notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    executedAt: at(),
    error: text(),
  },
  (t) => [index('backup_deletions_due_idx').on(t.status, t.scheduledFor), index('backup_deletions_node_idx').on(t.nodeId)],
);

/** Short requests for an agent (list a folder, make a folder, check paths) and their answers. */
export const agentCommands = pgTable(
  'agent_commands',
  {
    id: id(),
    nodeId: integer()
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    command: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: ['PENDING', 'SENT', 'DONE'] })
      .notNull()
      .default('PENDING'),
    ok: boolean(),
    result: jsonb(),
    error: text(),
    createdAt: createdAt(),
    answeredAt: at(),
  },
  (t) => [index('agent_commands_node_status_idx').on(t.nodeId, t.status)],
);
