import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AgreementValues, BillingSettings, ProductValues } from '@outpost/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { deviceRoles, nodes, organizations, technicianRoles, users } from '../../db/schema.ts';
import {
  billingAgreementProducts,
  billingAgreements,
  billingBilledMonths,
  billingDeviceSnapshots,
  billingProducts,
  billingSettings,
  type SnapshotDevice,
} from './billing.schema.ts';

export type ProductRow = typeof billingProducts.$inferSelect;
export type AgreementRow = typeof billingAgreements.$inferSelect;
export type AgreementProductRow = { agreementId: number; productId: number; position: number; quantity: string | null };
/** The database or the transaction of a ticket change (PGlite has one connection: reads inside a change must use it). */
export type Executor = Database | Tx;

function productColumns(p: ProductValues) {
  return {
    type: p.type,
    name: p.name,
    description: p.description,
    price: p.price,
    cost: p.cost,
    quantity: p.quantity,
    dynamicQuantityText: p.dynamicQuantityText,
    taxable: p.taxable,
    billing: p.billing,
    licensingType: p.licensingType,
    term: p.term,
    productIds: p.productIds,
    anyRole: p.anyRole,
    nodeRoleId: p.nodeRoleId,
    groupIds: p.groupIds,
    allGroups: p.allGroups,
    autoRoundTimeEntries: p.autoRoundTimeEntries,
    roundingMinutes: p.roundingMinutes,
    onSiteMultiplier: p.onSiteMultiplier,
    remoteMultiplier: p.remoteMultiplier,
    normalHoursMultiplier: p.normalHoursMultiplier,
    offHoursMultiplier: p.offHoursMultiplier,
    userRoles: p.userRoles,
    allowAllTechnicians: p.allowAllTechnicians,
    permissionUserRoles: p.permissionUserRoles,
  };
}

function agreementColumns(a: AgreementValues) {
  return {
    organizationId: a.organizationId,
    name: a.name,
    type: a.type,
    startDate: a.startDate,
    endDate: a.endDate,
    productMappingType: a.productMappingType,
    hourlyRate: a.hourlyRate,
    blockHours: a.blockHours,
  };
}

/** Agreements "active on a day" or "during a period": started by its end, not ended before its start. */
const activeDuring = (from: string, to: string) =>
  and(lte(billingAgreements.startDate, to), or(isNull(billingAgreements.endDate), gte(billingAgreements.endDate, from)));

