import { Checkbox, PasswordInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { CHANNEL_TYPES, channelInputSchema, type Channel, type ChannelType } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/index.ts';
import { useZodForm } from '../../../shared/useZodForm.ts';
import { ConfigDialog, ConfigListPanel, NameField } from '../parts.tsx';
import { useChannelList, useDeleteChannel, useSaveChannel } from '../serviceDeskAdmin.api.ts';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * One notification channel. The webhook secret is write-only: left empty it is kept, unless the
 * address changed, which the server refuses until it is entered again (a secret is only sent to the
 * address it was entered for, decision 0026); that refusal shows on the secret field, and the rest
 * of what was typed stays.
 */
function ChannelDialog({ channel, onClose }: { channel?: Channel; onClose: () => void }) {
  const { t } = useTranslation();
  const saveChannel = useSaveChannel();
  const form = useZodForm(channelInputSchema, {
    name: channel?.name ?? '',
    type: channel?.type ?? 'SLACK',
    enabled: channel?.enabled ?? true,
    url: channel?.url ?? '',
    recipients: channel?.recipients ?? [],
  });
  const [recipients, setRecipients] = useState((channel?.recipients ?? []).join('\n'));
  const [secret, setSecret] = useState('');
  const [removeSecret, setRemoveSecret] = useState(false);
  const type = form.values.type ?? 'SLACK';
  const webhook = type !== 'EMAIL';
  const submit = form.handleSubmit(async (body) => {
    // Left out keeps the stored secret, empty removes it; it is never shown again.
    await saveChannel.mutateAsync({
      id: channel?.id,
      body: { ...body, recipients: lines(recipients), secret: removeSecret ? '' : secret === '' ? undefined : secret },
    });
    onClose();
  });
  const recipientsError = Object.entries(form.errors).find(([key]) => key.startsWith('recipients'))?.[1];
  return (
    <ConfigDialog kind="channels" isNew={!channel} saving={saveChannel.isPending} form={form} onClose={onClose} onSubmit={submit}>
      <NameField form={form} label={t('serviceDesk.name')} maxLength={100} />
      <Select
        label={t('serviceDesk.channels.type')}
        allowDeselect={false}
        data={CHANNEL_TYPES.map((value) => ({ value, label: t(`serviceDesk.channels.type_${value}`) }))}
        value={type}
        onChange={(value) => value && form.setField('type', value as ChannelType)}
        error={form.errors.type}
      />
      <Switch
        label={t('serviceDesk.channels.enabled')}
        checked={form.values.enabled ?? true}
        onChange={(e) => form.setField('enabled', e.currentTarget.checked)}
      />
      {webhook && (
        <>
          <TextInput
            label={t('serviceDesk.channels.url')}
            description={t('serviceDesk.channels.urlHelp')}
            value={form.values.url ?? ''}
            onChange={(e) => form.setField('url', e.currentTarget.value)}
            error={form.errors.url}
            withAsterisk
          />
          <PasswordInput
            label={t('serviceDesk.channels.secret')}
            autoComplete="new-password"
            description={channel?.secretSet ? t('serviceDesk.channels.secretStored') : t('serviceDesk.channels.secretNone')}
            disabled={removeSecret}
            value={secret}
            onChange={(e) => setSecret(e.currentTarget.value)}
            // The server's "enter it again" (a changed address) until a secret is typed or removal chosen.
            error={secret === '' && !removeSecret ? form.errors.secret : undefined}
          />
          {channel?.secretSet && (
            <Checkbox label={t('serviceDesk.channels.removeSecret')} checked={removeSecret} onChange={(e) => setRemoveSecret(e.currentTarget.checked)} />
          )}
        </>
      )}
      {type !== 'SLACK' && (
        <Textarea
          label={t('serviceDesk.channels.recipients')}
          description={t(`serviceDesk.channels.recipientsHelp_${type}`)}
          autosize
          minRows={2}
          value={recipients}
          onChange={(e) => setRecipients(e.currentTarget.value)}
          error={recipientsError}
          // The server's 'Required' for EMAIL and SMS channels (channels.service.ts).
          withAsterisk
        />
      )}
    </ConfigDialog>
  );
}

/** The notification channels the Send notification action delivers to (administrators only). */
export function ChannelsPanel() {
  const { t } = useTranslation();
  const channels = useChannelList();
  const remove = useDeleteChannel();
  const columns = useMemo<DataTableColumn<Channel>[]>(
    () => [
      { id: 'name', header: t('serviceDesk.name') },
      { id: 'type', header: t('serviceDesk.channels.type'), accessor: (c) => t(`serviceDesk.channels.type_${c.type}`) },
      { id: 'url', header: t('serviceDesk.channels.url'), accessor: (c) => (c.type === 'EMAIL' ? c.recipients.join(', ') : c.url) },
    ],
    [t],
  );
  return (
    <ConfigListPanel<Channel>
      kind="channels"
      tableId="service-desk-channels"
      query={channels}
      columns={columns}
      remove={remove}
      renderDialog={(channel, close) => <ChannelDialog channel={channel} onClose={close} />}
    />
  );
}
