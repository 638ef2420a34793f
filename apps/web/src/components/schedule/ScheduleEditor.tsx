import { Alert, Chip, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { END_TYPES, REPEATS, WEEKDAYS, type EndType, type RecurringSchedule, type Repeats, type Weekday } from '@outpost/contracts';
import { DateInput } from '../widgets/DateTextInput.tsx';
import { NextRunsPreview, type NextRunsLoader } from './NextRunsPreview.tsx';
import { CountInput } from './CountInput.tsx';
import { acceptDate, changeEndType, changeRepeats, clampOccurrences, clampRepeatCount, scheduleOutput, startsInPast, toggleWeekday } from './scheduleForm.ts';
import { TimeZoneSelect } from './TimeZoneSelect.tsx';

export interface ScheduleEditorProps {
  value: RecurringSchedule;
  onChange: (value: RecurringSchedule) => void;
  /** The IANA zone the wall times are read in (the device's or the organization's). */
  timeZone: string;
  onTimeZoneChange: (timeZone: string) => void;
  /** Feeds the "Next 10 runs" preview. */
  loadNextRuns: NextRunsLoader;
  /** Product agreement sync: monthly only, Repeats and Recur Every hidden (spec 001 §2.3, §3). */
  monthlyOnly?: boolean;
  disabled?: boolean;
  /** The clock the past-start warning reads; the browser's by default. */
  now?: () => Date;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Spec 001 §9: the editor is 500 px high. */
const EDITOR_HEIGHT = 500;

/** The schedule editor of spec 001 §2.7: Repeats, On Days, Day of Month, Recur Every, Start At, Ends, a time zone and the next runs. */
export function ScheduleEditor({
  value,
  onChange,
  timeZone,
  onTimeZoneChange,
  loadNextRuns,
  monthlyOnly = false,
  disabled = false,
  now = () => new Date(),
}: ScheduleEditorProps) {
  const { t } = useTranslation('components');
  const emit = (next: RecurringSchedule) => onChange(scheduleOutput(next));
  const repeats = value.repeats;

  return (
    <Stack gap="sm" style={{ height: EDITOR_HEIGHT, overflowY: 'auto' }} data-testid="schedule-editor">
      <Title order={4}>{t('schedule.title')}</Title>
      <Group grow align="flex-start">
        {!monthlyOnly && (
          <NativeSelect
            label={t('schedule.repeats')}
            value={repeats}
            disabled={disabled}
            data={REPEATS.map((r) => ({ value: r, label: t(`schedule.repeats${r}`) }))}
            onChange={(e) => emit(changeRepeats(value, e.currentTarget.value as Repeats))}
          />
        )}
        {!monthlyOnly && repeats !== 'NEVER' && (
          <CountInput
            label={t('schedule.recurEvery')}
            value={value.repeatsEveryCount}
            clamp={(n) => clampRepeatCount(repeats, n)}
            unit={t(`schedule.unit${repeats}`)}
            disabled={disabled}
            onChange={(n) => emit({ ...value, repeatsEveryCount: n })}
          />
        )}
      </Group>
      {repeats === 'WEEKLY' && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="schedule-on-days">
            {t('schedule.onDays')}
          </Text>
          <Group gap={6} role="group" aria-labelledby="schedule-on-days">
            {WEEKDAYS.map((day: Weekday) => (
              <Chip key={day} size="xs" disabled={disabled} checked={value.daysOfWeek.includes(day)} onChange={() => emit(toggleWeekday(value, day))}>
                {t(`schedule.day${day}`)}
              </Chip>
            ))}
          </Group>
          {value.daysOfWeek.length === 1 && (
            <Text size="xs" c="dimmed">
              {t('schedule.lastDayKept')}
            </Text>
          )}
        </Stack>
      )}
      {repeats === 'MONTHLY' && (
        <NativeSelect
          label={t('schedule.dayOfMonth')}
          value={String(value.dayOfMonth)}
          disabled={disabled}
          data={[...Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })), { value: '0', label: t('schedule.lastDay') }]}
          onChange={(e) => emit({ ...value, dayOfMonth: Number(e.currentTarget.value) })}
        />
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('schedule.startAt')}
        </Text>
        <Group grow align="flex-start">
          <DateInput
            label={t('schedule.startDate')}
            value={value.startDate}
            disabled={disabled}
            onChange={(d) => acceptDate(d) && emit({ ...value, startDate: d })}
          />
          <TimeInput
            label={t('schedule.startTime')}
            disabled={disabled}
            value={`${pad(value.runAtHour)}:${pad(value.runAtMinute)}`}
            onChange={(e) => {
              const [h, m] = e.currentTarget.value.split(':').map(Number);
              if (Number.isInteger(h) && Number.isInteger(m)) emit({ ...value, runAtHour: h!, runAtMinute: m! });
            }}
          />
        </Group>
        {startsInPast(value, timeZone, now()) && (
          <Alert color="yellow" p="xs" role="alert">
            {t('schedule.pastStart')}
          </Alert>
        )}
      </Stack>
      {repeats !== 'NEVER' && (
        <Group grow align="flex-end">
          <NativeSelect
            label={t('schedule.ends')}
            value={value.end.type}
            disabled={disabled}
            data={END_TYPES.map((type) => ({ value: type, label: t(`schedule.end${type}`) }))}
            onChange={(e) => emit(changeEndType(value, e.currentTarget.value as EndType))}
          />
          {value.end.type === 'AFTER' && (
            <CountInput
              label={t('schedule.occurrences')}
              value={value.end.occurenceCount ?? 1}
              clamp={clampOccurrences}
              disabled={disabled}
              onChange={(n) => emit({ ...value, end: { ...value.end, occurenceCount: n } })}
            />
          )}
          {value.end.type === 'ON' && (
            <DateInput
              label={t('schedule.endDate')}
              value={value.end.endDate ?? null}
              minDate={value.startDate}
              disabled={disabled}
              onChange={(d) => acceptDate(d) && emit({ ...value, end: { ...value.end, endDate: d } })}
            />
          )}
        </Group>
      )}
      <TimeZoneSelect label={t('schedule.timeZone')} value={timeZone} disabled={disabled} onChange={onTimeZoneChange} />
      <NextRunsPreview schedule={scheduleOutput(value)} timeZone={timeZone} load={loadNextRuns} />
    </Stack>
  );
}
