import { z } from 'zod';
import { NOTIFICATION_EVENTS, WEEKDAYS, type NotificationAudience, type NotificationEvent, type Weekday } from './enums.ts';

export const timerSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Start a technician's timer when they open a ticket. */
  autoStart: z.boolean(),
  /** Off: starting a timer pauses the technician's other running timers. */
  allowMultipleRunning: z.boolean(),
  /** A stopped timer's time is rounded up to a multiple of this many minutes (0: exact seconds). */
  roundUpMinutes: z.union([z.literal(0), z.literal(1), z.literal(5), z.literal(6), z.literal(10), z.literal(15), z.literal(30), z.literal(60)]),
});
export type TimerSettings = z.infer<typeof timerSettingsSchema>;

export const attachmentSettingsSchema = z.object({
  canAttachFiles: z.boolean(),
  requireAuthToView: z.boolean(),
});
export type AttachmentSettings = z.infer<typeof attachmentSettingsSchema>;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM (24-hour)');
const dayHoursSchema = z
  .object({ enabled: z.boolean(), start: clock, end: clock })
  .refine((d) => !d.enabled || d.start < d.end, { path: ['end'], message: 'End must be after start' });

/** Whether the runtime knows an IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const businessHoursSchema = z.object({
  twentyFourSeven: z.boolean(),
  timeZone: z.string().max(64).refine(isTimeZone, 'Unknown time zone'),
  days: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>),
});
export type BusinessHours = z.infer<typeof businessHoursSchema>;

const audienceSchema = z.object({ technicians: z.boolean(), endUsers: z.boolean(), contacts: z.boolean() });
export const notificationSettingsSchema = z.object(
  Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, audienceSchema])) as Record<NotificationEvent, typeof audienceSchema>,
);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** How a technician's reply starts (issue 23 item 9). */
export const replySettingsSchema = z.object({
  /** A reply on a ticket whose requester is a contact starts Public (the contact gets it by mail). */
  publicToContactRequesters: z.boolean(),
});
export type ReplySettings = z.infer<typeof replySettingsSchema>;
export const DEFAULT_REPLY_SETTINGS: ReplySettings = { publicToContactRequesters: true };

export const ticketingConfigInputSchema = z.object({
  fromEmailDomain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Enter a domain such as example.com')
    .nullable(),
  timer: timerSettingsSchema,
  attachments: attachmentSettingsSchema,
  businessHours: businessHoursSchema,
  notifications: notificationSettingsSchema,
  // Optional on input: clients written before the setting keep working and get the default.
  replies: replySettingsSchema.default(DEFAULT_REPLY_SETTINGS),
});
export type TicketingConfigInput = z.input<typeof ticketingConfigInputSchema>;

export const ticketingConfigSchema = ticketingConfigInputSchema.extend({ updatedAt: z.string().nullable() });
export type TicketingConfig = z.infer<typeof ticketingConfigSchema>;

const workday = { enabled: true, start: '09:00', end: '17:00' };
const weekend = { enabled: false, start: '09:00', end: '17:00' };
// Technicians hear of nearly everything; end users and contacts of their ticket being created,
// updated and of being copied (spec 002 §9).
const END_USER_EVENTS: readonly NotificationEvent[] = ['TICKET_CREATED', 'TICKET_UPDATED', 'ADDED_TO_CC'];
const TECHNICIAN_EVENTS_OFF: readonly NotificationEvent[] = ['ADDED_TO_CC'];

/** The service desk's settings before an administrator changes them; business hours 24/7. */
export const DEFAULT_TICKETING_CONFIG: z.output<typeof ticketingConfigInputSchema> = {
  fromEmailDomain: null,
  timer: { enabled: true, autoStart: false, allowMultipleRunning: false, roundUpMinutes: 0 },
  attachments: { canAttachFiles: true, requireAuthToView: true },
  businessHours: {
    twentyFourSeven: true,
    timeZone: 'UTC',
    days: { MONDAY: workday, TUESDAY: workday, WEDNESDAY: workday, THURSDAY: workday, FRIDAY: workday, SATURDAY: weekend, SUNDAY: weekend },
  },
  notifications: Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => {
      const endUsers = END_USER_EVENTS.includes(event);
      const audience: Record<NotificationAudience, boolean> = { technicians: !TECHNICIAN_EVENTS_OFF.includes(event), endUsers, contacts: endUsers };
      return [event, audience];
    }),
  ) as NotificationSettings,
  replies: DEFAULT_REPLY_SETTINGS,
};
