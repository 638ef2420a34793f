import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  DATE_MAX_LENGTH,
  DATE_RANGE_MAX_LENGTH,
  defaultDateBounds,
  formatDateText,
  isAllowedDateChar,
  validateDateText,
  type DateTextError,
} from './dateText.ts';

interface BaseProps {
  label?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Earliest date ("YYYY-MM-DD") typed or picked; default 50 years before today (spec 002 §9). */
  minDate?: string;
  /** Latest date ("YYYY-MM-DD") typed or picked; default 50 years after today. */
  maxDate?: string;
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
  bounds: 'widgets.dateOutOfBounds',
};

/** `iso` moved inside [min, max]. */
function clampDate(iso: string, min: string, max: string): string {
  return iso < min ? min : iso > max ? max : iso;
}

function textOf(range: boolean, value: string | null | [string | null, string | null]): string {
  if (!range) return formatDateText(value as string | null);
  const [a, b] = value as [string | null, string | null];
  return a && b ? `${formatDateText(a)} - ${formatDateText(b)}` : '';
}

function DateTextField(
  props: BaseProps & { range: boolean; value: string | null | [string | null, string | null]; onChange: (v: string | null | [string, string]) => void },
) {
  const { range, required = false } = props;
  const { t } = useTranslation('components');
  const [text, setText] = useState(() => textOf(range, props.value));
  const [error, setError] = useState<DateTextError | null>(null);
  const [opened, setOpened] = useState(false);
  // The first day of a range picked in the calendar, until the second one is picked.
  const [pendingRange, setPendingRange] = useState<DatesRangeValue<string> | null>(null);
  // The displayed month while open, held here so that every way of moving (arrows, levels,
  // Ctrl+arrow keys, which Mantine does not bound) stays inside the bounds.
  const [shown, setShown] = useState<string | undefined>(undefined);
  const dropdown = useRef<HTMLDivElement>(null);
  // Ctrl(+Shift)+arrow on a day moves the calendar by a year (decade) and Mantine remounts the
  // days, dropping focus: remember the day the key was pressed on, and focus the same day there.
  const keyDay = useRef<string | null>(null);
  const refocusDay = useRef<string | null>(null);
  // Mantine's returnFocus misses dropdowns mounted open: after Escape or a pick, focus goes back
  // to the calendar button here.
  const calendarButton = useRef<HTMLButtonElement>(null);
  const focusButtonOnClose = useRef(false);
  // The calendar button sits outside the popover's target (the input), so pressing it counted as
  // a click outside: the popover closed on mousedown and the click opened it again.
  const buttonPressed = useRef(false);
  const pressButton = () => {
    buttonPressed.current = true;
    window.setTimeout(() => (buttonPressed.current = false));
  };
  const external = textOf(range, props.value);
  useEffect(() => setText(external), [external]);
  const defaults = defaultDateBounds();
  const bounds = { min: props.minDate ?? defaults.min, max: props.maxDate ?? defaults.max };
  const commit = (raw: string) => {
    const r = validateDateText(raw, range, required, bounds);
    setError(r.error);
    if (!r.error) props.onChange(r.value);
  };
  const setOpen = (open: boolean) => {
    setOpened(open);
    if (!open) {
      setPendingRange(null);
      setShown(undefined);
      if (focusButtonOnClose.current) calendarButton.current?.focus();
      focusButtonOnClose.current = false;
    }
  };
  useEffect(() => {
    const day = refocusDay.current;
    if (!day || !dropdown.current) return;
    refocusDay.current = null;
    const target =
      dropdown.current.querySelector<HTMLElement>(`button[data-date="${day}"]:not([data-disabled])`) ??
      dropdown.current.querySelector<HTMLElement>('[data-calendar] table button[tabindex="0"]');
    target?.focus();
  }, [shown]);
  const first = range ? (props.value as [string | null, string | null])[0] : (props.value as string | null);
  const opening = clampDate(first ?? dayjs().format('YYYY-MM-DD'), bounds.min, bounds.max);
  const calendarProps = {
    minDate: bounds.min,
    maxDate: bounds.max,
    date: shown ?? opening,
    onDateChange: (d: string) => {
      const next = clampDate(d, bounds.min, bounds.max);
      const from = keyDay.current;
      if (from && next === (shown ?? opening)) {
        // Already at a bound: keep focus on the day the key was pressed on.
        dropdown.current?.querySelector<HTMLElement>(`button[data-date="${from}"]`)?.focus();
      } else if (from) {
        const months = dayjs(next)
          .startOf('month')
          .diff(dayjs(shown ?? opening).startOf('month'), 'month');
        refocusDay.current = clampDate(dayjs(from).add(months, 'month').format('YYYY-MM-DD'), bounds.min, bounds.max);
      }
      setShown(next);
    },
    // Opening the calendar focuses this day (the value, else today, inside the bounds), where the
    // arrow keys move by day, Ctrl+arrows by year and Ctrl+Shift+arrows by decade.
    getDayProps: (d: string) => ({ 'data-date': d, 'data-autofocus': d === opening || undefined }),
  };
  const formatError = range && error === 'format' ? 'widgets.dateRangeInvalidFormat' : error ? ERROR_KEYS[error] : null;
  const errorText =
    error === 'bounds'
      ? t('widgets.dateOutOfBounds', { min: formatDateText(bounds.min), max: formatDateText(bounds.max) })
      : formatError
        ? t(formatError)
        : undefined;
  return (
    <Popover
      opened={opened}
      onChange={(open) => (open || !buttonPressed.current) && setOpen(open)}
      position="bottom-start"
      shadow="md"
      trapFocus
      withRoles={false}
    >
      <Popover.Target>
        <TextInput
          label={props.label}
          required={required}
          disabled={props.disabled}
          placeholder={props.placeholder ?? (range ? 'MM/DD/YYYY - MM/DD/YYYY' : 'MM/DD/YYYY')}
          value={text}
          maxLength={range ? DATE_RANGE_MAX_LENGTH : DATE_MAX_LENGTH}
          error={errorText}
          onKeyDown={(e) => {
            if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !isAllowedDateChar(e.key, range)) e.preventDefault();
          }}
          onChange={(e) =>
            setText(
              e.currentTarget.value
                .split('')
                .filter((c) => isAllowedDateChar(c, range))
                .join(''),
            )
          }
          onBlur={() => commit(text)}
          rightSection={
            <ActionIcon
              ref={calendarButton}
              variant="subtle"
              aria-label={t('widgets.openCalendar')}
              aria-expanded={opened}
              disabled={props.disabled}
              onMouseDown={pressButton}
              onTouchStart={pressButton}
              onClick={() => setOpen(!opened)}
            >
              <IconCalendar size={16} />
            </ActionIcon>
          }
        />
      </Popover.Target>
      {/* Roles of our own: Mantine names the dialog by the input, i.e. by the typed value. */}
      <Popover.Dropdown role="dialog" aria-label={props.label ?? props.placeholder}>
        {/* A wrapper of our own: Popover.Dropdown drops onKeyDownCapture when closeOnEscape is on. */}
        <div
          ref={dropdown}
          onKeyDownCapture={(e) => {
            keyDay.current = (e.target as HTMLElement).getAttribute('data-date');
            if (e.key === 'Escape') focusButtonOnClose.current = true;
            window.setTimeout(() => (keyDay.current = null));
          }}
        >
          {range ? (
            <DatePicker
              type="range"
              {...calendarProps}
              value={pendingRange ?? (props.value as DatesRangeValue<string>)}
              onChange={(r) => {
                if (r[0] && r[1]) {
                  setError(null);
                  props.onChange([r[0], r[1]]);
                  focusButtonOnClose.current = true;
                  setOpen(false);
                } else {
                  setPendingRange(r);
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
                focusButtonOnClose.current = true;
                setOpen(false);
              }}
            />
          )}
        </div>
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
