import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { $getRoot, $getSelection, $isNodeSelection, $isRootNode, type LexicalEditor, type LexicalNode } from 'lexical';
import { useEffect } from 'react';
import { createRenderWindow } from './render-window.ts';

/** Attribute on the content root that turns on off-screen rendering skips in editor.css. */
export const LARGE_DOCUMENT_ATTRIBUTE = 'data-large-document';

/**
 * Top-level blocks above which the editor lets Chromium skip rendering off-screen blocks.
 * Below it typing is already well under a frame and every block renders exactly as before;
 * above it selection sync and layout over thousands of laid-out blocks dominate each keystroke.
 */
export const LARGE_DOCUMENT_BLOCKS = 300;

/** The top-level elements holding the selection's ends (call inside a read). */
function $selectionBlocks(editor: LexicalEditor): Element[] {
  const selection = $getSelection();
  const nodes: LexicalNode[] = $isNodeSelection(selection)
    ? selection.getNodes().slice(0, 1)
    : (selection?.getStartEndPoints()?.map((point) => point.getNode()) ?? []);
  return nodes.flatMap((node) => {
    if ($isRootNode(node)) return [];
    const el = editor.getElementByKey((node.getTopLevelElement() ?? node).getKey());
    return el ? [el] : [];
  });
}

/** Marks the content root of a long document (see docs/decisions/0004-editor-large-documents.md). */
export function LargeDocumentPlugin({ threshold = LARGE_DOCUMENT_BLOCKS }: { threshold?: number }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    let large = false;
    let renderWindow: ReturnType<typeof createRenderWindow> | null = null;
    const apply = (root: HTMLElement | null) => {
      renderWindow?.clear();
      renderWindow = null;
      root?.toggleAttribute(LARGE_DOCUMENT_ATTRIBUTE, large);
      if (root && large) renderWindow = createRenderWindow(root);
    };
    return mergeRegister(
      editor.registerRootListener((root, previous) => {
        previous?.removeAttribute(LARGE_DOCUMENT_ATTRIBUTE);
        apply(root);
      }),
      // Runs after every keystroke: reads the root's child count (kept by Lexical) and the
      // selection's top-level blocks; the render window touches the DOM only when those moved.
      editor.registerUpdateListener(({ editorState }) => {
        const next = editorState.read(() => $getRoot().getChildrenSize()) > threshold;
        if (next !== large) {
          large = next;
          apply(editor.getRootElement());
        }
        if (renderWindow) renderWindow.update(editorState.read(() => $selectionBlocks(editor)));
      }),
      () => apply(null),
    );
  }, [editor, threshold]);
  return null;
}
