import type { CustomerBackupSettings } from '@outpost/contracts';

/** Changing the mode away from MANUAL clears the chosen node ids (spec 002 §4.7). */
export function setMode(s: CustomerBackupSettings, mode: CustomerBackupSettings['mode']): CustomerBackupSettings {
  return { ...s, mode, nodeIds: mode === 'MANUAL' ? s.nodeIds : [] };
}

/** Enabling nodes removes them from the excluded list. */
export function enableNodes(s: CustomerBackupSettings, ids: number[]): CustomerBackupSettings {
  const add = new Set(ids);
  return { ...s, nodeIds: [...new Set([...s.nodeIds, ...ids])], excludedNodeIds: s.excludedNodeIds.filter((id) => !add.has(id)) };
}

/** Disabling nodes moves them to the excluded list. */
export function disableNodes(s: CustomerBackupSettings, ids: number[]): CustomerBackupSettings {
  const drop = new Set(ids);
  return { ...s, nodeIds: s.nodeIds.filter((id) => !drop.has(id)), excludedNodeIds: [...new Set([...s.excludedNodeIds, ...ids])] };
}

/** Sets the chosen list as a whole: added ids are enabled, removed ones disabled. */
export function setChosen(s: CustomerBackupSettings, ids: number[]): CustomerBackupSettings {
  const next = new Set(ids);
  const removed = s.nodeIds.filter((id) => !next.has(id));
  return disableNodes(enableNodes({ ...s, nodeIds: s.nodeIds.filter((id) => next.has(id)) }, ids), removed);
}

/** Sets the excluded list as a whole: excluded ids leave the chosen list. */
export function setExcluded(s: CustomerBackupSettings, ids: number[]): CustomerBackupSettings {
  const next = new Set(ids);
  return { ...s, excludedNodeIds: [...next], nodeIds: s.nodeIds.filter((id) => !next.has(id)) };
}
