import { Alert, Badge, Button, Code, CopyButton, Group, Modal, NumberInput, Select, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { AGENT_PLATFORMS, agentInstallCommands, enrollmentTokenInputSchema, type CreatedEnrollmentToken, type EnrollmentToken } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/data-table/index.ts';
import { confirmDanger } from '../../shared/confirm.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { useZodForm } from '../../shared/useZodForm.ts';
import { useDeviceRoles } from '../devices/index.ts';
import { useAgentDownloadInfo, useCreateEnrollmentToken, useEnrollmentTokens, useLocations, useRevokeEnrollmentToken } from './organizations.api.ts';
import './organizations.strings.ts';

type TokenState = 'active' | 'revoked' | 'expired';
const stateOf = (token: EnrollmentToken): TokenState =>
  token.revokedAt ? 'revoked' : token.expiresAt && new Date(token.expiresAt) <= new Date() ? 'expired' : 'active';

/** The one-line install commands for a new token, per platform, with the agent build this server serves. */
export function InstallCommands({ token }: { token: string }) {
  const { t } = useTranslation();
  const info = useAgentDownloadInfo();
  if (info.isPending)
    return (
      <Text size="sm" c="dimmed">
        {t('organizations.tokens.installLoading')}
      </Text>
    );
  if (info.error)
    return (
      <Alert color="red" role="alert">
        {t('organizations.tokens.installUnavailable', { message: info.error.message })}
      </Alert>
    );
  const commands = agentInstallCommands({ serverUrl: window.location.origin, token, sha256: info.data.sha256 });
  return (
    <Stack gap="xs">
      <Text size="sm">{t('organizations.tokens.createdHelp', { node: info.data.nodeVersion })}</Text>
      <Tabs defaultValue="linux">
        <Tabs.List>
          {AGENT_PLATFORMS.map((platform) => (
            <Tabs.Tab key={platform} value={platform}>
              {t(platform === 'linux' ? 'organizations.tokens.installLinux' : 'organizations.tokens.installWindows')}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {AGENT_PLATFORMS.map((platform) => (
          <Tabs.Panel key={platform} value={platform} pt="xs">
            <Group wrap="nowrap" align="flex-start">
              <Code block data-testid={`install-command-${platform}`} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap', flex: 1 }}>
                {commands[platform]}
              </Code>
              <CopyButton value={commands[platform]}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? t('organizations.tokens.copied') : t('organizations.tokens.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Text size="xs" c="dimmed">
        {t('organizations.tokens.installChecksum', { sha256: info.data.sha256 })}
      </Text>
    </Stack>
  );
}

function CreatedToken({ token, onClose }: { token: CreatedEnrollmentToken; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('organizations.tokens.createdTitle')} size="xl">
      <Stack>
        <Group wrap="nowrap">
          <Code data-testid="enrollment-token" style={{ wordBreak: 'break-all' }}>
            {token.token}
          </Code>
          <CopyButton value={token.token}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t('organizations.tokens.copied') : t('organizations.tokens.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <InstallCommands token={token.token} />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('app.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function NewTokenDialog({
  organizationId,
  onCreated,
  onClose,
}: {
  organizationId: number;
  onCreated: (t: CreatedEnrollmentToken) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateEnrollmentToken(organizationId);
  const locations = useLocations(organizationId);
  const roles = useDeviceRoles();
  const form = useZodForm(enrollmentTokenInputSchema, { label: '', locationId: null, nodeRoleId: null, expiresInDays: 30 });
  const submit = form.handleSubmit(async (body) => onCreated(await create.mutateAsync(body)));
  return (
    <Modal opened onClose={onClose} title={t('organizations.tokens.addTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {form.formError && (
            <Alert color="red" role="alert">
              {form.formError}
            </Alert>
          )}
          <TextInput
            label={t('organizations.tokens.label')}
            required
            data-autofocus
            value={form.values.label}
            onChange={(e) => form.setField('label', e.currentTarget.value)}
            error={form.errors.label}
          />
          <Select
            label={t('organizations.tokens.location')}
            clearable
            data={(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
            value={form.values.locationId == null ? null : String(form.values.locationId)}
            onChange={(v) => form.setField('locationId', v == null ? null : Number(v))}
            error={form.errors.locationId}
          />
          <Select
            label={t('organizations.tokens.role')}
            clearable
            data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            value={form.values.nodeRoleId == null ? null : String(form.values.nodeRoleId)}
            onChange={(v) => form.setField('nodeRoleId', v == null ? null : Number(v))}
          />
          <Switch
            label={t('organizations.tokens.neverExpires')}
            checked={form.values.expiresInDays === null}
            onChange={(e) => form.setField('expiresInDays', e.currentTarget.checked ? null : 30)}
          />
          {form.values.expiresInDays !== null && (
            <NumberInput
              label={t('organizations.tokens.expires')}
              min={1}
              max={3650}
              allowDecimal={false}
              value={form.values.expiresInDays ?? 30}
              onChange={(v) => form.setField('expiresInDays', typeof v === 'number' ? v : 30)}
              error={form.errors.expiresInDays}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('app.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Enrolment tokens of one organization: create (shown once), list and revoke. */
export function EnrollmentTokensPanel({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const tokens = useEnrollmentTokens(organizationId);
  const revoke = useRevokeEnrollmentToken(organizationId);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedEnrollmentToken | null>(null);
  const columns = useMemo<DataTableColumn<EnrollmentToken>[]>(
    () => [
      { id: 'label', header: t('organizations.tokens.label') },
      { id: 'tokenPrefix', header: t('organizations.tokens.prefix'), accessor: (tk) => `${tk.tokenPrefix}…` },
      {
        id: 'state',
        header: t('organizations.tokens.status'),
        accessor: (tk) => stateOf(tk),
        render: (tk) => {
          const state = stateOf(tk);
          return (
            <Badge color={state === 'active' ? 'green' : 'gray'} variant="light">
              {t(`organizations.tokens.${state}`)}
            </Badge>
          );
        },
      },
      { id: 'createdByName', header: t('organizations.tokens.createdBy') },
      { id: 'createdAt', header: t('organizations.tokens.created'), accessor: (tk) => formatDateTime(tk.createdAt) },
      { id: 'expiresAt', header: t('organizations.tokens.expiresAt'), accessor: (tk) => formatDateTime(tk.expiresAt, t('app.never')) },
    ],
    [t],
  );
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setCreating(true)}>{t('organizations.tokens.add')}</Button>
      </Group>
      <DataTable<EnrollmentToken>
        mode="client"
        tableId={`tokens-${organizationId}`}
        data={tokens.data ?? []}
        loading={tokens.isPending}
        error={tokens.error}
        onRefresh={() => void tokens.refetch()}
        getRowId={(tk) => String(tk.id)}
        columns={columns}
        emptyMessage={t('organizations.tokens.empty')}
        getRowProps={(tk) => ({ disabled: stateOf(tk) !== 'active' })}
        rowActions={(tk) =>
          stateOf(tk) === 'active'
            ? [
                {
                  id: 'revoke',
                  label: t('organizations.tokens.revoke'),
                  color: 'red',
                  onClick: () =>
                    confirmDanger(t, {
                      title: t('organizations.tokens.revokeTitle'),
                      body: t('organizations.tokens.revokeConfirm'),
                      confirmLabel: t('organizations.tokens.revoke'),
                      onConfirm: () => revoke.mutate(tk.id),
                    }),
                },
              ]
            : []
        }
      />
      {creating && (
        <NewTokenDialog
          organizationId={organizationId}
          onClose={() => setCreating(false)}
          onCreated={(token) => {
            setCreating(false);
            setCreated(token);
          }}
        />
      )}
      {created && <CreatedToken token={created} onClose={() => setCreated(null)} />}
    </Stack>
  );
}
