import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClock, IconPlayerPause, IconPlus } from '@tabler/icons-react';
import type { TicketRow } from '@outpost/contracts';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/client.ts';
import { DataTable, publishReloadTable, toRemoteSearchParams, type FilterValues, type SelectionSnapshot } from '../../../components/data-table/index.ts';
import { confirmDanger } from '../../../shared/confirm.tsx';
import { PageTitle } from '../../../shared/PageTitle.tsx';
import { useStatuses } from '../../../api/ticketingConfig.api.ts';
import { useTicketLiveUpdates } from '../../../api/ticketLive.ts';
import { fetchTicketPage, useDeleteTicket, useMyTimers } from '../../../api/tickets.api.ts';
import { BulkChangeDialog, type BulkChangeKind } from '../../../components/tickets/BulkChangeDialog.tsx';
import { linkedTicketColumns } from './ticketColumns.tsx';
import { ticketFilters, toServerFilters } from './ticketFilters.tsx';
import { filterValuesOf, searchOfFilters, type TicketListSearch } from './ticketListSearch.ts';
import '../tickets.strings.ts';

export const TICKETS_TABLE = 'tickets';
const route = getRouteApi('/tickets');
const reloadTickets = () => publishReloadTable(TICKETS_TABLE);

/** The ids behind a selection; in select-all mode every matching ticket but the unselected ones. */
async function selectedIds(selection: SelectionSnapshot<TicketRow>): Promise<number[]> {
  if (selection.mode === 'ids') return selection.ids.map(Number);
  const ids: number[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const query = { ...selection.query, filters: toServerFilters(selection.query.filters), pageIndex, pageSize: 250 };
    const page = await fetchTicketPage(toRemoteSearchParams(query));
    ids.push(...page.data.map((r) => r.id));
    if (pageIndex + 1 >= page.pageCount) break;
  }
  const unselected = new Set(selection.unselectedIds);
  return ids.filter((id) => !unselected.has(String(id)));
}

/** Every ticket, server-driven: search, filters, sort, paging and selection; a row opens its ticket. */
export function TicketsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const statuses = useStatuses();
  const timers = useMyTimers();
  const remove = useDeleteTicket();
  // Tickets changed elsewhere (another technician, mail, a rule) show without a refresh.
  useTicketLiveUpdates(reloadTickets);
  const [bulk, setBulk] = useState<{ kind: BulkChangeKind; ids: number[] } | null>(null);
  const bulkChange = (kind: BulkChangeKind) => ({
    id: kind,
    label: t(`tickets.bulk.${kind}`),
    onClick: async (selection: SelectionSnapshot<TicketRow>) => setBulk({ kind, ids: await selectedIds(selection) }),
  });

  const columns = useMemo(() => linkedTicketColumns(t), [t]);
  // Search and filters live in the address: a reload or a shared link shows the same tickets (issue 23 item 8).
  const search = route.useSearch();
  const urlValues = useMemo(() => filterValuesOf(search), [search]);
  const filters = useMemo(() => ticketFilters(t, statuses.data ?? []).map((f) => ({ ...f, value: urlValues[f.name] ?? null })), [t, statuses.data, urlValues]);
  const onFiltersChange = useCallback(
    (values: FilterValues) => void navigate({ to: '/tickets', search: (prev: TicketListSearch) => searchOfFilters(values, prev.q), replace: true }),
    [navigate],
  );
  const onSearchChange = useCallback(
    (q: string) => void navigate({ to: '/tickets', search: (prev: TicketListSearch) => ({ ...prev, q: q || undefined }), replace: true }),
    [navigate],
  );
  const timerStates = useMemo(() => new Map((timers.data ?? []).map((timer) => [timer.ticketId, timer.state])), [timers.data]);

  const deleteTickets = async (ids: number[]) => {
    const results = await Promise.allSettled(ids.map((id) => remove.mutateAsync(id)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) notifications.show({ color: 'red', message: errorMessage(failed.reason) });
    notifications.show({ message: t('tickets.list.deletedCount', { count: results.filter((r) => r.status === 'fulfilled').length }) });
    publishReloadTable(TICKETS_TABLE);
  };

  const open = (r: TicketRow) => void navigate({ to: '/tickets/$id', params: { id: r.id } });

  return (
    <Stack>
      <PageTitle>{t('tickets.title')}</PageTitle>
      <DataTable<TicketRow>
        mode="server"
        tableId={TICKETS_TABLE}
        getRowId={(r) => String(r.id)}
        columns={columns}
        fetchData={(query, signal) => fetchTicketPage(toRemoteSearchParams({ ...query, filters: toServerFilters(query.filters) }), signal)}
        filters={filters}
        onFiltersChange={onFiltersChange}
        search={search.q ?? ''}
        onSearchChange={onSearchChange}
        searchPlaceholder={t('tickets.list.search')}
        initialSort={[{ id: 'id', desc: true }]}
        actions={[
          {
            id: 'new',
            label: t('tickets.list.newTicket'),
            icon: <IconPlus size={16} />,
            variant: 'filled',
            onClick: () => void navigate({ to: '/tickets/new' }),
          },
        ]}
        selection="multi"
        bulkActions={[
          bulkChange('assign'),
          bulkChange('status'),
          bulkChange('priority'),
          bulkChange('tags'),
          {
            id: 'delete',
            label: t('tickets.list.deleteSelected'),
            onClick: async (selection) => {
              const ids = await selectedIds(selection);
              confirmDanger(t, {
                title: t('tickets.bulk.deleteConfirmTitle', { count: ids.length }),
                body: t('tickets.bulk.deleteConfirm'),
                confirmLabel: t('app.delete'),
                onConfirm: () => void deleteTickets(ids),
              });
            },
          },
        ]}
        getRowProps={(r) => {
          const state = timerStates.get(r.id);
          if (!state || state === 'STOPPED') return {};
          const Icon = state === 'RUNNING' ? IconClock : IconPlayerPause;
          const label = state === 'RUNNING' ? t('tickets.list.timerRunning') : t('tickets.list.timerPaused');
          return { stateIcon: <Icon size={16} aria-label={label} role="img" color="var(--mantine-color-blue-8)" /> };
        }}
        showRowStateColumn={timerStates.size > 0}
        onRowClick={open}
        onRowAction={open}
        emptyMessage={t('tickets.list.empty')}
        exportable
        configurable
        allowReset
        refreshable
        autoRefresh={{ channel: TICKETS_TABLE }}
      />
      {bulk && (
        <BulkChangeDialog
          kind={bulk.kind}
          ticketIds={bulk.ids}
          statuses={statuses.data ?? []}
          onClose={() => setBulk(null)}
          onDone={() => {
            setBulk(null);
            publishReloadTable(TICKETS_TABLE);
          }}
        />
      )}
    </Stack>
  );
}
