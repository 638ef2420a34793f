import { z } from 'zod';
import { emailAddressSchema } from '../email.ts';

/** Contact uids are UUIDs: the ticket's requesterUid when the requester is an end user. */
export const contactUidSchema = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Invalid contact id');

export const contactInputSchema = z.object({
  organizationId: z.number().int().min(1).max(2_147_483_647),
  name: z.string().trim().min(1, 'Required').max(100),
  email: emailAddressSchema().nullable().default(null),
  // The web formats and checks numbers per country (libphonenumber); the server keeps what is sane.
  phone: z
    .string()
    .trim()
    .max(32)
    .regex(/^[+0-9 ().\-/]*$/, 'Invalid phone number')
    .default(''),
  canReplyByEmail: z.boolean().default(true),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  organizationId: z.number().int().nullable(),
  organizationName: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  canReplyByEmail: z.boolean(),
  /** Deleted, or its organization was: shown with "(Deleted)" on the tickets naming it. */
  deleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** Filters the contact list understands: `{"organizationId":[1,2]}`. */
export const CONTACT_FILTER_IDS = ['organizationId'] as const;
export const CONTACT_SORT_IDS = ['name', 'email', 'organizationName', 'createdAt'] as const;
