import type { TFunction } from 'i18next';

/** Something a ticket names that may have been deleted since (spec 002 §8.2). */
interface NamedRef {
  name: string | null;
  deleted?: boolean;
  /** false: the id matches no user any more. */
  found?: boolean;
}

/** A reference's words: its name with '(Deleted)', 'User not Found', or 'N/A' when it has no name. */
export function refLabel(t: TFunction, ref: NamedRef | null | undefined, fallback?: string): string {
  if (!ref) return fallback ?? t('tickets.na');
  if (ref.found === false) return t('tickets.userNotFound');
  const name = ref.name ?? t('tickets.na');
  return ref.deleted ? `${name} ${t('tickets.deleted')}` : name;
}

/** The words of an enum value ('HIGH' → 'High'); unknown values show 'N/A'. */
export function enumLabel(t: TFunction, group: 'type' | 'priority' | 'severity' | 'source' | 'billing', value: string | null | undefined): string {
  if (!value) return t('tickets.na');
  return t(`tickets.enum.${group}.${value}`, { defaultValue: t('tickets.na') });
}

/** Seconds as '1h 05m' (or '45s' under a minute), for time entries and totals. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds}s`;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h > 0 ? `${h}h ${String(m).padStart(2, '0')}m` : `${m}m`;
}

/** A running clock 'H:MM:SS'. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
