import type { RefId } from './conditions.ts';
import type { CommentType, SystemStatus, TicketEventAction, TicketPriority, TicketSeverity, TicketSource, TicketType } from './enums.ts';

/** A custom attribute's value on a ticket: text, number, checkbox, option id(s) or a YYYY-MM-DD date. */
export type AttributeValue = string | number | boolean | readonly (string | number)[] | null;

/**
 * What the evaluator knows about a ticket. Everything but the id may be missing (undefined or
 * null); each operator says what it makes of a missing value (see README.md and operators.ts).
 */
export interface TicketFacts {
  id: RefId;
  type?: TicketType | null;
  /** The status key: a system status (`OPEN`) or a custom status id. */
  status?: string | null;
  /** The system status a custom status belongs to; omitted for a system status itself. */
  statusParent?: SystemStatus | null;
  source?: TicketSource | null;
  severity?: TicketSeverity | null;
  priority?: TicketPriority | null;
  summary?: string | null;
  /** Plain text (the server strips the rich-text markup). */
  description?: string | null;
  organizationId?: RefId | null;
  locationId?: RefId | null;
  requesterUid?: RefId | null;
  assigneeId?: RefId | null;
  additionalTechnicianIds?: readonly RefId[] | null;
  /** Tag names. */
  tags?: readonly string[] | null;
  formId?: RefId | null;
  /** Values by attribute id. */
  attributes?: Readonly<Record<string, AttributeValue | undefined>> | null;
  createdAt?: Date | null;
  updatedAt?: Date | null;
  assignedAt?: Date | null;
  customerRespondedAt?: Date | null;
  technicianRespondedAt?: Date | null;
  /** When the ticket entered its current status. */
  statusChangedAt?: Date | null;
  /** Who made the last change (user or contact id). */
  updatedBy?: RefId | null;
}

/** The change an event-based rule is evaluated against. */
export interface RuleEvent {
  action: TicketEventAction;
  /** The ticket before the change (UPDATE); none for INSERT. */
  previous?: TicketFacts | null;
  /** Set when the change added a comment. */
  commentType?: CommentType | null;
  /** Who made the change; falls back to the ticket's `updatedBy`. */
  updatedBy?: RefId | null;
}
