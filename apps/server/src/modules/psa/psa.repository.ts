import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DeviceFacts } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { deviceRoles, locations, nodes, organizations } from '../../db/schema.ts';
import {
  psaConfigurationTypeMappings,
  psaConnections,
  psaLinks,
  psaLocationMappings,
  psaOrganizationMappings,
  psaProductMappings,
  psaSyncRuns,
  psaTicketPushes,
} from './psa.schema.ts';

export type PsaConnectionRow = typeof psaConnections.$inferSelect;
export type PsaLinkRow = typeof psaLinks.$inferSelect;
export type PsaSyncRunRow = typeof psaSyncRuns.$inferSelect;
export type PsaTicketPushRow = typeof psaTicketPushes.$inferSelect;
export type ConfigurationTypeMappingRow = typeof psaConfigurationTypeMappings.$inferSelect;
export type ProductMappingRow = typeof psaProductMappings.$inferSelect;
export type OrganizationMappingRow = typeof psaOrganizationMappings.$inferSelect;
export type LocationMappingRow = typeof psaLocationMappings.$inferSelect;

/** An approved device as the sync reads it. */
export interface SyncDevice {
  id: number;
  organizationId: number;
  locationId: number | null;
  nodeRoleId: number | null;
  deviceUid: string;
  displayName: string;
  ipAddress: string | null;
  facts: DeviceFacts | null;
}

/** The id an `update … returning id` claim answered, if it claimed a row. */
const claimedId = (result: unknown): number | undefined => {
  const id = rowsOf<{ id: number | string }>(result)[0]?.id;
  return id === undefined ? undefined : Number(id);
};

const heldBy = (claim: Pick<PsaTicketPushRow, 'id' | 'attempts'>) =>
  and(eq(psaTicketPushes.id, claim.id), eq(psaTicketPushes.status, 'RUNNING'), eq(psaTicketPushes.attempts, claim.attempts));

