import { z } from 'zod';
import { recordVersionSchema } from '../record-version.ts';
import { emailAddressSchema } from '../email.ts';
import { attributeValueInputSchema, type AttributeValue } from './attributes.ts';
import { contactUidSchema } from './contacts.ts';
import { systemStatusKeySchema, ticketPrioritySchema, ticketSeveritySchema, ticketSourceSchema, ticketTypeSchema } from './enums.ts';
import { ticketStatusSchema } from './statuses.ts';
import { tagNameSchema } from './tags.ts';

/** Update-ticket summary rule (spec 002 §5.1, §9). */
export const TICKET_SUMMARY_MAX_LENGTH = 200;
/** Largest description or comment HTML the server stores. */
export const TICKET_HTML_MAX_LENGTH = 1_000_000;
export const TICKET_MAX_TAGS = 50;
export const TICKET_MAX_CC = 50;
export const TICKET_MAX_ADDITIONAL_TECHNICIANS = 50;
export const TICKET_MAX_ATTRIBUTES = 200;

const id = z.number().int().min(1).max(2_147_483_647);

export const ticketSummarySchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(TICKET_SUMMARY_MAX_LENGTH, `Must be at most ${TICKET_SUMMARY_MAX_LENGTH} characters`);

/** A status by system key ('OPEN') or by the id of any status, custom ones included. */
export const statusRefInputSchema = z.union([systemStatusKeySchema, id]);

export const ccInputSchema = z.object({
  userIds: z.array(id).max(TICKET_MAX_CC).default([]),
  emails: z.array(emailAddressSchema()).max(TICKET_MAX_CC).default([]),
});

/** Attribute values keyed by attribute id (JSON object keys are strings). */
export const attributeValuesInputSchema = z
  .record(z.string().regex(/^[1-9]\d{0,9}$/, 'Attribute ids are numbers'), attributeValueInputSchema)
  .refine((values) => Object.keys(values).length <= TICKET_MAX_ATTRIBUTES, `At most ${TICKET_MAX_ATTRIBUTES} attributes`);

/**
 * Every field a ticket change may carry, whoever proposes it (UI, API, mail, automations).
 * A missing field is left as it is; null clears it.
 */
export const ticketFieldsSchema = z.object({
  summary: ticketSummarySchema,
  /** Description HTML; sanitised on the server. */
  description: z.string().max(TICKET_HTML_MAX_LENGTH, 'The description is too long'),
  status: statusRefInputSchema,
  type: ticketTypeSchema.nullable(),
  source: ticketSourceSchema,
  priority: ticketPrioritySchema,
  severity: ticketSeveritySchema,
  organizationId: id.nullable(),
  locationId: id.nullable(),
  /** The device the ticket is about. */
  nodeId: id.nullable(),
  /** The requester when an end user (contact); setting it clears requesterUserId. */
  requesterUid: contactUidSchema.nullable(),
  /** The requester when a user of the app; setting it clears requesterUid. */
  requesterUserId: id.nullable(),
  /** The assignee: a technician who can work tickets (spec 002 §6). */
  assignedAppUserId: id.nullable(),
  additionalTechnicianIds: z.array(id).max(TICKET_MAX_ADDITIONAL_TECHNICIANS),
  cc: ccInputSchema,
  /** Tag names; each must exist (tags are created through POST /api/ticketing/tags). */
  tags: z.array(tagNameSchema).max(TICKET_MAX_TAGS),
  formId: id.nullable(),
  attributes: attributeValuesInputSchema,
  /** An INCIDENT's problem ticket. */
  parentTicketId: id.nullable(),
});
/** A change to a ticket as every source proposes it. */
export const ticketPatchSchema = ticketFieldsSchema.partial();
export type TicketPatch = z.input<typeof ticketPatchSchema>;
export type ParsedTicketPatch = z.output<typeof ticketPatchSchema>;

/** The comment written with a change, or on its own (spec 002 §3.7 "Ticket editor data"). */
export const commentInputSchema = z.object({
  /** Rich-text HTML; sanitised on the server. */
  htmlBody: z.string().max(TICKET_HTML_MAX_LENGTH, 'The comment is too long'),
  /** Plain text; derived from htmlBody when left out. */
  body: z.string().max(TICKET_HTML_MAX_LENGTH).optional(),
  isPublic: z.boolean().default(false),
  /** Content ids of uploaded files attached (not inline) to the comment. */
  uploads: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid content id'))
    .max(20)
    .default([]),
  /** Technicians to tag beyond those mentioned in the HTML (mentions are found on the server). */
  techniciansTagged: z.array(id).max(50).default([]),
});
export type CommentInput = z.input<typeof commentInputSchema>;

export const ticketCreateSchema = ticketPatchSchema.extend({
  summary: ticketSummarySchema,
  comment: commentInputSchema.optional(),
});
export type TicketCreate = z.input<typeof ticketCreateSchema>;

export const ticketUpdateSchema = ticketPatchSchema.extend({
  /** The version the client edited; an older one is refused with 409 (STALE_VERSION) instead of overwriting. */
  version: recordVersionSchema,
  comment: commentInputSchema.optional(),
  /**
   * When this change solves a PROBLEM ticket: give its open incidents the same status, each
   * with this comment (when it has text).
   */
  resolveIncidents: z.object({ comment: commentInputSchema.optional() }).optional(),
});
export type TicketUpdate = z.input<typeof ticketUpdateSchema>;

