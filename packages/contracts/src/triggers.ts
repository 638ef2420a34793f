import { z } from 'zod';
import { versionedSchema } from './record-version.ts';
import { systemStatusKeySchema, ticketPrioritySchema, ticketSeveritySchema, ticketSourceSchema, ticketTypeSchema } from './ticketing/enums.ts';
import { tagNameSchema } from './ticketing/tags.ts';
import { entityRefSchema, ticketStatusRefSchema } from './ticketing/tickets.ts';

// The rule store's calls (spec 002 §7 "/ticketing/trigger") and the board run. The rule body
// itself (conditions, actions, columns, sort) is modelled and validated by @outpost/rules; the
// shapes here only carry it, so a malformed rule is answered with that package's messages.

/** What a trigger is: the three automation editors and ticket boards (spec 002 §3.1). */
export const TRIGGER_TYPES = ['EVENT_BASED', 'TIME_BASED', 'RESPONSE_TEMPLATE', 'BOARD'] as const;

/** The rule types the Automations screen lists; two of them may not share a name (issue 23 item 12). */
export const AUTOMATION_TYPES = ['EVENT_BASED', 'TIME_BASED'] as const satisfies readonly TriggerType[];
export const AUTOMATION_NAME_TAKEN = 'Automation name already taken';
/** Automation names compare trimmed and without case: 'Escalate VIP ' and 'escalate vip' are one name. */
export const automationNameKey = (name: string) => name.trim().toLowerCase();

/**
 * Who sees a ticket board (issue 23 item 11): SHARED, every technician (administrators make
 * these); PERSONAL, only the technician who made it.
 */
export const BOARD_VISIBILITIES = ['SHARED', 'PERSONAL'] as const;
export const boardVisibilitySchema = z.enum(BOARD_VISIBILITIES);
export type BoardVisibility = z.infer<typeof boardVisibilitySchema>;
export const triggerTypeSchema = z.enum(TRIGGER_TYPES);
export type TriggerType = z.infer<typeof triggerTypeSchema>;

/**
 * A create, copy or edit (POST and PUT share it). Copying is the client's: it loads the rule,
 * appends ' (Copy)' to the name and creates. Everything but the type is checked by @outpost/rules.
 */
export const triggerInputSchema = z.object({
  type: triggerTypeSchema,
  enabled: z.boolean().optional(),
  name: z.string().max(10_000).optional(),
  description: z.string().max(10_000).optional(),
  conditions: z.unknown().optional(),
  actions: z.unknown().optional(),
  uploads: z.unknown().optional(),
  /** Boards only. */
  columns: z.unknown().optional(),
  sortBy: z.unknown().optional(),
  /** Boards only. Left out: a new board is shared when an administrator makes it, personal otherwise; an edit keeps it. */
  visibility: boardVisibilitySchema.optional(),
});
export type TriggerInput = z.input<typeof triggerInputSchema>;

/** An edit (PUT): the rule as edited and the version it was loaded at (decision 0032). */
export const triggerUpdateSchema = versionedSchema(triggerInputSchema);
export type TriggerUpdate = z.input<typeof triggerUpdateSchema>;

const conditionValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]).nullable();
export const triggerConditionSchema = z.object({ id: z.string(), field: z.string(), operator: z.string(), value: conditionValueSchema });
export const boardSortSchema = z.object({ field: z.string(), direction: z.enum(['ASC', 'DESC']) });

/** A stored automation, response template or board (GET /api/ticketing/trigger/{id}). */
export const triggerSchema = z.object({
  id: z.number().int(),
  type: triggerTypeSchema,
  enabled: z.boolean(),
  name: z.string(),
  description: z.string(),
  conditions: z.object({ all: z.array(triggerConditionSchema), any: z.array(triggerConditionSchema) }),
  actions: z.array(z.record(z.string(), z.unknown())),
  uploads: z.array(z.record(z.string(), z.unknown())),
  /** Boards only: column keys in order, and the default sort. */
  columns: z.array(z.string()).optional(),
  sortBy: z.array(boardSortSchema).optional(),
  /** Boards only: PERSONAL, seen only by the technician who made it; SHARED, by every technician. */
  visibility: boardVisibilitySchema.optional(),
  /** A board the product ships: only columns and sorting can change (or copy it). */
  system: z.boolean(),
  systemKey: z.string().nullable(),
  /** Order of event-based rules, lowest first. */
  position: z.number().int(),
  /** Raised by every save; an edit sends the one it loaded. */
  version: z.number().int(),
  createdByUserId: z.number().int().nullable(),
  updatedByUserId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Trigger = z.infer<typeof triggerSchema>;

export const triggerListQuerySchema = z.object({ type: triggerTypeSchema.optional() });

/** The new order of one type's rules: every id of that type, once each. */
export const triggerOrderSchema = z.object({
  type: triggerTypeSchema.default('EVENT_BASED'),
  ids: z.array(z.number().int().min(1).max(2_147_483_647)).max(10_000),
});
export type TriggerOrder = z.input<typeof triggerOrderSchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string().nullable(), deleted: z.boolean() });
/** A stored attribute value as a board cell shows it. */
const attributeCellSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

