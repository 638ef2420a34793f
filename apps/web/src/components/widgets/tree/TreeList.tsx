import { useState } from 'react';
import { ActionIcon, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent, type DragMoveEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { IconChevronDown, IconChevronRight, IconGripVertical, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TREE_INDENT, flattenTree, moveItem, removeItem, setCollapsed, type FlatTreeItem, type TreeItem } from './treeUtils.ts';

/** Default maximum list height in px (spec 002 §9). */
export const TREE_MAX_HEIGHT = 600;

export interface TreeListProps {
  items: TreeItem[];
  onChange: (items: TreeItem[]) => void;
  maxHeight?: number;
  removable?: boolean;
}

function Row({ item, dragDepth, onToggle, onRemove }: { item: FlatTreeItem; dragDepth: number | null; onToggle: () => void; onRemove?: () => void }) {
  const { t } = useTranslation('components');
  const { setNodeRef, attributes, listeners, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const depth = dragDepth ?? item.depth;
  return (
    <Group
      ref={setNodeRef}
      gap={4}
      wrap="nowrap"
      role="listitem"
      aria-level={depth + 1}
      data-tree-id={item.id}
      data-depth={depth}
      style={{
        paddingLeft: depth * TREE_INDENT,
        transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined,
        transition,
        opacity: isDragging ? 0.5 : 1,
      }}
    >
      <ActionIcon ref={setActivatorNodeRef} variant="subtle" size="sm" aria-label={item.title} {...attributes} {...listeners}>
        <IconGripVertical size={14} />
      </ActionIcon>
      {item.children.length > 0 ? (
        <ActionIcon variant="subtle" size="sm" aria-label={item.collapsed ? t('widgets.treeExpand') : t('widgets.treeCollapse')} onClick={onToggle}>
          {item.collapsed ? <IconChevronRight size={14} /> : <IconChevronDown size={14} />}
        </ActionIcon>
      ) : (
        <span style={{ width: 22 }} />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {item.title}
        </Text>
        {item.description && (
          <Text size="xs" c="dimmed" truncate>
            {item.description}
          </Text>
        )}
      </div>
      {onRemove && (
        <ActionIcon variant="subtle" color="red" size="sm" aria-label={`${t('widgets.treeRemove')} ${item.title}`} onClick={onRemove}>
          <IconX size={14} />
        </ActionIcon>
      )}
    </Group>
  );
}

/** Draggable tree: drag sideways to change depth (24 px a level); collapse, expand, remove a subtree. */
export function TreeList({ items, onChange, maxHeight = TREE_MAX_HEIGHT, removable = true }: TreeListProps) {
  const flat = flattenTree(items);
  const [drag, setDrag] = useState<{ id: string; depth: number } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const wished = (e: DragMoveEvent | DragEndEvent) => {
    const active = flat.find((i) => i.id === e.active.id);
    return Math.max(0, (active?.depth ?? 0) + Math.round(e.delta.x / TREE_INDENT));
  };
  return (
    <ScrollArea.Autosize mah={maxHeight}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragMove={(e) => setDrag({ id: String(e.active.id), depth: wished(e) })}
        onDragCancel={() => setDrag(null)}
        onDragEnd={(e) => {
          setDrag(null);
          if (e.over) onChange(moveItem(items, String(e.active.id), String(e.over.id), wished(e)));
        }}
      >
        <SortableContext items={flat.map((i) => i.id)} strategy={verticalListSortingStrategy}>
          {/* A list with levels, not role="tree": a tree may hold only treeitems and would need
              tree keyboard navigation, while each row here is a set of buttons (axe:
              aria-required-children, critical). */}
          <Stack gap={2} role="list">
            {flat.map((item) => (
              <Row
                key={item.id}
                item={item}
                dragDepth={drag?.id === item.id ? drag.depth : null}
                onToggle={() => onChange(setCollapsed(items, item.id, !item.collapsed))}
                onRemove={removable ? () => onChange(removeItem(items, item.id)) : undefined}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
    </ScrollArea.Autosize>
  );
}
