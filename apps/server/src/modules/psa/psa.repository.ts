import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DeviceFacts } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { deviceRoles, locations, nodes, organizations } from '../../db/schema.ts';
import {
  psaConfigurationTypeMappings,
  psaConnections,
  psaLinks,
  psaLocationMappings,
  psaOrganizationMappings,
  psaProductMappings,
  psaSyncRuns,
} from './psa.schema.ts';

export type PsaConnectionRow = typeof psaConnections.$inferSelect;
export type PsaLinkRow = typeof psaLinks.$inferSelect;
export type PsaSyncRunRow = typeof psaSyncRuns.$inferSelect;
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
    async startRun(provider: string, dryRun: boolean, at: Date): Promise<number> {
      const [row] = await db.insert(psaSyncRuns).values({ provider, dryRun, status: 'RUNNING', startedAt: at }).returning({ id: psaSyncRuns.id });
      return row!.id;
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
    async claimQueuedRun(at: Date): Promise<PsaSyncRunRow | undefined> {
      const claimed = (await db.execute(sql`
        update ${psaSyncRuns} set status = 'RUNNING', started_at = ${at.toISOString()}::timestamptz
        where id = (select id from ${psaSyncRuns} where status = 'QUEUED' order by id limit 1 for update skip locked)
        returning id`)) as unknown as { rows: { id: number }[] };
      const id = claimed.rows[0]?.id;
      if (id === undefined) return undefined;
      const [row] = await db
        .select()
        .from(psaSyncRuns)
        .where(eq(psaSyncRuns.id, Number(id)));
      return row;
    },
    /** Counts and requests so far, so the screen shows a long run's progress. */
    async progressRun(id: number, values: Pick<PsaSyncRunRow, 'counts' | 'reads' | 'writes'>) {
      await db.update(psaSyncRuns).set(values).where(eq(psaSyncRuns.id, id));
    },
    async finishRun(id: number, values: Pick<PsaSyncRunRow, 'status' | 'counts' | 'reads' | 'writes' | 'entries' | 'error'>, at: Date) {
      await db
        .update(psaSyncRuns)
        .set({ ...values, finishedAt: at })
        .where(eq(psaSyncRuns.id, id));
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
