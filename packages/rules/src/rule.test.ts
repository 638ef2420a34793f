import { describe, expect, it } from 'vitest';
import { actionSchema } from './actions.ts';
import { parseField } from './fields.ts';
import { DEFAULT_BOARD_COLUMNS, newRule, ruleSchema } from './rule.ts';

describe('rule model', () => {
  it('a new board has the default columns and sorts by id descending', () => {
    const board = newRule('BOARD');
    expect(board.columns).toEqual(['status', 'id', 'summary', 'organization', 'requester', 'assignee', 'type', 'source', 'createTime', 'totalTimeTracked']);
    expect(board.sortBy).toEqual([{ field: 'id', direction: 'DESC' }]);
    expect(newRule('EVENT_BASED')).toMatchObject({ enabled: true, conditions: { all: [], any: [] }, actions: [] });
    expect(newRule('EVENT_BASED').columns).toBeUndefined();
  });

  it('parses a minimal body with the defaults filled in', () => {
    const rule = ruleSchema.parse({ type: 'EVENT_BASED', name: 'x' });
    expect(rule).toMatchObject({ enabled: true, description: '', conditions: { all: [], any: [] }, actions: [], uploads: [] });
  });

  it('reads the assignedAppUser column as assignee and accepts attribute columns', () => {
    const rule = ruleSchema.parse({ type: 'BOARD', columns: ['assignedAppUser', 'attribute:4'], sortBy: [{ field: 'assignedAppUser', direction: 'ASC' }] });
    expect(rule.columns).toEqual(['assignee', 'attribute:4']);
    expect(rule.sortBy).toEqual([{ field: 'assignee', direction: 'ASC' }]);
    expect(ruleSchema.safeParse({ type: 'BOARD', columns: ['nope'] }).success).toBe(false);
  });

  it('parses each action kind, filling empty values the editor starts with', () => {
    expect(actionSchema.parse({ uid: 'a', field: 'SEND_EMAIL' })).toMatchObject({
      value: { emails: [], uids: [], keys: [], subject: '', body: '', uploads: [], allowResponse: false },
    });
    expect(actionSchema.parse({ uid: 'a', field: 'ticket', operator: 'status' })).toMatchObject({ value: null });
    expect(actionSchema.parse({ uid: 'a', field: 'TICKET_LOG_ENTRY_TIME_TRACKER' })).toMatchObject({ value: { value: null, unit: 'MINUTES' } });
    expect(actionSchema.parse({ uid: 'a', field: 'remove_tags', value: ['x'] })).toMatchObject({ value: ['x'] });
    expect(actionSchema.safeParse({ uid: 'a', field: 'ticket', operator: 'colour' }).success).toBe(false);
    expect(actionSchema.safeParse({ uid: 'a', field: 'ticket', operator: 'severity', value: 'HUGE' }).success).toBe(false);
  });

  it('takes field keys apart', () => {
    expect(parseField('time_since_status:17')).toEqual({ kind: 'time_since_status', status: '17' });
    expect(parseField('time_since_assigned')).toEqual({ kind: 'time_since', field: 'time_since_assigned', timestamp: 'assignedAt' });
    expect(parseField('attribute:12')).toEqual({ kind: 'attribute', attributeId: '12' });
    expect(parseField('tags')).toEqual({ kind: 'ticket', field: 'tags' });
    expect(parseField('toString')).toBeNull();
    expect(DEFAULT_BOARD_COLUMNS).toHaveLength(10);
  });
});
