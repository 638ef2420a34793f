/** Relative ranges offered by the date-range select filters; hosts turn them into dates. */
export const DATE_PRESETS = [
  { value: '24h', labelKey: 'table.last24Hours', ms: 24 * 3600_000 },
  { value: '7d', labelKey: 'table.last7Days', ms: 7 * 86400_000 },
  { value: '30d', labelKey: 'table.last30Days', ms: 30 * 86400_000 },
  { value: '90d', labelKey: 'table.last90Days', ms: 90 * 86400_000 },
] as const;

/** Value of a DateRangePickerSelect filter: a preset, or 'custom' with explicit days. */
export interface DatePresetValue {
  preset: string;
  range: [string | null, string | null];
}

/** Start time of a preset relative to `now`, or null for unknown presets. */
export function presetStart(preset: string, now = Date.now()): Date | null {
  const p = DATE_PRESETS.find((d) => d.value === preset);
  return p ? new Date(now - p.ms) : null;
}
