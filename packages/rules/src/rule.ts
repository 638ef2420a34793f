import { z } from 'zod';
import { actionSchema, attachmentRefSchema } from './actions.ts';
import { conditionsSchema } from './conditions.ts';
import { ruleKindSchema, SORT_DIRECTIONS, type RuleKind } from './enums.ts';
import { ATTRIBUTE_PREFIX, type AttributeField } from './fields.ts';

/**
 * System board columns (spec 002 §3.1). The spec's option list names the assignee column
 * `assignedAppUser` and its default list names it `assignee`; `assignee` is the key here and
 * `assignedAppUser` is read as an alias. `agreement` is offered only with the professional-services
 * module (see `boardColumnsFor`).
 */
export const BOARD_SYSTEM_COLUMNS = [
  'id',
  'priority',
  'severity',
  'description',
  'status',
  'requester',
  'summary',
  'organization',
  'location',
  'type',
  'source',
  'createTime',
  'totalTimeTracked',
  'totalTimeTrackedDecimal',
  'assignee',
  'additionalAssignedTechnicians',
  'solvedTime',
  'ticketForm',
  'lastUpdatedTimeByAssignee',
  'lastUpdatedTimeByRequester',
  'device',
  'lastUpdatedBy',
  'lastUpdated',
  'agreement',
] as const;
export type BoardSystemColumn = (typeof BOARD_SYSTEM_COLUMNS)[number];
/** A board column: a system column or a custom attribute (`attribute:{id}`, the 'Fields' group). */
export type BoardColumn = BoardSystemColumn | AttributeField;

/** Columns of a new board. */
export const DEFAULT_BOARD_COLUMNS: readonly BoardSystemColumn[] = [
  'status',
  'id',
  'summary',
  'organization',
  'requester',
  'assignee',
  'type',
  'source',
  'createTime',
  'totalTimeTracked',
];

const systemColumns: ReadonlySet<string> = new Set(BOARD_SYSTEM_COLUMNS);

/** True for a system column key or an `attribute:{id}` key. */
export function isBoardColumn(key: string): key is BoardColumn {
  return systemColumns.has(key) || (key.startsWith(ATTRIBUTE_PREFIX) && key.length > ATTRIBUTE_PREFIX.length);
}

export const boardColumnSchema = z
  .string()
  .transform((key) => (key === 'assignedAppUser' ? 'assignee' : key))
  .refine(isBoardColumn, 'Unknown column')
  .transform((key) => key as BoardColumn);

export const sortSchema = z.object({ field: boardColumnSchema, direction: z.enum(SORT_DIRECTIONS) });
export type BoardSort = z.output<typeof sortSchema>;

/** Default board sort: id descending. */
export const DEFAULT_BOARD_SORT: readonly BoardSort[] = [{ field: 'id', direction: 'DESC' }];

/**
 * An automation, response template or board as the editor saves it. Field limits and the
 * kind-specific rules are checked by `validateRule`, so this schema accepts what an editor holds
 * mid-edit.
 */
export const ruleSchema = z.object({
  enabled: z.boolean().default(true),
  name: z.string().default(''),
  description: z.string().default(''),
  type: ruleKindSchema,
  conditions: conditionsSchema.prefault({}),
  actions: z.array(actionSchema).default([]),
  uploads: z.array(attachmentRefSchema).default([]),
  /** Boards only. */
  columns: z.array(boardColumnSchema).optional(),
  /** Boards only. */
  sortBy: z.array(sortSchema).optional(),
});
export type Rule = z.output<typeof ruleSchema>;
export type RuleInput = z.input<typeof ruleSchema>;

/** A new, empty rule of one kind with the spec's defaults (boards get the default columns and sort). */
export function newRule(type: RuleKind): Rule {
  const rule: Rule = {
    enabled: true,
    name: '',
    description: '',
    type,
    conditions: { all: [], any: [] },
    actions: [],
    uploads: [],
  };
  if (type === 'BOARD') {
    rule.columns = [...DEFAULT_BOARD_COLUMNS];
    rule.sortBy = DEFAULT_BOARD_SORT.map((s) => ({ ...s }));
  }
  return rule;
}
