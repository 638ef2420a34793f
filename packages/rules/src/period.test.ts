import { describe, expect, it } from 'vitest';
import { timeSinceAnchors } from './period.ts';

describe('timeSinceAnchors', () => {
  it('names each timestamp the time-since conditions measure from once, sorted; other fields add none', () => {
    const conditions = {
      all: [
        { id: '1', field: 'time_since_status:WAITING', operator: 'greater_or_equal_than' as const, value: '48:0' },
        { id: '2', field: 'time_since_created', operator: 'greater_or_equal_than' as const, value: '1:0' },
        { id: '3', field: 'time_since_status:12', operator: 'less_or_equal_than' as const, value: '99:0' },
        { id: '4', field: 'priority', operator: 'equals' as const, value: 'HIGH' },
      ],
      any: [],
    };
    expect(timeSinceAnchors(conditions)).toEqual(['createdAt', 'statusChangedAt']);
    expect(timeSinceAnchors({ all: [], any: [] })).toEqual([]);
  });
});
