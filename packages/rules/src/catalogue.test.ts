import { describe, expect, it } from 'vitest';
import { actionFieldsFor, emailRecipientKeysFor, isOneTimeAction } from './action-catalogue.ts';
import { conditionFieldsFor, operatorsFor, valueSpecFor, type AttributeDefinition } from './catalogue.ts';
import type { ConditionGroup, RuleKind } from './enums.ts';

const attributes: AttributeDefinition[] = [
  { id: 1, attributeType: 'TEXT', name: 'Text', active: true },
  { id: 2, attributeType: 'NUMERIC', name: 'Count', active: true },
  { id: 3, attributeType: 'DROPDOWN', name: 'Pick', active: true, content: { values: [{ id: 'a', name: 'A' }] } },
  { id: 4, attributeType: 'MULTI_SELECT', name: 'Many', active: true },
  { id: 5, attributeType: 'CHECKBOX', name: 'Flag', active: true },
  { id: 6, attributeType: 'DATE', name: 'Due', active: true },
  { id: 7, attributeType: 'DECIMAL', name: 'Ratio', active: true },
  { id: 8, attributeType: 'TEXT_MULTILINE', name: 'Notes', active: true },
  { id: 9, attributeType: 'TEXT', name: 'Old', active: false },
];

const offered = (field: string, kind: RuleKind, group: ConditionGroup) => operatorsFor(field, kind, group, attributes).length > 0;

describe('operator matrix (spec 002 §5.2)', () => {
  it('status offers equals, not_equals and parent operators everywhere, plus changed and changed_to for event-based', () => {
    expect(operatorsFor('status', 'BOARD', 'all')).toEqual(['equals', 'not_equals', 'parent_equals', 'parent_not_equals']);
    expect(operatorsFor('status', 'TIME_BASED', 'any')).toEqual(['equals', 'not_equals', 'parent_equals', 'parent_not_equals']);
    expect(operatorsFor('status', 'EVENT_BASED', 'all')).toEqual(['equals', 'not_equals', 'parent_equals', 'parent_not_equals', 'changed', 'changed_to']);
  });

  it.each(['type', 'source', 'severity', 'priority'])('%s offers equals/not_equals, plus changes for event-based', (field) => {
    expect(operatorsFor(field, 'BOARD', 'all')).toEqual(['equals', 'not_equals']);
    expect(operatorsFor(field, 'TIME_BASED', 'all')).toEqual(['equals', 'not_equals']);
    expect(operatorsFor(field, 'EVENT_BASED', 'any')).toEqual(['equals', 'not_equals', 'changed', 'changed_to']);
  });

  it.each(['summary', 'description'])('%s offers the text operators', (field) => {
    expect(operatorsFor(field, 'EVENT_BASED', 'all')).toEqual(['contains', 'does_not_contain', 'contains_any', 'contains_none']);
  });

  it.each(['tags', 'organization', 'location', 'additionalAssignedTechnicianIds'])('%s offers the list operators', (field) => {
    expect(operatorsFor(field, 'BOARD', 'any')).toEqual(['contains_any', 'contains_none', 'present', 'not_present']);
  });

  it.each(['requester', 'assignee'])('%s offers the person operators', (field) => {
    expect(operatorsFor(field, 'TIME_BASED', 'all')).toEqual(['present', 'not_present', 'equals', 'not_equals', 'contains_any', 'contains_none']);
  });

  it('time-since fields are only for time-based rules and boards, in the all group', () => {
    for (const field of [
      'time_since_created',
      'time_since_changed',
      'time_since_assigned',
      'time_since_customer_responded',
      'time_since_technician_responded',
      'time_since_status:OPEN',
    ]) {
      expect(operatorsFor(field, 'TIME_BASED', 'all')).toEqual(['less_or_equal_than', 'greater_or_equal_than', 'is']);
      expect(operatorsFor(field, 'BOARD', 'all')).toHaveLength(3);
      expect(offered(field, 'TIME_BASED', 'any')).toBe(false);
      expect(offered(field, 'BOARD', 'any')).toBe(false);
      expect(offered(field, 'EVENT_BASED', 'all')).toBe(false);
    }
  });

  it('business hours are in the all group only and never on boards', () => {
    expect(operatorsFor('business_hours', 'EVENT_BASED', 'all')).toEqual(['in', 'not_in']);
    expect(operatorsFor('business_hours', 'TIME_BASED', 'all')).toEqual(['in', 'not_in']);
    expect(offered('business_hours', 'EVENT_BASED', 'any')).toBe(false);
    expect(offered('business_hours', 'BOARD', 'all')).toBe(false);
  });

  it('the action field is for event-based rules only (not time-based, not boards)', () => {
    expect(operatorsFor('action', 'EVENT_BASED', 'any')).toEqual(['equals', 'not_equals']);
    expect(offered('action', 'TIME_BASED', 'all')).toBe(false);
    expect(offered('action', 'BOARD', 'all')).toBe(false);
  });

  it('comment type and updated-by are for event-based rules only', () => {
    expect(operatorsFor('commentType', 'EVENT_BASED', 'all')).toEqual(['equals']);
    expect(operatorsFor('updated_by', 'EVENT_BASED', 'all')).toEqual(['contains_any']);
    for (const kind of ['TIME_BASED', 'BOARD'] as const) {
      expect(offered('commentType', kind, 'all')).toBe(false);
      expect(offered('updated_by', kind, 'all')).toBe(false);
    }
  });

  it('form and location are offered to event-based, time-based and boards', () => {
    for (const kind of ['EVENT_BASED', 'TIME_BASED', 'BOARD'] as const) {
      expect(offered('form', kind, 'all')).toBe(true);
      expect(offered('location', kind, 'any')).toBe(true);
    }
  });

  it('response templates have no conditions at all', () => {
    expect(conditionFieldsFor('RESPONSE_TEMPLATE', 'all', { attributes })).toEqual([]);
    expect(offered('status', 'RESPONSE_TEMPLATE', 'all')).toBe(false);
  });

  it('unknown fields are offered nowhere', () => {
    expect(operatorsFor('nonsense', 'EVENT_BASED', 'all')).toEqual([]);
    expect(operatorsFor('attribute:', 'EVENT_BASED', 'all')).toEqual([]);
    expect(operatorsFor('time_since_status:', 'TIME_BASED', 'all')).toEqual([]);
  });
});

