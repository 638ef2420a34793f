import { PSA_MESSAGES, type PsaProductMapping } from '@outpost/contracts';
import { byRank, moveRank, nextRank, removeRanked } from '@outpost/rules';

/** One device-role row of the product mapping editor, before it is saved (`key` stays while ranks change). */
export interface RoleProductRow {
  key: number;
  nodeRoleId: number;
  productId: number;
  agreementTypeId: number;
  groups: number[];
  groupsLogicOperator: 'AND' | 'OR';
  ranking: number;
}
export type RoleProductDraft = Omit<RoleProductRow, 'key' | 'ranking'>;

let keys = 0;
/** The stored rows as editor rows, in rank order. */
export const rowsOf = (mapping: PsaProductMapping | null): RoleProductRow[] =>
  byRank(mapping?.roleMappings ?? []).map((r) => ({
    key: ++keys,
    nodeRoleId: r.nodeRoleId,
    productId: r.productId,
    agreementTypeId: r.agreementTypeId,
    groups: [...r.groups],
    groupsLogicOperator: r.groupsLogicOperator,
    ranking: r.ranking,
  }));

const sameGroups = (a: readonly number[], b: readonly number[]) => {
  const x = [...new Set(a)].sort((m, n) => m - n);
  const y = [...new Set(b)].sort((m, n) => m - n);
  return x.length === y.length && x.every((v, i) => v === y[i]);
};

/** Spec 001 §5: a second row with the same role and the same set of groups is refused (the row being edited aside). */
export function duplicateMessage(rows: readonly RoleProductRow[], draft: RoleProductDraft, editingKey: number | null): string | null {
  const clash = rows.some((r) => r.key !== editingKey && r.nodeRoleId === draft.nodeRoleId && sameGroups(r.groups, draft.groups));
  return clash ? PSA_MESSAGES.sameRoleAndGroups : null;
}

/** Adds a row at the highest rank plus one, or replaces the edited row in place (its rank kept). */
export function saveRow(rows: readonly RoleProductRow[], draft: RoleProductDraft, editingKey: number | null): RoleProductRow[] {
  if (editingKey !== null) return rows.map((r) => (r.key === editingKey ? { ...r, ...draft } : r));
  return [...rows, { ...draft, key: ++keys, ranking: nextRank(rows) }];
}

export const moveRow = (rows: readonly RoleProductRow[], key: number, direction: 'UP' | 'DOWN') =>
  moveRank(
    rows.map((r) => ({ ...r, id: r.key })),
    key,
    direction,
  ).map(({ id: _id, ...r }) => r);

export const deleteRow = (rows: readonly RoleProductRow[], key: number) =>
  removeRanked(
    rows.map((r) => ({ ...r, id: r.key })),
    key,
  ).map(({ id: _id, ...r }) => r);

/** What the API takes: the rows in rank order (the first is rank 1). */
export const bodyRows = (rows: readonly RoleProductRow[]) =>
  byRank(rows).map((r) => ({
    nodeRoleId: r.nodeRoleId,
    productId: r.productId,
    agreementTypeId: r.agreementTypeId,
    groups: r.groups,
    groupsLogicOperator: r.groupsLogicOperator,
  }));
