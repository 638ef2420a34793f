import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $getRoot, $isDecoratorNode, $isElementNode, $createParagraphNode, type LexicalEditor, type LexicalNode } from 'lexical';
import { documentToHtml, htmlToDocument, type RichTextDocument } from '@outpost/rich-text/core';

/** Lexical's HTML for the whole document (call inside a read or update). */
export function $exportRawHtml(editor: LexicalEditor): string {
  return $generateHtmlFromNodes(editor, null);
}

/** The canonical HTML and document JSON the host stores. */
export function canonicalise(rawHtml: string): { html: string; document: RichTextDocument } {
  const document = htmlToDocument(rawHtml);
  return { html: documentToHtml(document), document };
}

/** Replaces the editor content with `html` (call inside an update). */
export function $importHtml(editor: LexicalEditor, html: string): void {
  const dom = new DOMParser().parseFromString(html, 'text/html');
  const nodes = $generateNodesFromDOM(editor, dom);
  const root = $getRoot();
  root.clear();
  // Inline nodes at the top level need a paragraph around them.
  let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
  const blocks: LexicalNode[] = [];
  for (const node of nodes) {
    if (($isElementNode(node) && !node.isInline()) || ($isDecoratorNode(node) && !node.isInline())) {
      paragraph = null;
      blocks.push(node);
    } else {
      if (!paragraph) {
        paragraph = $createParagraphNode();
        blocks.push(paragraph);
      }
      paragraph.append(node);
    }
  }
  root.append(...blocks);
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}
