import { describe, expect, it } from 'vitest';
import { CURRENT_USER, resolveCurrentUser } from './current-user.ts';
import { evaluate } from './evaluate.ts';
import { validateRule } from './validate.ts';
import { newRule } from './rule.ts';

const NOW = new Date('2024-03-06T12:00:00Z');
const mine = { all: [{ id: '1', field: 'assignee', operator: 'equals' as const, value: CURRENT_USER }], any: [] };

describe('CURRENT_USER in condition values', () => {
  it('stands for the user the conditions are evaluated for', () => {
    expect(evaluate(mine, { id: 1, assigneeId: 7 }, undefined, NOW, undefined, { currentUserId: 7 })).toBe(true);
    expect(evaluate(mine, { id: 1, assigneeId: 8 }, undefined, NOW, undefined, { currentUserId: 7 })).toBe(false);
  });

  it('matches nobody when there is no current user: equals false, not_equals true', () => {
    expect(evaluate(mine, { id: 1, assigneeId: 7 }, undefined, NOW)).toBe(false);
    const notMine = { all: [{ ...mine.all[0]!, operator: 'not_equals' as const }], any: [] };
    expect(evaluate(notMine, { id: 1, assigneeId: 7 }, undefined, NOW)).toBe(true);
  });

  it('works as one item of a list and only in user fields', () => {
    expect(resolveCurrentUser('additionalAssignedTechnicianIds', [CURRENT_USER, 3], 9)).toEqual([9, 3]);
    expect(resolveCurrentUser('assignee', [CURRENT_USER], null)).toEqual([]);
    expect(resolveCurrentUser('summary', CURRENT_USER, 9)).toBe(CURRENT_USER);
  });

  it('is refused in time-based automations and never counts as a deleted user', () => {
    const deleted = { isDeletedUser: () => true };
    const board = { ...newRule('BOARD'), name: 'Mine', conditions: mine };
    expect(validateRule(board, { references: deleted })).toEqual([]);
    const timed = {
      ...newRule('TIME_BASED'),
      name: 'Nudge',
      conditions: { all: [...mine.all, { id: '2', field: 'time_since_created', operator: 'greater_or_equal_than' as const, value: '1:0' }], any: [] },
      actions: [{ uid: 'a', field: 'ticket' as const, operator: 'priority' as const, value: 'HIGH' as const }],
    };
    expect(validateRule(timed).map((i) => i.code)).toEqual(['current_user_unsupported']);
  });
});
