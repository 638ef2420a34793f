import { Group, Select, TextInput } from '@mantine/core';
import { RULE_LIMITS, type ConditionValue } from '@outpost/rules';
import { useTranslation } from 'react-i18next';

const MINUTES = RULE_LIMITS.timeSinceMinutes.map(String);

/** Splits 'hours:minutes' into its parts as typed; either may be blank. */
function parts(value: ConditionValue): { hours: string; minutes: string } {
  if (typeof value !== 'string' || value.trim() === '') return { hours: '', minutes: '0' };
  const [hours = '', minutes = '0'] = value.split(':');
  return { hours: hours.trim(), minutes: minutes.trim() || '0' };
}

/**
 * A time-since value, 'hours:minutes' (spec 002 §5.1): whole hours 0 to 99999 and minutes 0, 15,
 * 30 or 45. Clearing the hours clears the value, so validation says 'Required'.
 */
export function TimeSinceInput({
  value,
  onChange,
  hoursError,
  minutesError,
  disabled,
}: {
  value: ConditionValue;
  onChange: (value: string) => void;
  hoursError?: string;
  minutesError?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { hours, minutes } = parts(value);
  const write = (h: string, m: string) => onChange(h === '' ? '' : `${h}:${m}`);
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      {/* Text kept as typed: a number field dropped the keys it refused ("1.5" became 15); the
          rule's validation answers "1.5" with the spec's message instead. */}
      <TextInput
        label={t('rules.value.hours')}
        inputMode="numeric"
        value={hours}
        w={120}
        error={hoursError}
        disabled={disabled}
        onChange={(e) => write(e.currentTarget.value.replace(/:/g, ''), minutes)}
      />
      <Select
        label={t('rules.value.minutes')}
        data={MINUTES}
        value={MINUTES.includes(minutes) ? minutes : null}
        allowDeselect={false}
        w={100}
        error={minutesError}
        disabled={disabled}
        comboboxProps={{ zIndex: 400 }}
        onChange={(m) => write(hours === '' ? '0' : hours, m ?? '0')}
      />
    </Group>
  );
}
