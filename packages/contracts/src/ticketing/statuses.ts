import { z } from 'zod';
import { systemStatusKeySchema } from './enums.ts';

export const ticketStatusInputSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(50, 'Must be at most 50 characters'),
  /** The system status this custom status belongs under. */
  parentKey: systemStatusKeySchema,
  active: z.boolean().default(true),
  position: z.number().int().min(0).max(10_000).default(0),
});
export type TicketStatusInput = z.input<typeof ticketStatusInputSchema>;

/** A ticket status: one of the fixed system statuses, or a custom one under a system parent. */
export const ticketStatusSchema = z.object({
  id: z.number().int(),
  /** The system key of a system status; null for custom ones. */
  key: systemStatusKeySchema.nullable(),
  name: z.string(),
  system: z.boolean(),
  parentId: z.number().int().nullable(),
  /** The system status this one is or belongs under ("parent_equals" conditions match it). */
  parentKey: systemStatusKeySchema,
  active: z.boolean(),
  position: z.number().int(),
});
export type TicketStatus = z.infer<typeof ticketStatusSchema>;
