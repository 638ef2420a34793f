import { Alert, Button, Checkbox, Group, Modal, Stack, TagsInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  backupPlanInputSchema,
  DESTINATIONS,
  isTimeZone,
  PLAN_TYPES,
  type BackupPlan,
  type BackupPlanInput,
  scheduleSchema,
  type ScheduleInput,
} from '@outpost/contracts';
import { planRunsPreview } from '@outpost/schedule';
import { useTranslation } from 'react-i18next';
import { RadioGroup, Switch } from '../../../components/index.ts';
import { NextRunsPreview, type NextRunsLoader } from '../../../components/schedule/index.ts';
import { TimeZoneSelect } from '../../../components/schedule/TimeZoneSelect.tsx';
import { useDevice } from '../../devices/index.ts';
import { useZodForm } from '../../../shared/useZodForm.ts';
import { useSavePlan } from '../backup.api.ts';
import { ScheduleEditor } from './ScheduleEditor.tsx';

const NEW_PLAN: BackupPlanInput = {
  name: '',
  type: 'FILE_FOLDER',
  includes: [],
  excludes: [],
  volume: null,
  destination: 'CLOUD',
  localPath: null,
  schedule: { scheduleType: 'DAILY', hour: 2, minute: 0, weekDays: [], dayOfMonth: 1, weekOfMonth: 1, interval: 4, intervalUnit: 'HOURS' },
  enabled: true,
  backupPermissions: true,
};

const fromPlan = (p: BackupPlan): BackupPlanInput => ({
  name: p.name,
  type: p.type,
  includes: p.includes,
  excludes: p.excludes,
  volume: p.volume,
  destination: p.destination,
  localPath: p.localPath,
  schedule: p.schedule,
  timeZone: p.timeZone,
  enabled: p.enabled,
  backupPermissions: p.backupPermissions,
});

/** The plan's next runs, computed in the browser by the engine the server's scheduler runs. */
const planPreview: NextRunsLoader<ScheduleInput> = async ({ schedule, timeZone, count }) => {
  const parsed = scheduleSchema.safeParse(schedule);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid schedule');
  return planRunsPreview(parsed.data, timeZone, new Date(), count);
};

/** Creates or edits a backup plan of a device. */
export function PlanDialog({ nodeId, plan, onClose }: { nodeId: number; plan: BackupPlan | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePlan(nodeId, plan?.uid ?? null);
  const form = useZodForm(backupPlanInputSchema, plan ? fromPlan(plan) : NEW_PLAN);
  const v = form.values;
  // A new plan runs in its device's zone (the server sets it when none is chosen): shown as such.
  const deviceZone = useDevice(nodeId, { poll: false }).data?.facts?.timeZone;
  const timeZone = v.timeZone ?? (deviceZone && isTimeZone(deviceZone) ? deviceZone : 'UTC');
  const scheduleErrors = Object.fromEntries(
    Object.entries(form.errors)
      .filter(([k]) => k.startsWith('schedule.'))
      .map(([k, m]) => [k.slice('schedule.'.length), m]),
  );
  const submit = form.handleSubmit(async (parsed) => {
    await save.mutateAsync(parsed);
    notifications.show({ color: 'green', message: t('backup.plans.saved') });
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={plan ? t('backup.plans.editPlan') : t('backup.plans.newPlan')} size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          {form.formError && (
            <Alert color="red" role="alert">
              {form.formError}
            </Alert>
          )}
          <TextInput
            label={t('backup.plans.name')}
            required
            value={v.name}
            error={form.errors.name}
            onChange={(e) => form.setField('name', e.currentTarget.value)}
            data-autofocus
          />
          <RadioGroup
            label={t('backup.plans.type')}
            orientation="horizontal"
            value={v.type}
            onChange={(type) => form.setField('type', type as BackupPlanInput['type'])}
            options={PLAN_TYPES.map((p) => ({ value: p, label: t(`backup.plans.type${p}`) }))}
          />
          {v.type === 'FILE_FOLDER' ? (
            <>
              <TagsInput
                label={t('backup.plans.includes')}
                description={t('backup.plans.includesHint')}
                placeholder={t('backup.plans.pathPlaceholder')}
                value={v.includes ?? []}
                error={form.errors.includes}
                onChange={(x) => form.setField('includes', x)}
                splitChars={[]}
              />
              <TagsInput label={t('backup.plans.excludes')} value={v.excludes ?? []} onChange={(x) => form.setField('excludes', x)} splitChars={[]} />
            </>
          ) : (
            <TextInput
              label={t('backup.plans.volume')}
              description={t('backup.plans.volumeHint')}
              required
              value={v.volume ?? ''}
              error={form.errors.volume}
              onChange={(e) => form.setField('volume', e.currentTarget.value || null)}
            />
          )}
          <RadioGroup
            label={t('backup.plans.destination')}
            variant="card"
            value={v.destination}
            onChange={(d) => form.setField('destination', d as BackupPlanInput['destination'])}
            options={DESTINATIONS.map((d) => ({ value: d, label: t(`backup.plans.dest${d}`), description: t(`backup.plans.dest${d}Hint`) }))}
          />
          {v.destination !== 'CLOUD' && (
            <TextInput
              label={t('backup.plans.localPath')}
              description={t('backup.plans.localPathHint')}
              required
              value={v.localPath ?? ''}
              error={form.errors.localPath}
              onChange={(e) => form.setField('localPath', e.currentTarget.value || null)}
            />
          )}
          <ScheduleEditor value={v.schedule} onChange={(s) => form.setField('schedule', s)} errors={scheduleErrors} />
          <TimeZoneSelect label={t('backup.schedule.timeZone')} value={timeZone} onChange={(zone) => form.setField('timeZone', zone)} />
          <NextRunsPreview schedule={v.schedule} timeZone={timeZone} load={planPreview} />
          <Checkbox
            label={t('backup.plans.backupPermissions')}
            checked={v.backupPermissions ?? true}
            onChange={(e) => form.setField('backupPermissions', e.currentTarget.checked)}
          />
          <Switch label={t('backup.plans.enabled')} checked={v.enabled ?? true} onChange={(c) => form.setField('enabled', c)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('app.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
