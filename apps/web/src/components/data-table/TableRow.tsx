import { createContext, memo, useContext, type CSSProperties, type MouseEvent } from 'react';
import { Table } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { IconGripVertical } from '@tabler/icons-react';
import type { DataTableColumn, RowAction, RowProps } from './types.ts';
import { Cell } from './cells/Cell.tsx';
import { RowActions } from './RowActions.tsx';
import { SelectCheckbox } from './SelectCheckbox.tsx';
import { LazyTooltip } from './LazyTooltip.tsx';
import classes from './DataTable.module.css';

export interface RowFeatures<T> {
  selectable: boolean;
  draggable: boolean;
  statusColumn: boolean;
  stateColumn: boolean;
  rowActions?: (row: T) => RowAction<T>[];
}

/** Translated row texts, looked up once per table rather than once per row. */
export interface RowLabels {
  selectRow: string;
  disabledRow: string;
  dragHandle: string;
  moreActions: string;
}

interface Props<T> {
  row: T;
  id: string;
  index: number;
  columns: DataTableColumn<T>[];
  features: RowFeatures<T>;
  labels: RowLabels;
  rowProps: RowProps;
  selected: boolean;
  active: boolean;
  onRowClick: (index: number, event: MouseEvent) => void;
  onCheckboxClick: (index: number, event: MouseEvent) => void;
}

// Rows are plain elements carrying what <Table highlightOnHover> gives its Table.Tr and Table.Td
// (class names, hover and border attributes): the same look without a Mantine component per cell.
const ROW_CLASS = `${Table.classes.tr} ${classes.row}`;
const CELL_CLASS = `${Table.classes.td} ${classes.cell}`;

// One useSortable per row (on the <tr>); the handle borrows its activator through context,
// since a second useSortable with the same id would replace the row's registration.
const HandleContext = createContext<Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'> | null>(null);

function DragHandle({ label }: { label: string }) {
  const sortable = useContext(HandleContext);
  return (
    <span ref={sortable?.setActivatorNodeRef} {...sortable?.attributes} {...sortable?.listeners} aria-label={label} className={classes.dragHandle}>
      <IconGripVertical size={16} />
    </span>
  );
}

function SortableTr({ id, children, ...rest }: React.ComponentProps<'tr'> & { id: string }) {
  const { setNodeRef, transform, transition, isDragging, attributes, listeners, setActivatorNodeRef } = useSortable({ id });
  const moved: CSSProperties = {
    transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined,
    transition,
    opacity: isDragging ? 0.6 : undefined,
  };
  return (
    <HandleContext.Provider value={{ attributes, listeners, setActivatorNodeRef }}>
      <tr {...rest} ref={setNodeRef} style={moved}>
        {children}
      </tr>
    </HandleContext.Provider>
  );
}

function RowInner<T>(props: Props<T>) {
  const { row, id, index, columns, features, labels, rowProps, selected, active } = props;
  const disabled = Boolean(rowProps.disabled);
  const attrs = {
    className: ROW_CLASS,
    'data-hover': true,
    'data-with-row-border': true,
    'data-row-id': id,
    'data-index': index,
    'aria-selected': features.selectable ? selected : undefined,
    'aria-disabled': disabled || undefined,
    'data-selected': selected || undefined,
    'data-error': rowProps.error || undefined,
    'data-active': active || undefined,
    onClick: (e: MouseEvent) => props.onRowClick(index, e),
  };
  const checkbox = (
    <SelectCheckbox aria-label={labels.selectRow} checked={selected} disabled={disabled} readOnly onClick={(e) => props.onCheckboxClick(index, e)} />
  );
  const status = rowProps.status;
  const cells = (
    <>
      {features.statusColumn && (
        <td className={Table.classes.td} style={{ padding: 0, width: 6 }} title={status?.label} data-status={status?.label}>
          <div className={classes.status} style={{ background: status?.color, border: status?.borderColor ? `1px solid ${status.borderColor}` : undefined }} />
        </td>
      )}
      {features.draggable && (
        <td className={Table.classes.td} style={{ width: 28 }}>
          <DragHandle label={labels.dragHandle} />
        </td>
      )}
      {features.selectable && (
        <td className={Table.classes.td} style={{ width: 40 }}>
          {disabled ? <LazyTooltip label={labels.disabledRow}>{checkbox}</LazyTooltip> : checkbox}
        </td>
      )}
      {features.stateColumn && (
        <td className={Table.classes.td} style={{ width: 32 }}>
          {rowProps.stateIcon}
        </td>
      )}
      {columns.map((c) => (
        <td
          key={c.id}
          className={CELL_CLASS}
          style={c.minWidth === undefined && c.maxWidth === undefined ? undefined : { minWidth: c.minWidth, maxWidth: c.maxWidth }}
        >
          <Cell column={c} row={row} />
        </td>
      ))}
      {features.rowActions && (
        <td className={Table.classes.td}>
          <RowActions row={row} actions={features.rowActions(row)} disabled={disabled} moreLabel={labels.moreActions} />
        </td>
      )}
    </>
  );
  if (features.draggable)
    return (
      <SortableTr id={id} {...attrs}>
        {cells}
      </SortableTr>
    );
  return <tr {...attrs}>{cells}</tr>;
}

/** One body row; memoised so selection changes and scrolling re-render only the rows they touch. */
export const TableRow = memo(RowInner) as typeof RowInner;
