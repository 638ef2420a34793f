import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AttributeValue } from '@outpost/contracts';
import { ticketAttributeValues } from '../tickets.schema.ts';

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

/** A ticket's stored attribute values as they come back from `ticketAttributeValuesJson`. */
export type StoredAttributeValues = { attributeId: number; json: string }[];

/**
 * A ticket's attribute values as one JSON column (a subquery), so that the ticket and its values
 * come back in one round trip; each value as its JSON text, for the reason above.
 */
export const ticketAttributeValuesJson = (ticketId: SQL | AnyColumn) =>
  sql<StoredAttributeValues>`(select coalesce(json_agg(json_build_object('attributeId', v.attribute_id, 'json', v.value::text)), '[]') from ${ticketAttributeValues} v where v.ticket_id = ${ticketId})`;

/** The values of `ticketAttributeValuesJson`, by attribute id. */
export function attributesFromStored(values: StoredAttributeValues): Record<string, AttributeValue> {
  const attributes: Record<string, AttributeValue> = {};
  for (const v of values) attributes[String(v.attributeId)] = parseStoredAttributeValue(v.json);
  return attributes;
}
