import { Badge } from '@mantine/core';
import type { BoardTicketRow } from '@outpost/contracts';
import { parseField, type AttributeDefinition } from '@outpost/rules';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table/index.ts';
import { COMPACT_DATE, PRIORITY_COLORS, STATUS_COLORS } from '../../../components/tickets/ticketCells.ts';
import { enumLabel, formatDuration, refLabel } from '../../../shared/ticketLabels.ts';
import { TicketLink } from '../../../components/tickets/TicketLink.tsx';
import { columnLabel, isSortableColumn } from '../model/boardModel.ts';

type Column = DataTableColumn<BoardTicketRow>;
type Cell = Omit<Column, 'id' | 'header'>;
type Person = { name: string | null; deleted: boolean } | null | undefined;

/** A user the board names: 'User not Found' when the server no longer knows the name. */
const person = (t: TFunction, p: Person) => (p ? refLabel(t, { name: p.name, deleted: p.deleted, found: p.name !== null }) : null);

/** How each system column draws its cell (spec 002 §3.1 column options). */
function systemCell(t: TFunction, column: string): Cell {
  switch (column) {
    case 'id':
      return { accessor: (r) => `#${r.id}`, priorityWidth: 64, minWidth: 56 };
    case 'status':
      return {
        render: (r) =>
          r.status ? (
            <Badge variant="light" color={STATUS_COLORS[r.status.parentKey] ?? 'gray'} miw="max-content">
              {r.status.name}
            </Badge>
          ) : null,
        exportValue: (r) => r.status?.name ?? '',
        // The badge keeps its whole name (an ellipsis cut 'WAITING' when squeezed): the column is as wide as its longest status.
        priorityWidth: 120,
      };
    case 'summary':
      return {
        accessor: (r) => r.summary,
        render: (r) => (
          <TicketLink id={r.id} size="sm" onClick={(e) => e.stopPropagation()}>
            {r.summary}
          </TicketLink>
        ),
        priorityWidth: 240,
        minWidth: 150,
      };
    case 'priority':
      return {
        render: (r) =>
          r.priority ? (
            <Badge variant="outline" color={PRIORITY_COLORS[r.priority] ?? 'gray'} miw="max-content">
              {enumLabel(t, 'priority', r.priority)}
            </Badge>
          ) : null,
        exportValue: (r) => r.priority ?? '',
        priorityWidth: 120,
      };
    case 'severity':
    case 'type':
    case 'source':
      return { accessor: (r) => (r[column] ? enumLabel(t, column, r[column]) : null), priorityWidth: 100 };
    case 'organization':
    case 'location':
    case 'device':
      return { accessor: (r) => (r[column] ? refLabel(t, r[column]) : null), priorityWidth: 180 };
    case 'requester':
    case 'assignee':
      return { accessor: (r) => person(t, r[column]), priorityWidth: 160 };
    case 'additionalAssignedTechnicians':
      return { accessor: (r) => (r.additionalAssignedTechnicians ?? []).map((p) => person(t, p)).join(', ') || null, priorityWidth: 200 };
    case 'ticketForm':
      return {
        accessor: (r) => (r.ticketForm ? (r.ticketForm.active ? r.ticketForm.name : `${r.ticketForm.name} ${t('tickets.inactive')}`) : null),
        priorityWidth: 160,
      };
    case 'createTime':
    case 'lastUpdated':
    case 'solvedTime':
    case 'lastUpdatedTimeByAssignee':
    case 'lastUpdatedTimeByRequester':
      return COMPACT_DATE;
    case 'totalTimeTracked':
      return { accessor: (r) => (r.totalTimeTracked === undefined ? null : formatDuration(r.totalTimeTracked)), priorityWidth: 110 };
    case 'totalTimeTrackedDecimal':
      return { cellType: 'Number', cellOptions: { maximumFractionDigits: 2 }, priorityWidth: 110 };
    case 'description':
      return { priorityWidth: 300 };
    case 'lastUpdatedBy':
      return { priorityWidth: 160 };
    case 'agreement':
      return { accessor: (r) => r.agreement?.name ?? null, priorityWidth: 160 };
    default:
      // Keys this screen does not know: no value to show.
      return { accessor: () => null };
  }
}

/** A custom field's cell: choice ids by their names, checkboxes as words, the rest as stored. */
function attributeCell(t: TFunction, attribute: AttributeDefinition | undefined, id: string): Cell {
  const names = new Map((attribute?.content?.values ?? []).map((v) => [String(v.id), v.name]));
  const name = (v: string | number) => names.get(String(v)) ?? String(v);
  return {
    accessor: (r) => {
      const value = r.attributes?.[id];
      if (value === undefined || value === null) return null;
      if (typeof value === 'boolean') return value ? t('tickets.form.yes') : t('tickets.form.no');
      if (Array.isArray(value)) return value.map(name).join(', ');
      return attribute?.attributeType === 'DROPDOWN' ? name(value) : String(value);
    },
    priorityWidth: 160,
  };
}

/** The table columns of a board, in the board's order, keyed as the board's columns are (so the server can sort by them). */
export function boardColumns(t: TFunction, columns: readonly string[], attributes: readonly AttributeDefinition[], showAgreement = false): Column[] {
  // The Agreement column appears only when billing is on and the user manages billing (spec 002 §6).
  return columns
    .filter((column) => column !== 'agreement' || showAgreement)
    .map((column) => {
      const parsed = parseField(column);
      const cell =
        parsed?.kind === 'attribute'
          ? attributeCell(
              t,
              attributes.find((a) => String(a.id) === parsed.attributeId),
              parsed.attributeId,
            )
          : systemCell(t, column);
      return { id: column, header: columnLabel(t, column, attributes), disableSortBy: !isSortableColumn(column), ...cell };
    });
}
