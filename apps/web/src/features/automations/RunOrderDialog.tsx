import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { notifications } from '@mantine/notifications';
import type { Trigger } from '@outpost/contracts';
import { IconGripVertical } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useOrderAutomations } from './automations.api.ts';

function SortableRule({ rule, index }: { rule: Trigger; index: number }) {
  const { t } = useTranslation();
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: rule.id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      data-testid="run-order-item"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <Group gap="sm" wrap="nowrap">
        <span
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('automations.dragHandle', { name: rule.name })}
          style={{ cursor: 'grab', display: 'flex' }}
        >
          <IconGripVertical size={16} />
        </span>
        <Text size="sm" c="dimmed" w={24}>
          {index + 1}
        </Text>
        <Text size="sm" c={rule.enabled ? undefined : 'dimmed'} style={{ minWidth: 0, overflowWrap: 'break-word' }}>
          {rule.name}
        </Text>
      </Group>
    </Paper>
  );
}

/** Event-based rules run top to bottom; dragging sets the order (PUT /api/ticketing/trigger/order). */
export function RunOrderDialog({ rules, onClose }: { rules: Trigger[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [items, setItems] = useState(rules);
  const order = useOrderAutomations();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setItems((list) =>
      arrayMove(
        list,
        list.findIndex((r) => r.id === active.id),
        list.findIndex((r) => r.id === over.id),
      ),
    );
  };
  const save = () =>
    order.mutate(
      items.map((r) => r.id),
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('automations.success') });
          onClose();
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('automations.runOrder')} size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('automations.runOrderHelp')}
        </Text>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={items.map((r) => r.id)} strategy={verticalListSortingStrategy}>
            <Stack gap={4}>
              {items.map((rule, index) => (
                <SortableRule key={rule.id} rule={rule} index={index} />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button onClick={save} loading={order.isPending}>
            {t('automations.saveOrder')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
