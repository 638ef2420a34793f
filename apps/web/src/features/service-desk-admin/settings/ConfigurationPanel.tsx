import { Checkbox, Group, Radio, Select, Stack, Switch, Table, Tabs, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { DEFAULT_REPLY_SETTINGS, WEEKDAYS, ticketingConfigInputSchema, type BusinessHours, type TicketingConfig, type TimerSettings } from '@outpost/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/QueryState.tsx';
import { useTicketingConfig } from '../../../api/ticketingConfig.api.ts';
import { ConfigSection, type SectionForm } from '../ConfigSection.tsx';

const timerSchema = ticketingConfigInputSchema.pick({ timer: true });
const attachmentsSchema = ticketingConfigInputSchema.pick({ attachments: true });
const hoursSchema = ticketingConfigInputSchema.pick({ businessHours: true });
const repliesSchema = ticketingConfigInputSchema.pick({ replies: true });
const ROUND_UP: TimerSettings['roundUpMinutes'][] = [0, 1, 5, 6, 10, 15, 30, 60];

function TimerFields({ form }: { form: SectionForm<typeof timerSchema> }) {
  const { t } = useTranslation();
  const timer = form.values.timer;
  const set = (patch: Partial<TimerSettings>) => form.setField('timer', { ...timer, ...patch });
  return (
    <>
      <Switch label={t('serviceDesk.config.timer.enabled')} checked={timer.enabled} onChange={(e) => set({ enabled: e.currentTarget.checked })} />
      <Switch
        label={t('serviceDesk.config.timer.autoStart')}
        disabled={!timer.enabled}
        checked={timer.autoStart}
        onChange={(e) => set({ autoStart: e.currentTarget.checked })}
      />
      <Switch
        label={t('serviceDesk.config.timer.allowMultipleRunning')}
        description={t('serviceDesk.config.timer.allowMultipleRunningHelp')}
        disabled={!timer.enabled}
        checked={timer.allowMultipleRunning}
        onChange={(e) => set({ allowMultipleRunning: e.currentTarget.checked })}
      />
      <Select
        label={t('serviceDesk.config.timer.roundUp')}
        allowDeselect={false}
        maw={280}
        data={ROUND_UP.map((m) => ({
          value: String(m),
          label: m === 0 ? t('serviceDesk.config.timer.exact') : t('serviceDesk.config.timer.minutes', { count: m }),
        }))}
        value={String(timer.roundUpMinutes)}
        onChange={(v) => v && set({ roundUpMinutes: Number(v) as TimerSettings['roundUpMinutes'] })}
      />
    </>
  );
}

function AttachmentFields({ form }: { form: SectionForm<typeof attachmentsSchema> }) {
  const { t } = useTranslation();
  const attachments = form.values.attachments;
  return (
    <>
      <Switch
        label={t('serviceDesk.config.attachment.canAttachFiles')}
        checked={attachments.canAttachFiles}
        onChange={(e) => form.setField('attachments', { ...attachments, canAttachFiles: e.currentTarget.checked })}
      />
      <Switch
        label={t('serviceDesk.config.attachment.requireAuthToView')}
        description={t('serviceDesk.config.attachment.requireAuthToViewHelp')}
        checked={attachments.requireAuthToView}
        onChange={(e) => form.setField('attachments', { ...attachments, requireAuthToView: e.currentTarget.checked })}
      />
    </>
  );
}

/** Every time zone the browser knows, the current one included even if it does not list it (UTC). */
function useTimeZones(current: string) {
  return useMemo(() => {
    const zones = Intl.supportedValuesOf('timeZone');
    return zones.includes(current) ? zones : [current, ...zones];
  }, [current]);
}

/** Business hours: 24/7 (the default, spec 002 §9) or opening hours per weekday in one time zone. */
function BusinessHoursFields({ form }: { form: SectionForm<typeof hoursSchema> }) {
  const { t } = useTranslation();
  const hours = form.values.businessHours;
  const zones = useTimeZones(hours.timeZone);
  const set = (patch: Partial<BusinessHours>) => form.setField('businessHours', { ...hours, ...patch });
  const setDay = (day: (typeof WEEKDAYS)[number], patch: Partial<BusinessHours['days'][typeof day]>) =>
    set({ days: { ...hours.days, [day]: { ...hours.days[day], ...patch } } });
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('serviceDesk.config.hours.help')}
      </Text>
      <Radio.Group
        label={t('serviceDesk.config.hours.mode')}
        value={hours.twentyFourSeven ? '247' : 'custom'}
        onChange={(v) => set({ twentyFourSeven: v === '247' })}
      >
        <Group mt="xs">
          <Radio value="247" label={t('serviceDesk.config.hours.twentyFourSeven')} />
          <Radio value="custom" label={t('serviceDesk.config.hours.custom')} />
        </Group>
      </Radio.Group>
      {!hours.twentyFourSeven && (
        <>
          <Select
            label={t('serviceDesk.config.hours.timeZone')}
            searchable
            allowDeselect={false}
            maw={320}
            data={zones}
            value={hours.timeZone}
            onChange={(v) => v && set({ timeZone: v })}
            error={form.errors['businessHours.timeZone']}
          />
          <Table withTableBorder verticalSpacing="xs" maw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('serviceDesk.config.hours.day')}</Table.Th>
                <Table.Th>{t('serviceDesk.config.hours.open')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {WEEKDAYS.map((day) => {
                const name = t(`serviceDesk.config.hours.weekday.${day}`);
                const value = hours.days[day];
                return (
                  <Table.Tr key={day}>
                    <Table.Td w={160}>
                      <Checkbox label={name} checked={value.enabled} onChange={(e) => setDay(day, { enabled: e.currentTarget.checked })} />
                    </Table.Td>
                    <Table.Td>
                      {value.enabled ? (
                        <Group gap="xs" align="flex-start">
                          <TimeInput
                            aria-label={t('serviceDesk.config.hours.start', { day: name })}
                            value={value.start}
                            onChange={(e) => setDay(day, { start: e.currentTarget.value })}
                            error={form.errors[`businessHours.days.${day}.start`]}
                          />
                          <Text mt={6}>–</Text>
                          <TimeInput
                            aria-label={t('serviceDesk.config.hours.end', { day: name })}
                            value={value.end}
                            onChange={(e) => setDay(day, { end: e.currentTarget.value })}
                            error={form.errors[`businessHours.days.${day}.end`]}
                          />
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('serviceDesk.config.hours.closed')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </>
      )}
    </>
  );
}

function ReplyFields({ form }: { form: SectionForm<typeof repliesSchema> }) {
  const { t } = useTranslation();
  const replies = form.values.replies ?? DEFAULT_REPLY_SETTINGS;
  return (
    <Switch
      label={t('serviceDesk.config.reply.publicToContactRequesters')}
      description={t('serviceDesk.config.reply.publicToContactRequestersHelp')}
      checked={replies.publicToContactRequesters}
      onChange={(e) => form.setField('replies', { ...replies, publicToContactRequesters: e.currentTarget.checked })}
    />
  );
}

function ConfigurationTabs({ config }: { config: TicketingConfig }) {
  const { t } = useTranslation();
  const saved = t('serviceDesk.config.saved');
  return (
    <Tabs defaultValue="timers" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="timers">{t('serviceDesk.config.timers')}</Tabs.Tab>
        <Tabs.Tab value="attachments">{t('serviceDesk.config.attachments')}</Tabs.Tab>
        <Tabs.Tab value="hours">{t('serviceDesk.config.businessHours')}</Tabs.Tab>
        <Tabs.Tab value="replies">{t('serviceDesk.config.replies')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="timers" pt="md">
        <ConfigSection config={config} schema={timerSchema} initial={{ timer: config.timer }} savedMessage={saved}>
          {(form) => <TimerFields form={form} />}
        </ConfigSection>
      </Tabs.Panel>
      <Tabs.Panel value="attachments" pt="md">
        <ConfigSection config={config} schema={attachmentsSchema} initial={{ attachments: config.attachments }} savedMessage={saved}>
          {(form) => <AttachmentFields form={form} />}
        </ConfigSection>
      </Tabs.Panel>
      <Tabs.Panel value="hours" pt="md">
        <ConfigSection config={config} schema={hoursSchema} initial={{ businessHours: config.businessHours }} savedMessage={saved}>
          {(form) => (
            <Stack>
              <BusinessHoursFields form={form} />
            </Stack>
          )}
        </ConfigSection>
      </Tabs.Panel>
      <Tabs.Panel value="replies" pt="md">
        <ConfigSection config={config} schema={repliesSchema} initial={{ replies: config.replies }} savedMessage={saved}>
          {(form) => <ReplyFields form={form} />}
        </ConfigSection>
      </Tabs.Panel>
    </Tabs>
  );
}

/** Ticketing configuration (spec 002 §3.7): timers, attachments, business hours and replies, each saved on its own. */
export function ConfigurationPanel() {
  const config = useTicketingConfig();
  return <QueryState query={config}>{(current) => <ConfigurationTabs config={current} />}</QueryState>;
}
