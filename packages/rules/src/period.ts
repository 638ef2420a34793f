import type { Conditions } from './conditions.ts';
import { parseField, type TimeSinceTimestamp } from './fields.ts';

/** A ticket timestamp a time-since condition measures from. */
export type TimeAnchor = TimeSinceTimestamp | 'statusChangedAt';

/**
 * The timestamps a time-based rule's time-since conditions measure from, once each and sorted.
 * Their values on a ticket name the rule's qualifying period there: a rule that has fired for
 * one set of values fires again only when one of them moves (the ticket re-enters the status,
 * is assigned again, is changed again…), not on every run of the clock.
 */
export function timeSinceAnchors(conditions: Conditions): TimeAnchor[] {
  const anchors = new Set<TimeAnchor>();
  for (const condition of [...conditions.all, ...conditions.any]) {
    const parsed = parseField(condition.field);
    if (parsed?.kind === 'time_since') anchors.add(parsed.timestamp);
    else if (parsed?.kind === 'time_since_status') anchors.add('statusChangedAt');
  }
  return [...anchors].sort();
}
