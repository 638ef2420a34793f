import { useEffect, useState } from 'react';
import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_MAX_LENGTH, DATE_RANGE_MAX_LENGTH, YEAR_NAVIGATION_OFFSET, formatDateText, isAllowedDateChar, validateDateText, type DateTextError } from './dateText.ts';

interface BaseProps {
  label?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}
export interface DateInputProps extends BaseProps {
  value: string | null;
  onChange: (value: string | null) => void;
}
export interface DateRangeInputProps extends BaseProps {
  value: [string | null, string | null];
  onChange: (value: [string | null, string | null]) => void;
}

const ERROR_KEYS: Record<DateTextError, string> = {
  required: 'widgets.dateRequired',
  format: 'widgets.dateInvalidFormat',
  parse: 'widgets.dateParseError',
  order: 'widgets.dateRangeOrder',
};

function textOf(range: boolean, value: string | null | [string | null, string | null]): string {
  if (!range) return formatDateText(value as string | null);
  const [a, b] = value as [string | null, string | null];
  return a && b ? `${formatDateText(a)} - ${formatDateText(b)}` : '';
}

function DateTextField(props: BaseProps & { range: boolean; value: string | null | [string | null, string | null]; onChange: (v: string | null | [string, string]) => void }) {
  const { range, required = false } = props;
  const { t } = useTranslation('components');
  const [text, setText] = useState(() => textOf(range, props.value));
  const [error, setError] = useState<DateTextError | null>(null);
  const [opened, setOpened] = useState(false);
  const external = textOf(range, props.value);
  useEffect(() => setText(external), [external]);
  const commit = (raw: string) => {
    const r = validateDateText(raw, range, required);
    setError(r.error);
    if (!r.error) props.onChange(r.value);
  };
  const today = dayjs();
  const calendarProps = {
    minDate: today.subtract(YEAR_NAVIGATION_OFFSET, 'year').format('YYYY-MM-DD'),
    maxDate: today.add(YEAR_NAVIGATION_OFFSET, 'year').format('YYYY-MM-DD'),
  };
  const formatError = range && error === 'format' ? 'widgets.dateRangeInvalidFormat' : error ? ERROR_KEYS[error] : null;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md">
      <Popover.Target>
        <TextInput
          label={props.label}
          required={required}
          disabled={props.disabled}
          placeholder={props.placeholder ?? (range ? 'MM/DD/YYYY - MM/DD/YYYY' : 'MM/DD/YYYY')}
          value={text}
          maxLength={range ? DATE_RANGE_MAX_LENGTH : DATE_MAX_LENGTH}
          error={formatError ? t(formatError) : undefined}
          onKeyDown={(e) => {
            if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !isAllowedDateChar(e.key, range)) e.preventDefault();
          }}
          onChange={(e) => setText(e.currentTarget.value.split('').filter((c) => isAllowedDateChar(c, range)).join(''))}
          onBlur={() => commit(text)}
          rightSection={
            <ActionIcon variant="subtle" aria-label={t('widgets.openCalendar')} onClick={() => setOpened((o) => !o)} disabled={props.disabled}>
              <IconCalendar size={16} />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown>
        {range ? (
          <DatePicker
            type="range"
            {...calendarProps}
            value={props.value as DatesRangeValue<string>}
            onChange={(r) => {
              if (r[0] && r[1]) {
                setError(null);
                props.onChange([r[0], r[1]]);
                setOpened(false);
              }
            }}
          />
        ) : (
          <DatePicker
            {...calendarProps}
            value={props.value as string | null}
            onChange={(d) => {
              setError(null);
              props.onChange(d);
              setOpened(false);
            }}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

/** Single date typed as MM/DD/YYYY (digits, '/' and '.') or picked from a calendar. */
export function DateInput(props: DateInputProps) {
  return <DateTextField {...props} range={false} onChange={(v) => props.onChange(typeof v === 'string' ? v : null)} />;
}

/** Date range typed as "MM/DD/YYYY - MM/DD/YYYY" or picked from a calendar. */
export function DateRangeInput(props: DateRangeInputProps) {
  return <DateTextField {...props} range onChange={(v) => props.onChange(Array.isArray(v) ? v : [null, null])} />;
}
