import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { $createTableCellNode, $createTableNode, $createTableRowNode, TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import { render } from '@testing-library/react';
import { $createParagraphNode, $createTextNode, $getRoot, createEditor, type LexicalEditor } from 'lexical';
import { describe, expect, it, vi } from 'vitest';
import { EditorInternalError } from '../lib/internal-error.ts';
import { TableBoundaryPlugin } from './TableBoundaryPlugin.tsx';
import { $readCellState } from './table-state.ts';

function tableEditor(): LexicalEditor {
  return createEditor({
    namespace: 'test',
    nodes: [TableNode, TableRowNode, TableCellNode],
    onError: (e) => {
      throw e;
    },
  });
}

/** Puts the caret in a cell built by `build` (which gets the cell and returns the top node). */
function caretInCell(editor: LexicalEditor, build: (cell: TableCellNode) => TableCellNode | TableNode): void {
  editor.update(
    () => {
      const text = $createTextNode('x');
      const cell = $createTableCellNode().append($createParagraphNode().append(text));
      $getRoot().append(build(cell));
      text.select(0, 0);
    },
    { discrete: true },
  );
}

describe('table structure', () => {
  it('reads the cell under the caret of a well-formed table', () => {
    const editor = tableEditor();
    caretInCell(editor, (cell) => $createTableNode().append($createTableRowNode().append(cell)));
    expect(editor.getEditorState().read($readCellState)).toMatchObject({ rowIndex: 0, columnIndex: 0, canMerge: false });
  });

  it('throws the internal error for missing table structure on a cell outside a row and table', () => {
    const editor = tableEditor();
    caretInCell(editor, (cell) => cell);
    const read = () => editor.getEditorState().read($readCellState);
    expect(read).toThrow(EditorInternalError);
    expect(read).toThrow(/missing table structure/i);
  });

  it('throws the internal error for missing table structure when the table nodes are not registered', () => {
    // React reports the error from the effect as well; keep the test output quiet.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() =>
        render(
          <LexicalComposer
            initialConfig={{
              namespace: 'test',
              nodes: [],
              onError: (e) => {
                throw e;
              },
            }}
          >
            <TableBoundaryPlugin />
          </LexicalComposer>,
        ),
      ).toThrow(/TableBoundaryPlugin: missing table structure/);
    } finally {
      quiet.mockRestore();
    }
  });
});
