import {
  hasFixedQuantity,
  type Agreement,
  type AgreementValues,
  type BillingSettings,
  type Product,
  type ProductValues,
  type SessionUser,
  type Statement,
  type UnbilledRow,
  type UnbilledTime,
  decimals,
  type Decimal,
} from '@outpost/contracts';
import { isWithinBusinessHours, type BusinessHours } from '@outpost/rules';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { agreementScopeOf, assertMayAgreement, mayAgreement } from '../../policies/agreement.policy.ts';
import { holds } from '../../policies/caller.ts';
import type { TimeEntryProposal } from '../tickets/change/ticket-state.ts';
import type { BillableTimeReader } from '../tickets/service-desk.module.ts';
import { type AgreementRow, type BillingRepository, type Executor, type ProductRow } from './billing.repository.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { SnapshotDevice } from './billing.schema.ts';
import { computeStatement, monthWindow, type StatementAgreement } from './statement.ts';

const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', 'Some fields are invalid', { [field]: [message] });
const productNotFound = () => new AppError('NOT_FOUND', 'Product not found');
const agreementNotFound = () => new AppError('NOT_FOUND', 'Agreement not found');
const nameTaken = () => new AppError('CONFLICT', 'A product with this name already exists', { name: ['Already in use'] });
const stale = (what: string) => new AppError('CONFLICT', `This ${what} was changed by someone else. Reload it to see the changes.`);

