/** Longest cell text shown before truncation (spec 002 §5.4). */
export const MAX_CELL_TEXT = 1000;

/** Shown for empty values. */
export const EMPTY_CELL = '-';

/** Is a cell value empty (shown as a dash)? */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Truncates text past the cell limit, ending in an ellipsis. */
export function truncateCellText(text: string): string {
  return text.length > MAX_CELL_TEXT ? `${text.slice(0, MAX_CELL_TEXT)}…` : text;
}

/** Plain text of a value, for Text cells and CSV. */
export function valueToText(value: unknown): string {
  if (isEmptyValue(value)) return '';
  if (Array.isArray(value)) return value.map(valueToText).join(', ');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
