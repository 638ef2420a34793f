import { createContext, memo, useContext, type CSSProperties, type MouseEvent } from 'react';
import { Checkbox, Table, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn, RowAction, RowProps } from './types.ts';
import { Cell } from './cells/Cell.tsx';
import { RowActions } from './RowActions.tsx';

export interface RowFeatures<T> {
  selectable: boolean;
  draggable: boolean;
  statusColumn: boolean;
  stateColumn: boolean;
  rowActions?: (row: T) => RowAction<T>[];
}

interface Props<T> {
  row: T;
  id: string;
  index: number;
  columns: DataTableColumn<T>[];
  features: RowFeatures<T>;
  rowProps: RowProps;
  selected: boolean;
  active: boolean;
  onRowClick: (index: number, event: MouseEvent) => void;
  onCheckboxClick: (index: number, event: MouseEvent) => void;
  measureRef?: (el: HTMLTableRowElement | null) => void;
}

// One useSortable per row (on the <tr>); the handle borrows its activator through context,
// since a second useSortable with the same id would replace the row's registration.
const HandleContext = createContext<Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'> | null>(null);

function DragHandle() {
  const { t } = useTranslation('components');
  const sortable = useContext(HandleContext);
  return (
    <span ref={sortable?.setActivatorNodeRef} {...sortable?.attributes} {...sortable?.listeners} aria-label={t('table.dragHandle')} style={{ cursor: 'grab', display: 'inline-flex', touchAction: 'none' }}>
      <IconGripVertical size={16} />
    </span>
  );
}

function SortableTr({ id, children, style, ref: _unused, ...rest }: React.ComponentProps<'tr'> & { id: string }) {
  const { setNodeRef, transform, transition, isDragging, attributes, listeners, setActivatorNodeRef } = useSortable({ id });
  const moved: CSSProperties = {
    ...style,
    transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined,
    transition,
    opacity: isDragging ? 0.6 : style?.opacity,
  };
  return (
    <HandleContext.Provider value={{ attributes, listeners, setActivatorNodeRef }}>
      {/* The row's own ref (virtualiser measuring) is dropped: dnd-kit must own this node. */}
      <Table.Tr {...rest} ref={setNodeRef} style={moved}>{children}</Table.Tr>
    </HandleContext.Provider>
  );
}

function RowInner<T>(props: Props<T>) {
  const { row, id, index, columns, features, rowProps, selected, active } = props;
  const { t } = useTranslation('components');
  const disabled = Boolean(rowProps.disabled);
  const style: CSSProperties = {
    opacity: disabled ? 0.6 : undefined,
    background: rowProps.error ? 'var(--mantine-color-red-light)' : selected ? 'var(--mantine-color-blue-light)' : undefined,
    outline: active ? '2px solid var(--mantine-color-blue-filled)' : undefined,
    outlineOffset: -2,
    cursor: 'default',
  };
  const attrs = {
    'data-row-id': id,
    'data-index': index,
    'aria-selected': features.selectable ? selected : undefined,
    'aria-disabled': disabled || undefined,
    'data-error': rowProps.error || undefined,
    'data-active': active || undefined,
    ref: props.measureRef,
    style,
    onClick: (e: MouseEvent) => props.onRowClick(index, e),
  };
  const checkbox = (
    <Checkbox
      aria-label={t('table.selectRow')}
      checked={selected}
      disabled={disabled}
      readOnly
      onClick={(e) => props.onCheckboxClick(index, e)}
    />
  );
  const cells = (
    <>
      {features.statusColumn && (
        <Table.Td p={0} w={6} title={rowProps.status?.label} data-status={rowProps.status?.label}>
          <div style={{ width: 4, height: 28, borderRadius: 2, background: rowProps.status?.color, border: rowProps.status?.borderColor ? `1px solid ${rowProps.status.borderColor}` : undefined }} />
        </Table.Td>
      )}
      {features.draggable && <Table.Td w={28}><DragHandle /></Table.Td>}
      {features.selectable && (
        <Table.Td w={40}>
          {disabled ? (
            <Tooltip label={t('table.disabledRow')} openDelay={100}>
              <span>{checkbox}</span>
            </Tooltip>
          ) : checkbox}
        </Table.Td>
      )}
      {features.stateColumn && <Table.Td w={32}>{rowProps.stateIcon}</Table.Td>}
      {columns.map((c) => (
        // A plain <td> with Mantine's class: same look, none of the component's per-cell cost,
        // which matters when rows stream in while scrolling.
        <td key={c.id} className={Table.classes.td} style={{ minWidth: c.minWidth, maxWidth: c.maxWidth, overflow: 'hidden' }}>
          <Cell column={c} row={row} />
        </td>
      ))}
      {features.rowActions && (
        <Table.Td>
          <RowActions row={row} actions={features.rowActions(row)} disabled={disabled} />
        </Table.Td>
      )}
    </>
  );
  if (features.draggable) return <SortableTr id={id} {...attrs}>{cells}</SortableTr>;
  return <Table.Tr {...attrs}>{cells}</Table.Tr>;
}

/** One body row; memoised so selection changes re-render only the rows they touch. */
export const TableRow = memo(RowInner) as typeof RowInner;