export function presentProduct(row: ProductRow): Product {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    price: row.price,
    cost: row.cost,
    quantity: row.quantity,
    dynamicQuantityText: row.dynamicQuantityText,
    taxable: row.taxable,
    billing: row.billing,
    licensingType: row.licensingType,
    term: row.term,
    productIds: row.productIds,
    anyRole: row.anyRole,
    nodeRoleId: row.nodeRoleId,
    groupIds: row.groupIds,
    allGroups: row.allGroups,
    autoRoundTimeEntries: row.autoRoundTimeEntries,
    roundingMinutes: row.roundingMinutes,
    onSiteMultiplier: row.onSiteMultiplier,
    remoteMultiplier: row.remoteMultiplier,
    normalHoursMultiplier: row.normalHoursMultiplier,
    offHoursMultiplier: row.offHoursMultiplier,
    userRoles: row.userRoles,
    allowAllTechnicians: row.allowAllTechnicians,
    permissionUserRoles: row.permissionUserRoles,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Keeps only the fields the product's variant uses, so a type change leaves no stale rules behind. */
function normalised(p: ProductValues): ProductValues {
  const labor = p.type === 'LABOR';
  const managed = p.type === 'MANAGED';
  return {
    ...p,
    quantity: hasFixedQuantity(p.type) ? p.quantity : null,
    dynamicQuantityText: hasFixedQuantity(p.type) ? '' : p.dynamicQuantityText,
    licensingType: p.type === 'LICENSED' ? p.licensingType : null,
    term: p.type === 'LICENSED' ? p.term : null,
    productIds: p.type === 'GROUP' ? p.productIds : [],
    anyRole: managed ? p.anyRole : true,
    nodeRoleId: managed && !p.anyRole ? p.nodeRoleId : null,
    groupIds: managed ? p.groupIds : [],
    allGroups: managed ? p.allGroups : true,
    autoRoundTimeEntries: labor && p.autoRoundTimeEntries,
    roundingMinutes: labor ? p.roundingMinutes : 15,
    onSiteMultiplier: labor ? p.onSiteMultiplier : '1',
    remoteMultiplier: labor ? p.remoteMultiplier : '1',
    normalHoursMultiplier: labor ? p.normalHoursMultiplier : '1',
    offHoursMultiplier: labor ? p.offHoursMultiplier : '1',
    userRoles: labor ? p.userRoles : [],
    permissionUserRoles: p.allowAllTechnicians ? [] : p.permissionUserRoles,
  };
}

/** May this user put the product on an agreement (the product's Permissions tab)? */
function mayUseProduct(user: SessionUser, product: ProductRow): boolean {
  if (product.allowAllTechnicians || user.role === 'SYSTEM_ADMINISTRATOR') return true;
  return user.technicianRoleId !== null && product.permissionUserRoles.includes(user.technicianRoleId);
}

/** How often this month's devices are recorded: a month's snapshot is at most this old at its end. */
const SNAPSHOT_INTERVAL_MS = 60 * 60 * 1000;
const today = (at: Date) => at.toISOString().slice(0, 10);
/** The calendar month (UTC) of an instant: statements are UTC months (decision 0038). */
const monthOf = (at: Date) => at.toISOString().slice(0, 7);

export interface BillingDeps {
  billing: BillingRepository;
  time: BillableTimeReader;
  /** Device groups' answer: for each device, the groups it is in. */
  groupIdsOfDevices: (deviceIds: readonly number[]) => Promise<Map<number, number[]>>;
  /** The service desk's business hours (off-hours multipliers). */
  businessHours: () => Promise<BusinessHours>;
  clock: Clock;
}

/**
 * The billing module (issue 27): the product catalog, agreements per organization, the agreement
 * a time entry bills to, and the monthly statement. Agreements go through the agreement policy.
 */
export function createBillingService(deps: BillingDeps) {
  const { billing, clock } = deps;

  async function requireProduct(id: number) {
    const row = await billing.findProduct(id);
    if (!row) throw productNotFound();
    return row;
  }

  /** References a product names must exist; a group lists other products, never a group. */
  async function checkProductReferences(p: ProductValues, selfId?: number) {
    if (p.type === 'GROUP') {
      if (selfId !== undefined && p.productIds.includes(selfId)) throw invalid('productIds', 'A group cannot contain itself');
      const found = await billing.productsByIds(p.productIds);
      if (found.length !== p.productIds.length) throw invalid('productIds', 'Product not found');
      if (found.some((f) => f.type === 'GROUP')) throw invalid('productIds', 'A group cannot contain another group');
    }
    if (p.nodeRoleId !== null && !(await billing.roleExists(p.nodeRoleId))) throw invalid('nodeRoleId', 'Device role not found');
    for (const field of ['userRoles', 'permissionUserRoles'] as const) {
      const known = await billing.technicianRoleIds(p[field]);
      if (known.length !== p[field].length) throw invalid(field, 'Role not found');
    }
  }

  async function presentAgreements(rows: { agreement: AgreementRow; organizationName: string }[]): Promise<Agreement[]> {
    const lines = await billing.agreementProducts(rows.map((r) => r.agreement.id));
    return rows.map(({ agreement: a, organizationName }) => {
      const own = lines.filter((l) => l.line.agreementId === a.id);
      return {
        id: a.id,
        organizationId: a.organizationId,
        organizationName,
        name: a.name,
        type: a.type,
        startDate: a.startDate,
        endDate: a.endDate,
        productMappingType: a.productMappingType,
        hourlyRate: a.hourlyRate,
        blockHours: a.blockHours,
        products: own.map((l) => ({ productId: l.product.id, productName: l.product.name, productType: l.product.type, quantity: l.line.quantity })),
        coversLabor: own.some((l) => l.product.type === 'LABOR'),
        version: a.version,
        createdAt: a.createdAt.toISOString(),
        updatedAt: a.updatedAt.toISOString(),
      };
    });
  }

  async function requireAgreement(user: SessionUser, id: number, action: 'read' | 'manage') {
    const row = await billing.findAgreement(id);
    if (!row) throw agreementNotFound();
    assertMayAgreement(user, action, { organizationId: row.agreement.organizationId });
    return row;
  }

  /** Products must exist, fixed quantities only on fixed-quantity products, and each one added must be the user's to use. */
  async function checkAgreement(user: SessionUser, a: AgreementValues, previous: readonly number[] = []): Promise<AgreementValues> {
    if ((await billing.organizationName(a.organizationId)) === undefined) throw invalid('organizationId', 'Organization not found');
    const products = new Map((await billing.productsByIds(a.products.map((p) => p.productId))).map((p) => [p.id, p]));
    const lines = a.products.map((line, i) => {
      const product = products.get(line.productId);
      if (!product) throw invalid(`products.${i}.productId`, 'Product not found');
      if (!previous.includes(product.id) && !mayUseProduct(user, product)) throw invalid(`products.${i}.productId`, 'Your role may not use this product');
      if (line.quantity !== null && !hasFixedQuantity(product.type)) throw invalid(`products.${i}.quantity`, 'This product counts its quantity itself');
      return line;
    });
    return { ...a, products: lines };
  }

  async function getAgreement(user: SessionUser, id: number): Promise<Agreement> {
    return (await presentAgreements([await requireAgreement(user, id, 'read')]))[0]!;
  }

  /** An organization's approved devices now, with their groups: what a snapshot records. */
  async function devicesNow(organizationId: number): Promise<SnapshotDevice[]> {
    const devices = await billing.organizationDevices(organizationId);
    const groupsOf = await deps.groupIdsOfDevices(devices.map((d) => d.id));
    return devices.map((d) => ({ ...d, groupIds: groupsOf.get(d.id) ?? [] }));
  }

  /**
   * The devices a month's statement counts: a past month's last snapshot (decision 0046); this
   * month, a later one, or a past month recorded before snapshots existed: the devices now.
   */
  async function devicesOfMonth(organizationId: number, month: string): Promise<{ devices: SnapshotDevice[]; asOf: Date | null }> {
    if (month < monthOf(clock.now())) {
      const snapshot = await billing.deviceSnapshot(organizationId, month);
      if (snapshot) return { devices: snapshot.devices, asOf: snapshot.takenAt };
    }
    return { devices: await devicesNow(organizationId), asOf: null };
  }

  async function statementOf(organizationId: number, organizationName: string, month: string, agreements: AgreementRow[]): Promise<Statement> {
    const lines = await billing.agreementProducts(agreements.map((a) => a.id));
    const withLines: StatementAgreement[] = agreements.map((row) => ({
      row,
      lines: lines.filter((l) => l.line.agreementId === row.id).map((l) => ({ productId: l.product.id, quantity: l.line.quantity, product: l.product })),
    }));
    const needsDevices = withLines.some((a) => a.lines.some((l) => l.product.type === 'MANAGED'));
    const { devices, asOf } = needsDevices ? await devicesOfMonth(organizationId, month) : { devices: [], asOf: null };
    const { from, to } = monthWindow(month);
    const entries = await deps.time.entries(
      agreements.map((a) => a.id),
      from,
      to,
    );
    const roles = await billing.userRoles([...new Set(entries.map((e) => e.userId).filter((id): id is number => id !== null))]);
    const hours = await deps.businessHours();
    return computeStatement({
      organization: { id: organizationId, name: organizationName },
      month,
      currency: (await billing.settings()).currency,
      agreements: withLines,
      devices,
      devicesAsOf: asOf,
      billedAt: (await billing.billedMonth(organizationId, month))?.billedAt ?? null,
      entries: entries.map((e) => ({ ...e, roleId: e.userId === null ? null : (roles.get(e.userId) ?? null) })),
      isOffHours: (at) => !isWithinBusinessHours(at, hours),
    });
  }

  /**
   * Records this month's devices of every organization whose agreements bill managed products
   * (run hourly and at start by main.ts): the last recording of a month is what its statement
   * counts once the month is over (decision 0046).
   */
  async function recordDeviceSnapshots(): Promise<number> {
    const now = clock.now();
    const month = monthOf(now);
    const { firstDate, lastDate } = monthWindow(month);
    const organizationIds = await billing.organizationsWithManagedProducts(firstDate, lastDate);
    for (const id of organizationIds) await billing.saveDeviceSnapshot(id, month, await devicesNow(id), now);
    return organizationIds.length;
  }

  async function organizationStatement(organizationId: number, month: string): Promise<Statement> {
    const name = await billing.organizationName(organizationId);
    if (name === undefined) throw new AppError('NOT_FOUND', 'Organization not found');
    const { firstDate, lastDate } = monthWindow(month);
    return statementOf(organizationId, name, month, await billing.agreementsActive(organizationId, firstDate, lastDate));
  }

  return {
    settings: () => billing.settings(),
    async saveSettings(s: BillingSettings): Promise<BillingSettings> {
      await billing.saveSettings(s, clock.now());
      return billing.settings();
    },

    /**
     * The roles a product's Permissions tab and a labor product offer: technician roles only, so
     * SYSTEM_ADMINISTRATOR (and the automation actor) are never among them (spec 001 §6).
     */
    roleOptions: () => billing.technicianRoles(),

    // ---- products ----

    listProducts: async () => (await billing.listProducts()).map(presentProduct),
    getProduct: async (id: number) => presentProduct(await requireProduct(id)),

    async createProduct(input: ProductValues): Promise<Product> {
      const p = normalised(input);
      await checkProductReferences(p);
      if (await billing.productNameTaken(p.name)) throw nameTaken();
      try {
        return presentProduct(await billing.insertProduct(p));
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async updateProduct(id: number, input: ProductValues & { version: number }): Promise<Product> {
      const existing = await requireProduct(id);
      const p = normalised(input);
      await checkProductReferences(p, id);
      if (existing.version !== input.version) throw stale('product');
      if (p.type === 'GROUP' && existing.type !== 'GROUP') {
        const usage = await billing.productUsage(id);
        if (usage.groups.length > 0) throw invalid('type', 'A product in a group cannot become a group');
      }
      if (await billing.productNameTaken(p.name, id)) throw nameTaken();
      try {
        const row = await billing.updateProduct(id, input.version, p, clock.now());
        if (!row) throw (await billing.findProduct(id)) ? stale('product') : productNotFound();
        return presentProduct(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    /** Deletes a product no agreement or group uses; a used one names its users. */
    async deleteProduct(id: number): Promise<void> {
      await requireProduct(id);
      const usage = await billing.productUsage(id);
      const users = [...usage.agreements.map((n) => `agreement "${n}"`), ...usage.groups.map((n) => `group "${n}"`)];
      if (users.length > 0) throw new AppError('CONFLICT', `This product is used by ${users.join(', ')}; remove it there first`);
      if (!(await billing.deleteProduct(id))) throw productNotFound();
    },

    // ---- agreements ----

    async listAgreements(user: SessionUser, organizationId?: number): Promise<Agreement[]> {
      const scope = agreementScopeOf(user, 'read');
      const orgs = organizationId === undefined ? scope : scope === null || scope.includes(organizationId) ? [organizationId] : [];
      return presentAgreements(await billing.listAgreements(orgs));
    },

    getAgreement,

    async createAgreement(user: SessionUser, input: AgreementValues): Promise<Agreement> {
      assertMayAgreement(user, 'manage', { organizationId: input.organizationId });
      const a = await checkAgreement(user, input);
      const row = await billing.insertAgreement(a);
      return getAgreement(user, row.id);
    },

    async updateAgreement(user: SessionUser, id: number, input: AgreementValues & { version: number }): Promise<Agreement> {
      const existing = await requireAgreement(user, id, 'manage');
      // Moving it to another organization needs that organization too.
      assertMayAgreement(user, 'manage', { organizationId: input.organizationId });
      if (existing.agreement.organizationId !== input.organizationId && (await deps.time.countFor(id)) > 0) {
        throw invalid('organizationId', 'Time is already billed to this agreement; it stays with its organization');
      }
      const previous = (await billing.agreementProducts([id])).map((l) => l.product.id);
      const a = await checkAgreement(user, input, previous);
      if (existing.agreement.version !== input.version) throw stale('agreement');
      const row = await billing.updateAgreement(id, input.version, a, clock.now());
      if (!row) throw (await billing.findAgreement(id)) ? stale('agreement') : agreementNotFound();
      return getAgreement(user, id);
    },

    /** Deletes an agreement no time entry bills to (those keep their history). */
    async deleteAgreement(user: SessionUser, id: number): Promise<void> {
      await requireAgreement(user, id, 'manage');
      const used = await deps.time.countFor(id);
      if (used > 0) throw new AppError('CONFLICT', `${used} time entr${used === 1 ? 'y bills' : 'ies bill'} to this agreement; end it instead of deleting it`);
      if (!(await billing.deleteAgreement(id))) throw agreementNotFound();
    },

    /** Agreements of an organization that cover labor on a day: the time entry's choices. */
    async laborAgreements(user: SessionUser, organizationId: number, day: string): Promise<{ id: number; name: string; isDefault: boolean }[]> {
      if (!mayAgreement(user, 'bill-time', { organizationId })) return [];
      if (!(await billing.settings()).enabled) return [];
      const covering = await laborAgreementsOn(billing, organizationId, day);
      return covering.map((a, i) => ({ id: a.id, name: a.name, isDefault: i === 0 }));
    },

    /**
     * The board's Agreement column (spec 002 §3.1, §6): for each ticket, the agreement its latest
     * time bills to. Nothing unless billing is on and the user manages billing, and only
     * agreements of organizations the user may read.
     */
    async agreementsOfTickets(user: SessionUser, ticketIds: readonly number[]): Promise<Map<number, { id: number; name: string }>> {
      if (!holds(user, 'canManageBilling') || !(await billing.settings()).enabled) return new Map();
      const latest = await deps.time.latestAgreementOf(ticketIds);
      const agreements = new Map((await billing.agreementsByIds([...new Set(latest.values())])).map((a) => [a.id, a]));
      const result = new Map<number, { id: number; name: string }>();
      for (const [ticketId, agreementId] of latest) {
        const a = agreements.get(agreementId);
        if (a && mayAgreement(user, 'read', a)) result.set(ticketId, { id: a.id, name: a.name });
      }
      return result;
    },

    // ---- statements ----

    async statement(user: SessionUser, organizationId: number, month: string): Promise<Statement> {
      assertMayAgreement(user, 'read', { organizationId });
      return organizationStatement(organizationId, month);
    },

    recordDeviceSnapshots,

    /** Records snapshots now and then hourly; returns the stop function. */
    startDeviceSnapshots(log: (error: unknown) => void = () => undefined): () => void {
      const record = () => void recordDeviceSnapshots().catch(log);
      record();
      const timer = setInterval(record, SNAPSHOT_INTERVAL_MS);
      timer.unref();
      return () => clearInterval(timer);
    },

    /** Marks a month that is over as billed (invoiced): its time leaves the unbilled-time dashboard. */
    async markBilled(user: SessionUser, organizationId: number, month: string): Promise<Statement> {
      assertMayAgreement(user, 'manage', { organizationId });
      if (month >= monthOf(clock.now())) throw invalid('month', 'A month can be marked as billed once it is over');
      const statement = await organizationStatement(organizationId, month);
      if (statement.billedAt !== null) throw new AppError('CONFLICT', 'This month is already marked as billed');
      const marked = await billing.markBilled({
        organizationId,
        month,
        total: statement.total,
        currency: statement.currency,
        billedAt: clock.now(),
        billedByUserId: user.id,
      });
      if (!marked) throw new AppError('CONFLICT', 'This month is already marked as billed');
      return organizationStatement(organizationId, month);
    },

    async unmarkBilled(user: SessionUser, organizationId: number, month: string): Promise<Statement> {
      assertMayAgreement(user, 'manage', { organizationId });
      if (!(await billing.unmarkBilled(organizationId, month))) throw new AppError('NOT_FOUND', 'This month is not marked as billed');
      return organizationStatement(organizationId, month);
    },

    /**
     * Billable time not yet on a billed statement, per organization, agreement and month (UTC), up
     * to this month: hours after rounding and multipliers, what the statement charges for it, and
     * its tickets. Only organizations the user may read.
     */
    async unbilledTime(user: SessionUser): Promise<UnbilledTime> {
      const scope = agreementScopeOf(user, 'read');
      const { to } = monthWindow(monthOf(clock.now()));
      const pairs = await deps.time.billableMonths(to);
      const agreements = new Map((await billing.agreementsByIds([...new Set(pairs.map((p) => p.agreementId))])).map((a) => [a.id, a]));
      const visible = pairs.filter((p) => {
        const a = agreements.get(p.agreementId);
        return a !== undefined && (scope === null || scope.includes(a.organizationId));
      });
      const billed = await billing.billedMonths([...new Set(visible.map((p) => agreements.get(p.agreementId)!.organizationId))]);
      // One statement per organization and month, each computed once.
      const statements = new Map<string, Promise<Statement>>();
      const rows: UnbilledRow[] = [];
      for (const { agreementId, month } of visible) {
        const organizationId = agreements.get(agreementId)!.organizationId;
        if (billed.get(organizationId)?.has(month)) continue;
        const key = `${organizationId}:${month}`;
        if (!statements.has(key)) statements.set(key, organizationStatement(organizationId, month));
        const s = await statements.get(key)!;
        const agreement = s.agreements.find((a) => a.id === agreementId);
        if (!agreement) continue; // time logged outside the agreement's dates is on no statement
        const entries = s.timeEntries.filter((e) => e.agreementId === agreementId && e.billingType === 'BILLABLE' && e.productId !== null);
        if (entries.length === 0) continue;
        const perTicket = new Map<number, Decimal[]>();
        for (const e of entries) perTicket.set(e.ticketId, [...(perTicket.get(e.ticketId) ?? []), decimals.decimal(e.billedHours)]);
        const labor = s.lines.filter((l) => l.agreementId === agreementId && l.kind === 'LABOR');
        rows.push({
          organizationId,
          organizationName: s.organizationName,
          agreementId,
          agreementName: agreement.name,
          month,
          hours: decimals.format(decimals.sum(entries.map((e) => decimals.decimal(e.billedHours))), 2),
          amount: decimals.format(decimals.sum(labor.map((l) => decimals.decimal(l.amount))), 2),
          tickets: [...perTicket].map(([id, h]) => ({ id, summary: '', hours: decimals.format(decimals.sum(h), 2) })),
        });
      }
      const summaries = await deps.time.ticketSummaries([...new Set(rows.flatMap((r) => r.tickets.map((t) => t.id)))]);
      for (const row of rows) for (const t of row.tickets) t.summary = summaries.get(t.id) ?? '';
      rows.sort(
        (a, b) => a.organizationName.localeCompare(b.organizationName) || a.month.localeCompare(b.month) || a.agreementName.localeCompare(b.agreementName),
      );
      return {
        currency: (await billing.settings()).currency,
        rows,
        totalHours: decimals.format(decimals.sum(rows.map((r) => decimals.decimal(r.hours))), 2),
        totalAmount: decimals.format(decimals.sum(rows.map((r) => decimals.decimal(r.amount))), 2),
      };
    },

    /** One agreement's month: its devices, time and amounts. */
    async agreementMonth(user: SessionUser, id: number, month: string): Promise<Statement> {
      const { agreement, organizationName } = await requireAgreement(user, id, 'read');
      return statementOf(agreement.organizationId, organizationName, month, [agreement]);
    },

    /**
     * The tickets' change pipeline asks this for every time entry (in its transaction): with
     * billing off, no agreement; a chosen agreement must be one of the ticket organization's
     * that covers labor on the entry's day (MANUAL); none chosen: the first of those (ORGANIZATION).
     */
    async decideTimeEntryAgreement(ex: Executor, organizationId: number | null, entry: TimeEntryProposal): Promise<TimeEntryProposal> {
      const enabled = (await billing.settings(ex)).enabled;
      if (!enabled) {
        if (entry.agreementId !== null) throw invalid('agreementId', 'Agreements need the professional-services module, which is not enabled');
        return { ...entry, agreementOriginType: null };
      }
      const covering = organizationId === null ? [] : await laborAgreementsOn(billing, organizationId, today(entry.startDate), ex);
      if (entry.agreementId !== null) {
        if (!covering.some((a) => a.id === entry.agreementId))
          throw invalid('agreementId', "Not an agreement of the ticket's organization that covers labor on this date");
        return { ...entry, agreementOriginType: 'MANUAL' };
      }
      const fallback = covering[0];
      return fallback ? { ...entry, agreementId: fallback.id, agreementOriginType: 'ORGANIZATION' } : { ...entry, agreementOriginType: null };
    },
  };
}

/** An organization's agreements active on `day` with a labor product, the latest-starting first. */
async function laborAgreementsOn(billing: BillingRepository, organizationId: number, day: string, ex?: Executor) {
  const active = await billing.agreementsActive(organizationId, day, day, ex);
  const lines = await billing.agreementProducts(
    active.map((a) => a.id),
    ex,
  );
  return active.filter((a) => lines.some((l) => l.line.agreementId === a.id && l.product.type === 'LABOR'));
}
export type BillingService = ReturnType<typeof createBillingService>;
