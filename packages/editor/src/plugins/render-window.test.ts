import { describe, expect, it } from 'vitest';
import { createRenderWindow, KEEP_RENDERED_ATTRIBUTE } from './render-window.ts';

function rootWith(count: number): HTMLElement {
  const root = document.createElement('div');
  for (let i = 0; i < count; i++) root.append(document.createElement('p'));
  return root;
}
const kept = (root: HTMLElement) => [...root.children].flatMap((el, i) => (el.hasAttribute(KEEP_RENDERED_ATTRIBUTE) ? [i] : []));

describe('createRenderWindow', () => {
  it('keeps the blocks around each selection end and at both ends of the document rendered', () => {
    const root = rootWith(100);
    const renderWindow = createRenderWindow(root, 2);
    renderWindow.update([root.children[50]!, root.children[10]!]);
    expect(kept(root)).toEqual([0, 1, 2, 8, 9, 10, 11, 12, 48, 49, 50, 51, 52, 97, 98, 99]);
  });

  it('moves the window with the caret and unmarks every block on clear', () => {
    const root = rootWith(100);
    const renderWindow = createRenderWindow(root, 1);
    renderWindow.update([root.children[50]!]);
    renderWindow.update([root.children[70]!]);
    expect(kept(root)).toEqual([0, 1, 69, 70, 71, 98, 99]);
    renderWindow.clear();
    expect(kept(root)).toEqual([]);
  });
});
