import type { GroupsLogicOperator, ProductMappingType } from '@outpost/contracts';

/**
 * Which products a device counts towards (spec 001 §3 "Product mapping", §4 rank rules): the one
 * implementation behind billing's managed products and the PSA product mappings. Pure.
 *
 * A mapping matches a device when its role is the device's (null: any role) and its groups hold
 * the device as its logic says: AND, in every listed group; OR, in at least one; no groups, any
 * device. SINGLE_HIT maps a device to the first matching mapping by ascending rank; MULTIPLE_HIT to
 * every matching one.
 */
export interface ProductMatchRule<Id = number | string> {
  id: Id;
  /** Ascending: 1 is tried first. */
  ranking: number;
  /** Null: any role. */
  nodeRoleId: number | null;
  groupIds: readonly number[];
  groupsLogicOperator: GroupsLogicOperator;
}

export interface ProductMatchDevice<DeviceId = number> {
  id: DeviceId;
  roleId: number | null;
  groupIds: readonly number[];
}

export function ruleMatchesDevice(rule: Omit<ProductMatchRule<unknown>, 'id' | 'ranking'>, device: Omit<ProductMatchDevice<unknown>, 'id'>): boolean {
  if (rule.nodeRoleId !== null && rule.nodeRoleId !== device.roleId) return false;
  if (rule.groupIds.length === 0) return true;
  const inGroups = new Set(device.groupIds);
  return rule.groupsLogicOperator === 'AND' ? rule.groupIds.every((g) => inGroups.has(g)) : rule.groupIds.some((g) => inGroups.has(g));
}

/** Rules in rank order; equal ranks keep their given order. */
export function byRank<R extends { ranking: number }>(rules: readonly R[]): R[] {
  return rules
    .map((rule, at) => ({ rule, at }))
    .sort((a, b) => a.rule.ranking - b.rule.ranking || a.at - b.at)
    .map((x) => x.rule);
}

/** The rules a device maps to under `mode`, in rank order. */
export function matchDevice<R extends ProductMatchRule<unknown>>(
  device: Omit<ProductMatchDevice<unknown>, 'id'>,
  rules: readonly R[],
  mode: ProductMappingType,
): R[] {
  const matching = byRank(rules).filter((rule) => ruleMatchesDevice(rule, device));
  return mode === 'SINGLE_HIT' ? matching.slice(0, 1) : matching;
}

/** For every rule, the devices that map to it under `mode` (rules no device maps to answer an empty list). */
export function devicesPerRule<Id, DeviceId, R extends ProductMatchRule<Id>>(
  devices: readonly ProductMatchDevice<DeviceId>[],
  rules: readonly R[],
  mode: ProductMappingType,
): Map<Id, DeviceId[]> {
  const result = new Map<Id, DeviceId[]>(rules.map((r) => [r.id, []]));
  for (const device of devices) for (const rule of matchDevice(device, rules, mode)) result.get(rule.id)!.push(device.id);
  return result;
}

// ---- rank edits (spec 001 §4 "Rank Up/Down") ----

/** Swaps a rule's rank with its neighbour's; rank 1 cannot go up, the last cannot go down (answers the list unchanged). */
export function moveRank<R extends { id: unknown; ranking: number }>(rules: readonly R[], id: R['id'], direction: 'UP' | 'DOWN'): R[] {
  const ordered = byRank(rules);
  const at = ordered.findIndex((r) => r.id === id);
  const other = direction === 'UP' ? at - 1 : at + 1;
  if (at < 0 || other < 0 || other >= ordered.length) return ordered;
  const a = ordered[at]!;
  const b = ordered[other]!;
  const swapped = ordered.map((r) => (r === a ? { ...a, ranking: b.ranking } : r === b ? { ...b, ranking: a.ranking } : r));
  return byRank(swapped);
}

/** The rank a new rule gets: the highest plus one (1 for the first). */
export function nextRank(rules: readonly { ranking: number }[]): number {
  return rules.reduce((high, r) => Math.max(high, r.ranking), 0) + 1;
}

/** Removes a rule; every later rank moves down by one. */
export function removeRanked<R extends { id: unknown; ranking: number }>(rules: readonly R[], id: R['id']): R[] {
  const removed = rules.find((r) => r.id === id);
  if (!removed) return byRank(rules);
  return byRank(rules.filter((r) => r !== removed).map((r) => (r.ranking > removed.ranking ? { ...r, ranking: r.ranking - 1 } : r)));
}
