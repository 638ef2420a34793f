import { Alert, Badge, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  PSA_MESSAGES,
  PSA_OPTIONAL_ATTRIBUTES,
  PSA_QUESTION_ATTRIBUTES,
  PSA_REQUIRED_ATTRIBUTES,
  type PsaAttribute,
  type PsaSyncEntry,
  type PsaSyncRun,
} from '@outpost/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/typed.ts';
import { formatDateTime } from '../../shared/format.ts';
import { DataTable, type DataTableColumn } from '../../components/data-table/index.ts';
import { DeviceSyncSchedule } from './DeviceSyncSchedule.tsx';
import { usePsaMutation, useSyncAttributes, useSyncRun, useSyncRuns } from './psa.api.ts';

const REQUIRED: ReadonlySet<PsaAttribute> = new Set(PSA_REQUIRED_ATTRIBUTES);

function AttributeGroup({
  title,
  names,
  chosen,
  onChange,
}: {
  title: string;
  names: readonly PsaAttribute[];
  chosen: Set<PsaAttribute>;
  onChange: (next: Set<PsaAttribute>) => void;
}) {
  const { t } = useTranslation();
  const optional = names.filter((n) => !REQUIRED.has(n));
  const all = optional.every((n) => chosen.has(n));
  return (
    <Stack gap={6}>
      <Group>
        <Text fw={600}>{title}</Text>
        <Checkbox
          label={t('psa.sync.selectAll')}
          checked={all}
          indeterminate={!all && optional.some((n) => chosen.has(n))}
          onChange={() => {
            const next = new Set(chosen);
            for (const n of optional)
              if (all) next.delete(n);
              else next.add(n);
            onChange(next);
          }}
        />
      </Group>
      <Group gap="md">
        {names.map((n) => (
          <Checkbox
            key={n}
            label={n}
            checked={REQUIRED.has(n) || chosen.has(n)}
            disabled={REQUIRED.has(n)}
            onChange={(e) => {
              const next = new Set(chosen);
              if (e.currentTarget.checked) next.add(n);
              else next.delete(n);
              onChange(next);
            }}
          />
        ))}
      </Group>
    </Stack>
  );
}

/** Device attributes to sync, the dry run (what a sync would write and how many requests) and the sync itself. */
export function SyncPanel() {
  const { t } = useTranslation();
  const attributes = useSyncAttributes();
  const [chosen, setChosen] = useState<Set<PsaAttribute>>(new Set());
  // The run asked for here, else the latest of the log: progress and result come from the run log.
  const [asked, setAsked] = useState<number | null>(null);
  const runs = useSyncRuns();
  const shown = useSyncRun(asked ?? runs.data?.[0]?.id ?? null);
  const run: PsaSyncRun | null = shown.data ?? null;
  const busy = run !== null && (run.status === 'QUEUED' || run.status === 'RUNNING');
  useEffect(() => {
    if (attributes.data) setChosen(new Set(attributes.data.attributes));
  }, [attributes.data]);
  const saveAttributes = usePsaMutation(() => call('put', '/api/psacw/sync-attributes', { body: { attributes: [...chosen] } }));
  const sync = usePsaMutation((dryRun: boolean) => call('post', '/api/psacw/sync', { body: { dryRun } }));
  const columns = useMemo<DataTableColumn<PsaSyncEntry & { key: string }>[]>(
    () => [
      {
        id: 'action',
        header: t('psa.sync.action'),
        render: (e) => (
          <Badge variant="light" color={e.action === 'ERROR' ? 'red' : e.action === 'SKIP' ? 'gray' : 'blue'}>
            {e.action}
          </Badge>
        ),
        sortValue: (e) => e.action,
      },
      { id: 'device', header: t('psa.sync.device'), accessor: (e) => e.deviceName },
      { id: 'remote', header: t('psa.sync.remote'), accessor: (e) => (e.remoteId === null ? '' : `#${e.remoteId}`) },
      { id: 'detail', header: t('psa.sync.detail'), accessor: (e) => e.detail, disableSortBy: true },
    ],
    [t],
  );
  const go = (dryRun: boolean) =>
    sync.mutate(dryRun, { onSuccess: (queued) => setAsked(queued.id), onError: (e) => notifications.show({ color: 'red', message: e.message }) });
  const pending = (dryRun: boolean) => (sync.isPending && sync.variables === dryRun) || (busy && run.dryRun === dryRun);
  return (
    <Stack gap="xl">
      <Stack>
        <Title order={4}>{t('psa.sync.attributes')}</Title>
        <AttributeGroup
          title={t('psa.sync.configurationAttributes')}
          names={[...PSA_REQUIRED_ATTRIBUTES, ...PSA_OPTIONAL_ATTRIBUTES]}
          chosen={chosen}
          onChange={setChosen}
        />
        <AttributeGroup title={t('psa.sync.configurationQuestions')} names={PSA_QUESTION_ATTRIBUTES} chosen={chosen} onChange={setChosen} />
        <Group>
          <Button
            variant="default"
            loading={saveAttributes.isPending}
            onClick={() =>
              saveAttributes.mutate(undefined, {
                onSuccess: () => notifications.show({ message: t('psa.sync.attributesSaved') }),
                onError: () => notifications.show({ color: 'red', message: PSA_MESSAGES.attributesFailed }),
              })
            }
          >
            {t('psa.sync.saveAttributes')}
          </Button>
        </Group>
      </Stack>
      <Stack>
        <Group>
          <Button variant="default" loading={pending(true)} disabled={sync.isPending || busy} onClick={() => go(true)}>
            {t('psa.sync.dryRun')}
          </Button>
          <Button loading={pending(false)} disabled={sync.isPending || busy} onClick={() => go(false)}>
            {t('psa.sync.run')}
          </Button>
        </Group>
        {shown.error && <Alert color="red">{t('psa.loadFailed', { message: shown.error.message })}</Alert>}
        {run && (
          <Alert color={run.status === 'FAILED' ? 'red' : run.status === 'SUCCEEDED' ? 'blue' : 'gray'} role="status">
            {run.status === 'QUEUED'
              ? t('psa.sync.queued', { kind: run.dryRun ? t('psa.sync.dryRunKind') : t('psa.sync.runKind') })
              : t(run.status === 'RUNNING' ? 'psa.sync.progress' : run.dryRun ? 'psa.sync.dryResult' : 'psa.sync.result', {
                  kind: run.dryRun ? t('psa.sync.dryRunKind') : t('psa.sync.runKind'),
                  status: run.status.toLowerCase(),
                  when: formatDateTime(run.finishedAt ?? run.startedAt, ''),
                  ...run.counts,
                  ...run.requests,
                })}
            {run.error ? ` ${run.error}` : ''}
          </Alert>
        )}
        {run && !busy && (
          <DataTable<PsaSyncEntry & { key: string }>
            mode="client"
            tableId="psa-sync-entries"
            data={run.entries.map((e, i) => ({ ...e, key: `${i}` }))}
            getRowId={(e) => e.key}
            columns={columns}
            emptyMessage={t('psa.sync.noEntries')}
          />
        )}
      </Stack>
      <DeviceSyncSchedule />
    </Stack>
  );
}
