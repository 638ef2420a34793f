import { Alert, Badge, Button, Card, Checkbox, Group, NumberInput, PasswordInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  SMTP_TLS_MODES,
  mailSettingsInputSchema,
  type MailSettings,
  type MailSettingsInput,
  type OrganizationPickItem,
  type SmtpTlsMode,
} from '@outpost/contracts';
import { format } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/client.ts';
import { useZodForm } from '../../../shared/useZodForm.ts';
import { useOrganizationItem } from '../../../api/pickers.api.ts';
import { OrganizationSelect } from '../../../components/pickers/OrganizationSelect.tsx';
import { useSaveMailSettings, useTestMail } from '../serviceDeskAdmin.api.ts';
// Its own strings, and with them the tickets' ones the organization picker's (Deleted) mark uses.
import '../serviceDeskAdmin.strings.ts';

/** The ports each security mode usually listens on: choosing a mode suggests its port. */
const USUAL_PORT: Record<SmtpTlsMode, number> = { NONE: 25, STARTTLS: 587, TLS: 465 };

const editable = (s: MailSettings): MailSettingsInput => ({
  enabled: s.enabled,
  host: s.host,
  port: s.port,
  tlsMode: s.tlsMode,
  username: s.username,
  fromAddress: s.fromAddress,
  fromName: s.fromName,
  newContactOrganizationId: s.newContactOrganizationId,
});

