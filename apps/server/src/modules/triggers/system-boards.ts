import { CURRENT_USER, DEFAULT_BOARD_COLUMNS, type BoardColumn, type BoardSort, type Conditions } from '@outpost/rules';

/** The boards the product ships. */
export const SYSTEM_BOARD_KEYS = ['ALL_OPEN', 'MY_TICKETS', 'UNASSIGNED', 'RECENTLY_SOLVED'] as const;
export type SystemBoardKey = (typeof SYSTEM_BOARD_KEYS)[number];

export interface SystemBoard {
  key: SystemBoardKey;
  name: string;
  description: string;
  conditions: Conditions;
  columns: BoardColumn[];
  sortBy: BoardSort[];
}

// "Open" is "not solved": the status, custom ones included, is under neither solved system status.
const unsolved = [
  { id: 'unsolved-resolved', field: 'status', operator: 'parent_not_equals', value: 'RESOLVED' },
  { id: 'unsolved-closed', field: 'status', operator: 'parent_not_equals', value: 'CLOSED' },
] as const satisfies Conditions['all'];

/**
 * What migration 0010 inserts (triggers.test.ts checks that the two agree). Their conditions
 * are fixed: only columns and sorting can be changed, or the board copied.
 *
 * "Recently solved" is a ticket that entered RESOLVED or CLOSED at most 7 days ago: the rule
 * model has no "time since solved", and its per-status time-since fields name a status exactly,
 * so a custom status under RESOLVED is not included.
 */
export const SYSTEM_BOARDS: readonly SystemBoard[] = [
  {
    key: 'ALL_OPEN',
    name: 'All open tickets',
    description: 'Every ticket that is not resolved or closed.',
    conditions: { all: [...unsolved], any: [] },
    columns: [...DEFAULT_BOARD_COLUMNS],
    sortBy: [{ field: 'id', direction: 'DESC' }],
  },
  {
    key: 'MY_TICKETS',
    name: 'My tickets',
    description: 'Open tickets assigned to you.',
    conditions: { all: [{ id: 'mine', field: 'assignee', operator: 'equals', value: CURRENT_USER }, ...unsolved], any: [] },
    columns: [...DEFAULT_BOARD_COLUMNS],
    sortBy: [{ field: 'id', direction: 'DESC' }],
  },
  {
    key: 'UNASSIGNED',
    name: 'Unassigned',
    description: 'Open tickets nobody is assigned to.',
    conditions: { all: [{ id: 'unassigned', field: 'assignee', operator: 'not_present', value: null }, ...unsolved], any: [] },
    columns: [...DEFAULT_BOARD_COLUMNS],
    sortBy: [{ field: 'id', direction: 'DESC' }],
  },
  {
    key: 'RECENTLY_SOLVED',
    name: 'Recently solved',
    description: 'Tickets resolved or closed in the last 7 days.',
    conditions: {
      all: [],
      any: [
        { id: 'resolved-7d', field: 'time_since_status:RESOLVED', operator: 'less_or_equal_than', value: '168:0' },
        { id: 'closed-7d', field: 'time_since_status:CLOSED', operator: 'less_or_equal_than', value: '168:0' },
      ],
    },
    columns: ['status', 'id', 'summary', 'organization', 'requester', 'assignee', 'type', 'source', 'solvedTime', 'totalTimeTracked'],
    sortBy: [{ field: 'solvedTime', direction: 'DESC' }],
  },
];
