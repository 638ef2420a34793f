import { describe, expect, it } from 'vitest';
import type { BusinessHours } from './business-hours.ts';
import type { ConditionValue } from './conditions.ts';
import type { Operator } from './enums.ts';
import { evaluate, evaluateCondition } from './evaluate.ts';
import type { RuleEvent, TicketFacts } from './facts.ts';

const NOW = new Date('2024-03-06T12:00:00Z'); // a Wednesday
const ticket: TicketFacts = { id: 1, status: 'OPEN', type: 'INCIDENT', summary: 'Printer is on FIRE', tags: ['VIP', 'printer'] };

function holds(field: string, operator: Operator, value: ConditionValue, facts: Partial<TicketFacts> = {}, event?: RuleEvent, hours?: BusinessHours) {
  return evaluateCondition({ id: 'c', field, operator, value }, { facts: { ...ticket, ...facts }, event, now: NOW, businessHours: hours });
}
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

describe('equals / not_equals', () => {
  it('equals on a missing value is false; not_equals on it is true', () => {
    expect(holds('assignee', 'equals', 7, { assigneeId: null })).toBe(false);
    expect(holds('assignee', 'not_equals', 7, { assigneeId: null })).toBe(true);
    expect(holds('assignee', 'not_equals', 7)).toBe(true);
    expect(holds('priority', 'equals', 'HIGH')).toBe(false);
    expect(holds('priority', 'not_equals', 'HIGH')).toBe(true);
  });
  it('ids compare by their string form', () => {
    expect(holds('assignee', 'equals', '7', { assigneeId: 7 })).toBe(true);
    expect(holds('requester', 'equals', 'u1', { requesterUid: 'u1' })).toBe(true);
    expect(holds('requester', 'not_equals', 'u1', { requesterUid: 'u2' })).toBe(true);
  });
  it('enums compare exactly', () => {
    expect(holds('type', 'equals', 'INCIDENT')).toBe(true);
    expect(holds('type', 'equals', 'incident')).toBe(false);
  });
});

describe('status parents', () => {
  it('parent_equals compares the system parent of a custom status', () => {
    expect(holds('status', 'parent_equals', 'WAITING', { status: 'custom-3', statusParent: 'WAITING' })).toBe(true);
    expect(holds('status', 'equals', 'WAITING', { status: 'custom-3', statusParent: 'WAITING' })).toBe(false);
    expect(holds('status', 'parent_not_equals', 'WAITING', { status: 'custom-3', statusParent: 'WAITING' })).toBe(false);
  });
  it('a system status is its own parent; an unknown parent matches nothing', () => {
    expect(holds('status', 'parent_equals', 'OPEN')).toBe(true);
    expect(holds('status', 'parent_equals', 'OPEN', { status: 'custom-3' })).toBe(false);
    expect(holds('status', 'parent_not_equals', 'OPEN', { status: 'custom-3' })).toBe(true);
  });
});

describe('lists: tags, organizations, people', () => {
  it('contains_any on an empty tag list is false, contains_none is true', () => {
    expect(holds('tags', 'contains_any', ['vip'], { tags: [] })).toBe(false);
    expect(holds('tags', 'contains_none', ['vip'], { tags: [] })).toBe(true);
    expect(holds('tags', 'contains_any', ['vip'], { tags: null })).toBe(false);
  });
  it('tags compare without case', () => {
    expect(holds('tags', 'contains_any', ['vip', 'other'])).toBe(true);
    expect(holds('tags', 'contains_none', ['vip'])).toBe(false);
  });
  it('contains_any on a missing organization is false; contains_none is true', () => {
    expect(holds('organization', 'contains_any', [1, 2])).toBe(false);
    expect(holds('organization', 'contains_none', [1, 2])).toBe(true);
    expect(holds('organization', 'contains_any', [1, 2], { organizationId: 2 })).toBe(true);
    expect(holds('form', 'contains_none', ['5'], { formId: 5 })).toBe(false);
  });
  it('additional technicians match any shared id', () => {
    expect(holds('additionalAssignedTechnicianIds', 'contains_any', [3], { additionalTechnicianIds: [1, 3] })).toBe(true);
    expect(holds('additionalAssignedTechnicianIds', 'present', null, { additionalTechnicianIds: [] })).toBe(false);
  });
});