/** A named reference that may point at something since deleted. */
export const entityRefSchema = z.object({ id: z.number().int(), name: z.string(), deleted: z.boolean() });
export type EntityRef = z.infer<typeof entityRefSchema>;

/**
 * A user named by a ticket. `found` false: the id matches no user ('User not Found');
 * `deleted` true: the user was disabled ('(Deleted)').
 */
export const userRefSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  deleted: z.boolean(),
  found: z.boolean(),
});
export type UserRef = z.infer<typeof userRefSchema>;

export const requesterSchema = z.object({
  type: z.enum(['USER', 'CONTACT']),
  /** User id or contact id. */
  id: z.number().int(),
  /** The contact's uid (requesterUid); null for a user. */
  uid: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  deleted: z.boolean(),
  found: z.boolean(),
});
export type Requester = z.infer<typeof requesterSchema>;

export const ticketStatusRefSchema = ticketStatusSchema.pick({ id: true, key: true, name: true, system: true, parentKey: true });

export const ticketDetailSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  summary: z.string(),
  description: z.string(),
  status: ticketStatusRefSchema,
  type: ticketTypeSchema.nullable(),
  source: ticketSourceSchema,
  priority: ticketPrioritySchema,
  severity: ticketSeveritySchema,
  organization: entityRefSchema.nullable(),
  location: entityRefSchema.nullable(),
  device: entityRefSchema.nullable(),
  requester: requesterSchema.nullable(),
  requesterUid: z.string().nullable(),
  assignedAppUserId: z.number().int().nullable(),
  assignee: userRefSchema.nullable(),
  additionalTechnicians: z.array(userRefSchema),
  cc: z.object({ users: z.array(userRefSchema), emails: z.array(z.string()) }),
  tags: z.array(z.string()),
  form: z.object({ id: z.number().int(), name: z.string(), active: z.boolean() }).nullable(),
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
  parentTicketId: z.number().int().nullable(),
  parentTicket: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Incidents pointing at this ticket (a PROBLEM's). */
  incidentCount: z.number().int(),
  mergedIntoTicketId: z.number().int().nullable(),
  createdBy: userRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastUpdatedBy: z.string().nullable(),
  assignedAt: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  solvedTime: z.string().nullable(),
  lastUpdatedTimeByAssignee: z.string().nullable(),
  lastUpdatedTimeByRequester: z.string().nullable(),
  /** Seconds of every time entry. */
  totalTimeTracked: z.number().int(),
  /** Incidents solved with this change (resolveIncidents), when asked. */
  resolvedIncidentIds: z.array(z.number().int()).optional(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
export type TicketAttributeValues = Record<string, AttributeValue>;

/** A ticket list row; keys are the board column ids (spec 002 §3.1). */
export const ticketRowSchema = z.object({
  id: z.number().int(),
  summary: z.string(),
  /** Description text, cut at 1000 characters (the table truncates cells there anyway). */
  description: z.string(),
  status: ticketStatusRefSchema,
  type: ticketTypeSchema.nullable(),
  source: ticketSourceSchema,
  priority: ticketPrioritySchema,
  severity: ticketSeveritySchema,
  organization: entityRefSchema.nullable(),
  location: entityRefSchema.nullable(),
  device: entityRefSchema.nullable(),
  requester: z.object({ type: z.enum(['USER', 'CONTACT']), id: z.number().int(), name: z.string().nullable(), deleted: z.boolean() }).nullable(),
  assignedAppUser: z.object({ id: z.number().int(), name: z.string().nullable(), deleted: z.boolean() }).nullable(),
  additionalAssignedTechnicians: z.array(z.string()),
  tags: z.array(z.string()),
  ticketForm: z.object({ id: z.number().int(), name: z.string(), active: z.boolean() }).nullable(),
  parentTicketId: z.number().int().nullable(),
  createTime: z.string(),
  lastUpdated: z.string(),
  lastUpdatedBy: z.string().nullable(),
  solvedTime: z.string().nullable(),
  lastUpdatedTimeByAssignee: z.string().nullable(),
  lastUpdatedTimeByRequester: z.string().nullable(),
  totalTimeTracked: z.number().int(),
  /** Hours, two decimals. */
  totalTimeTrackedDecimal: z.number(),
});
export type TicketRow = z.infer<typeof ticketRowSchema>;

/** Filters of the ticket list (`filters` JSON of a table query). */
export const TICKET_FILTER_IDS = [
  'status',
  'statusParent',
  'type',
  'priority',
  'severity',
  'source',
  'organizationId',
  'locationId',
  'assignedAppUserId',
  'requesterUid',
  'requesterUserId',
  'tags',
  'formId',
  'parentTicketId',
  'nodeId',
] as const;
export const TICKET_SORT_IDS = [
  'id',
  'summary',
  'status',
  'priority',
  'severity',
  'type',
  'source',
  'organization',
  'assignedAppUser',
  'createTime',
  'lastUpdated',
  'solvedTime',
  'totalTimeTracked',
] as const;

export const ticketMergeSchema = z.object({ targetTicketId: id });
export type TicketMerge = z.input<typeof ticketMergeSchema>;

/** Assign (or reassign) an incident to a problem (spec 002 §2.2, §5.1). */
export const incidentAssignSchema = z.object({ problemTicketId: id });
export type IncidentAssign = z.input<typeof incidentAssignSchema>;

export const incidentSchema = z.object({ id: z.number().int(), summary: z.string(), status: ticketStatusRefSchema, createTime: z.string() });
export type Incident = z.infer<typeof incidentSchema>;
