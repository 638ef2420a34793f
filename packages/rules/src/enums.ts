import { z } from 'zod';

// The ticket enums are contracts' (one list for tickets and rules); re-exported here under the
// names the rule model uses.
export {
  ATTRIBUTE_TYPES,
  attributeTypeSchema,
  SYSTEM_STATUS_KEYS as SYSTEM_STATUSES,
  systemStatusKeySchema as systemStatusSchema,
  TICKET_PRIORITIES,
  ticketPrioritySchema,
  TICKET_SEVERITIES,
  ticketSeveritySchema,
  TICKET_SOURCES,
  ticketSourceSchema,
  TICKET_TYPES,
  ticketTypeSchema,
  type AttributeType,
  type SystemStatusKey as SystemStatus,
  type TicketPriority,
  type TicketSeverity,
  type TicketSource,
  type TicketType,
} from '@outpost/contracts';

/** The four editors that share the rule model. */
export const RULE_KINDS = ['EVENT_BASED', 'TIME_BASED', 'RESPONSE_TEMPLATE', 'BOARD'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];
export const ruleKindSchema = z.enum(RULE_KINDS);

/** Condition groups: every condition in `all` must hold, and at least one in `any` when it has any. */
export const CONDITION_GROUPS = ['all', 'any'] as const;
export type ConditionGroup = (typeof CONDITION_GROUPS)[number];

/** Every condition operator of spec 002 §5.2. */
export const OPERATORS = [
  'equals',
  'not_equals',
  'parent_equals',
  'parent_not_equals',
  'changed',
  'changed_to',
  'contains',
  'does_not_contain',
  'contains_any',
  'contains_none',
  'present',
  'not_present',
  'less_or_equal_than',
  'greater_or_equal_than',
  'is',
  'in',
  'not_in',
] as const;
export type Operator = (typeof OPERATORS)[number];
export const operatorSchema = z.enum(OPERATORS);

/** Ticket change actions reported by an event: a new ticket or an update. */
export const TICKET_EVENT_ACTIONS = ['INSERT', 'UPDATE'] as const;
export type TicketEventAction = (typeof TICKET_EVENT_ACTIONS)[number];

/** Visibility of the comment an update added (the `commentType` condition). */
export const COMMENT_TYPES = ['PUBLIC', 'PRIVATE'] as const;
export type CommentType = (typeof COMMENT_TYPES)[number];

/** Time-tracker action units. */
export const TIME_UNITS = ['MINUTES', 'HOURS', 'DAYS'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

/** Notification channel types: contracts' (the channel routes' shapes live there). */
export { CHANNEL_TYPES, type ChannelType } from '@outpost/contracts';

/** Special e-mail recipients, resolved by the engine when it sends (spec 001 §3). */
export const EMAIL_RECIPIENT_KEYS = ['REQUESTER', 'REQUESTER_CC', 'ASSIGNEE', 'CURRENT_USER'] as const;
export type EmailRecipientKey = (typeof EMAIL_RECIPIENT_KEYS)[number];

/** Board sort directions. */
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Weekdays as business hours name them. */
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
