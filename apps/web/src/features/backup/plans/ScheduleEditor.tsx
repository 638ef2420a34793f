import { Chip, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { SCHEDULE_TYPES, type ScheduleInput } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { describeSchedule } from '../model/schedule.ts';

const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
const pad = (n: number) => String(n).padStart(2, '0');

export interface ScheduleEditorProps {
  value: ScheduleInput;
  onChange: (value: ScheduleInput) => void;
  /** Field errors keyed like the contract (`weekDays`, `interval`). */
  errors?: Record<string, string | undefined>;
}

/** Edits a plan's schedule (DAILY, WEEKLY, MONTHLY, WEEK_OF_MONTH, INTERVAL) and reads it back as a sentence. */
export function ScheduleEditor({ value, onChange, errors = {} }: ScheduleEditorProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<ScheduleInput>) => onChange({ ...value, ...patch });
  const type = value.scheduleType;
  const weekDays = (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('backup.schedule.weekDays')}
      </Text>
      <Chip.Group
        multiple
        value={(value.weekDays ?? []).map(String)}
        // At least one day stays selected (spec 001 §5): the last chip cannot be cleared.
        onChange={(v) => v.length > 0 && set({ weekDays: v.map(Number).sort() })}
      >
        <Group gap={6}>
          {WEEK_ORDER.map((d) => (
            <Chip key={d} value={String(d)} size="xs">
              {t(`backup.schedule.short${d}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {errors.weekDays && (
        <Text size="xs" c="red" role="alert">
          {errors.weekDays}
        </Text>
      )}
    </Stack>
  );
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <Select
          label={t('backup.schedule.type')}
          data={SCHEDULE_TYPES.map((s) => ({ value: s, label: t(`backup.schedule.${s}`) }))}
          value={type}
          allowDeselect={false}
          onChange={(v) => {
            if (!v) return;
            const scheduleType = v as ScheduleInput['scheduleType'];
            // A weekly schedule starts on a day (today's), never with none chosen.
            const weekDays = scheduleType === 'WEEKLY' && !(value.weekDays ?? []).length ? [new Date().getDay()] : value.weekDays;
            set({ scheduleType, weekDays });
          }}
        />
        {type !== 'INTERVAL' && (
          <TimeInput
            label={t('backup.schedule.time')}
            value={`${pad(value.hour ?? 0)}:${pad(value.minute ?? 0)}`}
            onChange={(e) => {
              const [h, m] = e.currentTarget.value.split(':').map(Number);
              if (Number.isFinite(h) && Number.isFinite(m)) set({ hour: h, minute: m });
            }}
          />
        )}
      </Group>
      {type === 'WEEKLY' && weekDays}
      {type === 'MONTHLY' && (
        <Select
          label={t('backup.schedule.dayOfMonth')}
          data={[
            ...Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
            { value: '0', label: t('backup.schedule.lastDay') },
          ]}
          value={String(value.dayOfMonth ?? 1)}
          allowDeselect={false}
          onChange={(v) => v !== null && set({ dayOfMonth: Number(v) })}
        />
      )}
      {type === 'WEEK_OF_MONTH' && (
        <>
          <Select
            label={t('backup.schedule.weekOfMonth')}
            data={[1, 2, 3, 4, 0].map((w) => ({ value: String(w), label: w === 0 ? t('backup.schedule.lastWeek') : String(w) }))}
            value={String(value.weekOfMonth ?? 1)}
            allowDeselect={false}
            onChange={(v) => v !== null && set({ weekOfMonth: Number(v) })}
          />
          {weekDays}
        </>
      )}
      {type === 'INTERVAL' && (
        <Group grow align="flex-start">
          <NumberInput
            label={t('backup.schedule.every')}
            min={1}
            max={10_000}
            value={value.interval ?? 1}
            error={errors.interval}
            onChange={(v) => set({ interval: typeof v === 'number' ? v : Number(v) || 1 })}
          />
          <Select
            label={t('backup.schedule.unit')}
            data={(['HOURS', 'MINUTES'] as const).map((u) => ({ value: u, label: t(`backup.schedule.${u}`) }))}
            value={value.intervalUnit ?? 'HOURS'}
            allowDeselect={false}
            onChange={(v) => v && set({ intervalUnit: v as 'HOURS' | 'MINUTES' })}
          />
        </Group>
      )}
      <Text size="sm" c="dimmed" data-testid="schedule-description">
        {describeSchedule(value, t)}
      </Text>
    </Stack>
  );
}
