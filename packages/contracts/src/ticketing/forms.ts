import { z } from 'zod';
import { attributeContentSchema } from './attributes.ts';
import { attributeTypeSchema } from './enums.ts';

const id = z.number().int().min(1).max(2_147_483_647);

export const ticketFormInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Required').max(50, 'Must be at most 50 characters'),
    description: z.string().trim().max(250).default(''),
    active: z.boolean().default(true),
    /** The form's attributes in display order. */
    attributes: z
      .array(z.object({ attributeId: id, required: z.boolean().default(false) }))
      .max(100)
      .default([]),
  })
  .refine((input) => new Set(input.attributes.map((a) => a.attributeId)).size === input.attributes.length, {
    path: ['attributes'],
    message: 'An attribute can be on a form only once',
  });
export type TicketFormInput = z.input<typeof ticketFormInputSchema>;

export const ticketFormAttributeSchema = z.object({
  attributeId: z.number().int(),
  name: z.string(),
  attributeType: attributeTypeSchema,
  active: z.boolean(),
  required: z.boolean(),
  position: z.number().int(),
  content: attributeContentSchema,
});
export type TicketFormAttribute = z.infer<typeof ticketFormAttributeSchema>;

export const ticketFormSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Inactive forms stay on their tickets but cannot be chosen ("Must not contain inactive forms"). */
  active: z.boolean(),
  attributes: z.array(ticketFormAttributeSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketForm = z.infer<typeof ticketFormSchema>;

export const formListQuerySchema = z.object({
  /** Administrators' form editor also lists inactive forms; pickers leave it off. */
  includeInactive: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
