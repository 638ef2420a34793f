import { z } from 'zod';
import { SOLVED_STATUS_KEYS, SYSTEM_STATUS_KEYS, TICKET_PRIORITIES, TICKET_TYPES, type SystemStatusKey } from './enum-values.ts';

export { SOLVED_STATUS_KEYS, SYSTEM_STATUS_KEYS, TICKET_PRIORITIES, TICKET_TYPES, type SystemStatusKey };

// Ticket enums: the one list for the server, the web app and packages/rules (which re-exports
// them), so a value a ticket can hold is always a value a rule can name.

export const ticketTypeSchema = z.enum(TICKET_TYPES);
export type TicketType = z.infer<typeof ticketTypeSchema>;

/** How a ticket came in (issue 13's list; HELP_REQUEST is a support ticket from the help panel). */
export const TICKET_SOURCES = ['TECHNICIAN', 'EMAIL', 'PORTAL', 'AUTOMATION', 'API', 'HELP_REQUEST', 'PHONE'] as const;
export const ticketSourceSchema = z.enum(TICKET_SOURCES);
export type TicketSource = z.infer<typeof ticketSourceSchema>;

export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES);
export type TicketPriority = z.infer<typeof ticketPrioritySchema>;

export const TICKET_SEVERITIES = ['NONE', 'MINOR', 'MODERATE', 'MAJOR', 'CRITICAL'] as const;
export const ticketSeveritySchema = z.enum(TICKET_SEVERITIES);
export type TicketSeverity = z.infer<typeof ticketSeveritySchema>;

export const systemStatusKeySchema = z.enum(SYSTEM_STATUS_KEYS);

/** Custom ticket attribute types (spec 002 §3.1). */
export const ATTRIBUTE_TYPES = ['MULTI_SELECT', 'DROPDOWN', 'CHECKBOX', 'TEXT', 'TEXT_MULTILINE', 'NUMERIC', 'DECIMAL', 'DATE'] as const;
export const attributeTypeSchema = z.enum(ATTRIBUTE_TYPES);
export type AttributeType = z.infer<typeof attributeTypeSchema>;

/** Where a proposed ticket change comes from; automations see it as the change's origin. */
export const CHANGE_SOURCES = ['UI', 'API', 'EMAIL', 'AUTOMATION', 'SYSTEM'] as const;
export const changeSourceSchema = z.enum(CHANGE_SOURCES);
export type ChangeSource = z.infer<typeof changeSourceSchema>;

/** Who made a change: a user, an end-user contact, or the system (automations, mail). */
export const ACTOR_TYPES = ['USER', 'CONTACT', 'SYSTEM'] as const;
export const actorTypeSchema = z.enum(ACTOR_TYPES);
export type ActorType = z.infer<typeof actorTypeSchema>;

/** Kinds of activity entry in a ticket's log. */
export const ACTIVITY_TYPES = [
  'CREATED',
  'FIELD_CHANGED',
  'COMMENT_ADDED',
  'TIME_ENTRY_ADDED',
  'TIME_ENTRY_DELETED',
  'ATTACHMENT_ADDED',
  'ATTACHMENT_REMOVED',
  'MERGED',
  'DELETED',
] as const;
export const activityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof activityTypeSchema>;

/** Time entry billing (spec 002 §3.7 "time entry"): NO_CHARGE is shown on the statement at no cost. */
export const BILLING_TYPES = ['BILLABLE', 'NON_BILLABLE', 'NO_CHARGE'] as const;
export const billingTypeSchema = z.enum(BILLING_TYPES);
export type BillingType = z.infer<typeof billingTypeSchema>;

/**
 * Where a time entry's agreement came from: MANUAL (chosen by the technician), ORGANIZATION
 * (defaulted to the organization's agreement that covers labor), TICKET (kept for a ticket-level
 * agreement, not used yet). Null when the entry has no agreement (decision 0038).
 */
export const AGREEMENT_ORIGIN_TYPES = ['TICKET', 'ORGANIZATION', 'MANUAL'] as const;
export const agreementOriginTypeSchema = z.enum(AGREEMENT_ORIGIN_TYPES);
export type AgreementOriginType = z.infer<typeof agreementOriginTypeSchema>;

export const TIMER_STATES = ['RUNNING', 'PAUSED', 'STOPPED'] as const;
export const timerStateSchema = z.enum(TIMER_STATES);
export type TimerState = z.infer<typeof timerStateSchema>;

/** Ticket events that can send an e-mail notification (ticketing configuration). */
export const NOTIFICATION_EVENTS = [
  'TICKET_CREATED',
  'TICKET_UPDATED',
  'TICKET_ASSIGNED',
  'STATUS_CHANGED',
  'PUBLIC_COMMENT_ADDED',
  'PRIVATE_COMMENT_ADDED',
  'TECHNICIAN_MENTIONED',
  'ADDED_TO_CC',
] as const;
export const notificationEventSchema = z.enum(NOTIFICATION_EVENTS);
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** Who a notification can go to. */
export const NOTIFICATION_AUDIENCES = ['technicians', 'endUsers', 'contacts'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** Days of the business-hours week. */
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;
