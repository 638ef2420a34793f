import type { AttributeValue, BoardTicketRow, EntityRef } from '@outpost/contracts';
import { ATTRIBUTE_PREFIX } from '@outpost/rules';
import type { BoardCellRow } from '../tickets/tickets.queries.ts';
import { parseStoredAttributeValue } from '../tickets/change/attribute-values.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** By id with its current name, or the name the ticket saved once the record is gone (deleted outright). */
function entityRef(id: number | null, liveName: string | null, savedName: string | null): EntityRef | null {
  if (id === null) return null;
  return { id, name: liveName ?? savedName ?? `#${id}`, deleted: liveName === null };
}

/** Every cell of one ticket; the row keeps only the board's columns. */
function allCells(row: BoardCellRow): Omit<BoardTicketRow, 'id' | 'attributes'> {
  const { ticket: t } = row;
  const contact = row.requesterContact;
  return {
    status: {
      id: row.status.id,
      key: row.status.key,
      name: row.status.name,
      system: row.status.key !== null,
      parentKey: row.status.key ?? row.status.parentKey ?? 'NEW',
    },
    summary: t.summary,
    description: t.descriptionText.slice(0, 1000),
    organization: entityRef(t.organizationId, row.organizationLive, t.organizationName),
    location: entityRef(t.locationId, row.locationLive, t.locationName),
    device: entityRef(t.nodeId, row.nodeLive, t.nodeName),
    requester:
      t.requesterContactId !== null
        ? {
            type: 'CONTACT',
            id: t.requesterContactId,
            name: contact?.name ?? null,
            deleted: contact ? contact.deleted || contact.organizationId === null : false,
          }
        : t.requesterUserId !== null
          ? { type: 'USER', id: t.requesterUserId, name: row.requesterUser?.name ?? null, deleted: row.requesterUser?.disabled ?? false }
          : null,
    // A missing user shows 'User not Found' (name null), a disabled one '(Deleted)'.
    assignee: t.assignedAppUserId === null ? null : { id: t.assignedAppUserId, name: row.assignee?.name ?? null, deleted: row.assignee?.disabled ?? false },
    additionalAssignedTechnicians: row.technicians.map((u) => ({ id: u.id, name: u.name, deleted: u.disabled })),
    type: t.type,
    source: t.source,
    priority: t.priority,
    severity: t.severity,
    ticketForm: row.form?.id == null ? null : { id: row.form.id, name: row.form.name ?? '', active: row.form.active ?? true },
    createTime: t.createdAt.toISOString(),
    lastUpdated: t.updatedAt.toISOString(),
    lastUpdatedBy: t.lastUpdatedByName,
    solvedTime: iso(t.solvedAt),
    lastUpdatedTimeByAssignee: iso(t.lastUpdatedByAssigneeAt),
    lastUpdatedTimeByRequester: iso(t.lastUpdatedByRequesterAt),
    totalTimeTracked: t.totalTimeTrackedSeconds,
    totalTimeTrackedDecimal: Math.round(t.totalTimeTrackedSeconds / 36) / 100,
  };
}

/** A ticket as a board row: its id and the board's columns, keyed as the columns are (spec 002 §3.1). */
export function presentBoardRow(row: BoardCellRow, columns: readonly string[]): BoardTicketRow {
  const cells = allCells(row);
  const out: BoardTicketRow = { id: row.ticket.id };
  const attributes: Record<string, AttributeValue> = {};
  for (const column of columns) {
    if (column.startsWith(ATTRIBUTE_PREFIX)) {
      const id = column.slice(ATTRIBUTE_PREFIX.length);
      const stored = row.attributes.find((a) => String(a.attributeId) === id);
      const value = stored ? parseStoredAttributeValue(stored.json) : null;
      if (value !== null) attributes[id] = value;
    } else if (Object.hasOwn(cells, column)) {
      Object.assign(out, { [column]: cells[column as keyof typeof cells] });
    }
  }
  if (columns.some((c) => c.startsWith(ATTRIBUTE_PREFIX))) out.attributes = attributes;
  return out;
}
