import { z } from 'zod';
import { refIdSchema } from './conditions.ts';
import { CHANNEL_TYPES, EMAIL_RECIPIENT_KEYS, TIME_UNITS, ticketPrioritySchema, ticketSeveritySchema } from './enums.ts';

// Action values are nullable or defaulted where the editor starts with an empty input, so a
// half-filled action parses and `validateRule` answers with the spec's 'Required' instead of a
// type error.

/** Action kinds of spec 002 §3.1 (the action's `field`). */
export const ACTION_FIELDS = [
  'add_tags',
  'set_tags',
  'remove_tags',
  'ticket',
  'add_cc_list',
  'set_cc_list',
  'ADD_TICKET_COMMENT',
  'TICKET_LOG_ENTRY_TIME_TRACKER',
  'SEND_NOTIFICATION',
  'SEND_EMAIL',
  'SEND_TO_PSA',
] as const;
export type ActionField = (typeof ACTION_FIELDS)[number];

/** Update-ticket sub-fields (the `operator` of a `ticket` action). */
export const TICKET_ACTION_FIELDS = [
  'organization',
  'assignedAppUserId',
  'additionalAssignedTechnicianId',
  'requesterUid',
  'status',
  'severity',
  'priority',
  'summary',
] as const;
export type TicketActionField = (typeof TICKET_ACTION_FIELDS)[number];

/** An attachment carried by a rule (e-mail uploads, inline images); extra metadata passes through. */
export const attachmentRefSchema = z.looseObject({
  id: refIdSchema,
  /** Inline images sit in the body; only non-inline ones count as e-mail content on their own. */
  inline: z.boolean().optional(),
});
export type AttachmentRef = z.infer<typeof attachmentRefSchema>;

const uid = z.string();

/** Tag names. */
const tagsValue = z.array(z.string()).default([]);
const tagsAction = <F extends 'add_tags' | 'set_tags' | 'remove_tags'>(field: F) => z.object({ uid, field: z.literal(field), value: tagsValue });

const ticket = <Op extends TicketActionField, V extends z.ZodType>(operator: Op, value: V) =>
  z.object({ uid, field: z.literal('ticket'), operator: z.literal(operator), value });

const ticketAction = z.discriminatedUnion('operator', [
  ticket('organization', refIdSchema.nullable().default(null)),
  /** null unassigns the ticket. */
  ticket('assignedAppUserId', refIdSchema.nullable().default(null)),
  /** Replaces the additional technicians with this list. */
  ticket('additionalAssignedTechnicianId', z.array(refIdSchema).default([])),
  ticket('requesterUid', refIdSchema.nullable().default(null)),
  /** A status key: a system status or a custom status id. */
  ticket('status', z.string().nullable().default(null)),
  ticket('severity', ticketSeveritySchema.nullable().default(null)),
  ticket('priority', ticketPrioritySchema.nullable().default(null)),
  /** The new summary; placeholders allowed. */
  ticket('summary', z.string().default('')),
]);

/** A CC list: typed addresses and users or contacts. */
export const ccListSchema = z.object({ emails: z.array(z.string()).default([]), uids: z.array(refIdSchema).default([]) });
export type CcList = z.output<typeof ccListSchema>;
const ccListAction = <F extends 'add_cc_list' | 'set_cc_list'>(field: F) => z.object({ uid, field: z.literal(field), value: ccListSchema.prefault({}) });

const commentAction = z.object({
  uid,
  field: z.literal('ADD_TICKET_COMMENT'),
  /** Rich-text HTML body; comments are private unless made public. */
  value: z.object({ body: z.string().default(''), public: z.boolean().default(false) }).prefault({}),
});

const timeTrackerAction = z.object({
  uid,
  field: z.literal('TICKET_LOG_ENTRY_TIME_TRACKER'),
  value: z.object({ value: z.number().nullable().default(null), unit: z.enum(TIME_UNITS).default('MINUTES') }).prefault({}),
});

export const notificationChannelSchema = z.object({ channelId: refIdSchema, channelType: z.enum(CHANNEL_TYPES) });
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

const notificationAction = z.object({
  uid,
  field: z.literal('SEND_NOTIFICATION'),
  value: z.object({ channels: z.array(notificationChannelSchema).default([]) }).prefault({}),
});

export const emailActionValueSchema = z.object({
  /** Typed addresses. */
  emails: z.array(z.string()).default([]),
  /** Users and contacts. */
  uids: z.array(refIdSchema).default([]),
  /** Special recipients resolved when sending (requester, CC list, assignee, current user). */
  keys: z.array(z.enum(EMAIL_RECIPIENT_KEYS)).default([]),
  subject: z.string().default(''),
  /** Rich-text HTML body; placeholders allowed. */
  body: z.string().default(''),
  uploads: z.array(attachmentRefSchema).default([]),
  allowResponse: z.boolean().default(false),
});
export type EmailActionValue = z.output<typeof emailActionValueSchema>;

const emailAction = z.object({ uid, field: z.literal('SEND_EMAIL'), value: emailActionValueSchema.prefault({}) });

/** Send to ConnectWise (issue 26 §8): the ticket is pushed to the PSA after the save; the board is optional (the PSA's default). */
const psaAction = z.object({
  uid,
  field: z.literal('SEND_TO_PSA'),
  value: z.object({ boardId: z.number().nullable().default(null) }).prefault({}),
});

/** One action of an automation or response template. */
export const actionSchema = z.discriminatedUnion('field', [
  tagsAction('add_tags'),
  tagsAction('set_tags'),
  tagsAction('remove_tags'),
  ticketAction,
  ccListAction('add_cc_list'),
  ccListAction('set_cc_list'),
  commentAction,
  timeTrackerAction,
  notificationAction,
  emailAction,
  psaAction,
]);
export type Action = z.output<typeof actionSchema>;
export type ActionInput = z.input<typeof actionSchema>;
export type TicketAction = Extract<Action, { field: 'ticket' }>;
export type ActionOf<F extends ActionField> = Extract<Action, { field: F }>;
