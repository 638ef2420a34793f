import { describe, expect, it } from 'vitest';
import * as rules from './index.ts';

describe('public API', () => {
  it('exports the model, catalogue, validation, placeholders, evaluator and applier', () => {
    for (const name of [
      'ruleSchema',
      'newRule',
      'operatorsFor',
      'conditionFieldsFor',
      'actionFieldsFor',
      'validateRule',
      'parseRule',
      'findPlaceholders',
      'renderPlaceholders',
      'checkPlaceholders',
      'evaluate',
      'isWithinBusinessHours',
      'applyActions',
      'TICKET_TYPES',
      'SYSTEM_STATUSES',
      'RESULT_CODE_MESSAGES',
    ]) {
      expect(rules, name).toHaveProperty(name);
    }
  });

  it('a parsed rule from the editor runs end to end', () => {
    const parsed = rules.parseRule({
      type: 'EVENT_BASED',
      name: 'Escalate VIP',
      conditions: { all: [{ id: '1', field: 'tags', operator: 'contains_any', value: ['vip'] }], any: [] },
      actions: [{ uid: 'a', field: 'ticket', operator: 'priority', value: 'HIGH' }],
    });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const facts = { id: 1, tags: ['VIP'], priority: 'LOW' as const };
    expect(rules.evaluate(parsed.rule.conditions, facts, { action: 'INSERT' }, new Date())).toBe(true);
    expect(rules.applyActions(parsed.rule.actions, facts, { placeholders: {} }).draft.priority).toBe('HIGH');
  });
});
