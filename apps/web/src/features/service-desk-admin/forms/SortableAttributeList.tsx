import { ActionIcon, Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { AttributeType } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';

/** One attribute on a form, as the list shows it. */
export interface FormAttributeItem {
  attributeId: number;
  required: boolean;
  name: string;
  attributeType: AttributeType;
  active: boolean;
}

function SortableRow({ item, onRequired, onRemove }: { item: FormAttributeItem; onRequired: (required: boolean) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: item.attributeId });
  const name = item.active ? item.name : `${item.name} ${t('serviceDesk.inactive')}`;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      data-testid="form-attribute"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        {/* The handle alone starts a drag, so the checkbox and remove button keep their clicks and keys. */}
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t('serviceDesk.forms.dragHandle', { name: item.name })}
          {...attributes}
          {...listeners}
          style={{ cursor: 'grab' }}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Text size="sm" style={{ flex: 1 }} c={item.active ? undefined : 'dimmed'}>
          {name}
        </Text>
        <Badge variant="light" color="gray">
          {t(`serviceDesk.attributes.type_${item.attributeType}`)}
        </Badge>
        <Checkbox
          label={t('serviceDesk.forms.required')}
          aria-label={t('serviceDesk.forms.requiredFor', { name: item.name })}
          checked={item.required}
          onChange={(e) => onRequired(e.currentTarget.checked)}
        />
        <ActionIcon variant="subtle" color="red" aria-label={t('serviceDesk.forms.remove', { name: item.name })} onClick={onRemove}>
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/**
 * A form's attributes in display order: drag a handle (or focus it, press space and use the
 * arrow keys) to move one; each can be required or removed.
 */
export function SortableAttributeList({ items, onChange }: { items: FormAttributeItem[]; onChange: (items: FormAttributeItem[]) => void }) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => items.find((i) => i.attributeId === id)?.name ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => items.findIndex((i) => i.attributeId === id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(items, positionOf(active.id) - 1, positionOf(over.id) - 1));
  };
  const count = items.length;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('serviceDesk.forms.orderHelp') },
        announcements: {
          onDragStart: ({ active }) => t('serviceDesk.forms.dnd.picked', { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('serviceDesk.forms.dnd.moved', { name: nameOf(active.id), position: positionOf(over.id), count }) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? t('serviceDesk.forms.dnd.dropped', { name: nameOf(active.id), position: positionOf(over.id), count }) : undefined,
          onDragCancel: ({ active }) => t('serviceDesk.forms.dnd.cancelled', { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={items.map((i) => i.attributeId)} strategy={verticalListSortingStrategy}>
        <Stack gap={6}>
          {items.map((item) => (
            <SortableRow
              key={item.attributeId}
              item={item}
              onRequired={(required) => onChange(items.map((i) => (i.attributeId === item.attributeId ? { ...i, required } : i)))}
              onRemove={() => onChange(items.filter((i) => i.attributeId !== item.attributeId))}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
