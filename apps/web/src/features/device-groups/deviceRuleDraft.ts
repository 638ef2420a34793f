import { DEFAULT_TIME_SINCE, type ConditionValue, type ValueSpec } from '@outpost/rules';

/** A device condition value's default for what it takes: time since '1:0', an empty list, or nothing (spec 001 §4). */
export function defaultValue(spec: ValueSpec): ConditionValue {
  if (spec.kind === 'time_since') return DEFAULT_TIME_SINCE;
  return spec.kind === 'text_list' || spec.kind === 'tag_list' || spec.kind === 'id_list' ? [] : null;
}
