import { z } from 'zod';
import { ticketPrioritySchema, ticketSeveritySchema } from './enums.ts';
import { statusRefInputSchema } from './tickets.ts';

// Request and answer shapes of the automations routes beyond the rule store (triggers.ts):
// notification channels and their deliveries, response templates applied to a ticket, the rules
// that name deleted records, the time sweep. The server and the web both read them from here.

const id = z.number().int();

/** Notification channel types (spec 002 §3.1). */
export const CHANNEL_TYPES = ['EMAIL', 'SMS', 'SLACK'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];
export const channelTypeSchema = z.enum(CHANNEL_TYPES);

/** A notification channel as an administrator saves it. */
export const channelInputSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(100, 'Must be at most 100 characters'),
  type: channelTypeSchema,
  enabled: z.boolean().default(true),
  /** SLACK and SMS: the outgoing webhook's URL (http or https). */
  url: z.string().trim().max(2000).default(''),
  /** Signs each webhook delivery (HMAC-SHA256). Left out: kept as it is; '': removed. Never answered. */
  secret: z.string().max(500).optional(),
  /** EMAIL: addresses; SMS: phone numbers in international form (+4915…). */
  recipients: z.array(z.string().trim().max(254)).max(50).default([]),
});
export type ChannelInput = z.input<typeof channelInputSchema>;

export const channelSchema = z.object({
  id,
  name: z.string(),
  type: channelTypeSchema,
  enabled: z.boolean(),
  url: z.string(),
  secretSet: z.boolean(),
  recipients: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Channel = z.infer<typeof channelSchema>;

/** GET /api/channel/list/brief (spec 002 §7): id, name, type, sorted by name. */
export const channelBriefSchema = channelSchema.pick({ id: true, name: true, type: true });
export type ChannelBrief = z.infer<typeof channelBriefSchema>;

export const deliverySchema = z.object({
  id,
  channelId: id.nullable(),
  channelName: z.string(),
  channelType: channelTypeSchema,
  triggerId: id.nullable(),
  triggerName: z.string(),
  ticketId: id.nullable(),
  text: z.string(),
  status: z.enum(['PENDING', 'SENDING', 'SENT', 'FAILED']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  responseStatus: z.number().int().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** A response template the ticket page offers (enabled ones only). */
export const templateOptionSchema = z.object({ id, name: z.string(), description: z.string() });
export type TemplateOption = z.infer<typeof templateOptionSchema>;

/** What the ticket editor holds unsaved when a template is applied; the template applies on top. */
export const templateApplyInputSchema = z
  .object({
    draft: z
      .object({
        status: statusRefInputSchema,
        priority: ticketPrioritySchema,
        severity: ticketSeveritySchema,
        summary: z.string().max(200),
        organizationId: id.min(1).nullable(),
        assignedAppUserId: id.min(1).nullable(),
        tags: z.array(z.string().max(50)).max(100),
      })
      .partial()
      .optional(),
  })
  .default({});
export type TemplateApplyInput = z.input<typeof templateApplyInputSchema>;

/** A template's changes for review: nothing is saved; the editor takes the patch and the comment. */
export const templatePreviewSchema = z.object({
  template: z.object({ id, name: z.string() }),
  /** Fields to set in the ticket editor, named as PATCH /api/ticketing/ticket/{id} takes them. */
  patch: z.record(z.string(), z.unknown()),
  /** The same, as the log would show them: field, old and new names. */
  changes: z.array(z.object({ field: z.string(), oldLabel: z.string().nullable(), newLabel: z.string().nullable() })),
  /** The comment to put in the editor, placeholders rendered (sanitised HTML). */
  comment: z.object({ htmlBody: z.string(), isPublic: z.boolean() }).nullable(),
  /** Time the template logs when the ticket is saved with it. */
  timeEntry: z.object({ durationSeconds: z.number().int(), description: z.string() }).nullable(),
  /** Parts left out because what they name is gone (a deleted technician, an unknown tag). */
  leftOut: z.array(z.string()),
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

/** A rule naming records that have gone since it was saved: the list screens mark it. */
export const ruleReferenceProblemsSchema = z.object({
  id,
  problems: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type RuleReferenceProblems = z.infer<typeof ruleReferenceProblemsSchema>;

export const sweepResultSchema = z.object({
  ran: z.boolean(),
  rules: z.number().int(),
  fired: z.number().int(),
  failed: z.number().int(),
  carriedOver: z.boolean(),
  startedAt: z.string(),
  ms: z.number(),
});

export const sweepStatusSchema = z.object({
  sweepSeconds: z.number(),
  capPerSweep: z.number().int(),
  running: z.boolean(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastResult: sweepResultSchema.nullable(),
});
export type SweepResult = z.infer<typeof sweepResultSchema>;
export type SweepStatus = z.infer<typeof sweepStatusSchema>;

/** One firing of a rule on a ticket (issue 23 item 2): what it changed, and what it could not apply. */
export const ruleRunSchema = z.object({
  ticketId: z.number().int(),
  ticketSummary: z.string(),
  at: z.string(),
  /** What the rule did, as the ticket's log words it ("Severity: None → Critical", "Comment added"). */
  did: z.array(z.string()),
  /** Actions the ticket could not take (a tag deleted since, a user disabled). */
  couldNotApply: z.array(z.string()),
});
export type RuleRun = z.infer<typeof ruleRunSchema>;
/** Runs one history answer shows, newest first. */
export const RULE_RUNS_LIMIT = 100;
