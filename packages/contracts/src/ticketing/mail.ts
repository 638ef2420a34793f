import { z } from 'zod';
import { emailAddressSchema } from '../email.ts';

/** How the SMTP connection is secured: none, upgraded with STARTTLS, or TLS from the first byte (465). */
export const SMTP_TLS_MODES = ['NONE', 'STARTTLS', 'TLS'] as const;
export const smtpTlsModeSchema = z.enum(SMTP_TLS_MODES);
export type SmtpTlsMode = z.infer<typeof smtpTlsModeSchema>;

const hostName = z
  .string()
  .trim()
  .max(253)
  .regex(/^[A-Za-z0-9.-]*$|^\[[0-9A-Fa-f:.]+\]$/, 'Enter a host name or address');

/**
 * The outgoing mail server (spec 002 §3.7 "ticketing configuration"). `password`: left out keeps
 * the stored one, an empty string removes it; it is stored sealed and never answered.
 */
export const mailSettingsInputSchema = z.object({
  enabled: z.boolean(),
  host: hostName,
  port: z.number().int().min(1).max(65535),
  tlsMode: smtpTlsModeSchema,
  username: z.string().max(254),
  password: z.string().max(1024).optional(),
  /** Notification mail comes from this address; replies go to its local part plus a token. */
  fromAddress: emailAddressSchema('Enter the address notifications are sent from').or(z.literal('')),
  fromName: z.string().trim().max(100),
  /** New senders to the support address become contacts of this organization; none: they are refused. */
  newContactOrganizationId: z.number().int().min(1).max(2_147_483_647).nullable(),
});
export type MailSettingsInput = z.input<typeof mailSettingsInputSchema>;

/** The last connection test (spec 002 §8.3: "SMTP health status and connection test result are stored"). */
export const smtpHealthSchema = z.object({ ok: z.boolean(), message: z.string(), testedAt: z.string() });
export type SmtpHealth = z.infer<typeof smtpHealthSchema>;

export const mailSettingsSchema = mailSettingsInputSchema.omit({ password: true }).extend({
  /** Whether a password is stored (its value never leaves the server). */
  passwordSet: z.boolean(),
  /** The domain replies come back to: the ticketing configuration's from-email domain, else the from address's. */
  replyDomain: z.string().nullable(),
  health: smtpHealthSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/**
 * Mail in: the most addresses one incoming message may bring onto a ticket (To and Cc beyond
 * the support address). Each becomes a notification recipient, so this caps what one message
 * from outside can make the help desk send; the rest are left out.
 */
export const MAIL_IN_MAX_RECIPIENTS_PER_MESSAGE = 10;
/** The SMTP listener's limit on envelope recipients (RCPT TO) per message; past it: 452. */
export const MAIL_IN_MAX_ENVELOPE_RECIPIENTS = 50;
