import type { FeatureFlags } from '@outpost/contracts';

/** An item chosen for restore; `root` marks a plan's top-level folder. */
export interface RestoreItem {
  name: string;
  path: string;
  root: boolean;
}

export type LocationChoice = 'ORIGINAL' | 'OTHER';
export type OriginalCheck = 'pending' | 'ok' | 'failed';

export interface RestoreState {
  flags: Pick<FeatureFlags, 'restore_original_location'>;
  sourceNodeUp: boolean;
  originalCheck: OriginalCheck;
  items: RestoreItem[];
  choice: LocationChoice;
  /** A revision, job or date is chosen. */
  hasPoint: boolean;
  destinationNodeId: number | null;
  destinationPath: string | null;
  submitting: boolean;
}

/** Original Location needs the flag, the node up, a passing check, and no root folder among several items. */
export function originalLocationAvailable(s: Pick<RestoreState, 'flags' | 'sourceNodeUp' | 'originalCheck' | 'items'>): boolean {
  if (!s.flags.restore_original_location || !s.sourceNodeUp || s.originalCheck !== 'ok') return false;
  return !(s.items.length > 1 && s.items.some((i) => i.root));
}

/** The choice in force: falls back to Other Location when the original one is unavailable. */
export const effectiveChoice = (s: RestoreState): LocationChoice => (s.choice === 'ORIGINAL' && originalLocationAvailable(s) ? 'ORIGINAL' : 'OTHER');

/** Restore is enabled once a point in time is chosen and the destination is usable, and not while submitting. */
export function canRestore(s: RestoreState): boolean {
  if (s.submitting || !s.hasPoint) return false;
  if (effectiveChoice(s) === 'ORIGINAL') return true;
  return s.destinationNodeId !== null && Boolean(s.destinationPath && s.destinationPath.trim());
}