describe('present / not_present', () => {
  it('missing, blank and empty are not present', () => {
    expect(holds('assignee', 'present', null)).toBe(false);
    expect(holds('assignee', 'not_present', null)).toBe(true);
    expect(holds('assignee', 'present', null, { assigneeId: 0 })).toBe(true);
    expect(holds('tags', 'present', null, { tags: [] })).toBe(false);
    expect(holds('tags', 'present', null, { tags: ['  '] })).toBe(false);
    expect(holds('tags', 'not_present', null)).toBe(false);
    expect(holds('location', 'present', null, { locationId: 4 })).toBe(true);
  });
});

describe('text', () => {
  it('contains is a case-insensitive substring', () => {
    expect(holds('summary', 'contains', 'fire')).toBe(true);
    expect(holds('summary', 'contains', 'Printer IS')).toBe(true);
    expect(holds('summary', 'does_not_contain', 'fire')).toBe(false);
  });
  it('missing text reads as empty', () => {
    expect(holds('description', 'contains', 'x')).toBe(false);
    expect(holds('description', 'does_not_contain', 'x')).toBe(true);
    expect(holds('description', 'contains_any', ['x'], { description: null })).toBe(false);
    expect(holds('description', 'contains_none', ['x'], { description: null })).toBe(true);
  });
  it('contains_any / contains_none match phrases', () => {
    expect(holds('summary', 'contains_any', ['smoke', 'FIRE'])).toBe(true);
    expect(holds('summary', 'contains_none', ['smoke', 'fire'])).toBe(false);
    expect(holds('summary', 'contains_none', ['smoke'])).toBe(true);
  });
});

describe('changes (event-based)', () => {
  const update = (previous: Partial<TicketFacts>): RuleEvent => ({ action: 'UPDATE', previous: { ...ticket, ...previous } });
  it('changed compares with the previous ticket on UPDATE', () => {
    expect(holds('status', 'changed', null, {}, update({ status: 'NEW' }))).toBe(true);
    expect(holds('status', 'changed', null, {}, update({}))).toBe(false);
    expect(holds('priority', 'changed', null, { priority: 'LOW' }, update({ priority: null }))).toBe(true);
  });
  it('changed_to is false when the value did not change', () => {
    expect(holds('status', 'changed_to', 'OPEN', {}, update({ status: 'OPEN' }))).toBe(false);
    expect(holds('status', 'changed_to', 'OPEN', {}, update({ status: 'NEW' }))).toBe(true);
    expect(holds('status', 'changed_to', 'CLOSED', {}, update({ status: 'NEW' }))).toBe(false);
  });
  it('on INSERT every present value counts as changed', () => {
    const insert: RuleEvent = { action: 'INSERT' };
    expect(holds('status', 'changed', null, {}, insert)).toBe(true);
    expect(holds('status', 'changed_to', 'OPEN', {}, insert)).toBe(true);
    expect(holds('severity', 'changed', null, {}, insert)).toBe(false);
  });
  it('without an event, or an UPDATE without the previous ticket, nothing changed', () => {
    expect(holds('status', 'changed', null)).toBe(false);
    expect(holds('status', 'changed', null, {}, { action: 'UPDATE' })).toBe(false);
  });
  it('reordering tags is not a change', () => {
    const conditions = { all: [{ id: 'c', field: 'tags', operator: 'changed' as const, value: null }], any: [] };
    // tags has no changed operator in the catalogue, but the evaluator still treats lists as sets.
    expect(evaluate(conditions, ticket, update({ tags: ['printer', 'vip'] }), NOW)).toBe(false);
  });
});

describe('event fields', () => {
  it('action equals INSERT or UPDATE; no event means no match', () => {
    expect(holds('action', 'equals', 'INSERT', {}, { action: 'INSERT' })).toBe(true);
    expect(holds('action', 'not_equals', 'INSERT', {}, { action: 'UPDATE' })).toBe(true);
    expect(holds('action', 'equals', 'INSERT')).toBe(false);
    expect(holds('action', 'not_equals', 'INSERT')).toBe(true);
  });
  it('commentType matches only when the change added such a comment', () => {
    expect(holds('commentType', 'equals', 'PUBLIC', {}, { action: 'UPDATE', commentType: 'PUBLIC' })).toBe(true);
    expect(holds('commentType', 'equals', 'PUBLIC', {}, { action: 'UPDATE' })).toBe(false);
  });
  it('updated_by reads the event, then the ticket', () => {
    expect(holds('updated_by', 'contains_any', [5], {}, { action: 'UPDATE', updatedBy: '5' })).toBe(true);
    expect(holds('updated_by', 'contains_any', [5], { updatedBy: 5 }, { action: 'UPDATE' })).toBe(true);
    expect(holds('updated_by', 'contains_any', [5])).toBe(false);
  });
});

