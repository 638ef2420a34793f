import { z } from 'zod';

/** Page size of every searchable picker (organizations, locations, problems, technicians; spec 002 §9). */
export const PICKER_PAGE_SIZE = 50;

/** A picker search: text to match by name and a 0-based page of PICKER_PAGE_SIZE items. */
export const pickerQuerySchema = z.object({
  searchCriteria: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type PickerQuery = z.input<typeof pickerQuerySchema>;

/** One page of picker items. */
export const pickerPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page: z.number().int(), pageSize: z.number().int(), totalCount: z.number().int(), hasMore: z.boolean() });
export type PickerPage<T> = { data: T[]; page: number; pageSize: number; totalCount: number; hasMore: boolean };

/** Organization, location and user pick items carry a deleted flag (spec 002 §3.1). */
export const organizationPickItemSchema = z.object({ id: z.number().int(), name: z.string(), deleted: z.boolean() });
export type OrganizationPickItem = z.infer<typeof organizationPickItemSchema>;

export const locationPickerQuerySchema = pickerQuerySchema.extend({
  organizationId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const locationPickItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  deleted: z.boolean(),
});
export type LocationPickItem = z.infer<typeof locationPickItemSchema>;

/** The assignee picker's search: given the ticket's organization, only technicians whose role works it. */
export const technicianPickerQuerySchema = pickerQuerySchema.extend({
  organizationId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const technicianPickItemSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), deleted: z.boolean() });
export type TechnicianPickItem = z.infer<typeof technicianPickItemSchema>;

/** A problem ticket in the incident assignment picker, shown as '#id name' (spec 002 §2.2). */
export const problemPickItemSchema = z.object({ id: z.number().int(), name: z.string(), label: z.string() });
export type ProblemPickItem = z.infer<typeof problemPickItemSchema>;
