import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { ListItemNode, ListNode } from '@lexical/list';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import { HorizontalRuleNode } from '@lexical/react/LexicalHorizontalRuleNode';
import { $createParagraphNode, $createTextNode, $getRoot, $isElementNode, createEditor, TextNode, type LexicalEditor, type LexicalNode } from 'lexical';
import { beforeEach, describe, expect, it } from 'vitest';
import { CodeBlockNode } from '../nodes/CodeBlockNode.ts';
import { ExtendedTextNode } from '../nodes/ExtendedTextNode.ts';
import { ImageNode } from '../nodes/ImageNode.tsx';
import { MentionNode } from '../nodes/MentionNode.ts';
import { $exportRawHtml, $importHtml, canonicalise } from './html-io.ts';
import { createIncrementalExporter } from './incremental-export.ts';

const HTML =
  '<h2 style="text-align:center">Title</h2><p>One <strong>bold</strong> <span data-mention="user" data-mention-id="7" data-mention-label="Ann">@user:7</span></p>' +
  '<table><tbody><tr><td><p>a</p></td><td><p>b</p></td></tr></tbody></table>' +
  '<p><img src="/api/uploads/x" data-cid="x" width="120" height="0"></p><ul><li>item<ul><li>nested</li></ul></li></ul>' +
  '<blockquote>quote</blockquote><hr><pre>code</pre><p>Last <a href="https://example.com">link</a></p>';

let editor: LexicalEditor;
let exporter: ReturnType<typeof createIncrementalExporter>;

function update(fn: () => void) {
  editor.update(fn, { discrete: true });
}
const full = () => canonicalise(editor.read(() => $exportRawHtml(editor)));
const top = (i: number) => $getRoot().getChildAtIndex(i)!;
/** The first text node inside a block (the tests edit through it). */
function $firstText(node: LexicalNode): TextNode {
  const text = $isElementNode(node) ? node.getAllTextNodes()[0] : null;
  if (!text) throw new Error('no text in block');
  return text;
}

beforeEach(() => {
  editor = createEditor({
    namespace: 'test',
    onError: (error) => {
      throw error;
    },
    nodes: [
      HeadingNode,
      QuoteNode,
      ListNode,
      ListItemNode,
      LinkNode,
      AutoLinkNode,
      TableNode,
      TableRowNode,
      TableCellNode,
      HorizontalRuleNode,
      ImageNode,
      MentionNode,
      CodeBlockNode,
      ExtendedTextNode,
      { replace: TextNode, with: (node: TextNode) => new ExtendedTextNode(node.__text), withKlass: ExtendedTextNode },
    ],
  });
  editor.setRootElement(document.createElement('div'));
  exporter = createIncrementalExporter(editor);
  editor.registerUpdateListener((payload) => {
    if (payload.dirtyElements.size || payload.dirtyLeaves.size) exporter.noteUpdate(payload);
  });
  update(() => $importHtml(editor, HTML));
});

describe('incremental export', () => {
  it('matches a full export of the same content', () => {
    const expected = full();
    expect(expected.html).toContain('<table>');
    expect(exporter.export()).toEqual(expected);
  });

  it('re-exports only the edited block, and still matches a full export', () => {
    exporter.export();
    update(() => $firstText(top(1)).setTextContent('One changed '));
    expect(exporter.export()).toEqual(full());
    expect(exporter.stats.exportedBlocks).toBe(1);

    update(() => $firstText(top(2)).setTextContent('cell edited'));
    const result = exporter.export();
    expect(result.html).toContain('cell edited');
    expect(result).toEqual(full());
    expect(exporter.stats.exportedBlocks).toBe(1);
  });

  it('follows inserted, removed and reformatted blocks', () => {
    exporter.export();
    update(() => top(0).insertAfter($createParagraphNode().append($createTextNode('inserted'))));
    expect(exporter.export()).toEqual(full());
    update(() => top(3).remove());
    expect(exporter.export()).toEqual(full());
    update(() => {
      const heading = top(0);
      if ($isElementNode(heading)) heading.setFormat('right');
    });
    const result = exporter.export();
    expect(result).toEqual(full());
    expect(result.html).toContain('text-align:right');
  });

  it('starts over when the whole editor state is replaced (undo, redo)', () => {
    exporter.export();
    const before = editor.getEditorState();
    update(() => $firstText(top(1)).setTextContent('changed'));
    expect(exporter.export().html).toContain('changed');
    editor.setEditorState(before);
    const result = exporter.export();
    expect(result.html).not.toContain('changed');
    expect(result).toEqual(full());
  });

  it('follows content replaced by an import (source mode)', () => {
    exporter.export();
    update(() => $importHtml(editor, '<h3>fresh</h3><p>start</p>'));
    expect(exporter.export()).toEqual({ html: '<h3>fresh</h3><p>start</p>', document: full().document });
  });
});

describe('warming the cache in idle time', () => {
  it('caches blocks in slices, after which an export re-exports only what changed since', () => {
    let done = false;
    for (let i = 0; i < 20 && !done; i++) done = exporter.warm(3);
    expect(done).toBe(true);
    update(() => $firstText(top(1)).setTextContent('after warming'));
    const result = exporter.export();
    expect(exporter.stats.exportedBlocks).toBe(1);
    expect(result).toEqual(full());
  });

  it('does not keep a block warmed before an edit that is still queued', () => {
    exporter.warm(100);
    editor.update(() => $firstText(top(1)).setTextContent('queued edit'));
    expect(exporter.export()).toEqual(full());
    expect(exporter.export().html).toContain('queued edit');
  });
});
