import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { AGREEMENT_TYPES, BILLING_FREQUENCIES, LICENSING_TYPES, PRODUCT_MAPPING_TYPES, PRODUCT_TERMS, PRODUCT_TYPES } from '@outpost/contracts';
import { deviceRoles, organizations, users } from '../../db/schema.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });
// Exact decimals: Drizzle reads `numeric` as a string, never a float (decision 0038).
const money = () => numeric({ precision: 14, scale: 2 });
const multiplier = () => numeric({ precision: 6, scale: 2 }).notNull().default('1');

/** The product catalog (spec 001 §3 Product); one table for the five variants, unused columns stay at their defaults. */
export const billingProducts = pgTable(
  'billing_products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text({ enum: PRODUCT_TYPES }).notNull(),
    name: text().notNull(),
    description: text().notNull(),
    price: money().notNull(),
    cost: money().notNull(),
    /** Fixed-quantity products' default quantity; null for managed and labor products. */
    quantity: numeric({ precision: 12, scale: 2 }),
    dynamicQuantityText: text().notNull().default(''),
    taxable: boolean().notNull().default(false),
    billing: text({ enum: BILLING_FREQUENCIES }).notNull(),
    licensingType: text({ enum: LICENSING_TYPES }),
    term: text({ enum: PRODUCT_TERMS }),
    /** A group's products in order (checked on save; a product in a group cannot be deleted). */
    productIds: jsonb().$type<number[]>().notNull().default([]),
    anyRole: boolean().notNull().default(true),
    /** A deleted role leaves null here with anyRole false: the product then matches no device. */
    nodeRoleId: integer().references(() => deviceRoles.id, { onDelete: 'set null' }),
    /** Device groups a managed product's devices are in; a deleted group simply matches no device. */
    groupIds: jsonb().$type<number[]>().notNull().default([]),
    allGroups: boolean().notNull().default(true),
    autoRoundTimeEntries: boolean().notNull().default(false),
    roundingMinutes: integer().notNull().default(15),
    onSiteMultiplier: multiplier(),
    remoteMultiplier: multiplier(),
    normalHoursMultiplier: multiplier(),
    offHoursMultiplier: multiplier(),
    userRoles: jsonb().$type<number[]>().notNull().default([]),
    allowAllTechnicians: boolean().notNull().default(true),
    permissionUserRoles: jsonb().$type<number[]>().notNull().default([]),
    version: integer().notNull().default(1),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_products_name_key').on(sql`lower(${t.name})`)],
);

/** Agreements per organization: what it bills each month. */
export const billingAgreements = pgTable(
  'billing_agreements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    type: text({ enum: AGREEMENT_TYPES }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    productMappingType: text({ enum: PRODUCT_MAPPING_TYPES }).notNull().default('SINGLE_HIT'),
    hourlyRate: money(),
    blockHours: numeric({ precision: 10, scale: 2 }),
    version: integer().notNull().default(1),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index('billing_agreements_org_idx').on(t.organizationId, t.startDate)],
);

/** The products an agreement bills, in rank order (`position`, from 1). */
export const billingAgreementProducts = pgTable(
  'billing_agreement_products',
  {
    agreementId: integer()
      .notNull()
      .references(() => billingAgreements.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => billingProducts.id, { onDelete: 'restrict' }),
    position: integer().notNull(),
    quantity: numeric({ precision: 12, scale: 2 }),
  },
  (t) => [primaryKey({ columns: [t.agreementId, t.productId] }), index('billing_agreement_products_product_idx').on(t.productId)],
);

/** The administrator's billing settings: one row. */
export const billingSettings = pgTable('billing_settings', {
  id: integer().primaryKey().default(1),
  enabled: boolean().notNull().default(false),
  currency: text().notNull().default('USD'),
  updatedAt: at().notNull().defaultNow(),
});

/** A device as a month's snapshot keeps it: what managed products match on (decision 0046). */
export interface SnapshotDevice {
  id: number;
  name: string;
  roleId: number | null;
  groupIds: number[];
}

/**
 * The devices of an organization as last recorded in a month (UTC, `YYYY-MM`): refreshed through
 * the month, so once it is over the row holds its last devices and a past month's statement
 * counts those, not today's (decision 0046).
 */
export const billingDeviceSnapshots = pgTable(
  'billing_device_snapshots',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    month: text().notNull(),
    devices: jsonb().$type<SnapshotDevice[]>().notNull(),
    takenAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month] })],
);

/** A month's statement marked as billed (invoiced): its time is no longer "unbilled" (decision 0046). */
export const billingBilledMonths = pgTable(
  'billing_billed_months',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    month: text().notNull(),
    /** The statement's total and currency when it was marked. */
    total: money().notNull(),
    currency: text().notNull(),
    billedAt: at().notNull(),
    billedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month] })],
);
