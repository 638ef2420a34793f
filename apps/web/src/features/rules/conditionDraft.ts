import type { ConditionValue, ValueSpec } from '@outpost/rules';

// What a ticket condition's value starts as, and ids for new rows. The editing steps themselves
// (field and operator changes) belong to the shared rule builder (RuleBuilder.tsx).

const LIST_KINDS: ReadonlySet<ValueSpec['kind']> = new Set(['text_list', 'tag_list', 'id_list', 'option_list']);

/** True when values of this kind are lists. */
export const isListSpec = (spec: ValueSpec) => LIST_KINDS.has(spec.kind);

/** What a new value of a kind starts as: time since '1:0' (spec 002 §9), an empty list, or nothing. */
export function initialValue(spec: ValueSpec): ConditionValue {
  if (spec.kind === 'time_since') return '1:0';
  return isListSpec(spec) ? [] : null;
}

let sequence = 0;
/**
 * An id for a new condition, unique within the editor. Not crypto.randomUUID: browsers offer it
 * only on https or localhost, and a self-hosted server is often reached over plain http.
 */
export function newConditionId(): string {
  sequence += 1;
  return `c${Date.now().toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
