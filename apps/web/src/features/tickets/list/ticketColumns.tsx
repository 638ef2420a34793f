import { Badge } from '@mantine/core';
import type { TicketRow } from '@outpost/contracts';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table/index.ts';
import { enumLabel, formatDuration, refLabel } from '../../../shared/ticketLabels.ts';
import { TicketLink } from '../../../components/tickets/TicketLink.tsx';
import { COMPACT_DATE, PRIORITY_COLORS, STATUS_COLORS } from '../../../components/tickets/ticketCells.ts';

/** The ticket list's columns: the spec's default board columns first, the rest hidden until chosen (spec 002 §3.1). */
export function ticketColumns(t: TFunction): DataTableColumn<TicketRow>[] {
  return [
    {
      id: 'status',
      header: t('tickets.field.status'),
      render: (r) => (
        <Badge variant="light" color={STATUS_COLORS[r.status.parentKey] ?? 'gray'} miw="max-content">
          {r.status.name}
        </Badge>
      ),
      exportValue: (r) => r.status.name,
      // The badge keeps its whole name (an ellipsis cut 'WAITING' when squeezed): the column is as wide as its longest status.
      priorityWidth: 120,
    },
    { id: 'id', header: t('tickets.field.id'), accessor: (r) => `#${r.id}`, priorityWidth: 80 },
    { id: 'summary', header: t('tickets.field.summary'), cellType: 'Anchor', cellOptions: { href: (r) => `/tickets/${r.id}` }, priorityWidth: 300 },
    { id: 'organization', header: t('tickets.field.organization'), accessor: (r) => (r.organization ? refLabel(t, r.organization) : null), priorityWidth: 180 },
    {
      id: 'requester',
      header: t('tickets.field.requester'),
      accessor: (r) => (r.requester ? refLabel(t, r.requester) : null),
      disableSortBy: true,
      priorityWidth: 160,
    },
    {
      id: 'assignedAppUser',
      header: t('tickets.field.assignee'),
      accessor: (r) => (r.assignedAppUser ? refLabel(t, r.assignedAppUser) : null),
      priorityWidth: 160,
    },
    { id: 'type', header: t('tickets.field.type'), accessor: (r) => (r.type ? enumLabel(t, 'type', r.type) : null), priorityWidth: 120, minWidth: 100 },
    {
      id: 'priority',
      header: t('tickets.field.priority'),
      render: (r) => (
        <Badge variant="outline" color={PRIORITY_COLORS[r.priority] ?? 'gray'} miw="max-content">
          {enumLabel(t, 'priority', r.priority)}
        </Badge>
      ),
      exportValue: (r) => r.priority,
      priorityWidth: 120,
    },
    { id: 'source', header: t('tickets.field.source'), accessor: (r) => enumLabel(t, 'source', r.source), hiddenByDefault: true },
    { id: 'severity', header: t('tickets.field.severity'), accessor: (r) => enumLabel(t, 'severity', r.severity), hiddenByDefault: true },
    {
      id: 'location',
      header: t('tickets.field.location'),
      accessor: (r) => (r.location ? refLabel(t, r.location) : null),
      disableSortBy: true,
      hiddenByDefault: true,
    },
    { id: 'device', header: t('tickets.field.device'), accessor: (r) => (r.device ? refLabel(t, r.device) : null), disableSortBy: true, hiddenByDefault: true },
    { id: 'tags', header: t('tickets.field.tags'), cellType: 'Tags', disableSortBy: true, hiddenByDefault: true },
    { id: 'createTime', header: t('tickets.field.createTime'), ...COMPACT_DATE },
    { id: 'lastUpdated', header: t('tickets.field.lastUpdated'), ...COMPACT_DATE, hiddenByDefault: true },
    { id: 'totalTimeTracked', header: t('tickets.field.totalTimeTracked'), accessor: (r) => formatDuration(r.totalTimeTracked), priorityWidth: 110 },
  ];
}

/** The columns as lists of tickets show them: the summary a link to its ticket (a row click opens it too). */
export function linkedTicketColumns(t: TFunction): DataTableColumn<TicketRow>[] {
  return ticketColumns(t).map((c) =>
    c.id === 'summary'
      ? {
          ...c,
          cellType: undefined,
          render: (r: TicketRow) => (
            <TicketLink id={r.id} size="sm" onClick={(e) => e.stopPropagation()}>
              {r.summary}
            </TicketLink>
          ),
        }
      : c,
  );
}
