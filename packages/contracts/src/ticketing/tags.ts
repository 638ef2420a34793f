import { z } from 'zod';

export const TAG_NAME_MAX_LENGTH = 50;
/** Tag picker page size; pageSize 0 asks for every tag (spec 002 §7, §9). */
export const TAG_PAGE_SIZE = 50;

/** The one tag-name rule, shared by the tag picker, the ticket editor and automation actions. */
export function validateTagName(raw: string): string | null {
  const name = raw.trim();
  if (name === '') return 'Required';
  if (name.length > TAG_NAME_MAX_LENGTH) return `Tag must be at most ${TAG_NAME_MAX_LENGTH} characters`;
  if (/[,<>\u0000-\u001f\u007f]/.test(name)) return 'Tag cannot contain commas, angle brackets or control characters';
  return null;
}

export const tagNameSchema = z
  .string()
  .max(200)
  .transform((raw) => raw.trim().replace(/\s+/g, ' '))
  .superRefine((name, ctx) => {
    const problem = validateTagName(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const tagInputSchema = z.object({ name: tagNameSchema });
export type TagInput = z.input<typeof tagInputSchema>;

export const tagSchema = z.object({ id: z.number().int(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** `GET /api/ticketing/tags`: everything (pageSize 0), or a page after `anchorName` matching `searchCriteria`. */
export const tagListQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(0).max(250).default(0),
  sortDirection: z.enum(['ASC', 'DESC']).default('ASC'),
  searchCriteria: z.string().trim().max(200).optional(),
  /** The last name of the previous page: the page starts after it. */
  anchorName: z.string().max(200).optional(),
});
export type TagListQuery = z.input<typeof tagListQuerySchema>;
