import { useState } from 'react';
import { Code, SimpleGrid, Stack, Title } from '@mantine/core';
import type { RecurringSchedule } from '@outpost/contracts';
import { ScheduleEditor } from '../schedule/ScheduleEditor.tsx';
import { engineNextRuns } from '../schedule/engineLoader.ts';
import { defaultSchedule } from '../schedule/scheduleForm.ts';

// The preview here runs the engine in the browser (no server on this page); the app feeds the
// same widget from POST /api/schedules/next-runs.
const loader = engineNextRuns();

/** The schedule editor twice: daily 02:30 in Europe/Berlin across the 2027 spring-forward night, and the monthly-only variant. */
export function PlaygroundSchedule() {
  const [full, setFull] = useState<RecurringSchedule>({ ...defaultSchedule('2027-03-20'), repeats: 'DAILY', runAtHour: 2, runAtMinute: 30 });
  const [fullZone, setFullZone] = useState('Europe/Berlin');
  const [monthly, setMonthly] = useState<RecurringSchedule>({ ...defaultSchedule('2027-01-31', true), dayOfMonth: 31 });
  const [monthlyZone, setMonthlyZone] = useState('America/New_York');
  return (
    <Stack>
      <Title order={3}>Schedule editor</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack data-testid="playground-schedule">
          <ScheduleEditor value={full} onChange={setFull} timeZone={fullZone} onTimeZoneChange={setFullZone} loadNextRuns={loader} />
          {/* Focusable so that a keyboard user can scroll the long line (axe: scrollable-region-focusable). */}
          <Code block tabIndex={0} aria-label="Schedule value">
            {JSON.stringify(full)}
          </Code>
        </Stack>
        <Stack data-testid="playground-schedule-monthly">
          <ScheduleEditor value={monthly} onChange={setMonthly} timeZone={monthlyZone} onTimeZoneChange={setMonthlyZone} loadNextRuns={loader} monthlyOnly />
          <Code block tabIndex={0} aria-label="Monthly schedule value">
            {JSON.stringify(monthly)}
          </Code>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
