// The ticket lists (and the solved statuses) without their schemas: the web app's address parsing reads them on the first
// page, where the schemas' module would add its weight (bench/web/bundle-size.ts). enums.ts
// re-exports them; this is the one place they are written.

/** Ticket types; an INCIDENT may point at a PROBLEM through parentTicketId (spec 002 §3.1, §4.1). */
export const TICKET_TYPES = ['PROBLEM', 'QUESTION', 'INCIDENT', 'TASK'] as const;

/** Ticket priorities, lowest first. */
export const TICKET_PRIORITIES = ['NONE', 'LOW', 'MEDIUM', 'HIGH'] as const;

/**
 * The fixed system statuses, in workflow order. Custom statuses each have one of these as parent,
 * so "parent_equals" conditions and the solved/closed logic work for them too.
 */
export const SYSTEM_STATUS_KEYS = ['NEW', 'OPEN', 'WAITING', 'PAUSED', 'RESOLVED', 'CLOSED'] as const;
export type SystemStatusKey = (typeof SYSTEM_STATUS_KEYS)[number];
/** System statuses that count a ticket as solved (solvedTime is set on entering them). */
export const SOLVED_STATUS_KEYS: readonly SystemStatusKey[] = ['RESOLVED', 'CLOSED'];
