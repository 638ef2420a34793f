import { z } from 'zod';
import { uploadSchema } from '../notes.ts';
import { TIME_ENTRY_DESCRIPTION_MAX_LENGTH, tooLongMessage } from './text-limits.ts';
import { activityTypeSchema, actorTypeSchema, agreementOriginTypeSchema, billingTypeSchema, changeSourceSchema } from './enums.ts';

// What hangs off a ticket: comments, the activity log, time entries and the timer.

export const ticketActorSchema = z.object({
  type: actorTypeSchema,
  /** User or contact id; null for the system. */
  id: z.number().int().nullable(),
  name: z.string(),
});
export type TicketActor = z.infer<typeof ticketActorSchema>;

export const ticketCommentSchema = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  author: ticketActorSchema,
  htmlBody: z.string(),
  body: z.string(),
  isPublic: z.boolean(),
  /** Users mentioned or tagged: they hear of it once mail exists. */
  techniciansTagged: z.array(z.number().int()),
  /** Files attached to the comment (inline images live in htmlBody). */
  uploads: z.array(uploadSchema),
  source: changeSourceSchema,
  createdAt: z.string(),
});
export type TicketComment = z.infer<typeof ticketCommentSchema>;

/** One line of a ticket's log: who, when, which field, old → new. */
export const ticketActivitySchema = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  /** Entries saved by one change share it. */
  changeSetId: z.string(),
  type: activityTypeSchema,
  actor: ticketActorSchema,
  source: changeSourceSchema,
  field: z.string().nullable(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  /** The values as shown when the change was made (names rather than ids). */
  oldLabel: z.string().nullable(),
  newLabel: z.string().nullable(),
  commentId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TicketActivity = z.infer<typeof ticketActivitySchema>;

export const activityQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(250).default(100),
  /** Oldest first reads like a conversation; newest first like a feed. */
  sortDirection: z.enum(['ASC', 'DESC']).default('DESC'),
});

/** Longest single time entry: a month. */
export const TIME_ENTRY_MAX_SECONDS = 31 * 24 * 60 * 60;

export const timeEntryInputSchema = z.object({
  remote: z.boolean().default(false),
  startDate: z.iso.datetime({ offset: true, message: 'Must be a date and time' }),
  /** Seconds worked. */
  duration: z.number().int().min(1, 'Must be at least 1 second').max(TIME_ENTRY_MAX_SECONDS, 'Must be at most 31 days'),
  billingType: billingTypeSchema.default('BILLABLE'),
  /** No professional-services (PSA) module yet: must be null. */
  agreementId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  agreementOriginType: agreementOriginTypeSchema.nullable().default(null),
  description: z.string().trim().max(TIME_ENTRY_DESCRIPTION_MAX_LENGTH, tooLongMessage(TIME_ENTRY_DESCRIPTION_MAX_LENGTH)).default(''),
});
export type TimeEntryInput = z.input<typeof timeEntryInputSchema>;

export const timeEntrySchema = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  technician: z.object({ id: z.number().int().nullable(), name: z.string() }),
  remote: z.boolean(),
  startDate: z.string(),
  duration: z.number().int(),
  billingType: billingTypeSchema,
  agreementId: z.number().int().nullable(),
  agreementOriginType: agreementOriginTypeSchema.nullable(),
  description: z.string(),
  createdAt: z.string(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/** A technician's timer on a ticket, as of `serverTime`. */
export const timerSchema = z.object({
  ticketId: z.number().int(),
  state: z.enum(['RUNNING', 'PAUSED', 'STOPPED']),
  startedAt: z.string().nullable(),
  runningSince: z.string().nullable(),
  /** Seconds counted so far; a running timer adds the time since serverTime. */
  elapsedSeconds: z.number().int(),
  serverTime: z.string(),
});
export type Timer = z.infer<typeof timerSchema>;

/** Stopping a timer logs its time as an entry with these details. */
export const timerStopSchema = z.object({
  remote: z.boolean().default(false),
  billingType: billingTypeSchema.default('BILLABLE'),
  description: z.string().trim().max(TIME_ENTRY_DESCRIPTION_MAX_LENGTH, tooLongMessage(TIME_ENTRY_DESCRIPTION_MAX_LENGTH)).default(''),
});
export type TimerStop = z.input<typeof timerStopSchema>;

export const timerStopResultSchema = z.object({ timer: timerSchema, timeEntry: timeEntrySchema.nullable() });
export type TimerStopResult = z.infer<typeof timerStopResultSchema>;

/** Files attached to a ticket by content id (uploaded first through POST /api/uploads). */
export const attachmentsInputSchema = z.object({
  contentIds: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid content id'))
    .min(1, 'Choose a file')
    .max(20),
});
export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  commentId: z.number().int().nullable(),
  inline: z.boolean(),
  upload: uploadSchema,
  addedBy: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }),
  createdAt: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;
