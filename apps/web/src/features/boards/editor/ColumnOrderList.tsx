import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Item {
  id: string;
  label: string;
}

function SortableColumn({ item, position, onRemove, disabled }: { item: Item; position: number; onRemove: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: item.id, disabled });
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      withBorder
      px="xs"
      py={4}
      data-column={item.id}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        listStyle: 'none',
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('boards.editor.drag', { name: item.label })}
          style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
          disabled={disabled}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Text size="xs" c="dimmed" w={20} ta="right">
          {position}
        </Text>
        <Text size="sm" style={{ flex: 1 }} truncate>
          {item.label}
        </Text>
        <ActionIcon variant="subtle" color="red" size="sm" onClick={onRemove} disabled={disabled} aria-label={t('boards.editor.remove', { name: item.label })}>
          <IconX size={14} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/**
 * The chosen columns in display order: drag a row by its handle (pointer, or Space and the arrow
 * keys on the focused handle) to move it, the cross removes it (spec 002 §2.1).
 */
export function ColumnOrderList({ items, onChange, disabled }: { items: Item[]; onChange: (ids: string[]) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  // A small distance before a drag starts, so a click on the handle stays a click.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((i) => i.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={titleId}>
        {t('boards.editor.order')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('boards.editor.orderHint')}
      </Text>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Stack component="ol" gap={4} p={0} m={0} aria-labelledby={titleId} data-testid="board-column-order">
            {items.map((item, index) => (
              <SortableColumn
                key={item.id}
                item={item}
                position={index + 1}
                onRemove={() => onChange(ids.filter((id) => id !== item.id))}
                disabled={disabled}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
    </Stack>
  );
}
