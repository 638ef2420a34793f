import type { TicketAttribute, TicketStatus, Trigger } from '@outpost/contracts';
import { DEFAULT_BOARD_COLUMNS } from '@outpost/rules';

const SYSTEM = ['NEW', 'OPEN', 'WAITING', 'PAUSED', 'RESOLVED', 'CLOSED'] as const;

/** The six system statuses, as GET /api/ticketing/statuses answers them. */
export const statuses: TicketStatus[] = SYSTEM.map((key, i) => ({
  id: i + 1,
  key,
  name: key.charAt(0) + key.slice(1).toLowerCase(),
  system: true,
  parentId: null,
  parentKey: key,
  active: true,
  position: i,
}));

/** One drop-down custom field. */
export const attributes: TicketAttribute[] = [
  {
    id: 31,
    name: 'Impact',
    description: '',
    attributeType: 'DROPDOWN',
    active: true,
    content: {
      values: [
        { id: 'a', name: 'Low' },
        { id: 'b', name: 'High' },
      ],
    },
    usageCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
];

/** A stored board; `system` makes it one the product ships. */
export function board(overrides: Partial<Trigger> = {}): Trigger {
  return {
    id: 5,
    type: 'BOARD',
    enabled: true,
    name: 'Printers',
    description: 'Printer tickets',
    conditions: { all: [{ id: 'c1', field: 'priority', operator: 'equals', value: 'HIGH' }], any: [] },
    actions: [],
    uploads: [],
    columns: [...DEFAULT_BOARD_COLUMNS],
    sortBy: [{ field: 'id', direction: 'DESC' }],
    system: false,
    systemKey: null,
    position: 0,
    version: 3,
    createdByUserId: 1,
    updatedByUserId: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
