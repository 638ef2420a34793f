/** Indentation per tree level in px (spec 002 §9). */
export const TREE_INDENT = 24;

/** A node of the tree as the host holds it (spec 002 §3.3). */
export interface TreeItem {
  id: string;
  title: string;
  description?: string;
  collapsed?: boolean;
  children: TreeItem[];
}

/** A node placed in the visible, flattened list. */
export interface FlatTreeItem extends TreeItem {
  parentId: string | null;
  depth: number;
  index: number;
}

/** Flattens the tree in display order; children of collapsed nodes are left out when `skipCollapsed`. */
export function flattenTree(items: TreeItem[], skipCollapsed = true, parentId: string | null = null, depth = 0): FlatTreeItem[] {
  return items.flatMap((item, index) => [
    { ...item, parentId, depth, index },
    ...(skipCollapsed && item.collapsed ? [] : flattenTree(item.children, skipCollapsed, item.id, depth + 1)),
  ]);
}

/** Rebuilds the nested tree from a full flattened list (parentId and order). */
export function buildTree(flat: FlatTreeItem[]): TreeItem[] {
  const nodes = new Map<string, TreeItem>(
    flat.map((f) => [f.id, { id: f.id, title: f.title, description: f.description, collapsed: f.collapsed, children: [] }]),
  );
  const roots: TreeItem[] = [];
  for (const f of flat) {
    const node = nodes.get(f.id) as TreeItem;
    const parent = f.parentId ? nodes.get(f.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Ids of an item and everything below it. */
export function subtreeIds(flat: FlatTreeItem[], id: string): Set<string> {
  const ids = new Set([id]);
  for (const f of flat) if (f.parentId && ids.has(f.parentId)) ids.add(f.id);
  return ids;
}

/** Removes an item with its whole subtree. */
export function removeItem(items: TreeItem[], id: string): TreeItem[] {
  return items.filter((i) => i.id !== id).map((i) => ({ ...i, children: removeItem(i.children, id) }));
}

/** Sets one item's collapsed flag. */
export function setCollapsed(items: TreeItem[], id: string, collapsed: boolean): TreeItem[] {
  return items.map((i) => (i.id === id ? { ...i, collapsed } : { ...i, children: setCollapsed(i.children, id, collapsed) }));
}

/**
 * Depth and parent for an item dropped at `newIndex` of `list` (the list already without the
 * dragged subtree) with a wished depth: at most one more than the item above, at least the
 * depth of the item below.
 */
export function projectDrop(list: FlatTreeItem[], newIndex: number, wishedDepth: number): { depth: number; parentId: string | null } {
  const previous = list[newIndex - 1];
  const next = list[newIndex];
  const maxDepth = previous ? previous.depth + 1 : 0;
  const minDepth = next ? Math.min(next.depth, maxDepth) : 0;
  const depth = Math.max(minDepth, Math.min(maxDepth, wishedDepth));
  if (depth === 0 || !previous) return { depth: 0, parentId: null };
  if (depth === previous.depth) return { depth, parentId: previous.parentId };
  if (depth > previous.depth) return { depth, parentId: previous.id };
  // Climb from the item above to its ancestor at the new depth; our parent is that one's parent.
  const above = list
    .slice(0, newIndex)
    .reverse()
    .find((i) => i.depth === depth);
  return { depth, parentId: above?.parentId ?? null };
}

/** Moves an item (with its subtree) so it lands at `overIndex` of the visible list at `wishedDepth`. */
export function moveItem(items: TreeItem[], activeId: string, overId: string, wishedDepth: number): TreeItem[] {
  const all = flattenTree(items, false);
  const moving = subtreeIds(all, activeId);
  const active = all.find((i) => i.id === activeId);
  if (!active || (moving.has(overId) && overId !== activeId)) return items;
  const rest = all.filter((i) => !moving.has(i.id));
  const oldIndex = all.findIndex((i) => i.id === activeId);
  if (overId === activeId) {
    // Dropped in place but dragged sideways: same position, new depth (indent or outdent).
    const { depth, parentId } = projectDrop(rest, oldIndex, wishedDepth);
    const shift = depth - active.depth;
    const block = all.filter((i) => moving.has(i.id)).map((i) => (i.id === activeId ? { ...i, parentId, depth } : { ...i, depth: i.depth + shift }));
    return buildTree([...rest.slice(0, oldIndex), ...block, ...rest.slice(oldIndex)]);
  }
  const overInRest = rest.findIndex((i) => i.id === overId);
  // Dropping on an item below the old spot goes after it; above goes before it.
  const overIndexAll = all.findIndex((i) => i.id === overId);
  const insertAt = overIndexAll > oldIndex ? overInRest + 1 : overInRest;
  const { depth, parentId } = projectDrop(rest, insertAt, wishedDepth);
  const shift = depth - active.depth;
  const block = all.filter((i) => moving.has(i.id)).map((i) => (i.id === activeId ? { ...i, parentId, depth } : { ...i, depth: i.depth + shift }));
  return buildTree([...rest.slice(0, insertAt), ...block, ...rest.slice(insertAt)]);
}
