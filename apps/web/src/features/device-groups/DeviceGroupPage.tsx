import { Alert, Button, Group, Loader, SegmentedControl, Stack, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { DEVICE_GROUP_LIMITS, type DeviceGroup, type DeviceGroupType } from '@outpost/contracts';
import { validateDeviceConditions, type Conditions } from '@outpost/rules';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { call } from '../../api/typed.ts';
import { rebaseEdits, StaleVersionNotice, useStaleVersion } from '../../components/stale-version/index.ts';
import { confirmDanger } from '../../shared/confirm.tsx';
import { PageTitle } from '../../shared/PageTitle.tsx';
import { useCan } from '../auth/session.ts';
import { DeviceGroupMembers } from './DeviceGroupMembers.tsx';
import { DeviceRuleBuilder } from './DeviceRuleBuilder.tsx';

// The scripting dialog is loaded when first opened.
const RunScriptDialog = lazy(() => import('../scripts/lazy.ts').then((m) => ({ default: m.RunScriptDialog })));
import { previewRule, useDeleteDeviceGroup, useDeviceGroup, useSaveDeviceGroup, type DeviceGroupDraft } from './deviceGroups.api.ts';
import './deviceGroups.strings.ts';

const PREVIEW_DEBOUNCE_MS = 400;
const EMPTY_RULE: Conditions = { all: [], any: [] };

/** "N devices match" for the rule as it is being edited, asked once the typing pauses. */
function RulePreview({ conditions }: { conditions: Conditions }) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(conditions, PREVIEW_DEBOUNCE_MS);
  const complete = validateDeviceConditions(debounced).length === 0;
  const preview = useQuery({ queryKey: ['device-groups', 'preview', debounced], queryFn: ({ signal }) => previewRule(debounced, signal), enabled: complete });
  if (!complete) return <Text c="dimmed">{t('deviceGroups.preview.incomplete')}</Text>;
  if (preview.isPending)
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text>{t('deviceGroups.preview.counting')}</Text>
      </Group>
    );
  if (preview.isError) return <Text c="red">{t('deviceGroups.preview.failed', { message: errorMessage(preview.error) })}</Text>;
  return (
    <Stack gap={4} data-testid="rule-preview">
      <Text fw={600} role="status">
        {t('deviceGroups.preview.count', { count: preview.data.count })}
      </Text>
      {preview.data.devices.length > 0 && (
        <Text size="sm" c="dimmed">
          {preview.data.devices.map((d) => d.displayName).join(', ')}
        </Text>
      )}
    </Stack>
  );
}

const draftOf = (group: DeviceGroup | null): DeviceGroupDraft => ({
  name: group?.name ?? '',
  description: group?.description ?? '',
  type: group?.type ?? 'DYNAMIC',
  conditions: (group?.conditions as Conditions | null) ?? (group ? null : EMPTY_RULE),
});

