import { z } from 'zod';
import { compare, decimal, decimalPlaces, DECIMAL_TEXT } from './decimal.ts';

/**
 * The billing module (issue 27): product catalog (spec 001 §2.6, §3 Product, §5, §6, §9),
 * agreements per organization, billable time and the monthly statement. Amounts, quantities,
 * hours and multipliers are exact decimals written as strings (decimal.ts, decision 0038).
 */
export const BILLING_LIMITS = {
  nameMax: 50,
  descriptionMax: 250,
  /** The dynamic quantity's text (spec 001 §9). */
  dynamicQuantityTextMax: 250,
  /** Decimals of a price or cost ("default decimal places come from product constants": ours). */
  moneyPlaces: 2,
  moneyMax: '9999999.99',
  quantityPlaces: 2,
  quantityMax: '99999',
  multiplierPlaces: 2,
  multiplierMax: '10',
  hoursPlaces: 2,
  hoursMax: '100000',
  groupProductsMax: 100,
  agreementNameMax: 100,
  agreementProductsMax: 100,
  rolesMax: 100,
  groupsMax: 100,
} as const;

/** Product group list height in the form (spec 001 §9). */
export const PRODUCT_GROUP_LIST_HEIGHT = 370;

export const PRODUCT_TYPES = ['STANDARD', 'LICENSED', 'GROUP', 'MANAGED', 'LABOR'] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

/** Types whose quantity is a number the user enters; the others' quantity is dynamic (devices, hours). */
export const FIXED_QUANTITY_TYPES: readonly ProductType[] = ['STANDARD', 'LICENSED', 'GROUP'];
export const hasFixedQuantity = (type: ProductType) => FIXED_QUANTITY_TYPES.includes(type);

export const BILLING_FREQUENCIES = ['ONE_TIME', 'MONTHLY', 'QUARTERLY', 'ANNUALLY'] as const;
export const billingFrequencySchema = z.enum(BILLING_FREQUENCIES);
export type BillingFrequency = z.infer<typeof billingFrequencySchema>;

export const LICENSING_TYPES = ['PER_DEVICE', 'PER_USER', 'PER_SITE', 'SUBSCRIPTION'] as const;
export const licensingTypeSchema = z.enum(LICENSING_TYPES);

export const PRODUCT_TERMS = ['MONTH_TO_MONTH', 'ONE_YEAR', 'TWO_YEARS', 'THREE_YEARS'] as const;
export const productTermSchema = z.enum(PRODUCT_TERMS);

/** Increments a labor product may round each time entry up to, in minutes. */
export const ROUNDING_INCREMENTS = [1, 5, 6, 10, 15, 30, 60] as const;

