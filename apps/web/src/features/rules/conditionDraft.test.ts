import { valueSpecFor, type AttributeDefinition } from '@outpost/rules';
import { describe, expect, it } from 'vitest';
import { initialValue, newConditionId } from './conditionDraft.ts';

const attributes: AttributeDefinition[] = [{ id: 4, attributeType: 'DROPDOWN', name: 'Impact', content: { values: [{ id: 'a', name: 'Low' }] } }];

describe('a ticket condition’s starting value', () => {
  it('is an empty list for list operators, 1:0 for time since (spec 002 §9), nothing otherwise', () => {
    expect(initialValue(valueSpecFor('tags', 'contains_any', attributes))).toEqual([]);
    expect(initialValue(valueSpecFor('attribute:4', 'contains_any', attributes))).toEqual([]);
    expect(initialValue(valueSpecFor('time_since_created', 'less_or_equal_than', attributes))).toBe('1:0');
    expect(initialValue(valueSpecFor('status', 'equals', attributes))).toBeNull();
  });

  it('gives every new row its own id', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newConditionId()));
    expect(ids.size).toBe(50);
  });
});