describe('time since', () => {
  it('≤ and ≥ compare elapsed time with hours:minutes', () => {
    expect(holds('time_since_created', 'greater_or_equal_than', '1:30', { createdAt: minutesAgo(90) })).toBe(true);
    expect(holds('time_since_created', 'greater_or_equal_than', '1:30', { createdAt: minutesAgo(89) })).toBe(false);
    expect(holds('time_since_created', 'less_or_equal_than', '1:30', { createdAt: minutesAgo(90) })).toBe(true);
    expect(holds('time_since_created', 'less_or_equal_than', '1:30', { createdAt: minutesAgo(91) })).toBe(false);
  });
  it("'is' holds within the hour that starts at the value", () => {
    expect(holds('time_since_changed', 'is', '2:0', { updatedAt: minutesAgo(119) })).toBe(false);
    expect(holds('time_since_changed', 'is', '2:0', { updatedAt: minutesAgo(120) })).toBe(true);
    expect(holds('time_since_changed', 'is', '2:0', { updatedAt: minutesAgo(179) })).toBe(true);
    expect(holds('time_since_changed', 'is', '2:0', { updatedAt: minutesAgo(180) })).toBe(false);
  });
  it('a missing timestamp is false for every operator', () => {
    for (const op of ['less_or_equal_than', 'greater_or_equal_than', 'is'] as const) {
      expect(holds('time_since_assigned', op, '0:0')).toBe(false);
      expect(holds('time_since_customer_responded', op, '0:0', { customerRespondedAt: null })).toBe(false);
    }
  });
  it('each fixed field reads its own timestamp', () => {
    expect(holds('time_since_technician_responded', 'greater_or_equal_than', '0:15', { technicianRespondedAt: minutesAgo(20) })).toBe(true);
    expect(holds('time_since_customer_responded', 'greater_or_equal_than', '0:15', { technicianRespondedAt: minutesAgo(20) })).toBe(false);
  });
  it('per status: only while the ticket is in that status', () => {
    expect(holds('time_since_status:OPEN', 'greater_or_equal_than', '1:0', { statusChangedAt: minutesAgo(60) })).toBe(true);
    expect(holds('time_since_status:WAITING', 'greater_or_equal_than', '1:0', { statusChangedAt: minutesAgo(60) })).toBe(false);
    expect(holds('time_since_status:OPEN', 'less_or_equal_than', '1:0', { statusChangedAt: null })).toBe(false);
  });
  it('a timestamp ahead of the clock counts as just now; a bad value never matches', () => {
    expect(holds('time_since_created', 'less_or_equal_than', '0:0', { createdAt: new Date(NOW.getTime() + 5000) })).toBe(true);
    expect(holds('time_since_created', 'greater_or_equal_than', '1:10', { createdAt: minutesAgo(600) })).toBe(false);
  });
});

describe('business hours', () => {
  const hours: BusinessHours = { timeZone: 'UTC', days: { WEDNESDAY: [{ start: '09:00', end: '17:00' }] } };
  it('in / not_in read the clock against the hours', () => {
    expect(holds('business_hours', 'in', null, {}, undefined, hours)).toBe(true);
    expect(holds('business_hours', 'not_in', null, {}, undefined, hours)).toBe(false);
    const closed: BusinessHours = { timeZone: 'UTC', days: {} };
    expect(holds('business_hours', 'not_in', null, {}, undefined, closed)).toBe(true);
  });
  it('with no business hours configured it is always within them', () => {
    expect(holds('business_hours', 'in', null)).toBe(true);
    expect(holds('business_hours', 'not_in', null)).toBe(false);
  });
});

