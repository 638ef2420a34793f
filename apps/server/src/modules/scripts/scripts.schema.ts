import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ScriptLanguage, ScriptOperatingSystem, ScriptRunAs, ScriptRunStatus, ScriptVariable } from '@outpost/contracts';
import { nodes, organizations, users } from '../../db/schema.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * The script library (issue 25). A script's editable fields live on its versions: every save adds
 * a version, and a run names the version it ran, so history never changes under a run. The
 * script row holds what lists sort and filter by (copied from the latest version) and its scope.
 */
export const scripts = pgTable(
  'scripts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uid: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    language: text().$type<ScriptLanguage>().notNull(),
    operatingSystems: jsonb().$type<ScriptOperatingSystem[]>().notNull(),
    runAs: text().$type<ScriptRunAs>().notNull().default('SYSTEM'),
    defaultTimeoutSeconds: integer().notNull(),
    /** null: the shared library; otherwise only that organization's technicians see and run it. */
    organizationId: integer().references(() => organizations.id, { onDelete: 'cascade' }),
    /** A built-in template: read-only, copied into the library to be changed. */
    builtIn: boolean().notNull().default(false),
    /** The latest version's number. */
    version: integer().notNull().default(1),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
    /** Deleted scripts stay for the runs that name them; lists leave them out. */
    deletedAt: at(),
  },
  (t) => [uniqueIndex('scripts_uid_key').on(t.uid), index('scripts_name_idx').on(sql`lower(${t.name})`, t.id)],
);

export const scriptVersions = pgTable(
  'script_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    scriptId: integer()
      .notNull()
      .references(() => scripts.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    name: text().notNull(),
    language: text().$type<ScriptLanguage>().notNull(),
    body: text().notNull(),
    /** SHA-256 of the body's UTF-8 bytes, hex: the agent refuses a body that does not match. */
    bodySha256: text().notNull(),
    variables: jsonb().$type<ScriptVariable[]>().notNull(),
    runAs: text().$type<ScriptRunAs>().notNull(),
    defaultTimeoutSeconds: integer().notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('script_versions_script_version_key').on(t.scriptId, t.version)],
);

export const scriptCategories = pgTable(
  'script_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('script_categories_name_key').on(sql`lower(${t.name})`)],
);

export const scriptCategoryLinks = pgTable(
  'script_category_links',
  {
    scriptId: integer()
      .notNull()
      .references(() => scripts.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => scriptCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.scriptId, t.categoryId] }), index('script_category_links_category_idx').on(t.categoryId)],
);

/** One "Run" click: who ran which version with which values, on how many devices. The activity record of a run. */
export const scriptRuns = pgTable(
  'script_runs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    scriptId: integer().references(() => scripts.id, { onDelete: 'set null' }),
    scriptVersionId: integer()
      .notNull()
      .references(() => scriptVersions.id, { onDelete: 'restrict' }),
    scriptName: text().notNull(),
    version: integer().notNull(),
    runAs: text().$type<ScriptRunAs>().notNull(),
    timeoutSeconds: integer().notNull(),
    /** The values by environment name, as JSON sealed with the master key (secrets among them). */
    valuesSealed: text().notNull(),
    /** Environment names whose values are secret: masked in stored output. */
    secretNames: jsonb().$type<string[]>().notNull().default([]),
    requestedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text(),
    target: jsonb().$type<{ kind: 'DEVICES' } | { kind: 'GROUP'; groupId: number }>().notNull(),
    deviceCount: integer().notNull(),
    organizationCount: integer().notNull(),
    createdAt: at().notNull().defaultNow(),
    /** A device that has not taken the run by then is EXPIRED. */
    expiresAt: at().notNull(),
  },
  (t) => [index('script_runs_script_idx').on(t.scriptId, t.createdAt), index('script_runs_created_idx').on(t.createdAt)],
);

/** One device's part of a run, from queued to its result. */
export const scriptRunDevices = pgTable(
  'script_run_devices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    runId: integer()
      .notNull()
      .references(() => scriptRuns.id, { onDelete: 'cascade' }),
    /** What the agent knows the run by (its ledger's key). */
    runUid: text().notNull(),
    nodeId: integer()
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    organizationId: integer().notNull(),
    scriptId: integer(),
    status: text().$type<ScriptRunStatus>().notNull(),
    /** When the run was last handed to the agent: handed again if it does not report RUNNING in time. */
    deliveredAt: at(),
    cancelRequested: boolean().notNull().default(false),
    exitCode: integer(),
    durationMs: integer(),
    stdoutHead: text(),
    stdoutTail: text(),
    stdoutDropped: integer(),
    stderrHead: text(),
    stderrTail: text(),
    stderrDropped: integer(),
    error: text(),
    createdAt: at().notNull().defaultNow(),
    startedAt: at(),
    finishedAt: at(),
  },
  (t) => [
    uniqueIndex('script_run_devices_uid_key').on(t.runUid),
    index('script_run_devices_run_idx').on(t.runId, t.id),
    // The agent's lane reads its device's waiting runs; history lists a device's runs newest first.
    index('script_run_devices_node_idx').on(t.nodeId, t.createdAt),
    index('script_run_devices_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('QUEUED', 'OFFLINE_WAITING', 'RUNNING')`),
  ],
);
