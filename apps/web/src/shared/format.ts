import { formatDistanceToNowStrict } from 'date-fns';

/** Bytes in binary units, e.g. 1.5 GiB. */
export function formatBytes(bytes: number | undefined | null): string {
  if (bytes == null || !Number.isFinite(bytes)) return '-';
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

/** "3 minutes ago", or the fallback when there is no date. */
export function formatAgo(iso: string | null | undefined, fallback: string): string {
  return iso ? formatDistanceToNowStrict(new Date(iso), { addSuffix: true }) : fallback;
}

export function formatDateTime(iso: string | null | undefined, fallback = '-'): string {
  return iso ? new Date(iso).toLocaleString() : fallback;
}
