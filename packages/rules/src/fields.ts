/**
 * Condition field keys.
 *
 * - Ticket fields use the spec's names (`status`, `tags`, `updated_by`, …).
 * - Time-since fields: `time_since_created`, `time_since_changed`, `time_since_assigned`,
 *   `time_since_customer_responded`, `time_since_technician_responded`, and one per status,
 *   `time_since_status:{status}` where `{status}` is the status key (a system status such as
 *   `OPEN` or a custom status id); it measures time since the ticket entered its current status
 *   and holds only while the ticket is in that status.
 * - Custom attributes: `attribute:{id}`.
 */

/** Ticket condition fields with a fixed key. */
export const TICKET_CONDITION_FIELDS = [
  'action',
  'business_hours',
  'type',
  'status',
  'source',
  'severity',
  'priority',
  'summary',
  'description',
  'organization',
  'location',
  'requester',
  'assignee',
  'additionalAssignedTechnicianIds',
  'tags',
  'form',
  'commentType',
  'updated_by',
] as const;
export type TicketConditionField = (typeof TICKET_CONDITION_FIELDS)[number];

/** Time-since fields with a fixed key, and the ticket timestamp each one measures from. */
export const TIME_SINCE_FIELDS = {
  time_since_created: 'createdAt',
  time_since_changed: 'updatedAt',
  time_since_assigned: 'assignedAt',
  time_since_customer_responded: 'customerRespondedAt',
  time_since_technician_responded: 'technicianRespondedAt',
} as const;
export type TimeSinceFixedField = keyof typeof TIME_SINCE_FIELDS;
export type TimeSinceTimestamp = (typeof TIME_SINCE_FIELDS)[TimeSinceFixedField];

export const TIME_SINCE_STATUS_PREFIX = 'time_since_status:';
export const ATTRIBUTE_PREFIX = 'attribute:';

export type TimeSinceStatusField = `${typeof TIME_SINCE_STATUS_PREFIX}${string}`;
export type AttributeField = `${typeof ATTRIBUTE_PREFIX}${string}`;
export type ConditionField = TicketConditionField | TimeSinceFixedField | TimeSinceStatusField | AttributeField;

/** A condition field key taken apart. */
export type ParsedField =
  | { kind: 'ticket'; field: TicketConditionField }
  | { kind: 'time_since'; field: TimeSinceFixedField; timestamp: TimeSinceTimestamp }
  | { kind: 'time_since_status'; status: string }
  | { kind: 'attribute'; attributeId: string };

const ticketFields: ReadonlySet<string> = new Set(TICKET_CONDITION_FIELDS);

function isTimeSinceFixed(field: string): field is TimeSinceFixedField {
  return Object.hasOwn(TIME_SINCE_FIELDS, field);
}

/** Parses a condition field key; null for a key this model does not know. */
export function parseField(field: string): ParsedField | null {
  if (ticketFields.has(field)) return { kind: 'ticket', field: field as TicketConditionField };
  if (isTimeSinceFixed(field)) return { kind: 'time_since', field, timestamp: TIME_SINCE_FIELDS[field] };
  if (field.startsWith(TIME_SINCE_STATUS_PREFIX)) {
    const status = field.slice(TIME_SINCE_STATUS_PREFIX.length);
    return status ? { kind: 'time_since_status', status } : null;
  }
  if (field.startsWith(ATTRIBUTE_PREFIX)) {
    const attributeId = field.slice(ATTRIBUTE_PREFIX.length);
    return attributeId ? { kind: 'attribute', attributeId } : null;
  }
  return null;
}

/** True for every time-since field, fixed or per status. */
export function isTimeSinceField(field: string): boolean {
  const parsed = parseField(field);
  return parsed?.kind === 'time_since' || parsed?.kind === 'time_since_status';
}

/** The key of the time-since field for one status. */
export function timeSinceStatusField(status: string): TimeSinceStatusField {
  return `${TIME_SINCE_STATUS_PREFIX}${status}`;
}

/** The key of the condition field for one custom attribute. */
export function attributeField(attributeId: string | number): AttributeField {
  return `${ATTRIBUTE_PREFIX}${attributeId}`;
}
