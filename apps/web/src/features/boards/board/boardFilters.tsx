import { Box } from '@mantine/core';
import { TICKET_PRIORITIES, TICKET_TYPES, type BoardTicketRow, type PickerPage, type TicketStatus } from '@outpost/contracts';
import type { TFunction } from 'i18next';
import type { FilterDefinition, FilterValues } from '../../../components/data-table/index.ts';
import { statusKeyOf } from '../../rules/index.ts';
import { fetchOrganizations, fetchTechnicians } from '../../../api/pickers.api.ts';
import { RemoteMultiSelect } from '../../../components/pickers/RemoteMultiSelect.tsx';
import { enumLabel } from '../../../shared/ticketLabels.ts';

/** A record chosen in a filter, kept with its name so the pill shows without another request. */
interface Named {
  id: number;
  name: string;
  deleted: boolean;
}

const asList = (value: unknown): Named[] => (Array.isArray(value) ? (value as Named[]) : []);

/**
 * The table's filter values as the board run reads them: each filter is a `contains_any` on its
 * field (statuses by key, records by id), so records are sent as their ids.
 */
export function toBoardFilters(values: FilterValues): FilterValues {
  const out: FilterValues = { ...values };
  for (const name of ['assignee', 'organization']) {
    const ids = asList(values[name]).map((item) => item.id);
    out[name] = ids.length > 0 ? ids : undefined;
  }
  return out;
}

function PickerFilter({
  label,
  queryKey,
  fetchPage,
  value,
  onChange,
  t,
}: {
  label: string;
  queryKey: string;
  fetchPage: (search: string, page: number, signal: AbortSignal) => Promise<PickerPage<Named>>;
  value: unknown;
  onChange: (value: unknown) => void;
  t: TFunction;
}) {
  return (
    <Box w={240}>
      <RemoteMultiSelect<Named>
        label={label}
        queryKey={['pickers', queryKey, 'board-filter']}
        fetchPage={fetchPage}
        getId={(item) => String(item.id)}
        toOption={(item) => ({ label: item.name, suffix: item.deleted ? t('tickets.deleted') : undefined })}
        values={asList(value)}
        onChange={onChange}
      />
    </Box>
  );
}

/** Status, priority, type, assignee and organization filters of a board, within its conditions. */
export function boardFilters(t: TFunction, statuses: readonly TicketStatus[]): FilterDefinition<BoardTicketRow>[] {
  const enumOptions = (group: 'type' | 'priority', list: readonly string[]) => list.map((v) => ({ value: v, label: enumLabel(t, group, v) }));
  return [
    {
      name: 'status',
      label: t('tickets.field.status'),
      type: 'MultiSelect',
      componentProps: { options: statuses.filter((s) => s.active).map((s) => ({ value: statusKeyOf(s), label: s.name })) },
    },
    { name: 'priority', label: t('tickets.field.priority'), type: 'MultiSelect', componentProps: { options: enumOptions('priority', TICKET_PRIORITIES) } },
    { name: 'type', label: t('tickets.field.type'), type: 'MultiSelect', componentProps: { options: enumOptions('type', TICKET_TYPES) } },
    {
      name: 'assignee',
      label: t('tickets.field.assignee'),
      type: 'UserDefined',
      componentProps: {
        render: (p) => (
          <PickerFilter
            {...p}
            t={t}
            label={t('tickets.field.assignee')}
            queryKey="technicians"
            fetchPage={(search, page, signal) => fetchTechnicians(search, page, signal)}
          />
        ),
      },
    },
    {
      name: 'organization',
      label: t('tickets.field.organization'),
      type: 'UserDefined',
      componentProps: {
        render: (p) => (
          <PickerFilter
            {...p}
            t={t}
            label={t('tickets.field.organization')}
            queryKey="organizations"
            fetchPage={(search, page, signal) => fetchOrganizations(search, page, signal)}
          />
        ),
      },
    },
  ];
}