/** The PSA module's SQL: connections, links, sync runs, mappings; devices, organizations and locations read-only. */
export function createPsaRepository(db: Database) {
  return {
    // ---- connections ----
    async connection(provider: string): Promise<PsaConnectionRow | undefined> {
      const [row] = await db.select().from(psaConnections).where(eq(psaConnections.provider, provider));
      return row;
    },
    async activeConnection(): Promise<PsaConnectionRow | undefined> {
      const [row] = await db.select().from(psaConnections).where(eq(psaConnections.active, true));
      return row;
    },
    /** Saves one provider's connection and makes it the only active one (or none). */
    async saveConnection(provider: string, values: { settings: Record<string, string>; secretSealed: string | null; active: boolean }, now: Date) {
      await db.transaction(async (tx) => {
        await tx.update(psaConnections).set({ active: false }).where(eq(psaConnections.active, true));
        await tx
          .insert(psaConnections)
          .values({ provider, ...values, updatedAt: now })
          .onConflictDoUpdate({ target: psaConnections.provider, set: { ...values, updatedAt: now } });
      });
    },
    async recordTest(provider: string, ok: boolean, message: string, at: Date) {
      await db.update(psaConnections).set({ lastTestOk: ok, lastTestMessage: message, lastTestAt: at }).where(eq(psaConnections.provider, provider));
    },
    async saveProviderData(provider: string, data: Record<string, unknown>, at: Date) {
      await db.update(psaConnections).set({ providerData: data, providerDataAt: at }).where(eq(psaConnections.provider, provider));
    },
    /** Merges option keys (criteria, attributes, help desk) into the stored ones. */
    async saveOptions(provider: string, options: Record<string, unknown>) {
      await db
        .update(psaConnections)
        .set({ options: sql`${psaConnections.options} || ${JSON.stringify(options)}::jsonb` })
        .where(eq(psaConnections.provider, provider));
    },

    // ---- links ----
    links: (provider: string, entity: string) =>
      db
        .select()
        .from(psaLinks)
        .where(and(eq(psaLinks.provider, provider), eq(psaLinks.entity, entity))),
    /** One record's link (by the primary key), or undefined. */
    async link(provider: string, entity: string, localId: string): Promise<PsaLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(psaLinks)
        .where(and(eq(psaLinks.provider, provider), eq(psaLinks.entity, entity), eq(psaLinks.localId, localId)));
      return row;
    },
    async saveLink(link: Omit<PsaLinkRow, 'syncedAt'>, at: Date) {
      await db
        .insert(psaLinks)
        .values({ ...link, syncedAt: at })
        .onConflictDoUpdate({
          target: [psaLinks.provider, psaLinks.entity, psaLinks.localId],
          set: { remoteId: link.remoteId, hash: link.hash, details: link.details, syncedAt: at },
        });
    },
    async deleteLink(provider: string, entity: string, localId: string) {
      await db.delete(psaLinks).where(and(eq(psaLinks.provider, provider), eq(psaLinks.entity, entity), eq(psaLinks.localId, localId)));
    },

    // ---- sync runs ----
    async startRun(provider: string, dryRun: boolean, at: Date, leaseUntil: Date): Promise<number> {
      const [row] = await db.insert(psaSyncRuns).values({ provider, dryRun, status: 'RUNNING', startedAt: at, leaseUntil }).returning({ id: psaSyncRuns.id });
      return row!.id;
    },
    /** Moves a RUNNING run's lease forward (its process is alive). */
    async renewRunLease(id: number, leaseUntil: Date) {
      await db
        .update(psaSyncRuns)
        .set({ leaseUntil })
        .where(and(eq(psaSyncRuns.id, id), eq(psaSyncRuns.status, 'RUNNING')));
    },
    /** Ends the RUNNING runs whose lease has passed (their process died) as FAILED with these words; answers how many. */
    async failExpiredRuns(now: Date, error: string): Promise<number> {
      const rows = await db
        .update(psaSyncRuns)
        .set({ status: 'FAILED', error, finishedAt: now, leaseUntil: null })
        .where(and(eq(psaSyncRuns.status, 'RUNNING'), lt(psaSyncRuns.leaseUntil, now)))
        .returning({ id: psaSyncRuns.id });
      return rows.length;
    },
    /** A run asked for on demand, for the queue to pick up (its start is set when it starts). */
    async queueRun(provider: string, dryRun: boolean, at: Date): Promise<PsaSyncRunRow> {
      const [row] = await db.insert(psaSyncRuns).values({ provider, dryRun, status: 'QUEUED', startedAt: at }).returning();
      return row!;
    },
    /** The queued run of that kind, if one waits (asking twice queues one run). */
    async queuedRun(provider: string, dryRun: boolean): Promise<PsaSyncRunRow | undefined> {
      const [row] = await db
        .select()
        .from(psaSyncRuns)
        .where(and(eq(psaSyncRuns.provider, provider), eq(psaSyncRuns.dryRun, dryRun), eq(psaSyncRuns.status, 'QUEUED')))
        .limit(1);
      return row;
    },
    /** Claims the oldest queued run (SKIP LOCKED: two processes never take the same one) and marks it RUNNING. */
    async claimQueuedRun(at: Date, leaseUntil: Date): Promise<PsaSyncRunRow | undefined> {
      const claimed = await db.execute(sql`
        update ${psaSyncRuns} set status = 'RUNNING', started_at = ${at.toISOString()}::timestamptz, lease_until = ${leaseUntil.toISOString()}::timestamptz
        where id = (select id from ${psaSyncRuns} where status = 'QUEUED' order by id limit 1 for update skip locked)
        returning id`);
      const id = claimedId(claimed);
      return id === undefined ? undefined : (await db.select().from(psaSyncRuns).where(eq(psaSyncRuns.id, id)))[0];
    },
    /** Counts and requests so far, so the screen shows a long run's progress. */
    async progressRun(id: number, values: Pick<PsaSyncRunRow, 'counts' | 'reads' | 'writes'>, leaseUntil: Date) {
      await db
        .update(psaSyncRuns)
        .set({ ...values, leaseUntil })
        .where(and(eq(psaSyncRuns.id, id), eq(psaSyncRuns.status, 'RUNNING')));
    },
    async finishRun(id: number, values: Pick<PsaSyncRunRow, 'status' | 'counts' | 'reads' | 'writes' | 'entries' | 'error'>, at: Date) {
      await db
        .update(psaSyncRuns)
        .set({ ...values, finishedAt: at, leaseUntil: null })
        // Only a run still RUNNING: one ended as interrupted meanwhile keeps its words.
        .where(and(eq(psaSyncRuns.id, id), eq(psaSyncRuns.status, 'RUNNING')));
    },

    // ---- ticket pushes (a durable queue, decision 0052) ----
    /**
     * Queues ticket work; a row of the same kind and ticket that still waits takes the newer request
     * instead (asking twice before it runs sends once). Answers the row's id.
     */
    async queuePush(kind: PsaTicketPushRow['kind'], ticketId: number, request: PsaTicketPushRow['request'], at: Date): Promise<number> {
      // One statement on the partial unique index of waiting rows: two saves committing at once
      // cannot both insert (a select-then-insert could), the second takes the first's row.
      const [row] = await db
        .insert(psaTicketPushes)
        .values({ kind, ticketId, request, status: 'QUEUED', dueAt: at, createdAt: at })
        .onConflictDoUpdate({
          target: [psaTicketPushes.kind, psaTicketPushes.ticketId],
          targetWhere: sql`${psaTicketPushes.status} = 'QUEUED'`,
          set: { request: sql`excluded.request` },
        })
        .returning({ id: psaTicketPushes.id });
      return row!.id;
    },
    /**
     * Claims the oldest due row (SKIP LOCKED: two processes never take the same one): a QUEUED row
     * whose back-off has passed, or a RUNNING one whose lease passed (its process died; the work is
     * idempotent, so it runs again). Never a row of a ticket another live claim is working on.
     */
    async claimPush(now: Date, leaseUntil: Date): Promise<PsaTicketPushRow | undefined> {
      const at = now.toISOString();
      const claimed = await db.execute(sql`
        update ${psaTicketPushes} set status = 'RUNNING', attempts = attempts + 1, lease_until = ${leaseUntil.toISOString()}::timestamptz
        where id = (
          select p.id from ${psaTicketPushes} p
          where ((p.status = 'QUEUED' and p.due_at <= ${at}::timestamptz) or (p.status = 'RUNNING' and p.lease_until < ${at}::timestamptz))
            and not exists (
              select 1 from ${psaTicketPushes} o
              where o.ticket_id = p.ticket_id and o.id <> p.id and o.status = 'RUNNING' and o.lease_until >= ${at}::timestamptz)
          order by p.due_at, p.id limit 1 for update skip locked)
        returning id`);
      const id = claimedId(claimed);
      return id === undefined ? undefined : (await db.select().from(psaTicketPushes).where(eq(psaTicketPushes.id, id)))[0];
    },
    // The claim's attempt number fences the writes below: a process that lost its claim (its lease
    // passed and another took the row over) changes nothing any more.
    async renewPushLease(claim: Pick<PsaTicketPushRow, 'id' | 'attempts'>, leaseUntil: Date) {
      await db.update(psaTicketPushes).set({ leaseUntil }).where(heldBy(claim));
    },
    /** Back to QUEUED until `dueAt` (a provider error or 429: retried with back-off). */
    async retryPush(claim: Pick<PsaTicketPushRow, 'id' | 'attempts'>, dueAt: Date, outcome: string) {
      await db.update(psaTicketPushes).set({ status: 'QUEUED', dueAt, outcome, leaseUntil: null }).where(heldBy(claim));
    },
    async finishPush(claim: Pick<PsaTicketPushRow, 'id' | 'attempts'>, status: 'SUCCEEDED' | 'FAILED', outcome: string, at: Date) {
      await db.update(psaTicketPushes).set({ status, outcome, finishedAt: at, leaseUntil: null }).where(heldBy(claim));
    },
    pushesOf: (ticketId: number) => db.select().from(psaTicketPushes).where(eq(psaTicketPushes.ticketId, ticketId)).orderBy(asc(psaTicketPushes.id)),
    /** When the next waiting row comes due (null: none waits), so the queue can sleep until then. */
    async nextPushDue(): Promise<Date | null> {
      const [row] = await db
        .select({ dueAt: psaTicketPushes.dueAt })
        .from(psaTicketPushes)
        .where(eq(psaTicketPushes.status, 'QUEUED'))
        .orderBy(asc(psaTicketPushes.dueAt))
        .limit(1);
      return row?.dueAt ?? null;
    },
    async run(id: number) {
      const [row] = await db.select().from(psaSyncRuns).where(eq(psaSyncRuns.id, id));
      return row;
    },
    runs: (provider: string, limit: number) =>
      db.select().from(psaSyncRuns).where(eq(psaSyncRuns.provider, provider)).orderBy(desc(psaSyncRuns.startedAt), desc(psaSyncRuns.id)).limit(limit),

    // ---- configuration type and product mappings ----
    configurationMappings: (provider: string) =>
      db
        .select()
        .from(psaConfigurationTypeMappings)
        .where(eq(psaConfigurationTypeMappings.provider, provider))
        .orderBy(sql`lower(${psaConfigurationTypeMappings.name})`, psaConfigurationTypeMappings.id),
    productMappings: (provider: string) =>
      db
        .select()
        .from(psaProductMappings)
        .where(eq(psaProductMappings.provider, provider))
        .orderBy(sql`lower(${psaProductMappings.name})`, psaProductMappings.id),
    async configurationMapping(provider: string, id: number): Promise<ConfigurationTypeMappingRow | undefined> {
      const [row] = await db
        .select()
        .from(psaConfigurationTypeMappings)
        .where(and(eq(psaConfigurationTypeMappings.provider, provider), eq(psaConfigurationTypeMappings.id, id)));
      return row;
    },
    async productMapping(provider: string, id: number): Promise<ProductMappingRow | undefined> {
      const [row] = await db
        .select()
        .from(psaProductMappings)
        .where(and(eq(psaProductMappings.provider, provider), eq(psaProductMappings.id, id)));
      return row;
    },
    async mappingNameTaken(kind: 'configuration' | 'product', provider: string, name: string, exceptId?: number): Promise<boolean> {
      const t = kind === 'configuration' ? psaConfigurationTypeMappings : psaProductMappings;
      const rows = await db
        .select({ id: t.id })
        .from(t)
        .where(
          and(eq(t.provider, provider), sql`lower(trim(${t.name})) = lower(trim(${name}))`, exceptId === undefined ? undefined : sql`${t.id} <> ${exceptId}`),
        );
      return rows.length > 0;
    },
    async insertConfigurationMapping(values: { provider: string; name: string; roleMappings: unknown[] }, at: Date) {
      const [row] = await db
        .insert(psaConfigurationTypeMappings)
        .values({ ...values, updatedAt: at })
        .returning();
      return row!;
    },
    async updateConfigurationMapping(provider: string, id: number, values: { name: string; roleMappings: unknown[] }, at: Date) {
      const [row] = await db
        .update(psaConfigurationTypeMappings)
        .set({ ...values, updatedAt: at })
        .where(and(eq(psaConfigurationTypeMappings.provider, provider), eq(psaConfigurationTypeMappings.id, id)))
        .returning();
      return row;
    },
    async insertProductMapping(
      values: { provider: string; name: string; productMappingType: 'SINGLE_HIT' | 'MULTIPLE_HIT'; roleMappings: unknown[] },
      at: Date,
    ) {
      const [row] = await db
        .insert(psaProductMappings)
        .values({ ...values, updatedAt: at })
        .returning();
      return row!;
    },
    async updateProductMapping(
      provider: string,
      id: number,
      values: { name: string; productMappingType: 'SINGLE_HIT' | 'MULTIPLE_HIT'; roleMappings: unknown[] },
      at: Date,
    ) {
      const [row] = await db
        .update(psaProductMappings)
        .set({ ...values, updatedAt: at })
        .where(and(eq(psaProductMappings.provider, provider), eq(psaProductMappings.id, id)))
        .returning();
      return row;
    },
    async deleteMapping(kind: 'configuration' | 'product', provider: string, id: number): Promise<boolean> {
      if (kind === 'configuration') {
        const t = psaConfigurationTypeMappings;
        return (
          (
            await db
              .delete(t)
              .where(and(eq(t.provider, provider), eq(t.id, id)))
              .returning({ id: t.id })
          ).length > 0
        );
      }
      const t = psaProductMappings;
      return (
        (
          await db
            .delete(t)
            .where(and(eq(t.provider, provider), eq(t.id, id)))
            .returning({ id: t.id })
        ).length > 0
      );
    },

    // ---- organizations, locations and their mappings ----
    /** Organizations (of the scope; null: all) with their locations, by name. */
    async organizations(scope: readonly number[] | null) {
      const where = scope === null ? undefined : scope.length === 0 ? sql`false` : inArray(organizations.id, [...scope]);
      const orgs = await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(where)
        .orderBy(sql`lower(${organizations.name})`, organizations.id);
      const ids = orgs.map((o) => o.id);
      const locs = ids.length
        ? await db
            .select({ id: locations.id, organizationId: locations.organizationId, name: locations.name })
            .from(locations)
            .where(inArray(locations.organizationId, ids))
            .orderBy(sql`lower(${locations.name})`, locations.id)
        : [];
      return { orgs, locs };
    },
    async locationsOf(organizationId: number) {
      return db
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(eq(locations.organizationId, organizationId))
        .orderBy(sql`lower(${locations.name})`, locations.id);
    },
    async organizationExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
      return row !== undefined;
    },
    organizationMappings: (provider: string) => db.select().from(psaOrganizationMappings).where(eq(psaOrganizationMappings.provider, provider)),
    /** One organization's company mapping (a ticket push reads only the one it needs). */
    async organizationMapping(provider: string, organizationId: number): Promise<OrganizationMappingRow | undefined> {
      const [row] = await db
        .select()
        .from(psaOrganizationMappings)
        .where(and(eq(psaOrganizationMappings.provider, provider), eq(psaOrganizationMappings.organizationId, organizationId)));
      return row;
    },
    locationMappings: (provider: string) => db.select().from(psaLocationMappings).where(eq(psaLocationMappings.provider, provider)),
    /** Replaces one organization's company and its locations' sites in one transaction. */
    async saveOrganizationMapping(
      provider: string,
      organizationId: number,
      org: Omit<OrganizationMappingRow, 'provider' | 'organizationId'>,
      locs: Omit<LocationMappingRow, 'provider'>[],
    ) {
      await db.transaction(async (tx) => {
        await tx
          .insert(psaOrganizationMappings)
          .values({ provider, organizationId, ...org })
          .onConflictDoUpdate({ target: [psaOrganizationMappings.provider, psaOrganizationMappings.organizationId], set: org });
        const own = tx.select({ id: locations.id }).from(locations).where(eq(locations.organizationId, organizationId));
        await tx.delete(psaLocationMappings).where(and(eq(psaLocationMappings.provider, provider), inArray(psaLocationMappings.locationId, own)));
        if (locs.length) await tx.insert(psaLocationMappings).values(locs.map((l) => ({ ...l, provider })));
      });
    },
    /** Removes the company and location mappings of these organizations. */
    async clearOrganizationMappings(provider: string, organizationIds: number[]) {
      if (organizationIds.length === 0) return;
      await db.transaction(async (tx) => {
        const own = tx.select({ id: locations.id }).from(locations).where(inArray(locations.organizationId, organizationIds));
        await tx.delete(psaLocationMappings).where(and(eq(psaLocationMappings.provider, provider), inArray(psaLocationMappings.locationId, own)));
        await tx
          .delete(psaOrganizationMappings)
          .where(and(eq(psaOrganizationMappings.provider, provider), inArray(psaOrganizationMappings.organizationId, organizationIds)));
      });
    },

    // ---- devices ----
    roles: () => db.select({ id: deviceRoles.id, name: deviceRoles.name }).from(deviceRoles).orderBy(asc(deviceRoles.id)),
    /** Approved devices, every one (the sync decides which are mapped). */
    devices: (): Promise<SyncDevice[]> =>
      db
        .select({
          id: nodes.id,
          organizationId: nodes.organizationId,
          locationId: nodes.locationId,
          nodeRoleId: nodes.nodeRoleId,
          deviceUid: nodes.deviceUid,
          displayName: nodes.displayName,
          ipAddress: nodes.ipAddress,
          facts: nodes.facts,
        })
        .from(nodes)
        .where(eq(nodes.approvalStatus, 'APPROVED'))
        .orderBy(asc(nodes.id)),
  };
}
export type PsaRepository = ReturnType<typeof createPsaRepository>;