describe('attribute operators per type', () => {
  it.each([
    [1, ['contains', 'does_not_contain', 'equals', 'not_equals', 'present', 'not_present']],
    [8, ['contains', 'does_not_contain', 'equals', 'not_equals', 'present', 'not_present']],
    [2, ['equals', 'not_equals', 'less_or_equal_than', 'greater_or_equal_than', 'present', 'not_present']],
    [7, ['equals', 'not_equals', 'less_or_equal_than', 'greater_or_equal_than', 'present', 'not_present']],
    [3, ['equals', 'not_equals', 'contains_any', 'contains_none', 'present', 'not_present']],
    [4, ['contains_any', 'contains_none', 'present', 'not_present']],
    [5, ['equals']],
    [6, ['less_or_equal_than', 'greater_or_equal_than', 'present', 'not_present']],
  ])('attribute %s', (id, ops) => {
    expect(operatorsFor(`attribute:${id}`, 'BOARD', 'any', attributes)).toEqual(ops);
  });

  it('an inactive or unknown attribute is not offered; without definitions every attribute operator is', () => {
    expect(operatorsFor('attribute:9', 'BOARD', 'all', attributes)).toEqual([]);
    expect(operatorsFor('attribute:99', 'BOARD', 'all', attributes)).toEqual([]);
    expect(operatorsFor('attribute:99', 'BOARD', 'all')).toContain('contains_any');
  });

  it('attributes are not offered to templates', () => {
    expect(operatorsFor('attribute:1', 'RESPONSE_TEMPLATE', 'all', attributes)).toEqual([]);
  });
});

