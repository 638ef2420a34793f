import { useMemo } from 'react';
import { NativeSelect } from '@mantine/core';

/**
 * Current names of zones that the browser's ICU lists under their old canonical id (V8 lists
 * Asia/Calcutta, not Asia/Kolkata); both names work with Intl, people look for the current one.
 */
const CURRENT_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Godthab': 'America/Nuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** Every IANA zone the browser knows, by its current name, UTC first; the value stays listed even if unknown here. */
export function zoneNames(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const names = new Set([...known.map((z) => CURRENT_NAMES[z] ?? z), current]);
  names.delete('UTC');
  return ['UTC', ...[...names].sort((a, b) => a.localeCompare(b))];
}

/** An IANA time-zone picker. */
export function TimeZoneSelect({ label, value, onChange, disabled }: { label: string; value: string; onChange: (zone: string) => void; disabled?: boolean }) {
  const zones = useMemo(() => zoneNames(value), [value]);
  return <NativeSelect label={label} value={value} disabled={disabled} data={zones} onChange={(e) => onChange(e.currentTarget.value)} />;
}
