import { $getRoot, $createParagraphNode, createEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { $createImageNode, ImageNode, type ImagePayload } from './ImageNode.tsx';

/** The <img> an image node exports (what copy, source mode and saving start from). */
function exported(payload: ImagePayload): HTMLImageElement {
  const editor = createEditor({
    namespace: 'test',
    nodes: [ImageNode],
    onError: (e) => {
      throw e;
    },
  });
  const out: { element?: unknown } = {};
  editor.update(
    () => {
      const node = $createImageNode(payload);
      $getRoot().append($createParagraphNode().append(node));
      out.element = node.exportDOM().element;
    },
    { discrete: true },
  );
  if (!(out.element instanceof HTMLImageElement)) throw new Error('expected an <img>');
  return out.element;
}

describe('ImageNode export', () => {
  it('leaves out width and height while the size is unknown, so the image is never 0×0', () => {
    const img = exported({ src: 'cid:a', cid: 'a' });
    expect(img.hasAttribute('width')).toBe(false);
    expect(img.hasAttribute('height')).toBe(false);
  });

  it('writes a resized width, and a height only when it does not follow the width', () => {
    const followed = exported({ src: 'cid:a', cid: 'a', width: 300, height: 0 });
    expect(followed.getAttribute('width')).toBe('300');
    expect(followed.hasAttribute('height')).toBe(false);
    const both = exported({ src: 'cid:a', cid: 'a', width: 300, height: 120 });
    expect([both.getAttribute('width'), both.getAttribute('height')]).toEqual(['300', '120']);
  });
});
