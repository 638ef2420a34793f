import { IconPlus } from '@tabler/icons-react';
import type { TicketRow } from '@outpost/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, publishReloadTable, toRemoteSearchParams } from '../../../components/data-table/index.ts';
import { useTicketLiveUpdates } from '../../../api/ticketLive.ts';
import { fetchTicketPage } from '../../../api/tickets.api.ts';
import { linkedTicketColumns } from '../list/ticketColumns.tsx';
import '../tickets.strings.ts';

export const DEVICE_TICKETS_TABLE = 'device-tickets';
const reload = () => publishReloadTable(DEVICE_TICKETS_TABLE);
// The device's own organization goes without saying on its page.
const HIDDEN = new Set(['organization']);

/** The tickets about one device (its page's Tickets tab), newest first; New ticket starts one for it. */
export function DeviceTickets({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useTicketLiveUpdates(reload);
  const columns = useMemo(() => linkedTicketColumns(t).filter((c) => !HIDDEN.has(c.id)), [t]);
  const open = (r: TicketRow) => void navigate({ to: '/tickets/$id', params: { id: r.id } });
  return (
    <DataTable<TicketRow>
      mode="server"
      tableId={DEVICE_TICKETS_TABLE}
      getRowId={(r) => String(r.id)}
      columns={columns}
      fetchData={(query, signal) => fetchTicketPage(toRemoteSearchParams({ ...query, filters: { ...query.filters, nodeId: [deviceId] } }), signal)}
      searchPlaceholder={t('tickets.list.search')}
      initialSort={[{ id: 'id', desc: true }]}
      actions={[
        {
          id: 'new',
          label: t('tickets.device.newTicket'),
          icon: <IconPlus size={16} />,
          variant: 'filled',
          onClick: () => void navigate({ to: '/tickets/new', search: { deviceId } }),
        },
      ]}
      onRowClick={open}
      onRowAction={open}
      emptyMessage={t('tickets.device.empty')}
      refreshable
      autoRefresh={{ channel: DEVICE_TICKETS_TABLE }}
    />
  );
}