describe('attributes', () => {
  const attrs = (attributes: TicketFacts['attributes']) => ({ attributes });
  it('text: equals and contains without case; missing text contains nothing', () => {
    expect(holds('attribute:1', 'equals', 'abc', attrs({ 1: ' ABC ' }))).toBe(true);
    expect(holds('attribute:1', 'contains', 'b', attrs({ 1: 'ABC' }))).toBe(true);
    expect(holds('attribute:1', 'contains', 'b', attrs({}))).toBe(false);
    expect(holds('attribute:1', 'does_not_contain', 'b', attrs({}))).toBe(true);
    expect(holds('attribute:1', 'equals', 'abc', { attributes: null })).toBe(false);
    expect(holds('attribute:1', 'not_equals', 'abc', attrs({}))).toBe(true);
    expect(holds('attribute:1', 'present', null, attrs({ 1: '' }))).toBe(false);
  });
  it('numbers compare by value; missing numbers match no comparison', () => {
    expect(holds('attribute:2', 'equals', 5, attrs({ 2: '5.0' }))).toBe(true);
    expect(holds('attribute:2', 'less_or_equal_than', 10, attrs({ 2: 9 }))).toBe(true);
    expect(holds('attribute:2', 'less_or_equal_than', '10', attrs({ 2: 11 }))).toBe(false);
    expect(holds('attribute:2', 'greater_or_equal_than', 10, attrs({ 2: 10 }))).toBe(true);
    expect(holds('attribute:2', 'greater_or_equal_than', 0, attrs({}))).toBe(false);
    expect(holds('attribute:2', 'less_or_equal_than', 0, attrs({ 2: null }))).toBe(false);
    expect(holds('attribute:2', 'present', null, attrs({ 2: 0 }))).toBe(true);
  });
  it('dates compare by day', () => {
    expect(holds('attribute:6', 'less_or_equal_than', '2024-03-06', attrs({ 6: '2024-03-06' }))).toBe(true);
    expect(holds('attribute:6', 'greater_or_equal_than', '2024-03-07', attrs({ 6: '2024-03-06T23:00:00Z' }))).toBe(false);
    expect(holds('attribute:6', 'greater_or_equal_than', '2024-03-07', attrs({}))).toBe(false);
  });
  it('drop-downs and multi-selects match option ids', () => {
    expect(holds('attribute:3', 'equals', 'a', attrs({ 3: 'a' }))).toBe(true);
    expect(holds('attribute:3', 'contains_any', ['a', 'b'], attrs({ 3: 'b' }))).toBe(true);
    expect(holds('attribute:4', 'contains_any', ['x'], attrs({ 4: ['y', 'x'] }))).toBe(true);
    expect(holds('attribute:4', 'contains_any', ['x'], attrs({ 4: [] }))).toBe(false);
    expect(holds('attribute:4', 'contains_none', ['x'], attrs({}))).toBe(true);
    expect(holds('attribute:4', 'not_present', null, attrs({ 4: [] }))).toBe(true);
  });
  it('an unset checkbox counts as false', () => {
    expect(holds('attribute:5', 'equals', false, attrs({}))).toBe(true);
    expect(holds('attribute:5', 'equals', true, attrs({}))).toBe(false);
    expect(holds('attribute:5', 'equals', true, attrs({ 5: true }))).toBe(true);
    expect(holds('attribute:5', 'equals', false, attrs({ 5: true }))).toBe(false);
  });
});

describe('evaluate', () => {
  const c = (field: string, operator: Operator, value: ConditionValue = null) => ({ id: field, field, operator, value });
  it('needs every all condition and one any condition', () => {
    const all = [c('status', 'equals', 'OPEN'), c('type', 'equals', 'INCIDENT')];
    expect(evaluate({ all, any: [] }, ticket, undefined, NOW)).toBe(true);
    expect(evaluate({ all, any: [c('tags', 'contains_any', ['none']), c('summary', 'contains', 'fire')] }, ticket, undefined, NOW)).toBe(true);
    expect(evaluate({ all, any: [c('tags', 'contains_any', ['none'])] }, ticket, undefined, NOW)).toBe(false);
    expect(evaluate({ all: [...all, c('priority', 'present')], any: [] }, ticket, undefined, NOW)).toBe(false);
  });
  it('no conditions match every ticket; unknown fields match nothing', () => {
    expect(evaluate({ all: [], any: [] }, ticket, undefined, NOW)).toBe(true);
    expect(evaluate({ all: [c('colour', 'equals', 'red')], any: [] }, ticket, undefined, NOW)).toBe(false);
    expect(evaluate({ all: [c('status', 'less_or_equal_than', 'x')], any: [] }, ticket, undefined, NOW)).toBe(false);
  });
});
