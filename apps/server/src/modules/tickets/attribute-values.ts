import { sql } from 'drizzle-orm';
import type { AttributeValue } from '@outpost/contracts';
import { ticketAttributeValues } from './tickets.schema.ts';

/**
 * A stored attribute value selected as its JSON text. Drizzle's jsonb reading parses a value the
 * driver has already parsed, so a text value "42" or "true" would come back as a number or a
 * boolean; reading the text and parsing it once keeps every value's type.
 */
export const storedAttributeValueJson = sql<string>`${ticketAttributeValues.value}::text`;

/** The value behind `storedAttributeValueJson`. */
export function parseStoredAttributeValue(json: string): AttributeValue {
  return JSON.parse(json) as AttributeValue;
}