/** Products, agreements and settings of the billing module; the only SQL of the module. */
export function createBillingRepository(db: Database) {
  return {
    listProducts: () =>
      db
        .select()
        .from(billingProducts)
        .orderBy(sql`lower(${billingProducts.name})`, billingProducts.id),

    async findProduct(id: number): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(billingProducts).where(eq(billingProducts.id, id));
      return row;
    },

    productsByIds: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(billingProducts)
            .where(inArray(billingProducts.id, [...ids])),

    async productNameTaken(name: string, exceptId?: number): Promise<boolean> {
      const same = sql`lower(${billingProducts.name}) = lower(${name})`;
      const [row] = await db
        .select({ id: billingProducts.id })
        .from(billingProducts)
        .where(exceptId === undefined ? same : and(same, sql`${billingProducts.id} <> ${exceptId}`));
      return row !== undefined;
    },

    async insertProduct(p: ProductValues): Promise<ProductRow> {
      const [row] = await db.insert(billingProducts).values(productColumns(p)).returning();
      return row!;
    },

    /** Saves when `version` is still the stored one; undefined when it is not (or the product is gone). */
    async updateProduct(id: number, version: number, p: ProductValues, now: Date): Promise<ProductRow | undefined> {
      const [row] = await db
        .update(billingProducts)
        .set({ ...productColumns(p), version: sql`${billingProducts.version} + 1`, updatedAt: now })
        .where(and(eq(billingProducts.id, id), eq(billingProducts.version, version)))
        .returning();
      return row;
    },

    async deleteProduct(id: number): Promise<boolean> {
      return (await db.delete(billingProducts).where(eq(billingProducts.id, id)).returning({ id: billingProducts.id })).length > 0;
    },

    /** Names of the agreements and product groups that use a product (a used product cannot be deleted). */
    async productUsage(id: number): Promise<{ agreements: string[]; groups: string[] }> {
      const agreements = await db
        .select({ name: billingAgreements.name })
        .from(billingAgreementProducts)
        .innerJoin(billingAgreements, eq(billingAgreements.id, billingAgreementProducts.agreementId))
        .where(eq(billingAgreementProducts.productId, id));
      const groups = await db
        .select({ name: billingProducts.name })
        .from(billingProducts)
        .where(and(eq(billingProducts.type, 'GROUP'), sql`${billingProducts.productIds} @> ${JSON.stringify([id])}::jsonb`));
      return { agreements: agreements.map((a) => a.name), groups: groups.map((g) => g.name) };
    },

    roleExists: async (id: number) => (await db.select({ id: deviceRoles.id }).from(deviceRoles).where(eq(deviceRoles.id, id))).length > 0,
    /** Technician roles by name: the Permissions tab's and labor's role choices. */
    technicianRoles: () =>
      db
        .select({ id: technicianRoles.id, name: technicianRoles.name })
        .from(technicianRoles)
        .orderBy(sql`lower(${technicianRoles.name})`, technicianRoles.id),
    technicianRoleIds: async (ids: readonly number[]) =>
      ids.length === 0
        ? []
        : (
            await db
              .select({ id: technicianRoles.id })
              .from(technicianRoles)
              .where(inArray(technicianRoles.id, [...ids]))
          ).map((r) => r.id),

    async organizationName(id: number, ex: Executor = db): Promise<string | undefined> {
      const [row] = await ex.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, id));
      return row?.name;
    },

    // ---- agreements ----

    listAgreements: (organizationIds: readonly number[] | null) =>
      db
        .select({ agreement: billingAgreements, organizationName: organizations.name })
        .from(billingAgreements)
        .innerJoin(organizations, eq(organizations.id, billingAgreements.organizationId))
        .where(
          organizationIds === null ? undefined : organizationIds.length === 0 ? sql`false` : inArray(billingAgreements.organizationId, [...organizationIds]),
        )
        .orderBy(sql`lower(${organizations.name})`, sql`lower(${billingAgreements.name})`, billingAgreements.id),

    async findAgreement(id: number) {
      const [row] = await db
        .select({ agreement: billingAgreements, organizationName: organizations.name })
        .from(billingAgreements)
        .innerJoin(organizations, eq(organizations.id, billingAgreements.organizationId))
        .where(eq(billingAgreements.id, id));
      return row;
    },

    /** The product lines of agreements, in rank order, with their products. */
    agreementProducts: (agreementIds: readonly number[], ex: Executor = db) =>
      agreementIds.length === 0
        ? Promise.resolve([])
        : ex
            .select({ line: billingAgreementProducts, product: billingProducts })
            .from(billingAgreementProducts)
            .innerJoin(billingProducts, eq(billingProducts.id, billingAgreementProducts.productId))
            .where(inArray(billingAgreementProducts.agreementId, [...agreementIds]))
            .orderBy(billingAgreementProducts.agreementId, asc(billingAgreementProducts.position)),

    /** An organization's agreements active at some point from `from` to `to` (inclusive dates). */
    agreementsActive: (organizationId: number, from: string, to: string, ex: Executor = db) =>
      ex
        .select()
        .from(billingAgreements)
        .where(and(eq(billingAgreements.organizationId, organizationId), activeDuring(from, to)))
        .orderBy(sql`${billingAgreements.startDate} desc`, billingAgreements.id),

    agreementsByIds: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: billingAgreements.id, name: billingAgreements.name, organizationId: billingAgreements.organizationId })
            .from(billingAgreements)
            .where(inArray(billingAgreements.id, [...ids])),

    async insertAgreement(a: AgreementValues): Promise<AgreementRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(billingAgreements).values(agreementColumns(a)).returning();
        await writeLines(tx, row!.id, a);
        return row!;
      });
    },

    async updateAgreement(id: number, version: number, a: AgreementValues, now: Date): Promise<AgreementRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(billingAgreements)
          .set({ ...agreementColumns(a), version: sql`${billingAgreements.version} + 1`, updatedAt: now })
          .where(and(eq(billingAgreements.id, id), eq(billingAgreements.version, version)))
          .returning();
        if (!row) return undefined;
        await tx.delete(billingAgreementProducts).where(eq(billingAgreementProducts.agreementId, id));
        await writeLines(tx, id, a);
        return row;
      });
    },

    async deleteAgreement(id: number): Promise<boolean> {
      return (await db.delete(billingAgreements).where(eq(billingAgreements.id, id)).returning({ id: billingAgreements.id })).length > 0;
    },

    // ---- devices ----

    /** An organization's approved devices with their roles (what managed products count). */
    organizationDevices: (organizationId: number) =>
      db
        .select({ id: nodes.id, name: nodes.displayName, roleId: nodes.nodeRoleId })
        .from(nodes)
        .where(and(eq(nodes.organizationId, organizationId), eq(nodes.approvalStatus, 'APPROVED')))
        .orderBy(sql`lower(${nodes.displayName})`, nodes.id),

    /** Organizations with an agreement active in the period that bills a managed product (their devices are snapshotted). */
    async organizationsWithManagedProducts(from: string, to: string): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: billingAgreements.organizationId })
        .from(billingAgreements)
        .innerJoin(billingAgreementProducts, eq(billingAgreementProducts.agreementId, billingAgreements.id))
        .innerJoin(billingProducts, eq(billingProducts.id, billingAgreementProducts.productId))
        .where(and(eq(billingProducts.type, 'MANAGED'), activeDuring(from, to)));
      return rows.map((r) => r.id);
    },

    async deviceSnapshot(organizationId: number, month: string) {
      const [row] = await db
        .select({ devices: billingDeviceSnapshots.devices, takenAt: billingDeviceSnapshots.takenAt })
        .from(billingDeviceSnapshots)
        .where(and(eq(billingDeviceSnapshots.organizationId, organizationId), eq(billingDeviceSnapshots.month, month)));
      return row;
    },

    /** Records (or refreshes) a month's devices; an older recording never replaces a newer one. */
    async saveDeviceSnapshot(organizationId: number, month: string, devices: SnapshotDevice[], takenAt: Date): Promise<void> {
      await db
        .insert(billingDeviceSnapshots)
        .values({ organizationId, month, devices, takenAt })
        .onConflictDoUpdate({
          target: [billingDeviceSnapshots.organizationId, billingDeviceSnapshots.month],
          set: { devices, takenAt },
          setWhere: sql`${billingDeviceSnapshots.takenAt} <= ${takenAt.toISOString()}::timestamptz`,
        });
    },

    // ---- billed months ----

    async markBilled(row: typeof billingBilledMonths.$inferInsert): Promise<boolean> {
      return (await db.insert(billingBilledMonths).values(row).onConflictDoNothing().returning({ month: billingBilledMonths.month })).length > 0;
    },

    async unmarkBilled(organizationId: number, month: string): Promise<boolean> {
      const gone = await db
        .delete(billingBilledMonths)
        .where(and(eq(billingBilledMonths.organizationId, organizationId), eq(billingBilledMonths.month, month)))
        .returning({ month: billingBilledMonths.month });
      return gone.length > 0;
    },

    async billedMonth(organizationId: number, month: string) {
      const [row] = await db
        .select()
        .from(billingBilledMonths)
        .where(and(eq(billingBilledMonths.organizationId, organizationId), eq(billingBilledMonths.month, month)));
      return row;
    },

    /** Billed months of organizations (null = all): "YYYY-MM" per organization id. */
    async billedMonths(organizationIds: readonly number[] | null): Promise<Map<number, Set<string>>> {
      if (organizationIds !== null && organizationIds.length === 0) return new Map();
      const rows = await db
        .select({ organizationId: billingBilledMonths.organizationId, month: billingBilledMonths.month })
        .from(billingBilledMonths)
        .where(organizationIds === null ? undefined : inArray(billingBilledMonths.organizationId, [...organizationIds]));
      const result = new Map<number, Set<string>>();
      for (const r of rows) result.set(r.organizationId, (result.get(r.organizationId) ?? new Set()).add(r.month));
      return result;
    },

    /** Technician roles of users (labor products may bill only some roles' time). */
    async userRoles(userIds: readonly number[], ex: Executor = db): Promise<Map<number, number | null>> {
      if (userIds.length === 0) return new Map();
      const rows = await ex
        .select({ id: users.id, roleId: users.technicianRoleId })
        .from(users)
        .where(inArray(users.id, [...userIds]));
      return new Map(rows.map((r) => [r.id, r.roleId]));
    },

    // ---- settings ----

    async settings(ex: Executor = db): Promise<BillingSettings> {
      const [row] = await ex.select().from(billingSettings).where(eq(billingSettings.id, 1));
      return { enabled: row?.enabled ?? false, currency: row?.currency ?? 'USD' };
    },

    async saveSettings(s: BillingSettings, now: Date): Promise<void> {
      await db
        .insert(billingSettings)
        .values({ id: 1, ...s, updatedAt: now })
        .onConflictDoUpdate({ target: billingSettings.id, set: { ...s, updatedAt: now } });
    },
  };
}

async function writeLines(tx: Tx, agreementId: number, a: AgreementValues) {
  if (a.products.length === 0) return;
  await tx.insert(billingAgreementProducts).values(a.products.map((p, i) => ({ agreementId, productId: p.productId, position: i + 1, quantity: p.quantity })));
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
