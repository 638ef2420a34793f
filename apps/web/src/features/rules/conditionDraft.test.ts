import type { AttributeDefinition, Condition } from '@outpost/rules';
import { describe, expect, it } from 'vitest';
import { addCondition, newCondition, removeCondition, withOperator } from './conditionDraft.ts';

const attributes: AttributeDefinition[] = [{ id: 4, attributeType: 'DROPDOWN', name: 'Impact', content: { values: [{ id: 'a', name: 'Low' }] } }];
const condition = (over: Partial<Condition>): Condition => ({ id: 'x', field: 'requester', operator: 'equals', value: null, ...over });

describe('editing one condition row', () => {
  it('starts a new row on the field’s first operator with that operator’s empty value; time since at 1:0 (spec 002 §9)', () => {
    expect(newCondition('tags', ['contains_any', 'contains_none'], [])).toMatchObject({ field: 'tags', operator: 'contains_any', value: [] });
    expect(newCondition('time_since_created', ['less_or_equal_than'], [])).toMatchObject({ operator: 'less_or_equal_than', value: '1:0' });
    expect(newCondition('status', ['equals'], [])).toMatchObject({ value: null });
  });

  it('gives every new row its own id', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newCondition('status', ['equals'], []).id));
    expect(ids.size).toBe(50);
  });

  it('keeps a chosen record when the operator moves between one and several (equals ↔ contains any)', () => {
    const many = withOperator(condition({ value: 7 }), 'contains_any', attributes);
    expect(many.value).toEqual([7]);
    expect(withOperator(many, 'not_equals', attributes).value).toBe(7);
    expect(withOperator(condition({ field: 'attribute:4', operator: 'equals', value: 'a' }), 'contains_any', attributes).value).toEqual(['a']);
  });

  it('drops the value for operators that take none, and starts again when the kind of value changes', () => {
    expect(withOperator(condition({ value: 7 }), 'present', attributes).value).toBeNull();
    expect(withOperator(condition({ field: 'summary', operator: 'contains', value: 'printer' }), 'contains_any', attributes).value).toEqual([]);
    expect(withOperator(condition({ field: 'summary', operator: 'contains', value: 'printer' }), 'does_not_contain', attributes).value).toBe('printer');
  });

  it('adds and removes rows of one group without touching the other', () => {
    const both = addCondition({ all: [condition({ id: 'a' })], any: [] }, 'any', condition({ id: 'b' }));
    expect(both.any.map((c) => c.id)).toEqual(['b']);
    expect(removeCondition(both, 'all', 0)).toEqual({ all: [], any: both.any });
  });
});
