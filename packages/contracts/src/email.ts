import { z } from 'zod';

/**
 * The one spelling of an e-mail address that Outpost stores, looks up and rate-limits by:
 * Unicode NFC, surrounding white space (spaces, tabs, new lines) removed, lower case.
 * Two spellings that sign in to the same account must count against the same login limit.
 */
export function normalizeEmail(raw: string): string {
  return raw.normalize('NFC').trim().toLowerCase();
}

/** An e-mail address field: normalised, then checked. */
export const emailAddressSchema = (message = 'Invalid email address') => z.string().overwrite(normalizeEmail).max(254).email(message);