/**
 * One ticket of a board run. Besides the id, only the board's columns are filled in, under their
 * column keys (spec 002 §3.1); `attribute:{id}` columns go in `attributes` by attribute id.
 */
export const boardTicketRowSchema = z.object({
  id: z.number().int(),
  status: ticketStatusRefSchema.optional(),
  summary: z.string().optional(),
  /** Text, cut at 1000 characters (the table truncates there). */
  description: z.string().optional(),
  organization: entityRefSchema.nullable().optional(),
  location: entityRefSchema.nullable().optional(),
  device: entityRefSchema.nullable().optional(),
  requester: personSchema
    .extend({ type: z.enum(['USER', 'CONTACT']) })
    .nullable()
    .optional(),
  assignee: personSchema.nullable().optional(),
  additionalAssignedTechnicians: z.array(personSchema).optional(),
  type: ticketTypeSchema.nullable().optional(),
  source: ticketSourceSchema.optional(),
  priority: ticketPrioritySchema.optional(),
  severity: ticketSeveritySchema.optional(),
  ticketForm: z.object({ id: z.number().int(), name: z.string(), active: z.boolean() }).nullable().optional(),
  createTime: z.string().optional(),
  lastUpdated: z.string().optional(),
  lastUpdatedBy: z.string().nullable().optional(),
  solvedTime: z.string().nullable().optional(),
  lastUpdatedTimeByAssignee: z.string().nullable().optional(),
  lastUpdatedTimeByRequester: z.string().nullable().optional(),
  /** Seconds. */
  totalTimeTracked: z.number().int().optional(),
  /** Hours, two decimals. */
  totalTimeTrackedDecimal: z.number().optional(),
  /** The agreement the ticket's latest time bills to; only with billing on and for users who manage billing (spec 002 §6). */
  agreement: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  attributes: z.record(z.string(), attributeCellSchema).optional(),
});
export type BoardTicketRow = z.infer<typeof boardTicketRowSchema>;

/** Ticket ids a bulk action may name at once: one page of the table at its largest. */
export const BOARD_BULK_MAX_TICKETS = 250;
const bulkTicketId = z.number().int().min(1).max(2_147_483_647);

/**
 * A bulk action on tickets selected in a board (spec 002 §1 "row and bulk actions"). Each ticket
 * is changed on its own, through the ticket change pipeline, so automations see every change.
 */
export const boardBulkActionSchema = z.object({
  ticketIds: z.array(bulkTicketId).min(1).max(BOARD_BULK_MAX_TICKETS),
  action: z.discriminatedUnion('type', [
    /** null unassigns. */
    z.object({ type: z.literal('ASSIGN'), assignedAppUserId: bulkTicketId.nullable() }),
    /** A system status key or the id of any status. */
    z.object({ type: z.literal('SET_STATUS'), status: z.union([systemStatusKeySchema, bulkTicketId]) }),
    z.object({ type: z.literal('SET_PRIORITY'), priority: ticketPrioritySchema }),
    z.object({ type: z.literal('ADD_TAGS'), tags: z.array(tagNameSchema).min(1).max(50) }),
    z.object({ type: z.literal('DELETE') }),
  ]),
});
export type BoardBulkAction = z.input<typeof boardBulkActionSchema>;

/** What a bulk action did: the tickets changed, and each refusal in the one error shape. */
export const boardBulkResultSchema = z.object({
  updated: z.array(z.number().int()),
  failed: z.array(z.object({ id: z.number().int(), resultCode: z.string(), message: z.string() })),
});
export type BoardBulkResult = z.infer<typeof boardBulkResultSchema>;
