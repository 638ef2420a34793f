import { Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BoardTicketRow, TicketStatus, Trigger } from '@outpost/contracts';
import type { AttributeDefinition } from '@outpost/rules';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/client.ts';
import { DataTable, publishReloadTable, toRemoteSearchParams, type SelectionSnapshot } from '../../../components/data-table/index.ts';
import { confirmDanger } from '../../../shared/confirm.tsx';
import { useTicketLiveUpdates } from '../../../api/ticketLive.ts';
import { BulkChangeDialog, runBulkChange, type BulkChangeKind } from '../../../components/tickets/BulkChangeDialog.tsx';
import { fetchBoardTickets } from '../api/boards.api.ts';
import { boardColumns } from './boardColumns.tsx';
import { useAgreementColumnAllowed } from '../../billing/index.ts';
import { boardFilters, toBoardFilters } from './boardFilters.tsx';
import { MergeTicketsDialog } from './MergeTicketsDialog.tsx';

/** The table channel of one board, for reloads after bulk changes and live updates. */
export const boardTableId = (boardId: number) => `board-${boardId}`;

/** The ids behind a selection; in select-all mode every ticket of the board's query but the unselected ones. */
async function selectedIds(boardId: number, selection: SelectionSnapshot<BoardTicketRow>): Promise<number[]> {
  if (selection.mode === 'ids') return selection.ids.map(Number);
  const ids: number[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const query = { ...selection.query, filters: toBoardFilters(selection.query.filters), pageIndex, pageSize: 250 };
    const page = await fetchBoardTickets(boardId, toRemoteSearchParams(query));
    ids.push(...page.data.map((r) => r.id));
    if (pageIndex + 1 >= page.pageCount) break;
  }
  const unselected = new Set(selection.unselectedIds);
  return ids.filter((id) => !unselected.has(String(id)));
}

type Dialog = { kind: BulkChangeKind | 'merge'; ids: number[] };

/**
 * One board's tickets through the shared data table, server-driven: the board's conditions, its
 * columns in order and its sort (id descending by default), plus search, filters, paging,
 * selection and bulk actions (assign, status, priority, tags, merge, delete).
 */
export function BoardTable({ board, attributes, statuses }: { board: Trigger; attributes: readonly AttributeDefinition[]; statuses: readonly TicketStatus[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tableId = boardTableId(board.id);
  const reload = useCallback(() => publishReloadTable(tableId), [tableId]);
  useTicketLiveUpdates(reload);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const showAgreement = useAgreementColumnAllowed();
  // The table takes its visible columns from its first columns: it waits until the Agreement column is decided.
  const columnsDecided = showAgreement !== undefined || !(board.columns ?? []).includes('agreement');
  const columns = useMemo(() => boardColumns(t, board.columns ?? [], attributes, showAgreement === true), [t, board.columns, attributes, showAgreement]);
  const filters = useMemo(() => boardFilters(t, statuses), [t, statuses]);
  const sort = board.sortBy?.[0];
  const initialSort = [{ id: sort?.field ?? 'id', desc: (sort?.direction ?? 'DESC') === 'DESC' }];
  const open = (r: BoardTicketRow) => void navigate({ to: '/tickets/$id', params: { id: r.id } });
  const bulk = (kind: Dialog['kind'], label: string) => ({
    id: kind,
    label,
    onClick: async (selection: SelectionSnapshot<BoardTicketRow>) => setDialog({ kind, ids: await selectedIds(board.id, selection) }),
  });

  const deleteTickets = async (ids: number[]) => {
    try {
      const result = await runBulkChange({ ticketIds: ids, action: { type: 'DELETE' } });
      notifications.show({ message: t('boards.bulk.deleted', { count: result.updated.length }) });
      if (result.failed.length > 0)
        notifications.show({ color: 'red', message: t('tickets.bulk.failed', { count: result.failed.length, message: result.failed[0]!.message }) });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
    reload();
  };
  const done = () => {
    setDialog(null);
    reload();
  };

  if (!columnsDecided) return <Loader aria-label={t('app.loading')} />;
  return (
    <>
      <DataTable<BoardTicketRow>
        mode="server"
        tableId={tableId}
        getRowId={(r) => String(r.id)}
        columns={columns}
        fetchData={(query, signal) => fetchBoardTickets(board.id, toRemoteSearchParams({ ...query, filters: toBoardFilters(query.filters) }), signal)}
        filters={filters}
        searchPlaceholder={t('boards.page.search')}
        initialSort={initialSort}
        selection="multi"
        bulkActions={[
          bulk('assign', t('tickets.bulk.assign')),
          bulk('status', t('tickets.bulk.status')),
          bulk('priority', t('tickets.bulk.priority')),
          bulk('tags', t('tickets.bulk.tags')),
          bulk('merge', t('boards.bulk.merge')),
          {
            id: 'delete',
            label: t('boards.bulk.delete'),
            onClick: async (selection) => {
              const ids = await selectedIds(board.id, selection);
              confirmDanger(t, {
                title: t('tickets.bulk.deleteConfirmTitle', { count: ids.length }),
                body: t('tickets.bulk.deleteConfirm'),
                confirmLabel: t('app.delete'),
                onConfirm: () => void deleteTickets(ids),
              });
            },
          },
        ]}
        onRowClick={open}
        onRowAction={open}
        emptyMessage={t('boards.page.empty')}
        exportable
        refreshable
        autoRefresh={{ channel: tableId }}
      />
      {dialog && dialog.kind === 'merge' && <MergeTicketsDialog ticketIds={dialog.ids} onClose={() => setDialog(null)} onDone={done} />}
      {dialog && dialog.kind !== 'merge' && (
        <BulkChangeDialog kind={dialog.kind} ticketIds={dialog.ids} statuses={[...statuses]} onClose={() => setDialog(null)} onDone={done} />
      )}
    </>
  );
}
