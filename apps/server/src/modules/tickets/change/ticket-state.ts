import type {
  AgreementOriginType,
  AttributeValue,
  BillingType,
  ChangeSource,
  TicketPriority,
  TicketSeverity,
  TicketSource,
  TicketType,
} from '@outpost/contracts';
import type { Database, Tx } from '../../../db/client.ts';

/** A database handle or an open transaction: repository functions the pipeline calls take either. */
export type Executor = Database | Tx;

/**
 * A ticket's editable fields as the change pipeline reasons about them: ids, not names, and sets
 * sorted so two states compare field by field. Interceptors (automations) read it in memory.
 */
export interface TicketState {
  /** Null while the ticket is being created. */
  id: number | null;
  version: number;
  summary: string;
  /** Sanitised HTML and its text. */
  descriptionHtml: string;
  descriptionText: string;
  statusId: number;
  type: TicketType | null;
  source: TicketSource;
  priority: TicketPriority;
  severity: TicketSeverity;
  organizationId: number | null;
  locationId: number | null;
  nodeId: number | null;
  requesterUserId: number | null;
  requesterContactId: number | null;
  assignedAppUserId: number | null;
  additionalTechnicianIds: number[];
  ccUserIds: number[];
  ccEmails: string[];
  tagIds: number[];
  formId: number | null;
  parentTicketId: number | null;
  /** Attribute values by attribute id; an unset attribute has no key. */
  attributes: Record<string, AttributeValue>;
}

/** Who proposes a change. */
export type ChangeActor =
  { type: 'USER'; userId: number; name: string } | { type: 'CONTACT'; contactId: number; name: string } | { type: 'SYSTEM'; name: string };

/** One changed field: stored values and the names shown for them. */
export interface FieldChange {
  /** A TicketState-level name: 'status', 'assignee', 'tags', 'attribute:12', … */
  field: string;
  oldValue: unknown;
  newValue: unknown;
  oldLabel: string | null;
  newLabel: string | null;
}

/** A field change as the log records it: `actor` when someone other than the change's actor made it (an automation). */
export interface CreditedChange extends FieldChange {
  actor?: ChangeActor;
}

/** A comment proposed with a change (by the caller or an interceptor), before sanitising. */
export interface CommentProposal {
  htmlBody: string;
  body?: string | undefined;
  isPublic: boolean;
  /** Content ids of files attached to the comment. */
  uploads: string[];
  techniciansTagged: number[];
  /** Defaults to the change's actor (an automation names itself here). */
  author?: ChangeActor;
}

/** A time entry proposed with a change (manual entry, stopped timer, automation). */
export interface TimeEntryProposal {
  userId: number | null;
  userName: string;
  remote: boolean;
  startDate: Date;
  durationSeconds: number;
  billingType: BillingType;
  agreementId: number | null;
  agreementOriginType: AgreementOriginType | null;
  description: string;
}

/**
 * An activity entry of its own that a change carries: an automation that fired names itself
 * here, so the log says which rule made the change (logged as a FIELD_CHANGED entry on `field`).
 */
export interface ActivityNote {
  field: string;
  label: string;
  value?: unknown;
  actor: ChangeActor;
}

/** What else a change does besides setting fields; each produces activity entries. */
export interface ChangeRecords {
  /** Entries logged with the change as they are (automations that fired). */
  notes?: ActivityNote[];
  comments?: CommentProposal[];
  timeEntries?: TimeEntryProposal[];
  removeTimeEntryIds?: number[];
  /** Files attached to the ticket itself (content ids). */
  attachContentIds?: string[];
  removeAttachmentIds?: number[];
}

/** Integrations that write on tickets about their own work (ChangeOrigin.integration). */
export type IntegrationId = 'psa';

export interface ChangeOrigin {
  actor: ChangeActor;
  source: ChangeSource;
  /**
   * The integration that wrote this change about its own work (e.g. 'psa': "Sent to ConnectWise as
   * ticket #N"): the automation engine does not fire that integration's actions because of it.
   */
  integration?: IntegrationId;
}

/** The empty state a new ticket's patch is applied to. */
export function blankTicket(statusId: number): TicketState {
  return {
    id: null,
    version: 0,
    summary: '',
    descriptionHtml: '',
    descriptionText: '',
    statusId,
    type: null,
    source: 'TECHNICIAN',
    priority: 'NONE',
    severity: 'NONE',
    organizationId: null,
    locationId: null,
    nodeId: null,
    requesterUserId: null,
    requesterContactId: null,
    assignedAppUserId: null,
    additionalTechnicianIds: [],
    ccUserIds: [],
    ccEmails: [],
    tagIds: [],
    formId: null,
    parentTicketId: null,
    attributes: {},
  };
}
