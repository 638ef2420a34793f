import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { locations, organizations } from '../../db/schema.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * One row per provider: its connection (the secret sealed with the master key, never answered or
 * logged) and the outcome of its last test. At most one row is active (one PSA at a time), which
 * the partial unique index guarantees.
 */
export const psaConnections = pgTable(
  'psa_connections',
  {
    provider: text().primaryKey(),
    active: boolean().notNull().default(false),
    /** Where and as whom (site, company id, public key, client id): nothing secret. */
    settings: jsonb().$type<Record<string, string>>().notNull(),
    secretSealed: text(),
    lastTestAt: at(),
    lastTestOk: boolean(),
    lastTestMessage: text(),
    /** What the provider offers (companies, types, statuses, products…), as last refreshed. */
    providerData: jsonb().$type<Record<string, unknown>>(),
    providerDataAt: at(),
    /** Company Criteria, device sync attributes, help-desk options. */
    options: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('psa_connections_one_active')
      .on(t.active)
      .where(sql`${t.active}`),
  ],
);

/**
 * What Outpost synced to a provider: one row per (provider, entity, local id) with the remote id and
 * the hash of the values last written, so a re-run writes nothing unchanged and never creates twice.
 */
export const psaLinks = pgTable(
  'psa_links',
  {
    provider: text().notNull(),
    entity: text().notNull(),
    localId: text().notNull(),
    remoteId: text().notNull(),
    hash: text().notNull(),
    /** The values last written (to write only what changed) and what a removal needs (On Delete status). */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    syncedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.entity, t.localId] }), index('psa_links_remote_idx').on(t.provider, t.entity, t.remoteId)],
);

/** Each sync and dry run: what it did (or would do), request counts, errors in words. */
export const psaSyncRuns = pgTable(
  'psa_sync_runs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    dryRun: boolean().notNull(),
    status: text({ enum: ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED'] }).notNull(),
    startedAt: at().notNull(),
    finishedAt: at(),
    counts: jsonb().$type<Record<string, number>>().notNull().default({}),
    reads: integer().notNull().default(0),
    writes: integer().notNull().default(0),
    entries: jsonb().$type<unknown[]>().notNull().default([]),
    error: text(),
    /**
     * A RUNNING run's lease: the process running it moves it forward while it lives (heartbeat);
     * a run whose lease has passed was left by a process that died and is ended as FAILED.
     */
    leaseUntil: at(),
  },
  (t) => [index('psa_sync_runs_started_idx').on(t.provider, t.startedAt)],
);

/**
 * Ticket work for the PSA waiting to be done (Send to ConnectWise, a help-desk requester's contact):
 * a durable queue (decision 0052). A row is QUEUED, claimed with SKIP LOCKED (RUNNING with a lease
 * its process moves forward), retried with back-off after a provider error (`dueAt`), and ends
 * SUCCEEDED or FAILED with its outcome in words. A RUNNING row whose lease passed is claimed again.
 */
export const psaTicketPushes = pgTable(
  'psa_ticket_pushes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: ['PUSH', 'HELP_CONTACT'] }).notNull(),
    ticketId: integer().notNull(),
    /** What the automation asked for: `{ boardId, ruleName }` (a push). */
    request: jsonb().$type<{ boardId?: number | null; ruleName?: string }>().notNull().default({}),
    status: text({ enum: ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED'] }).notNull(),
    attempts: integer().notNull().default(0),
    /** Not claimed before this (a retry's back-off). */
    dueAt: at().notNull(),
    leaseUntil: at(),
    outcome: text(),
    createdAt: at().notNull(),
    finishedAt: at(),
  },
  (t) => [
    index('psa_ticket_pushes_due_idx')
      .on(t.dueAt, t.id)
      .where(sql`${t.status} in ('QUEUED', 'RUNNING')`),
    index('psa_ticket_pushes_ticket_idx').on(t.ticketId),
    // At most one waiting row per ticket and kind: asking again while it waits updates that row.
    uniqueIndex('psa_ticket_pushes_waiting_uq')
      .on(t.kind, t.ticketId)
      .where(sql`${t.status} = 'QUEUED'`),
  ],
);

/** Configuration type mappings (spec 001 §2.3): device roles to configuration types and statuses. */
export const psaConfigurationTypeMappings = pgTable(
  'psa_configuration_type_mappings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    name: text().notNull(),
    /** [{ id, nodeRoleId, configurationTypeId, onCreateStatusId, onDeleteStatusId }] */
    roleMappings: jsonb().$type<unknown[]>().notNull().default([]),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('psa_configuration_type_mappings_name_key').on(t.provider, sql`lower(trim(${t.name}))`)],
);

/** Product mappings (spec 001 §2.4): ranked device-role (and group) rules to products and agreement types. */
export const psaProductMappings = pgTable(
  'psa_product_mappings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    name: text().notNull(),
    productMappingType: text({ enum: ['SINGLE_HIT', 'MULTIPLE_HIT'] })
      .notNull()
      .default('SINGLE_HIT'),
    roleMappings: jsonb().$type<unknown[]>().notNull().default([]),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('psa_product_mappings_name_key').on(t.provider, sql`lower(trim(${t.name}))`)],
);

/** An organization's company (spec 001 §3 "Organization mapping"). */
export const psaOrganizationMappings = pgTable(
  'psa_organization_mappings',
  {
    provider: text().notNull(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    companyId: integer().notNull(),
    companyName: text().notNull(),
    productMappingId: integer().references(() => psaProductMappings.id, { onDelete: 'set null' }),
    configurationTypeMappingId: integer().references(() => psaConfigurationTypeMappings.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.organizationId] })],
);

/** A location's site and its own choices (CLIENT_DEFAULT / SPECIFIED / NONE, spec 001 §4). */
export const psaLocationMappings = pgTable(
  'psa_location_mappings',
  {
    provider: text().notNull(),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    siteId: integer(),
    siteName: text(),
    productMappingType: text({ enum: ['CLIENT_DEFAULT', 'SPECIFIED', 'NONE'] })
      .notNull()
      .default('CLIENT_DEFAULT'),
    productMappingId: integer().references(() => psaProductMappings.id, { onDelete: 'set null' }),
    configurationTypeMappingType: text({ enum: ['CLIENT_DEFAULT', 'SPECIFIED', 'NONE'] })
      .notNull()
      .default('CLIENT_DEFAULT'),
    configurationTypeMappingId: integer().references(() => psaConfigurationTypeMappings.id, { onDelete: 'set null' }),
    agreementId: integer(),
    agreementName: text(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.locationId] })],
);
