import type { TableCellNode } from './document.ts';

export type TableHeader = TableCellNode['header'];

/** What a table cell's header state is written as; `th` cells carry both attributes. */
export interface TableHeaderAttributes {
  'data-header'?: 'row' | 'column' | 'both';
  scope?: 'col' | 'row';
}

/**
 * The attributes for a cell's header state. `data-header` is what we read back; `scope` is the
 * HTML meaning for screen readers and mail clients: a cell of a header row heads its column
 * (`col`), a cell of a header column heads its row (`row`). A corner cell heads both, which no
 * single scope value says, so it gets none.
 */
export function tableHeaderAttributes({ row, column }: TableHeader): TableHeaderAttributes {
  if (row && column) return { 'data-header': 'both' };
  if (row) return { 'data-header': 'row', scope: 'col' };
  if (column) return { 'data-header': 'column', scope: 'row' };
  return {};
}

/**
 * A cell's header state from its tag and attributes: `data-header` when present (our own
 * HTML), else `scope` (HTML from elsewhere), else a bare `th` heads its column like a
 * header-row cell.
 */
export function parseTableHeader(tag: string, attribs: { 'data-header'?: string; scope?: string }): TableHeader {
  const flag = attribs['data-header'];
  if (flag !== undefined) return { row: flag === 'row' || flag === 'both', column: flag === 'column' || flag === 'both' };
  if (tag.toLowerCase() !== 'th') return { row: false, column: false };
  const scope = attribs.scope?.toLowerCase();
  return scope === 'row' || scope === 'rowgroup' ? { row: false, column: true } : { row: true, column: false };
}
