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
// Intl instead of date-fns here: the dashboard shows relative times, and its first load has a size budget.
const relativeTime = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** How long ago (or how far ahead) a time is, in the largest whole unit: "5 minutes ago", "in 2 days". */
export function formatAgo(iso: string | null | undefined, fallback: string, now = Date.now()): string {
  if (!iso) return fallback;
  let amount = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of RELATIVE_UNITS) {
    // Rounded away from zero at .5 both ways (Math.round alone rounds -1.5 to -1).
    const whole = Math.sign(amount) * Math.round(Math.abs(amount));
    if (Math.abs(whole) < size) return relativeTime.format(whole, unit);
    amount /= size;
  }
  return fallback;
}

export function formatDateTime(iso: string | null | undefined, fallback = '-'): string {
  return iso ? new Date(iso).toLocaleString() : fallback;
}
