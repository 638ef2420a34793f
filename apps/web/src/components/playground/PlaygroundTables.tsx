import { useMemo, useState } from 'react';
import { Badge, Stack, Text, Title } from '@mantine/core';
import { IconCircleFilled } from '@tabler/icons-react';
import { DataTable } from '../data-table/DataTable.tsx';
import type { DataTableColumn, SelectionSnapshot } from '../data-table/types.ts';
import { publishReloadTable } from '../events/reloadTable.ts';
import { createDemoServer, demoRows, type DemoRow } from './demoData.ts';

const columns: DataTableColumn<DemoRow>[] = [
  { id: 'name', header: 'Name', priorityWidth: 200 },
  {
    id: 'status',
    header: 'Status',
    cellType: 'Icon',
    cellOptions: { icon: (r) => <IconCircleFilled size={10} color={r.status === 'online' ? 'green' : 'gray'} />, iconLabel: (r) => r.status },
    exportValue: (r) => r.status,
  },
  { id: 'cpu', header: 'CPU %', cellType: 'Progress' },
  { id: 'tags', header: 'Tags', cellType: 'Tags' },
  { id: 'createdAt', header: 'Created', cellType: 'Date', hiddenByDefault: true },
];

/** Demo tables: a client table with every feature on, and a server-driven one. */
export function PlaygroundTables() {
  const data = useMemo(() => demoRows(500), []);
  const fetchData = useMemo(() => createDemoServer(2_000), []);
  const [lastAction, setLastAction] = useState('');
  const [bulk, setBulk] = useState('');
  const [ordered, setOrdered] = useState(() => demoRows(5));
  const reorder = (activeId: string, overId: string) =>
    setOrdered((rows) => {
      const from = rows.findIndex((r) => r.id === activeId);
      const to = rows.findIndex((r) => r.id === overId);
      const next = [...rows];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });
  const describe = (s: SelectionSnapshot<DemoRow>) => (s.mode === 'all' ? `all except ${s.unselectedIds.length}` : s.ids.join(','));
  return (
    <Stack>
      <Title order={3}>Client table</Title>
      <Text size="sm" data-testid="last-action">
        {lastAction}
      </Text>
      <Text size="sm" data-testid="bulk-result">
        {bulk}
      </Text>
      <DataTable<DemoRow>
        mode="client"
        tableId="playground-client"
        data={data}
        columns={columns}
        getRowId={(r) => r.id}
        selection="multi"
        height={480}
        defaultPageSize={25}
        exportable
        allowReset
        autoRefresh={{ channel: 'playground-client', enabledByDefault: false }}
        onRowAction={(r) => setLastAction(`action:${r.id}`)}
        getRowProps={(r) => ({ disabled: r.id === 'r4', error: r.id === 'r6', status: { color: r.status === 'online' ? 'green' : 'gray', label: r.status } })}
        showStatusIndicator
        rowActions={(r) => [
          { id: 'open', label: 'Open', onClick: () => setLastAction(`open:${r.id}`) },
          { id: 'edit', label: 'Edit', onClick: () => setLastAction(`edit:${r.id}`) },
          { id: 'copy', label: 'Copy', onClick: () => setLastAction(`copy:${r.id}`) },
          { id: 'delete', label: 'Delete', color: 'red', onClick: () => setLastAction(`delete:${r.id}`) },
        ]}
        bulkActions={[{ id: 'tag', label: 'Tag selected', onClick: (s) => setBulk(describe(s)) }]}
        filters={[
          {
            name: 'status',
            label: 'Status filter',
            type: 'SingleSelect',
            componentProps: {
              options: [
                { value: 'online', label: 'Online' },
                { value: 'offline', label: 'Offline' },
              ],
            },
            predicate: (r, v) => r.status === v,
          },
          {
            name: 'cpu',
            label: 'CPU',
            type: 'NumberRange',
            category: 'secondary',
            predicate: (r, v) => {
              const { min, max } = (v ?? {}) as { min?: number | null; max?: number | null };
              return (min == null || r.cpu >= min) && (max == null || r.cpu <= max);
            },
          },
        ]}
        actions={[{ id: 'reload', label: 'Publish reload', variant: 'default', onClick: () => publishReloadTable('playground-client', { showLoading: true }) }]}
      />
      <Title order={3}>Reorderable rows</Title>
      <DataTable<DemoRow>
        mode="client"
        tableId="playground-reorder"
        data={ordered}
        columns={columns.slice(0, 2)}
        getRowId={(r) => r.id}
        onReorder={reorder}
        searchable={false}
        refreshable={false}
        pagination={false}
        showRowStateColumn
        getRowProps={(r) => ({ stateIcon: r.status === 'offline' ? '⚠' : undefined })}
      />
      <Title order={3}>
        Server table <Badge>2,000 rows</Badge>
      </Title>
      <DataTable<DemoRow>
        mode="server"
        tableId="playground-server"
        fetchData={fetchData}
        columns={columns}
        getRowId={(r) => r.id}
        selection="multi"
        exportable
        configurable
        height={480}
        bulkActions={[{ id: 'tag', label: 'Tag selected', onClick: (s) => setBulk(`server ${describe(s)}`) }]}
      />
    </Stack>
  );
}
