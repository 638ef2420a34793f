import { $isTableCellNode, TableCellHeaderStates, TableCellNode } from '@lexical/table';
import { isHTMLElement, type DOMConversion, type DOMConversionMap, type DOMExportOutput, type LexicalEditor, type LexicalNode } from 'lexical';
import { parseTableHeader, tableHeaderAttributes, type TableHeader } from '@outpost/rich-text/core';

// Lexical 0.52 writes no header attribute on export and reads only `scope` on import (with the
// opposite meaning to HTML's), so a saved header column came back as a header row. The cell HTML
// goes through the rich-text package's mapping both ways instead.

function headerOf(cell: TableCellNode): TableHeader {
  return {
    row: cell.hasHeaderState(TableCellHeaderStates.ROW),
    column: cell.hasHeaderState(TableCellHeaderStates.COLUMN),
  };
}

function headerState({ row, column }: TableHeader): number {
  return (row ? TableCellHeaderStates.ROW : 0) | (column ? TableCellHeaderStates.COLUMN : 0);
}

function exportTableCell(editor: LexicalEditor, node: LexicalNode): DOMExportOutput {
  const output = node.exportDOM(editor);
  if (!$isTableCellNode(node) || !isHTMLElement(output.element)) return output;
  const element = output.element;
  // Lexical paints header cells grey on export; stored, that would become the cell's own colour.
  if (node.getBackgroundColor() === null) element.style.removeProperty('background-color');
  for (const [name, value] of Object.entries(tableHeaderAttributes(headerOf(node)))) element.setAttribute(name, value);
  return output;
}

/** Lexical's own conversion for `tag`, with the header state then set from our attributes. */
function importTableCell(tag: 'td' | 'th') {
  return (dom: HTMLElement): DOMConversion | null => {
    const lexical = TableCellNode.importDOM?.()?.[tag]?.(dom);
    if (!lexical) return null;
    return {
      priority: 1,
      conversion: (element) => {
        const output = lexical.conversion(element);
        const cell = output && !Array.isArray(output.node) ? output.node : null;
        if ($isTableCellNode(cell) && isHTMLElement(element)) {
          const header = parseTableHeader(tag, {
            'data-header': element.getAttribute('data-header') ?? undefined,
            scope: element.getAttribute('scope') ?? undefined,
          });
          cell.setHeaderStyles(headerState(header));
        }
        return output;
      },
    };
  };
}

/** The editor's `html` config entries for table cells. */
export const tableCellHtml = {
  export: new Map([[TableCellNode, exportTableCell]]),
  import: { td: importTableCell('td'), th: importTableCell('th') } satisfies DOMConversionMap,
};