/** The stored SMTP health and the connection test, which tests the saved settings. */
function SmtpHealthCard({ settings, unsaved }: { settings: MailSettings; unsaved: boolean }) {
  const { t } = useTranslation();
  const test = useTestMail();
  const health = test.data ?? settings.health;
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={500}>{t('serviceDesk.mail.health')}</Text>
            {health ? (
              <Badge color={health.ok ? 'green' : 'red'} variant="light">
                {health.ok ? t('serviceDesk.mail.healthOk') : t('serviceDesk.mail.healthError')}
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                {t('serviceDesk.mail.notTested')}
              </Badge>
            )}
          </Group>
          <Button variant="light" onClick={() => test.mutate()} loading={test.isPending} disabled={unsaved}>
            {t('serviceDesk.mail.test')}
          </Button>
        </Group>
        {unsaved && (
          <Text size="sm" c="dimmed">
            {t('serviceDesk.mail.testUnsaved')}
          </Text>
        )}
        {/* The outcome in words: the server says what failed (refused, wrong password, no TLS…). */}
        <div role="status" aria-live="polite">
          {test.isPending && <Text size="sm">{t('serviceDesk.mail.testing')}</Text>}
          {!test.isPending && health && (
            <Text size="sm" c={health.ok ? undefined : 'red'}>
              {health.message} · {t('serviceDesk.mail.testedAt', { at: format(new Date(health.testedAt), 'PPp') })}
            </Text>
          )}
        </div>
        {test.isError && (
          <Alert color="red" role="alert">
            {errorMessage(test.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** Outgoing mail: the SMTP server, its sign-in (the password is write-only), the sender, and its health. */
export function SmtpSettingsForm({ settings }: { settings: MailSettings }) {
  const { t } = useTranslation();
  const saveSettings = useSaveMailSettings();
  const [saved, setSaved] = useState(() => editable(settings));
  const form = useZodForm(mailSettingsInputSchema, saved);
  const [password, setPassword] = useState('');
  const [removePassword, setRemovePassword] = useState(false);
  // The settings name the organization by id; its name is fetched once, a picked one is kept whole.
  const storedOrganization = useOrganizationItem(settings.newContactOrganizationId);
  const [pickedOrganization, setPickedOrganization] = useState<OrganizationPickItem | null | undefined>(undefined);
  const organization =
    pickedOrganization === undefined ? (form.values.newContactOrganizationId ? (storedOrganization.data ?? null) : null) : pickedOrganization;
  const unsaved = JSON.stringify(form.values) !== JSON.stringify(saved) || password !== '' || removePassword;
  const submit = form.handleSubmit(async (body) => {
    // Left out keeps the stored password, empty removes it; it is never shown again.
    const next = await saveSettings.mutateAsync({ ...body, password: removePassword ? '' : password === '' ? undefined : password });
    setSaved(editable(next));
    form.setValues(editable(next));
    setPassword('');
    setRemovePassword(false);
    notifications.show({ color: 'green', message: t('serviceDesk.mail.saved') });
  });
  const passwordSet = saveSettings.data?.passwordSet ?? settings.passwordSet;
  return (
    <Stack maw={720}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {form.formError && (
            <Alert color="red" role="alert">
              {form.formError}
            </Alert>
          )}
          <Switch
            label={t('serviceDesk.mail.enabled')}
            description={t('serviceDesk.mail.enabledHelp')}
            checked={form.values.enabled}
            onChange={(e) => form.setField('enabled', e.currentTarget.checked)}
          />
          <Group align="flex-start" grow>
            <TextInput
              label={t('serviceDesk.mail.host')}
              value={form.values.host}
              onChange={(e) => form.setField('host', e.currentTarget.value)}
              error={form.errors.host}
            />
            <Select
              label={t('serviceDesk.mail.tlsMode')}
              allowDeselect={false}
              data={SMTP_TLS_MODES.map((mode) => ({ value: mode, label: t(`serviceDesk.mail.tls_${mode}`) }))}
              value={form.values.tlsMode}
              onChange={(v) => {
                if (!v) return;
                form.setField('tlsMode', v as SmtpTlsMode);
                form.setField('port', USUAL_PORT[v as SmtpTlsMode]);
              }}
            />
            <NumberInput
              label={t('serviceDesk.mail.port')}
              min={1}
              max={65535}
              allowDecimal={false}
              allowNegative={false}
              value={form.values.port}
              onChange={(v) => form.setField('port', typeof v === 'number' ? v : 0)}
              error={form.errors.port}
            />
          </Group>
          <Group align="flex-start" grow>
            <TextInput
              label={t('serviceDesk.mail.username')}
              autoComplete="off"
              value={form.values.username}
              onChange={(e) => form.setField('username', e.currentTarget.value)}
              error={form.errors.username}
            />
            <PasswordInput
              label={t('serviceDesk.mail.password')}
              autoComplete="new-password"
              description={passwordSet ? t('serviceDesk.mail.passwordStored') : t('serviceDesk.mail.passwordNone')}
              disabled={removePassword}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              // The server's "enter it again" (a changed host, port or security mode) until a password is typed or removal chosen.
              error={password === '' && !removePassword ? form.errors.password : undefined}
            />
          </Group>
          {passwordSet && (
            <Checkbox label={t('serviceDesk.mail.removePassword')} checked={removePassword} onChange={(e) => setRemovePassword(e.currentTarget.checked)} />
          )}
          <Group align="flex-start" grow>
            <TextInput
              label={t('serviceDesk.mail.fromAddress')}
              description={t('serviceDesk.mail.fromAddressHelp')}
              type="email"
              value={form.values.fromAddress}
              onChange={(e) => form.setField('fromAddress', e.currentTarget.value)}
              error={form.errors.fromAddress}
            />
            <TextInput
              label={t('serviceDesk.mail.fromName')}
              maxLength={100}
              value={form.values.fromName}
              onChange={(e) => form.setField('fromName', e.currentTarget.value)}
              error={form.errors.fromName}
            />
          </Group>
          {settings.replyDomain && (
            <Text size="sm" c="dimmed">
              {t('serviceDesk.mail.replyDomain', { domain: saveSettings.data?.replyDomain ?? settings.replyDomain })}
            </Text>
          )}
          <OrganizationSelect
            label={t('serviceDesk.mail.newContactOrganization')}
            description={t('serviceDesk.mail.newContactOrganizationHelp')}
            placeholder={t('app.none')}
            value={organization}
            onChange={(picked) => {
              setPickedOrganization(picked);
              form.setField('newContactOrganizationId', picked?.id ?? null);
            }}
            error={form.errors.newContactOrganizationId}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saveSettings.isPending}>
              {t('app.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <SmtpHealthCard settings={saveSettings.data ?? settings} unsaved={unsaved} />
    </Stack>
  );
}