function GroupForm({ group }: { group: DeviceGroup | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = useCan('canManageDeviceGroups');
  const save = useSaveDeviceGroup();
  const remove = useDeleteDeviceGroup();
  // What the draft was edited from: the loaded group, or the newer one after "Reload and re-apply".
  const [base, setBase] = useState(() => ({ draft: draftOf(group), version: group?.version }));
  const [draft, setDraft] = useState<DeviceGroupDraft>(base.draft);
  // A save refused because someone else saved the group first (409): the shared notice (decision 0032).
  const stale = useStaleVersion<DeviceGroup>({
    reload: () => call('get', '/api/device-groups/{id}', { params: { id: group!.id } }),
    reapply: (latest) => {
      const newer = draftOf(latest);
      setDraft((current) => rebaseEdits(base.draft, current, newer));
      setBase({ draft: newer, version: latest.version });
    },
    discard: (latest) => {
      const newer = draftOf(latest);
      setDraft(newer);
      setBase({ draft: newer, version: latest.version });
    },
  });
  const [tried, setTried] = useState(false);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const conditions = draft.conditions ?? EMPTY_RULE;
  const nameError = tried && draft.name.trim() === '' ? t('deviceGroups.builder.required') : fields.name?.[0];

  const submit = async () => {
    setTried(true);
    if (draft.name.trim() === '' || (draft.type === 'DYNAMIC' && validateDeviceConditions(conditions).length > 0)) return;
    try {
      const edited = { ...draft, conditions: draft.type === 'DYNAMIC' ? conditions : null };
      const saved = await save.mutateAsync(group ? { id: group.id, version: base.version ?? group.version, draft: edited } : { id: null, draft: edited });
      notifications.show({ message: t('deviceGroups.editor.saved') });
      setFields({});
      if (!group) void navigate({ to: '/device-groups/$id', params: { id: saved.id } });
    } catch (error) {
      if (stale.catchStale(error)) return;
      setFields(error instanceof ApiError ? error.fields : {});
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  };
  const destroy = () => {
    if (!group) return;
    confirmDanger(t, {
      title: t('deviceGroups.editor.delete'),
      body: t('deviceGroups.editor.deleteConfirm', { name: group.name }),
      confirmLabel: t('deviceGroups.editor.delete'),
      onConfirm: () =>
        void remove.mutateAsync(group.id).then(
          () => (notifications.show({ message: t('deviceGroups.editor.deleted') }), void navigate({ to: '/device-groups' })),
          (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) }),
        ),
    });
  };

  return (
    <Stack maw={900}>
      <TextInput
        label={t('deviceGroups.name')}
        required
        value={draft.name}
        maxLength={DEVICE_GROUP_LIMITS.nameMax}
        onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
        error={nameError}
        disabled={!canManage}
      />
      <Textarea
        label={t('deviceGroups.description')}
        value={draft.description}
        maxLength={DEVICE_GROUP_LIMITS.descriptionMax}
        onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })}
        disabled={!canManage}
      />
      <div>
        <Text size="sm" fw={500}>
          {t('deviceGroups.type')}
        </Text>
        <SegmentedControl
          value={draft.type}
          onChange={(type) => setDraft({ ...draft, type: type as DeviceGroupType })}
          disabled={group !== null || !canManage}
          data={(['DYNAMIC', 'STATIC'] as const).map((type) => ({ value: type, label: t(`deviceGroups.types.${type}`) }))}
        />
        <Text size="xs" c="dimmed">
          {t(`deviceGroups.typeHint.${draft.type}`)}
        </Text>
      </div>
      {draft.type === 'DYNAMIC' && (
        <>
          <DeviceRuleBuilder value={conditions} onChange={(next) => setDraft({ ...draft, conditions: next })} showErrors={tried} disabled={!canManage} />
          <Alert variant="light" color="blue" title={t('deviceGroups.rule')}>
            <RulePreview conditions={conditions} />
          </Alert>
        </>
      )}
      <StaleVersionNotice state={stale.state} />
      {canManage && (
        <Group>
          <Button onClick={() => void submit()} loading={save.isPending}>
            {t('deviceGroups.editor.save')}
          </Button>
          {group && (
            <Button variant="subtle" color="red" onClick={destroy}>
              {t('deviceGroups.editor.delete')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

/** A new group (`id` null) or an existing one with its settings and devices tabs. */
export function DeviceGroupPage({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const group = useDeviceGroup(id);
  const canManage = useCan('canManageDeviceGroups');
  const canRunScripts = useCan('canRunScripts');
  const [running, setRunning] = useState(false);
  if (id === null) {
    return (
      <Stack>
        <PageTitle>{t('deviceGroups.editor.newTitle')}</PageTitle>
        <GroupForm group={null} />
      </Stack>
    );
  }
  if (group.isPending) return <Loader aria-label={t('app.loading')} />;
  if (group.isError) return <Alert color="red">{errorMessage(group.error)}</Alert>;
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>{group.data.name}</PageTitle>
        {canRunScripts && (
          <Button variant="default" onClick={() => setRunning(true)}>
            {t('devices.runScript')}
          </Button>
        )}
      </Group>
      {running && (
        <Suspense fallback={null}>
          <RunScriptDialog target={{ kind: 'GROUP', groupId: group.data.id }} onClose={() => setRunning(false)} />
        </Suspense>
      )}
      <Tabs defaultValue="settings" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="settings">{t('deviceGroups.tabs.settings')}</Tabs.Tab>
          <Tabs.Tab value="members">{`${t('deviceGroups.tabs.members')} (${group.data.memberCount})`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings" pt="md">
          <GroupForm key={group.data.version} group={group.data} />
        </Tabs.Panel>
        <Tabs.Panel value="members" pt="md">
          <DeviceGroupMembers group={group.data} canManage={canManage} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

const route = getRouteApi('/device-groups/$id');

/** The route's page for '/device-groups/new'. */
export const NewDeviceGroupPage = () => <DeviceGroupPage id={null} />;

/** The route's page for '/device-groups/$id'. */
export function DeviceGroupRoutePage() {
  const { id } = route.useParams();
  return <DeviceGroupPage id={id} />;
}
