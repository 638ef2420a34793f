import { Checkbox, Table, Tabs, Text, TextInput } from '@mantine/core';
import { NOTIFICATION_AUDIENCES, NOTIFICATION_EVENTS, ticketingConfigInputSchema, type TicketingConfig } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/QueryState.tsx';
import { useTicketingConfig } from '../../../api/ticketingConfig.api.ts';
import { ConfigSection, type SectionForm } from '../ConfigSection.tsx';
import { useMailSettings } from '../serviceDeskAdmin.api.ts';
import { SmtpSettingsForm } from './SmtpSettingsForm.tsx';

const notificationsSchema = ticketingConfigInputSchema.pick({ fromEmailDomain: true, notifications: true });

/** The from-email domain and, per ticket event, who is e-mailed (spec 002 §3.7, defaults §9). */
function NotificationFields({ form }: { form: SectionForm<typeof notificationsSchema> }) {
  const { t } = useTranslation();
  const settings = form.values.notifications;
  return (
    <>
      <TextInput
        label={t('serviceDesk.mail.fromEmailDomain')}
        description={t('serviceDesk.mail.fromEmailDomainHelp')}
        placeholder="example.com"
        maw={360}
        value={form.values.fromEmailDomain ?? ''}
        // Empty means "the from address's domain", which the server keeps as null.
        onChange={(e) => form.setField('fromEmailDomain', e.currentTarget.value === '' ? null : e.currentTarget.value)}
        error={form.errors.fromEmailDomain}
      />
      <Text size="sm" c="dimmed">
        {t('serviceDesk.mail.notificationsHelp')}
      </Text>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('serviceDesk.mail.event')}</Table.Th>
            {NOTIFICATION_AUDIENCES.map((audience) => (
              <Table.Th key={audience}>{t(`serviceDesk.mail.audience_${audience}`)}</Table.Th>
            ))}
            <Table.Th>{t('serviceDesk.mail.sends')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {NOTIFICATION_EVENTS.map((event) => (
            <Table.Tr key={event}>
              <Table.Td>{t(`serviceDesk.mail.event_${event}`)}</Table.Td>
              {NOTIFICATION_AUDIENCES.map((audience) => (
                <Table.Td key={audience}>
                  <Checkbox
                    aria-label={t('serviceDesk.mail.toggle', {
                      audience: t(`serviceDesk.mail.audience_${audience}`),
                      event: t(`serviceDesk.mail.event_${event}`),
                    })}
                    checked={settings[event][audience]}
                    onChange={(e) => form.setField('notifications', { ...settings, [event]: { ...settings[event], [audience]: e.currentTarget.checked } })}
                  />
                </Table.Td>
              ))}
              <Table.Td>
                <Text size="sm">{t(`serviceDesk.mail.sends_${event}`)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm">{t('serviceDesk.mail.notificationsAlways')}</Text>
    </>
  );
}

function NotificationsSection({ config }: { config: TicketingConfig }) {
  const { t } = useTranslation();
  return (
    <ConfigSection
      config={config}
      schema={notificationsSchema}
      initial={{ fromEmailDomain: config.fromEmailDomain, notifications: config.notifications }}
      savedMessage={t('serviceDesk.mail.notificationsSaved')}
    >
      {(form) => <NotificationFields form={form} />}
    </ConfigSection>
  );
}

/** Mail: the outgoing server with its health, and who is notified of what. */
export function MailPanel() {
  const { t } = useTranslation();
  const settings = useMailSettings();
  const config = useTicketingConfig();
  return (
    <Tabs defaultValue="server" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="server">{t('serviceDesk.mail.server')}</Tabs.Tab>
        <Tabs.Tab value="notifications">{t('serviceDesk.mail.notifications')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="server" pt="md">
        <QueryState query={settings}>{(current) => <SmtpSettingsForm settings={current} />}</QueryState>
      </Tabs.Panel>
      <Tabs.Panel value="notifications" pt="md">
        <QueryState query={config}>{(current) => <NotificationsSection config={current} />}</QueryState>
      </Tabs.Panel>
    </Tabs>
  );
}
