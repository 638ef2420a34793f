import { Alert, Button, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/typed.ts';
import { formatDateTime } from '../../shared/format.ts';
import { usePsaConnection, usePsaMutation } from './psa.api.ts';

/** The provider's connection (administrators): the private key is never shown, only whether one is saved; Test answers in words. */
export function ConnectionPanel() {
  const { t } = useTranslation();
  const connection = usePsaConnection();
  const [form, setForm] = useState({ provider: 'CONNECTWISE' as string | null, site: '', companyId: '', publicKey: '', privateKey: '', clientId: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  useEffect(() => {
    if (!connection.data) return;
    const cw = connection.data.connectwise;
    setForm({ provider: connection.data.provider, site: cw.site, companyId: cw.companyId, publicKey: cw.publicKey, privateKey: '', clientId: cw.clientId });
  }, [connection.data]);
  const save = usePsaMutation(() =>
    call('put', '/api/psa/connection', {
      body: {
        provider: form.provider === null ? null : 'CONNECTWISE',
        connectwise: {
          site: form.site,
          companyId: form.companyId,
          publicKey: form.publicKey,
          clientId: form.clientId,
          ...(form.privateKey ? { privateKey: form.privateKey } : {}),
        },
      },
    }),
  );
  const test = usePsaMutation(() => call('post', '/api/psa/connection/test'));

  if (connection.isPending) return <Text>{t('psa.loading')}</Text>;
  if (connection.error) return <Alert color="red">{t('psa.loadFailed', { message: connection.error.message })}</Alert>;
  const last = test.data ?? connection.data.lastTest;
  const field = (name: keyof typeof form) => ({
    value: form[name] ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      // Read now: React clears currentTarget once the handler returns, before the updater runs.
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
    error: errors[`connectwise.${name}`]?.[0],
  });
  const onSave = () =>
    save.mutate(undefined, {
      onSuccess: () => {
        setErrors({});
        setForm((f) => ({ ...f, privateKey: '' }));
        notifications.show({ message: t('psa.connection.saved') });
      },
      onError: (error) => setErrors((error as { fields?: Record<string, string[]> }).fields ?? {}),
    });
  return (
    <Stack maw={560}>
      <Text size="sm" c="dimmed">
        {t('psa.connection.adminOnly')}
      </Text>
      <Select
        label={t('psa.connection.provider')}
        data={[
          { value: 'CONNECTWISE', label: 'ConnectWise Manage' },
          { value: 'NONE', label: t('psa.connection.none') },
        ]}
        value={form.provider ?? 'NONE'}
        onChange={(v) => setForm((f) => ({ ...f, provider: v === 'NONE' ? null : v }))}
        allowDeselect={false}
      />
      <TextInput label={t('psa.connection.site')} description={t('psa.connection.siteHint')} required {...field('site')} />
      <TextInput label={t('psa.connection.companyId')} required {...field('companyId')} />
      <TextInput label={t('psa.connection.publicKey')} required {...field('publicKey')} />
      <PasswordInput
        label={t('psa.connection.privateKey')}
        placeholder={connection.data.connectwise.privateKeySet ? t('psa.connection.privateKeySaved') : ''}
        autoComplete="new-password"
        {...field('privateKey')}
      />
      <TextInput label={t('psa.connection.clientId')} required {...field('clientId')} />
      {save.error && !Object.keys(errors).length && <Alert color="red">{save.error.message}</Alert>}
      <Group>
        <Button onClick={onSave} loading={save.isPending}>
          {t('psa.connection.save')}
        </Button>
        <Button variant="default" onClick={() => test.mutate(undefined)} loading={test.isPending}>
          {t('psa.connection.test')}
        </Button>
      </Group>
      {last && (
        <Alert color={last.ok ? 'green' : 'red'} role="status">
          {t('psa.connection.lastTest', { when: formatDateTime(last.testedAt, ''), message: last.message })}
        </Alert>
      )}
    </Stack>
  );
}
