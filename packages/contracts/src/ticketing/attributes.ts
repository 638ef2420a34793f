import { z } from 'zod';
import { attributeTypeSchema, type AttributeType } from './enums.ts';

/**
 * The shared maximum of NUMERIC attributes. The spec leaves it open ("not shown"): the largest
 * PostgreSQL integer, so a value always fits an integer column and a board can sort by it.
 */
export const NUMERIC_ATTRIBUTE_MAX = 2_147_483_647;
/** DECIMAL values stay within ±10^12 with at most 4 decimals: exact in a double, enough for money and measures. */
export const DECIMAL_ATTRIBUTE_LIMIT = 1_000_000_000_000;
export const TEXT_ATTRIBUTE_MAX_LENGTH = 250;
export const TEXT_MULTILINE_ATTRIBUTE_MAX_LENGTH = 5000;
/** Most choices a DROPDOWN or MULTI_SELECT attribute may offer. */
export const ATTRIBUTE_MAX_CHOICES = 200;

const choiceId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _');
export const attributeChoiceSchema = z.object({ id: z.string(), name: z.string() });
export type AttributeChoice = z.infer<typeof attributeChoiceSchema>;

/** What an attribute stores beyond its type: the choices of DROPDOWN and MULTI_SELECT. */
export const attributeContentSchema = z.object({ values: z.array(attributeChoiceSchema).optional() });
export type AttributeContent = z.infer<typeof attributeContentSchema>;

/** A stored attribute value: text, a date (YYYY-MM-DD) or choice id, a number, a checkbox, or choice ids. */
export type AttributeValue = string | number | boolean | string[];
/** An attribute value as a client sends it; null clears it. Its type is checked per attribute. */
export const attributeValueInputSchema = z
  .union([z.string().max(TEXT_MULTILINE_ATTRIBUTE_MAX_LENGTH), z.number(), z.boolean(), z.array(z.string().max(64)).max(ATTRIBUTE_MAX_CHOICES)])
  .nullable();

const withChoices = (type: AttributeType) => type === 'DROPDOWN' || type === 'MULTI_SELECT';

export const ticketAttributeInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Required').max(50, 'Must be at most 50 characters'),
    description: z.string().trim().max(250).default(''),
    attributeType: attributeTypeSchema,
    active: z.boolean().default(true),
    content: z
      .object({
        /** Choices; a choice without an id gets one from the server, kept ids keep their values. */
        values: z
          .array(z.object({ id: choiceId.optional(), name: z.string().trim().min(1, 'Required').max(100) }))
          .max(ATTRIBUTE_MAX_CHOICES)
          .optional(),
      })
      .default({}),
  })
  .superRefine((input, ctx) => {
    const values = input.content.values ?? [];
    if (withChoices(input.attributeType) && values.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['content', 'values'], message: 'Add at least 1 value' });
    }
    const names = values.map((v) => v.name.toLowerCase());
    if (new Set(names).size !== names.length) ctx.addIssue({ code: 'custom', path: ['content', 'values'], message: 'Values must be unique' });
    const ids = values.flatMap((v) => (v.id ? [v.id] : []));
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['content', 'values'], message: 'Value ids must be unique' });
  });
export type TicketAttributeInput = z.input<typeof ticketAttributeInputSchema>;

/** A custom ticket attribute as GetAttributeList answers it (spec 002 §7). */
export const ticketAttributeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  attributeType: attributeTypeSchema,
  active: z.boolean(),
  content: attributeContentSchema,
  /** Tickets holding a value: its type cannot change while this is above 0. */
  usageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketAttribute = z.infer<typeof ticketAttributeSchema>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

export type AttributeCheck = { ok: true; value: AttributeValue | null } | { ok: false; message: string };

/**
 * Checks one value against its attribute's type, the same way in the browser and on the server.
 * Answers the value to store (trimmed, de-duplicated) or the message to show; empty means unset.
 */
export function checkAttributeValue(attribute: { attributeType: AttributeType; content: AttributeContent }, value: unknown): AttributeCheck {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return { ok: true, value: null };
  const choices = new Set((attribute.content.values ?? []).map((v) => v.id));
  switch (attribute.attributeType) {
    case 'MULTI_SELECT': {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return { ok: false, message: 'Must be a list of values' };
      if (!value.every((v) => choices.has(v))) return { ok: false, message: 'Choose values from the list' };
      return { ok: true, value: [...new Set(value)] };
    }
    case 'DROPDOWN':
      if (typeof value !== 'string' || !choices.has(value)) return { ok: false, message: 'Choose a value from the list' };
      return { ok: true, value };
    case 'CHECKBOX':
      return typeof value === 'boolean' ? { ok: true, value } : { ok: false, message: 'Must be true or false' };
    case 'TEXT': {
      if (typeof value !== 'string') return { ok: false, message: 'Must be text' };
      const text = value.trim();
      if (/[\r\n]/.test(text)) return { ok: false, message: 'Must be a single line' };
      if (text.length > TEXT_ATTRIBUTE_MAX_LENGTH) return { ok: false, message: `Must be at most ${TEXT_ATTRIBUTE_MAX_LENGTH} characters` };
      return { ok: true, value: text === '' ? null : text };
    }
    case 'TEXT_MULTILINE': {
      if (typeof value !== 'string') return { ok: false, message: 'Must be text' };
      const text = value.trim();
      if (text.length > TEXT_MULTILINE_ATTRIBUTE_MAX_LENGTH) return { ok: false, message: `Must be at most ${TEXT_MULTILINE_ATTRIBUTE_MAX_LENGTH} characters` };
      return { ok: true, value: text === '' ? null : text };
    }
    case 'NUMERIC':
      // "Positive integer up to the shared numeric limit" (spec 002 §5.1).
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > NUMERIC_ATTRIBUTE_MAX) {
        return { ok: false, message: `Value must be an integer between 1 and ${NUMERIC_ATTRIBUTE_MAX}` };
      }
      return { ok: true, value };
    case 'DECIMAL':
      if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > DECIMAL_ATTRIBUTE_LIMIT) {
        return { ok: false, message: `Value must be a number between -${DECIMAL_ATTRIBUTE_LIMIT} and ${DECIMAL_ATTRIBUTE_LIMIT}` };
      }
      if (Math.round(value * 10_000) / 10_000 !== value) return { ok: false, message: 'Use at most 4 decimal places' };
      return { ok: true, value };
    case 'DATE':
      if (typeof value !== 'string' || !isCalendarDate(value)) return { ok: false, message: 'Must be a date (YYYY-MM-DD)' };
      return { ok: true, value };
  }
}
