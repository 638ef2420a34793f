import type { ConditionValue, RefId } from './conditions.ts';

/**
 * "The current user" in a condition value: `{ field: 'assignee', operator: 'equals', value:
 * 'CURRENT_USER' }`, or one item of a list (`contains_any: ['CURRENT_USER', 7]`). It stands for the
 * signed-in user a board is run for, or the user making the change an event-based rule sees; a
 * time-based rule has nobody (validation refuses it there). A plain string rather than an object
 * so that the condition value stays a scalar or a list, which every editor and operator handles.
 */
export const CURRENT_USER = 'CURRENT_USER';

/** Fields whose values name users or contacts, where `CURRENT_USER` means something. */
export const CURRENT_USER_FIELDS: ReadonlySet<string> = new Set(['assignee', 'requester', 'additionalAssignedTechnicianIds', 'updated_by']);

/** True when a value is or contains `CURRENT_USER`. */
export function mentionsCurrentUser(value: ConditionValue | undefined): boolean {
  return value === CURRENT_USER || (Array.isArray(value) && value.includes(CURRENT_USER));
}

/**
 * Replaces `CURRENT_USER` in the value of a user field by the user's id. Without a current user a
 * scalar becomes null and list items are dropped, so it matches nobody: `equals` is false and
 * `not_equals` true, as for any id no ticket holds. The board SQL compiler and `evaluate` both
 * call this, which is what keeps them agreeing on it.
 */
export function resolveCurrentUser(field: string, value: ConditionValue, currentUserId: RefId | null | undefined): ConditionValue {
  if (!CURRENT_USER_FIELDS.has(field) || !mentionsCurrentUser(value)) return value;
  const id = currentUserId ?? null;
  if (!Array.isArray(value)) return id;
  return value.flatMap((item) => (item !== CURRENT_USER ? [item] : id === null ? [] : [id]));
}
