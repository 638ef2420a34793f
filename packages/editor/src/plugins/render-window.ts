/** Attribute on top-level blocks that must render even when off screen (editor.css). */
export const KEEP_RENDERED_ATTRIBUTE = 'data-keep-rendered';

/**
 * Blocks kept rendered either side of the caret and at each end of the document. Chromium's
 * caret movement only sees rendered lines: with the caret scrolled out of view, ArrowUp/Down
 * and PageUp/Down would jump past skipped neighbours, and Ctrl+End would stop at the start of
 * a skipped last block. 40 one-line blocks are more than a page of a tall screen.
 */
export const KEEP_RENDERED_AROUND = 40;

function addAround(block: Element, around: number, into: Set<Element>) {
  into.add(block);
  for (let el = block.previousElementSibling, n = 0; el && n < around; el = el.previousElementSibling, n++) into.add(el);
  for (let el = block.nextElementSibling, n = 0; el && n < around; el = el.nextElementSibling, n++) into.add(el);
}

/**
 * Keeps the blocks around the selection's ends and the document's ends rendered in `root`;
 * `update` does DOM work only when one of those four blocks changed.
 */
export function createRenderWindow(root: HTMLElement, around = KEEP_RENDERED_AROUND) {
  let marked = new Set<Element>();
  let anchors: (Element | null)[] = [];

  return {
    /** `ends` are the top-level elements holding the selection's anchor and focus. */
    update(ends: Element[]) {
      const next = [root.firstElementChild, root.lastElementChild, ...ends];
      if (next.length === anchors.length && next.every((el, i) => el === anchors[i])) return;
      anchors = next;
      const keep = new Set<Element>();
      for (const el of next) if (el) addAround(el, around, keep);
      for (const el of marked) if (!keep.has(el)) el.removeAttribute(KEEP_RENDERED_ATTRIBUTE);
      for (const el of keep) if (!marked.has(el)) el.setAttribute(KEEP_RENDERED_ATTRIBUTE, '');
      marked = keep;
    },
    /** Unmarks every block (the document became small, or the root changed). */
    clear() {
      for (const el of marked) el.removeAttribute(KEEP_RENDERED_ATTRIBUTE);
      marked = new Set();
      anchors = [];
    },
  };
}
