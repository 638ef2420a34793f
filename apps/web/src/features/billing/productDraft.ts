import { productInputSchema, type Product, type ProductInput, type ProductTab, type ProductType } from '@outpost/contracts';

/** The product form's state: every field of every variant; the variant decides which are shown and sent. */
export interface ProductDraft {
  type: ProductType;
  name: string;
  description: string;
  price: string;
  cost: string;
  quantity: string;
  dynamicQuantityText: string;
  taxable: boolean;
  billing: NonNullable<ProductInput['billing']>;
  licensingType: ProductInput['licensingType'];
  term: ProductInput['term'];
  productIds: number[];
  anyRole: boolean;
  nodeRoleId: number | null;
  groupIds: number[];
  allGroups: boolean;
  autoRoundTimeEntries: boolean;
  roundingMinutes: number;
  onSiteMultiplier: string;
  remoteMultiplier: string;
  normalHoursMultiplier: string;
  offHoursMultiplier: string;
  userRoles: number[];
  allowAllTechnicians: boolean;
  permissionUserRoles: number[];
}
export type ProductField = keyof ProductDraft;

export function emptyProductDraft(type: ProductType = 'STANDARD'): ProductDraft {
  return {
    type,
    name: '',
    description: '',
    price: '',
    cost: '',
    quantity: '1',
    dynamicQuantityText: '',
    taxable: false,
    billing: 'MONTHLY',
    licensingType: null,
    term: null,
    productIds: [],
    anyRole: true,
    nodeRoleId: null,
    groupIds: [],
    allGroups: true,
    autoRoundTimeEntries: false,
    roundingMinutes: 15,
    onSiteMultiplier: '1',
    remoteMultiplier: '1',
    normalHoursMultiplier: '1',
    offHoursMultiplier: '1',
    userRoles: [],
    allowAllTechnicians: true,
    permissionUserRoles: [],
  };
}

export function productDraftOf(p: Product): ProductDraft {
  return {
    ...emptyProductDraft(p.type),
    ...p,
    quantity: p.quantity ?? '1',
  };
}

/** The body the API takes: a dynamic product sends no quantity. */
export function productInputOf(d: ProductDraft): ProductInput {
  const fixed = d.type === 'STANDARD' || d.type === 'LICENSED' || d.type === 'GROUP';
  return { ...d, quantity: fixed ? d.quantity : null };
}

/** The tab each field is on (spec 001 §2.6): where a field's error flags its tab. */
export const FIELD_TAB: Record<ProductField, ProductTab> = {
  type: 'GENERAL',
  name: 'GENERAL',
  description: 'GENERAL',
  taxable: 'GENERAL',
  productIds: 'GENERAL',
  price: 'BILLING',
  cost: 'BILLING',
  quantity: 'BILLING',
  dynamicQuantityText: 'BILLING',
  billing: 'BILLING',
  licensingType: 'BILLING',
  term: 'BILLING',
  anyRole: 'ADVANCED',
  nodeRoleId: 'ADVANCED',
  groupIds: 'ADVANCED',
  allGroups: 'ADVANCED',
  autoRoundTimeEntries: 'ADVANCED',
  roundingMinutes: 'ADVANCED',
  onSiteMultiplier: 'ADVANCED',
  remoteMultiplier: 'ADVANCED',
  normalHoursMultiplier: 'ADVANCED',
  offHoursMultiplier: 'ADVANCED',
  userRoles: 'ADVANCED',
  allowAllTechnicians: 'PERMISSIONS',
  permissionUserRoles: 'PERMISSIONS',
};

/** The first message per field, by the contracts' schema (the server checks the same). */
export function productProblems(d: ProductDraft): Record<string, string> {
  const parsed = productInputSchema.safeParse(productInputOf(d));
  const problems: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) problems[String(issue.path[0] ?? 'form')] ??= issue.message;
  return problems;
}

/** The tabs holding any of these fields, in tab order. */
export function tabsWithProblems(problems: Record<string, string>): ProductTab[] {
  const tabs = new Set(Object.keys(problems).map((f) => FIELD_TAB[f as ProductField] ?? 'GENERAL'));
  return (['GENERAL', 'BILLING', 'ADVANCED', 'PERMISSIONS'] as const).filter((t) => tabs.has(t));
}

/** Moves one item of a list from one index to another. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
