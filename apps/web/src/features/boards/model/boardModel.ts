import type { BoardVisibility, Trigger, TriggerInput } from '@outpost/contracts';
import {
  attributeField,
  BOARD_SYSTEM_COLUMNS,
  conditionsSchema,
  DEFAULT_BOARD_COLUMNS,
  DEFAULT_BOARD_SORT,
  newRule,
  parseField,
  type AttributeDefinition,
  type BoardSort,
  type Conditions,
  type Rule,
} from '@outpost/rules';
import type { TFunction } from 'i18next';

/** What the board editor edits (spec 002 §3.1): boards have no enabled switch and no actions. */
export interface BoardDraft {
  name: string;
  description: string;
  conditions: Conditions;
  columns: string[];
  sortBy: BoardSort[];
  /** Who sees it: administrators choose; a technician's boards are personal. */
  visibility: BoardVisibility;
}

/**
 * The system columns offered to everyone. 'agreement' needs the billing module enabled and a user
 * who manages billing (spec 002 §6: billing's `useAgreementColumnAllowed`); a board that holds it keeps it.
 */
export const OFFERED_SYSTEM_COLUMNS: readonly string[] = BOARD_SYSTEM_COLUMNS.filter((c) => c !== 'agreement');

/** Columns the server cannot order by (lists, and the agreement it does not store). */
const UNSORTABLE: ReadonlySet<string> = new Set(['additionalAssignedTechnicians', 'agreement']);
export const isSortableColumn = (column: string) => !UNSORTABLE.has(column);

/** A board only its maker sees (issue 23 item 11); a board without the field is shared. */
export const isPersonal = (board: Pick<Trigger, 'visibility'>) => board.visibility === 'PERSONAL';

/** The board list's words for a board: a system board by its key, so the name follows the language. */
export function boardName(t: TFunction, board: Pick<Trigger, 'name' | 'systemKey'>): string {
  return board.systemKey ? t(`boards.system.${board.systemKey}.name`, { defaultValue: board.name }) : board.name;
}

export function boardDescription(t: TFunction, board: Pick<Trigger, 'description' | 'systemKey'>): string {
  return board.systemKey ? t(`boards.system.${board.systemKey}.description`, { defaultValue: board.description }) : board.description;
}

/** A column's header: a system column's words, or the custom field's name. */
export function columnLabel(t: TFunction, column: string, attributes: readonly AttributeDefinition[]): string {
  const parsed = parseField(column);
  if (parsed?.kind === 'attribute') {
    const attribute = attributes.find((a) => String(a.id) === parsed.attributeId);
    if (!attribute) return t('boards.column.unknownField');
    return attribute.active === false ? `${attribute.name ?? ''} ${t('tickets.inactive')}` : (attribute.name ?? '');
  }
  return t(`boards.column.${column}`, { defaultValue: column });
}

/** Column choices in the spec's two groups, 'System' and 'Fields' (active custom fields, and any the board already shows). */
export function columnChoices(t: TFunction, attributes: readonly AttributeDefinition[], current: readonly string[], offerAgreement = false) {
  const fields = attributes.filter((a) => a.active !== false).map((a) => attributeField(a.id) as string);
  const system = offerAgreement ? [...BOARD_SYSTEM_COLUMNS] : [...OFFERED_SYSTEM_COLUMNS];
  for (const column of current) {
    const list = parseField(column)?.kind === 'attribute' ? fields : system;
    if (!list.includes(column)) list.push(column);
  }
  const option = (value: string) => ({ value, label: columnLabel(t, value, attributes) });
  return [
    { group: t('boards.editor.groupSystem'), items: system.map(option) },
    { group: t('boards.editor.groupFields'), items: fields.map(option) },
  ].filter((g) => g.items.length > 0);
}

/** A new board: the spec's default columns and sort (id descending); shared when an administrator makes it. */
export function emptyDraft(visibility: BoardVisibility = 'SHARED'): BoardDraft {
  return {
    visibility,
    name: '',
    description: '',
    conditions: { all: [], any: [] },
    columns: [...DEFAULT_BOARD_COLUMNS],
    sortBy: DEFAULT_BOARD_SORT.map((s) => ({ ...s })),
  };
}

/**
 * The draft of a stored board; a copy gets ' (Copy)' after its name (spec 002 §4.1). A copy's
 * visibility is `copyVisibility` (a technician's copy of a shared board is their own).
 */
export function draftOf(board: Trigger, copySuffix?: string, copyVisibility?: BoardVisibility): BoardDraft {
  return {
    visibility: copySuffix === undefined ? (board.visibility ?? 'SHARED') : (copyVisibility ?? board.visibility ?? 'SHARED'),
    name: copySuffix === undefined ? board.name : `${board.name}${copySuffix}`,
    description: board.description,
    conditions: conditionsSchema.parse(board.conditions),
    columns: [...(board.columns ?? [])],
    sortBy: (board.sortBy ?? DEFAULT_BOARD_SORT).map((s) => ({ field: s.field, direction: s.direction }) as BoardSort),
  };
}

/** The draft as the rule model validates it. */
export function ruleOf(draft: BoardDraft): Rule {
  return {
    ...newRule('BOARD'),
    name: draft.name,
    description: draft.description,
    conditions: draft.conditions,
    columns: draft.columns as Rule['columns'],
    sortBy: draft.sortBy,
  };
}

/**
 * The save body. A system board sends no conditions: they are fixed, and the server refuses a
 * body that changes them (its name and description are sent as loaded).
 */
export function bodyOf(draft: BoardDraft, systemBoard: boolean): TriggerInput {
  const body: TriggerInput = {
    type: 'BOARD',
    enabled: true,
    name: draft.name,
    description: draft.description,
    columns: draft.columns,
    sortBy: draft.sortBy,
    actions: [],
    uploads: [],
  };
  if (!systemBoard) {
    body.conditions = draft.conditions;
    body.visibility = draft.visibility;
  }
  return body;
}
