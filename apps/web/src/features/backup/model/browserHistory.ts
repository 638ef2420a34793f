import type { BackupEntry, BackupPlan, MountedEntry, Revision, Volume } from '@outpost/contracts';
import { isBackupSearchTerm } from '@outpost/contracts';

/** One level of the backup browser (spec 000 §2): each is a crumb of the breadcrumb. */
export type BrowserLevel =
  | { kind: 'plans' }
  | { kind: 'volumes'; plan: BackupPlan }
  | { kind: 'revisions'; plan: BackupPlan; volume: Volume }
  | { kind: 'mounted'; plan: BackupPlan; volume: Volume; revision: Revision; folder: string; name: string }
  | { kind: 'folders'; plan: BackupPlan }
  | { kind: 'content'; plan: BackupPlan; folder: BackupEntry }
  | { kind: 'fileRevisions'; plan: BackupPlan; file: BackupEntry }
  | { kind: 'search'; plan: BackupPlan; term: string; folder: BackupEntry | null };

export type History = BrowserLevel[];

export const initialHistory: History = [{ kind: 'plans' }];

export const currentLevel = (history: History): BrowserLevel => history[history.length - 1] ?? { kind: 'plans' };

/** Goes one level deeper. */
export const push = (history: History, level: BrowserLevel): History => [...history, level];

/** Back to the crumb at `index`; the levels after it are dropped, nothing is asked again. */
export const goTo = (history: History, index: number): History => history.slice(0, Math.max(1, index + 1));

/** Where a plan leads: image plans to their volumes, file/folder plans to their folders. */
export const openPlan = (history: History, plan: BackupPlan): History =>
  push(history, plan.type === 'IMAGE' ? { kind: 'volumes', plan } : { kind: 'folders', plan });

/** Only folders that are not restricted can be entered; files open their revisions. */
export function canEnter(entry: Pick<BackupEntry, 'type' | 'restricted'>): boolean {
  return entry.type === 'FOLDER' && !entry.restricted;
}

/** A mounted folder leads one level down inside the same revision. */
export function openMountedFolder(history: History, entry: MountedEntry): History {
  const level = currentLevel(history);
  if (level.kind !== 'mounted' || entry.type !== 'FOLDER') return history;
  return push(history, { ...level, folder: entry.path, name: entry.name });
}

/** The search bar shows at the folder and file levels. */
export const showsSearch = (level: BrowserLevel) => level.kind === 'folders' || level.kind === 'content' || level.kind === 'search';

/** A search needs at least 3 characters besides spaces around it and the `*` wildcard (the server's rule, from contracts). */
export const isSearchValid = isBackupSearchTerm;

/**
 * Replaces the list with "Search Results". A search from the results replaces them instead of
 * stacking, so the breadcrumb leads back to the folder searched in.
 */
export function search(history: History, term: string): History {
  const level = currentLevel(history);
  if (!isSearchValid(term) || !showsSearch(level)) return history;
  if (level.kind === 'search') return [...history.slice(0, -1), { ...level, term: term.trim() }];
  const folder = level.kind === 'content' ? level.folder : null;
  return push(history, { kind: 'search', plan: level.plan, term: term.trim(), folder });
}
