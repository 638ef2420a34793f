import { useMemo, useState } from 'react';
import { Group, Menu, ScrollArea, Text, TextInput, UnstyledButton } from '@mantine/core';
import { getCountries, getCountryCallingCode, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { useTranslation } from 'react-i18next';
import { flagBadgeSvg } from './flags.ts';

/**
 * The country's mark: its ISO code drawn in a small inline SVG, so it shows the same without an
 * emoji font (Windows and many Linux desktops have no flag emoji: issue 23 item 15).
 */
const CountryMark = ({ code }: { code: string }) => <img src={flagBadgeSvg(code)} alt="" width={20} height={14} style={{ display: 'block' }} />;

/** Width reserved for the flag button (spec 002 §9). */
export const PHONE_FLAG_WIDTH = 76;

export interface PhoneInputProps {
  value: string;
  onChange: (value: string) => void;
  country?: CountryCode;
  onCountryChange?: (country: CountryCode) => void;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** An error from the host's form (e.g. on submit before the field was left); shown instead of the widget's own. */
  error?: string;
}

/** Is `value` a valid number for `country`? Empty counts as valid (required is checked elsewhere). */
export function isValidPhone(value: string, country: CountryCode): boolean {
  return value.trim() === '' || isValidPhoneNumber(value, country);
}

/** Phone number with a country picker (default US); changing country clears the number. */
export function PhoneInput({ value, onChange, country: controlled, onCountryChange, label, required, disabled, error }: PhoneInputProps) {
  const { t } = useTranslation('components');
  const [own, setOwn] = useState<CountryCode>('US');
  const country = controlled ?? own;
  const [touched, setTouched] = useState(false);
  const [filter, setFilter] = useState('');
  const names = useMemo(() => new Intl.DisplayNames(undefined, { type: 'region' }), []);
  const countries = useMemo(
    () =>
      getCountries()
        .map((c) => ({ code: c, name: names.of(c) ?? c, dial: `+${getCountryCallingCode(c)}` }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [names],
  );
  const shown = countries.filter((c) => `${c.name} ${c.code} ${c.dial}`.toLowerCase().includes(filter.toLowerCase()));
  const pick = (c: CountryCode) => {
    setOwn(c);
    onCountryChange?.(c);
    onChange('');
    setTouched(false);
  };
  const invalid = touched && !isValidPhone(value, country);
  const picker = (
    <Menu disabled={disabled} position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('widgets.phoneCountryCode', { code: `+${getCountryCallingCode(country)}` })}
          data-country={country}
          px={6}
          style={{ width: PHONE_FLAG_WIDTH }}
        >
          <Group gap={4} wrap="nowrap">
            <CountryMark code={country} />
            <Text size="sm">+{getCountryCallingCode(country)}</Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <TextInput
          size="xs"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          placeholder={t('widgets.phoneCountry')}
          aria-label={t('widgets.phoneCountry')}
          mb={4}
        />
        <ScrollArea.Autosize mah={250}>
          {shown.map((c) => (
            <Menu.Item key={c.code} onClick={() => pick(c.code)} leftSection={<CountryMark code={c.code} />}>
              {c.name} {c.dial}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
  return (
    <TextInput
      type="tel"
      label={label}
      required={required}
      disabled={disabled}
      placeholder={t('widgets.phonePlaceholder')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value.replace(/[^\d\s()+\-.]/g, ''))}
      onBlur={() => setTouched(true)}
      error={error ?? (invalid ? t('widgets.phoneInvalid') : undefined)}
      leftSection={picker}
      leftSectionWidth={PHONE_FLAG_WIDTH}
      leftSectionPointerEvents="all"
    />
  );
}
