import { Box } from '@mantine/core';
import { TICKET_PRIORITIES, TICKET_TYPES, type EntityRef, type TicketStatus } from '@outpost/contracts';
import type { TFunction } from 'i18next';
import type { FilterDefinition, FilterValues } from '../../../components/data-table/index.ts';
import type { TicketRow } from '@outpost/contracts';
import { fetchTechnicians, fetchTicketOrganizations } from '../../../api/pickers.api.ts';
import { RemoteMultiSelect } from '../../../components/pickers/RemoteMultiSelect.tsx';
import { enumLabel, refLabel } from '../../../shared/ticketLabels.ts';
import type { UserChoice } from '../../../components/pickers/ticketPickers.tsx';

/** The "Unassigned" choice of the assignee filter; the server reads null as "no assignee". */
const UNASSIGNED_ID = 0;

const asList = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The table's filter values in the shape the ticket list understands (ids, null for unassigned). */
export function toServerFilters(values: FilterValues): FilterValues {
  const out: FilterValues = { ...values };
  const assignees = asList<UserChoice>(values.assignedAppUserId);
  out.assignedAppUserId = assignees.length ? assignees.map((u) => (u.id === UNASSIGNED_ID ? null : u.id)) : undefined;
  const organizations = asList<EntityRef>(values.organizationId);
  out.organizationId = organizations.length ? organizations.map((o) => o.id) : undefined;
  return out;
}

function AssigneeFilter({ value, onChange, t }: { value: unknown; onChange: (v: unknown) => void; t: TFunction }) {
  const unassigned: UserChoice = { id: UNASSIGNED_ID, name: t('tickets.unassigned'), deleted: false, found: true };
  return (
    <Box w={240}>
      <RemoteMultiSelect<UserChoice>
        label={t('tickets.field.assignee')}
        queryKey={['pickers', 'technicians', 'filter']}
        fetchPage={async (search, page, signal) => {
          const found = await fetchTechnicians(search, page, signal);
          const data = found.data.map((u): UserChoice => ({ id: u.id, name: u.name, deleted: u.deleted, found: true }));
          return { ...found, data: page === 0 && !search ? [unassigned, ...data] : data };
        }}
        getId={(u) => String(u.id)}
        toOption={(u) => ({ label: refLabel(t, u) })}
        values={asList<UserChoice>(value)}
        onChange={onChange}
      />
    </Box>
  );
}

function OrganizationFilter({ value, onChange, t }: { value: unknown; onChange: (v: unknown) => void; t: TFunction }) {
  return (
    <Box w={240}>
      <RemoteMultiSelect<EntityRef>
        label={t('tickets.field.organization')}
        queryKey={['pickers', 'organizations', 'tickets']}
        fetchPage={(search, page, signal) => fetchTicketOrganizations(search, page, signal)}
        getId={(o) => String(o.id)}
        toOption={(o) => ({ label: o.name, suffix: o.deleted ? t('tickets.deleted') : undefined })}
        values={asList<EntityRef>(value)}
        onChange={onChange}
      />
    </Box>
  );
}

/** Status, priority, type, assignee and organization filters of the ticket list. */
export function ticketFilters(t: TFunction, statuses: TicketStatus[]): FilterDefinition<TicketRow>[] {
  const enumOptions = (group: 'type' | 'priority', list: readonly string[]) => list.map((v) => ({ value: v, label: enumLabel(t, group, v) }));
  return [
    {
      name: 'status',
      label: t('tickets.field.status'),
      type: 'MultiSelect',
      componentProps: { options: statuses.map((s) => ({ value: String(s.id), label: s.name })) },
    },
    { name: 'priority', label: t('tickets.field.priority'), type: 'MultiSelect', componentProps: { options: enumOptions('priority', TICKET_PRIORITIES) } },
    { name: 'type', label: t('tickets.field.type'), type: 'MultiSelect', componentProps: { options: enumOptions('type', TICKET_TYPES) } },
    { name: 'assignedAppUserId', label: t('tickets.field.assignee'), type: 'UserDefined', componentProps: { render: (p) => <AssigneeFilter {...p} t={t} /> } },
    {
      name: 'organizationId',
      label: t('tickets.field.organization'),
      type: 'UserDefined',
      componentProps: { render: (p) => <OrganizationFilter {...p} t={t} /> },
    },
  ];
}
