import { Alert, Button, Checkbox, Group, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { HELP_PROVIDERS, zendeskBaseUrlProblem, type HelpProviderKind, type HelpSettings } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { QueryState } from '../../../shared/QueryState.tsx';
import { useHelpSettings, useSaveHelpSettings, useTestHelpProvider } from '../help.api.ts';

function SettingsForm({ initial }: { initial: HelpSettings }) {
  const { t } = useTranslation();
  const save = useSaveHelpSettings();
  const test = useTestHelpProvider();
  const [provider, setProvider] = useState<HelpProviderKind>(initial.provider);
  const [locale, setLocale] = useState(initial.locale);
  const [academyUrl, setAcademyUrl] = useState(initial.academyUrl);
  const [zendesk, setZendesk] = useState({ baseUrl: initial.zendesk.baseUrl, federalBaseUrl: initial.zendesk.federalBaseUrl, email: initial.zendesk.email });
  const [apiToken, setApiToken] = useState('');
  const [removeToken, setRemoveToken] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const lastTest = test.data ?? initial.lastTest;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The server refuses these too; saying it here spares a round trip and names the field at once.
    const local = Object.fromEntries(
      provider === 'ZENDESK'
        ? (['baseUrl', 'federalBaseUrl'] as const).flatMap((field) => {
            const problem = zendeskBaseUrlProblem(zendesk[field].trim());
            return problem ? [[`zendesk.${field}`, problem]] : [];
          })
        : [],
    );
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const token = removeToken ? '' : apiToken === '' ? undefined : apiToken;
    save.mutate(
      { provider, locale, academyUrl, zendesk: { ...zendesk, ...(token === undefined ? {} : { apiToken: token }) } },
      {
        onSuccess: () => {
          setApiToken('');
          setRemoveToken(false);
          notifications.show({ color: 'green', message: t('help.admin.settings.saved') });
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0] ?? ''])));
          notifications.show({ color: 'red', message: errorMessage(error) });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={640}>
        <Text c="dimmed" size="sm">
          {t('help.admin.settings.intro')}
        </Text>
        <Text size="sm">
          {initial.environment === null
            ? t('help.admin.settings.environmentNone')
            : t(initial.federal ? 'help.admin.settings.environmentFederal' : 'help.admin.settings.environment', { name: initial.environment })}
        </Text>
        <Radio.Group label={t('help.admin.settings.provider')} value={provider} onChange={(v) => setProvider(v as HelpProviderKind)}>
          <Stack gap="xs" mt={6}>
            {HELP_PROVIDERS.map((kind) => (
              <Radio key={kind} value={kind} label={t(`help.admin.settings.${kind}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Group grow align="flex-start">
          <TextInput label={t('help.admin.settings.locale')} value={locale} onChange={(e) => setLocale(e.currentTarget.value)} error={errors.locale} />
          <TextInput
            label={t('help.admin.settings.academyUrl')}
            description={t('help.admin.settings.academyHint')}
            value={academyUrl}
            onChange={(e) => setAcademyUrl(e.currentTarget.value)}
            error={errors.academyUrl}
          />
        </Group>
        {provider === 'ZENDESK' && (
          <Stack gap="sm">
            <TextInput
              label={t('help.admin.settings.baseUrl')}
              placeholder={t('help.admin.settings.baseUrlHint')}
              description={t('help.admin.settings.baseUrlRule')}
              value={zendesk.baseUrl}
              onChange={(e) => setZendesk({ ...zendesk, baseUrl: e.currentTarget.value })}
              error={errors['zendesk.baseUrl']}
            />
            <TextInput
              label={t('help.admin.settings.federalBaseUrl')}
              description={t('help.admin.settings.federalHint')}
              value={zendesk.federalBaseUrl}
              onChange={(e) => setZendesk({ ...zendesk, federalBaseUrl: e.currentTarget.value })}
              error={errors['zendesk.federalBaseUrl']}
            />
            <TextInput
              label={t('help.admin.settings.email')}
              value={zendesk.email}
              onChange={(e) => setZendesk({ ...zendesk, email: e.currentTarget.value })}
              error={errors['zendesk.email']}
            />
            <PasswordInput
              label={t('help.admin.settings.apiToken')}
              description={initial.zendesk.apiTokenSet ? t('help.admin.settings.apiTokenSet') : undefined}
              value={apiToken}
              disabled={removeToken}
              autoComplete="new-password"
              onChange={(e) => setApiToken(e.currentTarget.value)}
              // The server's "enter it again" (a changed address) until a token is typed or removal chosen.
              error={apiToken === '' && !removeToken ? errors['zendesk.apiToken'] : undefined}
            />
            {initial.zendesk.apiTokenSet && (
              <Checkbox label={t('help.admin.settings.removeToken')} checked={removeToken} onChange={(e) => setRemoveToken(e.currentTarget.checked)} />
            )}
          </Stack>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('help.admin.settings.save')}
          </Button>
          <Button variant="default" loading={test.isPending} onClick={() => test.mutate()}>
            {t('help.admin.settings.test')}
          </Button>
        </Group>
        {lastTest && (
          <Alert
            color={lastTest.ok ? 'green' : 'red'}
            role="status"
            title={lastTest.ok ? t('help.admin.settings.testOk') : t('help.admin.settings.testFailed')}
          >
            {t('help.admin.settings.lastTest', { date: formatDateTime(lastTest.testedAt), message: lastTest.message })}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** Choose where articles come from and where tickets go, and test that connection. */
export function ProviderSettingsPanel() {
  const settings = useHelpSettings();
  return <QueryState query={settings}>{(initial) => <SettingsForm initial={initial} />}</QueryState>;
}
