import { describe, expect, it } from 'vitest';
import type { ActionInput } from './actions.ts';
import type { AttributeDefinition } from './catalogue.ts';
import type { ConditionInput } from './conditions.ts';
import { ruleSchema, type RuleInput } from './rule.ts';
import { parseRule, validateRule, type ValidateRuleOptions } from './validate.ts';

const tagAction: ActionInput = { uid: 'a1', field: 'add_tags', value: ['vip'] };
const cond = (field: string, operator: ConditionInput['operator'], value: ConditionInput['value'] = null, id = 'c'): ConditionInput => ({
  id,
  field,
  operator,
  value,
});

function issues(input: Partial<RuleInput> & Pick<RuleInput, 'type'>, options?: ValidateRuleOptions) {
  return validateRule(ruleSchema.parse({ name: 'Rule', ...input }), options);
}
const messages = (input: Partial<RuleInput> & Pick<RuleInput, 'type'>, options?: ValidateRuleOptions) =>
  issues(input, options).map((i) => `${i.path.join('.')}: ${i.message}`);

const valid = { type: 'EVENT_BASED', conditions: { all: [cond('status', 'equals', 'OPEN')] }, actions: [tagAction] } satisfies RuleInput;

describe('general fields (spec 002 §5.1)', () => {
  it('a complete rule has no issues', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('name is required and at most 50 characters; description at most 250', () => {
    expect(messages({ ...valid, name: '  ' })).toEqual(['name: Required']);
    expect(messages({ ...valid, name: 'x'.repeat(50) })).toEqual([]);
    expect(messages({ ...valid, name: 'x'.repeat(51) })).toEqual(['name: Must be at most 50 characters']);
    expect(messages({ ...valid, description: 'x'.repeat(250) })).toEqual([]);
    expect(messages({ ...valid, description: 'x'.repeat(251) })).toEqual(['description: Must be at most 250 characters']);
  });
});

describe('condition and action counts', () => {
  it("'Add at least 1 condition' for automations and boards, never for templates", () => {
    expect(messages({ type: 'EVENT_BASED', actions: [tagAction] })).toEqual(['conditions: Add at least 1 condition']);
    expect(messages({ type: 'BOARD', columns: ['id'] })).toEqual(['conditions: Add at least 1 condition']);
    expect(messages({ type: 'RESPONSE_TEMPLATE', actions: [tagAction] })).toEqual([]);
  });

  it('a condition in the any group alone is enough', () => {
    expect(messages({ type: 'EVENT_BASED', conditions: { any: [cond('status', 'equals', 'OPEN')] }, actions: [tagAction] })).toEqual([]);
  });

  it('a system board is not asked for conditions', () => {
    expect(messages({ type: 'BOARD', columns: ['id'] }, { systemBoard: true })).toEqual([]);
  });

  it("time-based rules need a 'time since' condition in the all group", () => {
    const message = "conditions.all: Time-based automations require at least one 'time since' condition to be set";
    expect(messages({ type: 'TIME_BASED', conditions: { all: [cond('status', 'equals', 'OPEN')] }, actions: [tagAction] })).toEqual([message]);
    expect(messages({ type: 'TIME_BASED', actions: [tagAction] })).toEqual(['conditions: Add at least 1 condition', message]);
    expect(messages({ type: 'TIME_BASED', conditions: { all: [cond('time_since_created', 'greater_or_equal_than', '1:0')] }, actions: [tagAction] })).toEqual(
      [],
    );
  });

  it("'Add at least 1 action' except for boards", () => {
    expect(messages({ ...valid, actions: [] })).toEqual(['actions: Add at least 1 action']);
    expect(messages({ type: 'RESPONSE_TEMPLATE' })).toEqual(['actions: Add at least 1 action']);
    expect(messages({ type: 'BOARD', columns: ['id'], conditions: valid.conditions })).toEqual([]);
  });

  it("'Please add at least one column' for a board without columns", () => {
    expect(messages({ type: 'BOARD', columns: [], conditions: valid.conditions })).toEqual(['columns: Please add at least one column']);
    expect(messages({ type: 'BOARD', conditions: valid.conditions })).toEqual(['columns: Please add at least one column']);
  });

  it('a board may not carry actions', () => {
    expect(messages({ type: 'BOARD', columns: ['id'], conditions: valid.conditions, actions: [tagAction] })).toEqual([
      'actions.0.field: This action is not available here',
    ]);
  });
});

const withCondition = (c: ConditionInput, type: RuleInput['type'] = 'EVENT_BASED', group: 'all' | 'any' = 'all'): RuleInput => ({
  type,
  conditions: { [group]: [c] },
  actions: type === 'BOARD' ? [] : [tagAction],
  ...(type === 'BOARD' ? { columns: ['id'] } : {}),
});

describe('condition availability', () => {
  it('refuses a field the kind or group does not offer', () => {
    expect(messages(withCondition(cond('business_hours', 'in'), 'EVENT_BASED', 'any'))).toEqual(['conditions.any.0.field: This field is not available here']);
    expect(messages(withCondition(cond('action', 'equals', 'INSERT'), 'BOARD'))).toEqual(['conditions.all.0.field: This field is not available here']);
    expect(messages(withCondition(cond('time_since_created', 'is', '1:0'), 'EVENT_BASED'))).toEqual([
      'conditions.all.0.field: This field is not available here',
    ]);
    expect(messages(withCondition(cond('colour', 'equals', 'red')))).toEqual(['conditions.all.0.field: This field is not available here']);
  });

  it('refuses an operator the field does not offer', () => {
    expect(messages(withCondition(cond('status', 'changed'), 'BOARD'))).toEqual(['conditions.all.0.operator: This operator is not available for this field']);
    expect(messages(withCondition(cond('tags', 'equals', 'x')))).toEqual(['conditions.all.0.operator: This operator is not available for this field']);
  });

  it('refuses conditions on a response template', () => {
    expect(messages({ type: 'RESPONSE_TEMPLATE', conditions: { all: [cond('status', 'equals', 'OPEN')] }, actions: [tagAction] })).toEqual([
      'conditions.all.0.field: This field is not available here',
    ]);
  });
});

describe('condition values', () => {
  it('a value is required unless the operator is present, not_present or changed', () => {
    expect(messages(withCondition(cond('status', 'equals', null)))).toEqual(['conditions.all.0.value: Required']);
    expect(messages(withCondition(cond('summary', 'contains', '  ')))).toEqual(['conditions.all.0.value: Required']);
    expect(messages(withCondition(cond('tags', 'contains_any', [])))).toEqual(['conditions.all.0.value: Required']);
    expect(messages(withCondition(cond('tags', 'present')))).toEqual([]);
    expect(messages(withCondition(cond('assignee', 'not_present')))).toEqual([]);
    for (const field of ['type', 'status', 'source', 'severity', 'priority']) {
      expect(messages(withCondition(cond(field, 'changed')))).toEqual([]);
      expect(messages(withCondition(cond(field, 'changed_to', null)))).toEqual(['conditions.all.0.value: Required']);
    }
  });

  it('business hours are always valid', () => {
    expect(messages(withCondition(cond('business_hours', 'in')))).toEqual([]);
    expect(messages(withCondition(cond('business_hours', 'not_in', 'whatever')))).toEqual([]);
  });

  it('enum values must be one of the enum', () => {
    expect(messages(withCondition(cond('priority', 'equals', 'URGENT')))).toEqual(['conditions.all.0.value: Invalid value']);
    expect(messages(withCondition(cond('status', 'parent_equals', 'custom-7')))).toEqual(['conditions.all.0.value: Invalid value']);
    expect(messages(withCondition(cond('status', 'equals', 'custom-7')))).toEqual([]);
    expect(messages(withCondition(cond('action', 'equals', 'UPDATE')))).toEqual([]);
  });

  it('duplicate tags are refused', () => {
    expect(messages(withCondition(cond('tags', 'contains_any', ['vip', 'VIP'])))).toEqual(['conditions.all.0.value.1: Tag is already selected']);
  });
});

describe('time-since values', () => {
  const ts = (value: ConditionInput['value']) => messages(withCondition(cond('time_since_created', 'greater_or_equal_than', value), 'TIME_BASED'));
  it('accepts hours 0 to 99999 and minutes 0, 15, 30, 45', () => {
    expect(ts('0:0')).toEqual([]);
    expect(ts('99999:45')).toEqual([]);
    expect(ts('1:15')).toEqual([]);
    expect(ts('7')).toEqual([]);
  });
  it("'Required' when empty", () => {
    expect(ts(null)).toEqual(['conditions.all.0.value: Required']);
    expect(ts('')).toEqual(['conditions.all.0.value: Required']);
  });
  it("'Value must be an integer between 0 and 99999' for bad hours", () => {
    expect(ts('100000:0')).toEqual(['conditions.all.0.value.hours: Value must be an integer between 0 and 99999']);
    expect(ts('1.5:0')).toEqual(['conditions.all.0.value.hours: Value must be an integer between 0 and 99999']);
    expect(ts('-1:0')).toEqual(['conditions.all.0.value.hours: Value must be an integer between 0 and 99999']);
  });
  it("'Values must be 0, 15, 30 or 45' for other minutes", () => {
    expect(ts('1:10')).toEqual(['conditions.all.0.value.minutes: Values must be 0, 15, 30 or 45']);
    expect(ts('x:60')).toEqual([
      'conditions.all.0.value.hours: Value must be an integer between 0 and 99999',
      'conditions.all.0.value.minutes: Values must be 0, 15, 30 or 45',
    ]);
  });
});

describe('attribute values', () => {
  const attributes: AttributeDefinition[] = [
    { id: 2, attributeType: 'NUMERIC', active: true },
    { id: 3, attributeType: 'DROPDOWN', active: true, content: { values: [{ id: 'a', name: 'A' }] } },
    { id: 5, attributeType: 'CHECKBOX', active: true },
    { id: 6, attributeType: 'DATE', active: true },
    { id: 7, attributeType: 'DECIMAL', active: true },
  ];
  const check = (c: ConditionInput) => messages(withCondition(c, 'BOARD'), { attributes });
  it('numeric values are whole numbers from 0 to the shared limit', () => {
    expect(check(cond('attribute:2', 'equals', 5))).toEqual([]);
    expect(check(cond('attribute:2', 'equals', '12'))).toEqual([]);
    expect(check(cond('attribute:2', 'equals', 1.5))).toEqual(['conditions.all.0.value: Value must be an integer between 0 and 2147483647']);
    expect(check(cond('attribute:2', 'equals', -1))).toEqual(['conditions.all.0.value: Value must be an integer between 0 and 2147483647']);
  });
  it('decimals are numbers, dates are YYYY-MM-DD, checkboxes are true/false', () => {
    expect(check(cond('attribute:7', 'less_or_equal_than', 1.5))).toEqual([]);
    expect(check(cond('attribute:7', 'less_or_equal_than', 'abc'))).toEqual(['conditions.all.0.value: Value must be a number']);
    expect(check(cond('attribute:6', 'greater_or_equal_than', '2024-02-29'))).toEqual([]);
    expect(check(cond('attribute:6', 'greater_or_equal_than', '2023-02-29'))).toEqual(['conditions.all.0.value: Value must be a date (YYYY-MM-DD)']);
    expect(check(cond('attribute:5', 'equals', false))).toEqual([]);
    expect(check(cond('attribute:5', 'equals', null))).toEqual(['conditions.all.0.value: Required']);
  });
  it('drop-down values must be options of the attribute', () => {
    expect(check(cond('attribute:3', 'equals', 'a'))).toEqual([]);
    expect(check(cond('attribute:3', 'equals', 'z'))).toEqual(['conditions.all.0.value: Invalid value']);
    expect(check(cond('attribute:3', 'contains_any', ['a', 'z']))).toEqual(['conditions.all.0.value.1: Invalid value']);
  });
  it('an attribute operator that does not fit the type is refused', () => {
    expect(check(cond('attribute:5', 'present'))).toEqual(['conditions.all.0.operator: This operator is not available for this field']);
  });
});

describe('deleted and inactive references', () => {
  const references: ValidateRuleOptions['references'] = {
    isDeletedUser: new Set<string | number>([9]),
    isDeletedOrganization: (id) => String(id) === '4',
    isDeletedLocation: new Set<string | number>(['5']),
    isInactiveForm: new Set<string | number>([6]),
  };
  const check = (c: ConditionInput) => messages(withCondition(c), { references });
  it('names each kind of record with its message', () => {
    expect(check(cond('assignee', 'equals', '9'))).toEqual(['conditions.all.0.value: Must not contain deleted users']);
    expect(check(cond('requester', 'contains_any', [1, 9]))).toEqual(['conditions.all.0.value: Must not contain deleted users']);
    expect(check(cond('updated_by', 'contains_any', [9]))).toEqual(['conditions.all.0.value: Must not contain deleted users']);
    expect(check(cond('organization', 'contains_none', [4]))).toEqual(['conditions.all.0.value: Must not contain deleted organizations']);
    expect(check(cond('location', 'contains_any', [5]))).toEqual(['conditions.all.0.value: Must not contain deleted locations']);
    expect(check(cond('form', 'contains_any', ['6']))).toEqual(['conditions.all.0.value: Must not contain inactive forms']);
    expect(check(cond('form', 'contains_any', [7]))).toEqual([]);
  });
});

describe('parseRule', () => {
  it('answers shape errors with their path', () => {
    const result = parseRule({ type: 'EVENT_BASED', name: 5, actions: [{ uid: 'x', field: 'ticket', operator: 'priority', value: 'URGENT' }] });
    expect(result.success).toBe(false);
    expect(result.issues.map((i) => i.path.join('.'))).toEqual(['name', 'actions.0.value']);
    expect(result.issues.every((i) => i.message === 'Invalid value')).toBe(true);
  });

  it('validates a well-formed body', () => {
    expect(parseRule({ ...valid, name: 'Rule' })).toMatchObject({ success: true, issues: [] });
    const failed = parseRule({ type: 'BOARD', name: 'B', columns: [] });
    expect(failed.success).toBe(false);
    expect(failed.issues.map((i) => i.code)).toEqual(['no_conditions', 'no_columns']);
  });

  it('answers an unknown column with its own message', () => {
    const result = parseRule({ type: 'BOARD', name: 'B', columns: ['id', 'nope'] });
    expect(result.issues).toEqual([{ path: ['columns', 1], message: 'Unknown column', code: 'invalid_value' }]);
  });
});