/** Tabs of the product form; `disabledTabs` hides some (spec 001 §2.6, §6). */
export const PRODUCT_TABS = ['GENERAL', 'BILLING', 'ADVANCED', 'PERMISSIONS'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** Roles the Permissions tab never offers (spec 001 §6). */
export const PRODUCT_PERMISSION_EXCLUDED_ROLES = ['SYSTEM_ADMINISTRATOR', 'SYSTEM_AUTOMATION'] as const;

/** Product mapping types (spec 001 §3): all matching mappings, or the first by rank (the default). */
export const PRODUCT_MAPPING_TYPES = ['SINGLE_HIT', 'MULTIPLE_HIT'] as const;
export const productMappingTypeSchema = z.enum(PRODUCT_MAPPING_TYPES);
export type ProductMappingType = z.infer<typeof productMappingTypeSchema>;
export const GROUPS_LOGIC_OPERATORS = ['AND', 'OR'] as const;
export type GroupsLogicOperator = (typeof GROUPS_LOGIC_OPERATORS)[number];

export interface DecimalRule {
  places: number;
  min: string;
  max: string;
}

/** The §5 number rule as a message, or null when `text` passes: optional minus, no leading zeros, limited decimals, within range. */
export function decimalProblem(text: string, rule: DecimalRule): string | null {
  const t = text.trim();
  if (t === '') return 'Required';
  if (!DECIMAL_TEXT.test(t)) return 'Must be a number';
  if (/^-?0\d/.test(t)) return 'No leading zeros';
  if (decimalPlaces(t) > rule.places) return rule.places === 0 ? 'Must be a whole number' : `At most ${rule.places} decimals`;
  const value = decimal(t);
  if (compare(value, decimal(rule.min)) < 0) return `Must be at least ${rule.min}`;
  if (compare(value, decimal(rule.max)) > 0) return `Must be at most ${rule.max}`;
  return null;
}

/** A decimal string field following `rule` (the server re-checks what the form checks). */
export const decimalText = (rule: DecimalRule) =>
  z
    .string()
    .trim()
    .max(32, 'Must be a number')
    .superRefine((text, ctx) => {
      const problem = decimalProblem(text, rule);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const MONEY_RULE: DecimalRule = { places: BILLING_LIMITS.moneyPlaces, min: `-${BILLING_LIMITS.moneyMax}`, max: BILLING_LIMITS.moneyMax };
export const COST_RULE: DecimalRule = { places: BILLING_LIMITS.moneyPlaces, min: '0', max: BILLING_LIMITS.moneyMax };
export const QUANTITY_RULE: DecimalRule = { places: BILLING_LIMITS.quantityPlaces, min: '0', max: BILLING_LIMITS.quantityMax };
export const MULTIPLIER_RULE: DecimalRule = { places: BILLING_LIMITS.multiplierPlaces, min: '0', max: BILLING_LIMITS.multiplierMax };
export const HOURS_RULE: DecimalRule = { places: BILLING_LIMITS.hoursPlaces, min: '0', max: BILLING_LIMITS.hoursMax };

const dbId = z.number().int().min(1).max(2_147_483_647);
const idList = (max: number) =>
  z
    .array(dbId)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, 'Listed twice');

const productFields = z.object({
  type: productTypeSchema,
  name: z.string().trim().min(1, 'Required').max(BILLING_LIMITS.nameMax, `Must be at most ${BILLING_LIMITS.nameMax} characters`),
  description: z.string().trim().min(1, 'Required').max(BILLING_LIMITS.descriptionMax, `Must be at most ${BILLING_LIMITS.descriptionMax} characters`),
  price: decimalText(MONEY_RULE),
  cost: decimalText(COST_RULE),
  /** The default quantity of a fixed-quantity product; null for managed and labor products (dynamic). */
  quantity: decimalText(QUANTITY_RULE).nullable().default(null),
  /** How a dynamic quantity is described on statements (e.g. "Servers with backup"). */
  dynamicQuantityText: z
    .string()
    .trim()
    .max(BILLING_LIMITS.dynamicQuantityTextMax, `Must be at most ${BILLING_LIMITS.dynamicQuantityTextMax} characters`)
    .default(''),
  taxable: z.boolean().default(false),
  billing: billingFrequencySchema.default('MONTHLY'),
  licensingType: licensingTypeSchema.nullable().default(null),
  term: productTermSchema.nullable().default(null),
  /** A group's products, in their order. */
  productIds: idList(BILLING_LIMITS.groupProductsMax).default([]),
  /** Managed product: any role, or the one role `nodeRoleId`. */
  anyRole: z.boolean().default(true),
  nodeRoleId: dbId.nullable().default(null),
  groupIds: idList(BILLING_LIMITS.groupsMax).default([]),
  /** True: a device must be in all `groupIds`; false: in any of them. */
  allGroups: z.boolean().default(true),
  /** Labor: round each time entry up to `roundingMinutes`. */
  autoRoundTimeEntries: z.boolean().default(false),
  roundingMinutes: z
    .number()
    .int()
    .refine((n) => (ROUNDING_INCREMENTS as readonly number[]).includes(n), `One of ${ROUNDING_INCREMENTS.join(', ')} minutes`)
    .default(15),
  onSiteMultiplier: decimalText(MULTIPLIER_RULE).default('1'),
  remoteMultiplier: decimalText(MULTIPLIER_RULE).default('1'),
  normalHoursMultiplier: decimalText(MULTIPLIER_RULE).default('1'),
  offHoursMultiplier: decimalText(MULTIPLIER_RULE).default('1'),
  /** Labor: the technician roles whose time this product bills; empty: every role. */
  userRoles: idList(BILLING_LIMITS.rolesMax).default([]),
  /** Permissions tab: who may put this product on an agreement. */
  allowAllTechnicians: z.boolean().default(true),
  permissionUserRoles: idList(BILLING_LIMITS.rolesMax).default([]),
});

function checkProduct(p: z.output<typeof productFields>, ctx: z.RefinementCtx) {
  const need = (path: string, message = 'Required') => ctx.addIssue({ code: 'custom', path: [path], message });
  if (hasFixedQuantity(p.type) && p.quantity === null) need('quantity');
  if (p.type === 'LICENSED') {
    if (p.licensingType === null) need('licensingType');
    if (p.term === null) need('term');
  }
  if (p.type === 'GROUP' && p.productIds.length === 0) need('productIds', 'Choose at least one product');
  if (p.type === 'MANAGED' && !p.anyRole && p.nodeRoleId === null) need('nodeRoleId');
  if (!p.allowAllTechnicians && p.permissionUserRoles.length === 0) need('permissionUserRoles', 'Choose at least one role');
}

export const productInputSchema = productFields.superRefine(checkProduct);
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  type: productTypeSchema,
  name: z.string(),
  description: z.string(),
  price: z.string(),
  cost: z.string(),
  quantity: z.string().nullable(),
  dynamicQuantityText: z.string(),
  taxable: z.boolean(),
  billing: billingFrequencySchema,
  licensingType: licensingTypeSchema.nullable(),
  term: productTermSchema.nullable(),
  productIds: z.array(z.number().int()),
  anyRole: z.boolean(),
  nodeRoleId: z.number().int().nullable(),
  groupIds: z.array(z.number().int()),
  allGroups: z.boolean(),
  autoRoundTimeEntries: z.boolean(),
  roundingMinutes: z.number().int(),
  onSiteMultiplier: z.string(),
  remoteMultiplier: z.string(),
  normalHoursMultiplier: z.string(),
  offHoursMultiplier: z.string(),
  userRoles: z.array(z.number().int()),
  allowAllTechnicians: z.boolean(),
  permissionUserRoles: z.array(z.number().int()),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productUpdateSchema = productFields.extend({ version: z.number().int().min(1) }).superRefine(checkProduct);

// ---- agreements ----

export const AGREEMENT_TYPES = ['MANAGED_SERVICES', 'TIME_AND_MATERIALS', 'BLOCK_HOURS'] as const;
export const agreementTypeSchema = z.enum(AGREEMENT_TYPES);
export type AgreementType = z.infer<typeof agreementTypeSchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (YYYY-MM-DD)')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'Must be a date (YYYY-MM-DD)');

export const agreementProductInputSchema = z.object({
  productId: dbId,
  /** Overrides the product's default quantity (fixed-quantity products only). */
  quantity: decimalText(QUANTITY_RULE).nullable().default(null),
});

const agreementFields = z.object({
  organizationId: dbId,
  name: z.string().trim().min(1, 'Required').max(BILLING_LIMITS.agreementNameMax, `Must be at most ${BILLING_LIMITS.agreementNameMax} characters`),
  type: agreementTypeSchema,
  startDate: isoDate,
  endDate: isoDate.nullable().default(null),
  /** How managed products count a device that several of them match (their rank is their order). */
  productMappingType: productMappingTypeSchema.default('SINGLE_HIT'),
  /** Rate per hour for labor on this agreement; null: the labor product's price. */
  hourlyRate: decimalText(COST_RULE).nullable().default(null),
  /** Hours prepaid each month (BLOCK_HOURS): labor within them is not charged again. */
  blockHours: decimalText(HOURS_RULE).nullable().default(null),
  products: z
    .array(agreementProductInputSchema)
    .max(BILLING_LIMITS.agreementProductsMax)
    .refine((ps) => new Set(ps.map((p) => p.productId)).size === ps.length, 'Listed twice')
    .default([]),
});

function checkAgreement(a: z.output<typeof agreementFields>, ctx: z.RefinementCtx) {
  if (a.endDate !== null && a.endDate < a.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Must not be before the start date' });
  if (a.type === 'BLOCK_HOURS' && a.blockHours === null) ctx.addIssue({ code: 'custom', path: ['blockHours'], message: 'Required' });
}

export const agreementInputSchema = agreementFields.superRefine(checkAgreement);
export type AgreementInput = z.input<typeof agreementInputSchema>;
export type AgreementValues = z.output<typeof agreementInputSchema>;
export const agreementUpdateSchema = agreementFields.extend({ version: z.number().int().min(1) }).superRefine(checkAgreement);

export const agreementSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  name: z.string(),
  type: agreementTypeSchema,
  startDate: z.string(),
  endDate: z.string().nullable(),
  productMappingType: productMappingTypeSchema,
  hourlyRate: z.string().nullable(),
  blockHours: z.string().nullable(),
  products: z.array(z.object({ productId: z.number().int(), productName: z.string(), productType: productTypeSchema, quantity: z.string().nullable() })),
  /** True when a labor product is on it: time entries may bill to it. */
  coversLabor: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

// ---- settings ----

export const billingSettingsSchema = z.object({
  /** The administrator's switch: agreements on time entries, the board's Agreement column. */
  enabled: z.boolean(),
  /** The installation's currency (ISO 4217). */
  currency: z.string().regex(/^[A-Z]{3}$/, 'Must be a three-letter currency code'),
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;
export const DEFAULT_BILLING_SETTINGS: BillingSettings = { enabled: false, currency: 'USD' };

// ---- statement ----

export const statementMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Must be a month (YYYY-MM)');

export const statementLineSchema = z.object({
  agreementId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  kind: z.enum(['FIXED', 'DEVICES', 'LABOR']),
  /** Units: the fixed quantity, the matching devices, or the billed hours after multipliers and rounding. */
  quantity: z.string(),
  unitPrice: z.string(),
  amount: z.string(),
  taxable: z.boolean(),
  /** Labor: hours logged, hours after rounding (before multipliers), and hours covered by a block. */
  hoursLogged: z.string().nullable(),
  hoursRounded: z.string().nullable(),
  hoursCovered: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementTimeEntrySchema = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  agreementId: z.number().int(),
  productId: z.number().int().nullable(),
  technician: z.string(),
  startDate: z.string(),
  remote: z.boolean(),
  offHours: z.boolean(),
  billingType: z.string(),
  minutesLogged: z.number().int(),
  minutesRounded: z.number().int(),
  multiplier: z.string(),
  billedHours: z.string(),
});

export const statementSchema = z.object({
  organizationId: z.number().int(),
  organizationName: z.string(),
  month: z.string(),
  currency: z.string(),
  agreements: z.array(z.object({ id: z.number().int(), name: z.string(), type: agreementTypeSchema, total: z.string() })),
  lines: z.array(statementLineSchema),
  devices: z.array(z.object({ agreementId: z.number().int(), productId: z.number().int(), deviceId: z.number().int(), deviceName: z.string() })),
  timeEntries: z.array(statementTimeEntrySchema),
  /**
   * When the managed devices counted were recorded: a past month uses the month's last snapshot
   * (decision 0046); null = the devices enrolled now (this month, a later one, or a past month
   * without a snapshot).
   */
  devicesAsOf: z.string().nullable(),
  /** When the month was marked as billed (its time leaves the unbilled-time dashboard); null = not yet. */
  billedAt: z.string().nullable(),
  subtotalTaxable: z.string(),
  subtotalNonTaxable: z.string(),
  total: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

// ---- unbilled time (decision 0046) ----

export const unbilledRowSchema = z.object({
  organizationId: z.number().int(),
  organizationName: z.string(),
  agreementId: z.number().int(),
  agreementName: z.string(),
  /** YYYY-MM, UTC */
  month: z.string(),
  /** Billable hours after rounding and multipliers, before a block of hours covers them. */
  hours: z.string(),
  /** What the month's statement charges for this labor (after a block's hours). */
  amount: z.string(),
  tickets: z.array(z.object({ id: z.number().int(), summary: z.string(), hours: z.string() })),
});
export type UnbilledRow = z.infer<typeof unbilledRowSchema>;

export const unbilledTimeSchema = z.object({
  currency: z.string(),
  rows: z.array(unbilledRowSchema),
  totalHours: z.string(),
  totalAmount: z.string(),
});
export type UnbilledTime = z.infer<typeof unbilledTimeSchema>;

export const billedMonthSchema = z.object({ month: statementMonthSchema });
