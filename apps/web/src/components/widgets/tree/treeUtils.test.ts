import { describe, expect, it } from 'vitest';
import { flattenTree, moveItem, projectDrop, removeItem, setCollapsed, type TreeItem } from './treeUtils.ts';

const leaf = (id: string, children: TreeItem[] = []): TreeItem => ({ id, title: id, children });
const tree = (): TreeItem[] => [leaf('a', [leaf('a1'), leaf('a2', [leaf('a2x')])]), leaf('b'), leaf('c')];
const shape = (items: TreeItem[]) => flattenTree(items, false).map((i) => `${'-'.repeat(i.depth)}${i.id}`);

describe('tree list rules', () => {
  it('flattens with depth and parent, hiding children of collapsed items', () => {
    expect(shape(tree())).toEqual(['a', '-a1', '-a2', '--a2x', 'b', 'c']);
    expect(flattenTree(setCollapsed(tree(), 'a', true)).map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(flattenTree(tree()).find((i) => i.id === 'a2x')).toMatchObject({ parentId: 'a2', depth: 2 });
  });

  it('limits drop depth to one more than the previous item', () => {
    const list = flattenTree([leaf('a'), leaf('b')]);
    expect(projectDrop(list, 1, 5)).toEqual({ depth: 1, parentId: 'a' });
    expect(projectDrop(list, 0, 3)).toEqual({ depth: 0, parentId: null });
  });

  it('keeps drop depth at least the next item depth', () => {
    const list = flattenTree([leaf('a', [leaf('a1')])]);
    // Between a and its child a1: must become a child too (depth 1).
    expect(projectDrop(list, 1, 0)).toEqual({ depth: 1, parentId: 'a' });
  });

  it('finds the right ancestor when dropped shallower than the item above', () => {
    const list = flattenTree([leaf('a', [leaf('a1', [leaf('a1x')])]), leaf('b')]);
    expect(projectDrop(list, 3, 1)).toEqual({ depth: 1, parentId: 'a' });
  });

  it('moves an item with its subtree to a new parent and depth', () => {
    const moved = moveItem(tree(), 'a2', 'b', 1);
    expect(shape(moved)).toEqual(['a', '-a1', 'b', '-a2', '--a2x', 'c']);
  });

  it('does not drop an item into its own subtree', () => {
    expect(shape(moveItem(tree(), 'a', 'a2x', 3))).toEqual(shape(tree()));
  });

  it('removes an item together with its subtree', () => {
    expect(shape(removeItem(tree(), 'a2'))).toEqual(['a', '-a1', 'b', 'c']);
  });

  it('indents or outdents an item dropped in place, within the depth rules', () => {
    expect(shape(moveItem(tree(), 'b', 'b', 1))).toEqual(['a', '-a1', '-a2', '--a2x', '-b', 'c']);
    // At most one deeper than the item above (a2x at depth 2).
    expect(shape(moveItem(tree(), 'b', 'b', 5))).toEqual(['a', '-a1', '-a2', '--a2x', '---b', 'c']);
    expect(shape(moveItem(tree(), 'a2x', 'a2x', 0))).toEqual(['a', '-a1', '-a2', 'a2x', 'b', 'c']);
  });
});
