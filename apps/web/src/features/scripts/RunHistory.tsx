import { Card, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ScriptRunDevice, TablePage } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type RemoteQuery } from '../../components/data-table/index.ts';
import { formatDateTime } from '../../shared/format.ts';
import { RunOutput, RunStatusBadge } from './RunOutput.tsx';

/**
 * A searchable run history (a device's or a script's), newest first; a row opens its output and the
 * change since the previous run. The search matches device, script and the start of the output.
 */
export function RunHistory({
  tableId,
  fetchPage,
  show,
}: {
  tableId: string;
  fetchPage: (query: RemoteQuery, signal: AbortSignal) => Promise<TablePage<ScriptRunDevice>>;
  show: 'script' | 'device';
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number | null>(null);
  const columns = useMemo<DataTableColumn<ScriptRunDevice>[]>(
    () => [
      show === 'script'
        ? {
            id: 'scriptName',
            header: t('scripts.runs.script'),
            render: (r) => (
              <Text size="sm">
                {r.scriptName}{' '}
                <Text span c="dimmed" size="xs">
                  v{r.version}
                </Text>
              </Text>
            ),
            disableSortBy: true,
          }
        : {
            id: 'deviceName',
            header: t('scripts.runs.device'),
            render: (r) => (
              <Text size="sm">
                {r.deviceName}{' '}
                <Text span c="dimmed" size="xs">
                  v{r.version}
                </Text>
              </Text>
            ),
            disableSortBy: true,
          },
      { id: 'status', header: t('scripts.runs.status'), render: (r) => <RunStatusBadge status={r.status} />, disableSortBy: true },
      { id: 'exitCode', header: t('scripts.runs.exitCode'), accessor: (r) => (r.exitCode === null ? '' : String(r.exitCode)), disableSortBy: true },
      { id: 'createdAt', header: t('scripts.runs.started'), accessor: (r) => formatDateTime(r.createdAt, ''), disableSortBy: true },
      { id: 'run', header: '#', render: (r) => <Link to="/script-runs/$id" params={{ id: r.runId }}>{`#${r.runId}`}</Link>, disableSortBy: true },
    ],
    [t, show],
  );
  return (
    <Stack>
      <DataTable<ScriptRunDevice>
        mode="server"
        tableId={tableId}
        fetchData={fetchPage}
        getRowId={(r) => String(r.id)}
        columns={columns}
        searchPlaceholder={t('scripts.runs.search')}
        autoRefresh={{ intervalMs: 3000 }}
        emptyMessage={t('scripts.runs.historyEmpty')}
        onRowClick={(r) => setSelected(r.id)}
        onRowAction={(r) => setSelected(r.id)}
      />
      {selected !== null && (
        <Card withBorder>
          <RunOutput key={selected} id={selected} />
        </Card>
      )}
    </Stack>
  );
}
