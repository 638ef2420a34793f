import type { DataTableColumn } from '../data-table/index.ts';

// How ticket tables draw a ticket's values: the tickets list and every board.

// Keyed by name rather than by the enum type, so a priority added to the contracts still draws.
export const PRIORITY_COLORS: Record<string, string> = { NONE: 'gray', LOW: 'blue', MEDIUM: 'yellow', HIGH: 'red' };
export const STATUS_COLORS: Record<string, string> = { NEW: 'blue', OPEN: 'teal', WAITING: 'yellow', PAUSED: 'gray', RESOLVED: 'green', CLOSED: 'dark' };

/**
 * A date column of ticket tables: compact ('Nov 28', the time today), the full date in a tooltip,
 * sized to that (issue 23 item 12: the ticket and board tables fit 1440 px).
 */
export const COMPACT_DATE = { cellType: 'Date', cellOptions: { compactDate: true }, priorityWidth: 110 } as const satisfies Partial<DataTableColumn<unknown>>;
