import { z } from 'zod';
import { operatorSchema } from './enums.ts';

/**
 * A reference to another record (user, organization, location, form, channel). The server's ids
 * are integers and requester uids are strings; operators compare ids by their string form, so
 * `7` and `'7'` name the same record.
 */
export const refIdSchema = z.union([z.string().min(1), z.number().int()]);
export type RefId = z.infer<typeof refIdSchema>;

/**
 * A condition's value. Its meaning depends on field and operator (see `valueSpecFor`): a single
 * enum/id/text/number/boolean, a list of ids/texts, a time-since `"hours:minutes"` string, or null
 * for operators that take none (present, not_present, changed, in, not_in).
 */
export const conditionValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);
export type ConditionValue = z.infer<typeof conditionValueSchema> | null;

/**
 * One condition. The shape is checked here; whether the field, operator and value fit the rule
 * kind and group is checked by `validateRule`, so the editor can hold half-filled rows.
 */
export const conditionSchema = z.object({
  id: z.string(),
  field: z.string(),
  operator: operatorSchema,
  value: conditionValueSchema.nullable().default(null),
});
export type Condition = z.output<typeof conditionSchema>;
export type ConditionInput = z.input<typeof conditionSchema>;

/** Conditions in two groups: every `all` condition must hold and, when `any` is not empty, one of `any`. */
export const conditionsSchema = z.object({
  all: z.array(conditionSchema).default([]),
  any: z.array(conditionSchema).default([]),
});
export type Conditions = z.output<typeof conditionsSchema>;
export type ConditionsInput = z.input<typeof conditionsSchema>;
