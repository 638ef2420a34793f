import { z } from 'zod';

/** Largest page the data table may ask for (spec 002 §9). */
export const MAX_PAGE_SIZE = 250;

export const sortItemSchema = z.object({ id: z.string().max(64), desc: z.boolean() });
export type SortItem = z.infer<typeof sortItemSchema>;

const json = <T extends z.ZodType>(shape: T) =>
  z
    .string()
    .max(4000)
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(shape);

/**
 * The query string of a server-driven data table fetch: page index, page size,
 * global filter, and sort and filters as JSON (spec 002 §7).
 */
export const tableQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
  globalFilter: z.string().trim().max(200).optional(),
  sort: json(z.array(sortItemSchema).max(5)).optional(),
  /** Filter values by filter name, e.g. `{"clientId":[1,2],"status":"UP"}`. */
  filters: json(z.record(z.string().max(64), z.unknown())).optional(),
});
export type TableQuery = z.input<typeof tableQuerySchema>;
export type ParsedTableQuery = z.output<typeof tableQuerySchema>;

/** The remote table response: data, pageCount, totalCount and request time. */
export const tablePage = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    pageCount: z.number().int(),
    totalCount: z.number().int(),
    requestTime: z.number(),
  });
export type TablePage<T> = { data: T[]; pageCount: number; totalCount: number; requestTime: number };