describe('conditionFieldsFor', () => {
  it('lists time-since fields per status and only active attributes', () => {
    const fields = conditionFieldsFor('TIME_BASED', 'all', { attributes, statuses: ['OPEN', '17'] }).map((f) => f.field);
    expect(fields).toContain('time_since_status:OPEN');
    expect(fields).toContain('time_since_status:17');
    expect(fields).not.toContain('time_since_status:NEW');
    expect(fields).toContain('attribute:1');
    expect(fields).not.toContain('attribute:9');
    expect(fields).toContain('business_hours');
    expect(fields).not.toContain('action');
  });

  it('the any group of a board has neither time-since nor business hours', () => {
    const fields = conditionFieldsFor('BOARD', 'any').map((f) => f.field);
    expect(fields.some((f) => f.startsWith('time_since'))).toBe(false);
    expect(fields).not.toContain('business_hours');
    expect(fields).toContain('status');
  });
});

describe('valueSpecFor', () => {
  it('names the value each field and operator takes', () => {
    expect(valueSpecFor('status', 'present')).toEqual({ kind: 'none' });
    expect(valueSpecFor('status', 'changed')).toEqual({ kind: 'none' });
    expect(valueSpecFor('status', 'equals')).toEqual({ kind: 'status' });
    expect(valueSpecFor('status', 'parent_equals')).toMatchObject({ kind: 'enum' });
    expect(valueSpecFor('priority', 'changed_to')).toEqual({ kind: 'enum', options: ['NONE', 'LOW', 'MEDIUM', 'HIGH'] });
    expect(valueSpecFor('summary', 'contains_any')).toEqual({ kind: 'text_list' });
    expect(valueSpecFor('requester', 'equals')).toEqual({ kind: 'id', reference: 'user' });
    expect(valueSpecFor('organization', 'contains_any')).toEqual({ kind: 'id_list', reference: 'organization' });
    expect(valueSpecFor('form', 'contains_none')).toEqual({ kind: 'id_list', reference: 'form' });
    expect(valueSpecFor('time_since_created', 'is')).toEqual({ kind: 'time_since' });
    expect(valueSpecFor('attribute:3', 'equals', attributes)).toEqual({ kind: 'option' });
    expect(valueSpecFor('attribute:5', 'equals', attributes)).toEqual({ kind: 'boolean' });
    expect(valueSpecFor('attribute:6', 'less_or_equal_than', attributes)).toEqual({ kind: 'date' });
  });
});

describe('actions per kind', () => {
  it('boards have no actions; templates have neither notifications nor e-mails', () => {
    expect(actionFieldsFor('BOARD')).toEqual([]);
    expect(actionFieldsFor('RESPONSE_TEMPLATE')).not.toContain('SEND_NOTIFICATION');
    expect(actionFieldsFor('RESPONSE_TEMPLATE')).not.toContain('SEND_EMAIL');
    expect(actionFieldsFor('RESPONSE_TEMPLATE')).toContain('ADD_TICKET_COMMENT');
    // Send to ConnectWise (issue 26 §8) is an automation's, not a template's.
    expect(actionFieldsFor('RESPONSE_TEMPLATE')).not.toContain('SEND_TO_PSA');
    expect(actionFieldsFor('EVENT_BASED')).toHaveLength(11);
    expect(actionFieldsFor('TIME_BASED')).toContain('SEND_TO_PSA');
    expect(actionFieldsFor('TIME_BASED')).toContain('SEND_EMAIL');
  });

  it('the one-time actions are cc lists, comment and time tracker', () => {
    for (const kind of ['EVENT_BASED', 'TIME_BASED', 'RESPONSE_TEMPLATE'] as const) {
      expect(isOneTimeAction('add_cc_list', kind)).toBe(true);
      expect(isOneTimeAction('set_cc_list', kind)).toBe(true);
      expect(isOneTimeAction('ADD_TICKET_COMMENT', kind)).toBe(true);
      expect(isOneTimeAction('TICKET_LOG_ENTRY_TIME_TRACKER', kind)).toBe(true);
      expect(isOneTimeAction('add_tags', kind)).toBe(false);
      expect(isOneTimeAction('SEND_EMAIL', kind)).toBe(false);
    }
  });

  it('time-based rules offer no current-user recipient', () => {
    expect(emailRecipientKeysFor('TIME_BASED')).toEqual(['REQUESTER', 'REQUESTER_CC', 'ASSIGNEE']);
    expect(emailRecipientKeysFor('EVENT_BASED')).toContain('CURRENT_USER');
  });
});
