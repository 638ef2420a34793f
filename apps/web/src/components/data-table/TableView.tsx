import { useCallback, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { Progress, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { DataTableColumn, RowProps, SortItem } from './types.ts';
import type { SelectionApi } from './useSelection.ts';
import { TableRow, type RowFeatures, type RowLabels } from './TableRow.tsx';
import { TableHeader } from './TableHeader.tsx';
import { MessageRow, SkeletonRows } from './TableStates.tsx';
import type { PageSelection } from './usePageSelection.ts';
import { blockRange } from './virtualRange.ts';
import classes from './DataTable.module.css';

export interface TableViewProps<T> {
  rows: T[];
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => string;
  rowPropsOf: (row: T) => RowProps;
  /** Selection state of `rows`, for the header checkbox. */
  pageSelection: PageSelection<T>;
  features: RowFeatures<T>;
  multi: boolean;
  selection: SelectionApi<T>;
  sort: SortItem[];
  onSort: (columnId: string) => void;
  onRowAction?: (row: T) => void;
  onRowClick?: (row: T) => void;
  onReorder?: (activeId: string, overId: string) => void;
  state: { skeleton: number | null; fetching: boolean; message: { text: string; tone: 'error' | 'empty' } | null };
  height: number | string;
  rowHeight: number;
  virtualizeThreshold: number;
}

/** Header and body: virtualised rows, keyboard navigation and range selection. */
export function TableView<T>(props: TableViewProps<T>) {
  const { t } = useTranslation('components');
  const { rows, columns, getRowId, rowPropsOf, pageSelection, features, selection, state, onRowClick: onRowClickProp } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<number>(-1);
  const virtual = rows.length > props.virtualizeThreshold && !features.draggable;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => props.rowHeight,
    // A little beyond the viewport; the blocks (virtualRange.ts) add the rest.
    overscan: 2,
    rangeExtractor: blockRange,
    // Lets the very first commit draw the rows, before the viewport has been measured.
    initialRect: { width: 1000, height: typeof props.height === 'number' ? props.height : 600 },
  });
  const labels = useMemo<RowLabels>(
    () => ({ selectRow: t('table.selectRow'), disabledRow: t('table.disabledRow'), dragHandle: t('table.dragHandle'), moreActions: t('table.moreActions') }),
    [t],
  );
  const { selectable, selected: selectedOnPage } = pageSelection;
  const { setRows } = selection;
  // Stable, so the memoised header is not re-rendered by every scroll frame.
  const onTogglePage = useCallback(() => setRows(selectable, selectedOnPage < selectable.length), [setRows, selectable, selectedOnPage]);
  const columnCount =
    columns.length +
    Number(features.selectable) +
    Number(features.draggable) +
    Number(features.statusColumn) +
    Number(features.stateColumn) +
    Number(Boolean(features.rowActions));

  const moveTo = useCallback(
    (index: number) => {
      setActive(index);
      if (virtual) virtualizer.scrollToIndex(index);
      else scrollRef.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView({ block: 'nearest' });
    },
    [virtual, virtualizer],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || rows.length === 0) return;
    const current = rows[active];
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = Math.max(0, Math.min(rows.length - 1, active + (e.key === 'ArrowDown' ? 1 : -1)));
      const target = rows[next];
      if (e.shiftKey && features.selectable && target) {
        // A range starts at the row the user was on when they first held shift.
        if (current && !selection.hasAnchor()) selection.setAnchor(getRowId(current));
        selection.selectRange(rows, target);
      } else if (target) selection.setAnchor(getRowId(target));
      moveTo(next);
    } else if (e.key === 'Escape') {
      selection.clear();
    } else if (e.key === 'Enter' && current) {
      e.preventDefault();
      props.onRowAction?.(current);
    } else if (e.key === ' ' && current && features.selectable) {
      e.preventDefault();
      selection.toggle(current);
    }
  };

  const onRowClick = useCallback(
    (index: number, e: MouseEvent) => {
      const row = rows[index];
      if (!row) return;
      setActive(index);
      scrollRef.current?.focus({ preventScroll: true });
      if (e.shiftKey && features.selectable) selection.selectRange(rows, row);
      else {
        selection.setAnchor(getRowId(row));
        onRowClickProp?.(row);
      }
    },
    [rows, features.selectable, selection, getRowId, onRowClickProp],
  );

  const onCheckboxClick = useCallback(
    (index: number, e: MouseEvent) => {
      e.stopPropagation();
      const row = rows[index];
      if (!row) return;
      setActive(index);
      if (e.shiftKey) selection.selectRange(rows, row);
      else selection.toggle(row);
    },
    [rows, selection],
  );

  const renderRow = (index: number) => {
    const row = rows[index] as T;
    const id = getRowId(row);
    return (
      <TableRow
        key={id}
        row={row}
        id={id}
        index={index}
        columns={columns}
        features={features}
        labels={labels}
        rowProps={rowPropsOf(row)}
        selected={selection.isSelected(row)}
        active={index === active}
        onRowClick={onRowClick}
        onCheckboxClick={onCheckboxClick}
      />
    );
  };

  let body;
  if (state.skeleton !== null) body = <SkeletonRows rows={state.skeleton} columns={columnCount} />;
  else if (state.message) body = <MessageRow columns={columnCount} message={state.message.text} tone={state.message.tone} />;
  else if (virtual) {
    const items = virtualizer.getVirtualItems();
    const before = items[0]?.start ?? 0;
    const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
    body = (
      <>
        {before > 0 && <tr aria-hidden style={{ height: before }} />}
        {items.map((item) => renderRow(item.index))}
        {after > 0 && <tr aria-hidden style={{ height: after }} />}
      </>
    );
  } else body = rows.map((_, i) => renderRow(i));

  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = (e: DragEndEvent) => {
    if (e.over && e.active.id !== e.over.id) props.onReorder?.(String(e.active.id), String(e.over.id));
  };

  // Virtualised: fixed layout, so column widths do not jump as rows scroll in and out, and rows
  // of exactly the height the virtualiser assumes.
  const tableStyle = virtual ? ({ tableLayout: 'fixed', '--data-table-row-height': `${props.rowHeight}px` } as CSSProperties) : undefined;
  const table = (
    // TableRow draws its rows with the attributes highlightOnHover gives a Table.Tr. No
    // aria-multiselectable: a table role does not take it (axe: aria-allowed-attr, critical);
    // selection is told by each row's aria-selected and its labelled checkbox.
    <Table highlightOnHover stickyHeader={false} className={virtual ? classes.fixedRows : undefined} style={tableStyle} aria-rowcount={rows.length}>
      <TableHeader
        columns={columns}
        features={features}
        multi={props.multi}
        sort={props.sort}
        onSort={props.onSort}
        pageChecked={selectable.length > 0 && selectedOnPage === selectable.length}
        pageIndeterminate={selectedOnPage > 0 && selectedOnPage < selectable.length}
        onTogglePage={onTogglePage}
      />
      <Table.Tbody>{body}</Table.Tbody>
    </Table>
  );

  return (
    <div style={{ position: 'relative' }}>
      {state.fetching && (
        <Progress size="xs" value={100} animated striped pos="absolute" top={0} left={0} right={0} style={{ zIndex: 3 }} aria-label={t('table.loading')} />
      )}
      <div
        ref={scrollRef}
        tabIndex={0}
        aria-busy={state.fetching || state.skeleton !== null}
        data-testid="data-table"
        // While scrolling, rows ignore the pointer: no hover restyle and repaint of the row under a
        // still mouse on every frame, and no pointer events through React.
        data-scrolling={(virtual && virtualizer.isScrolling) || undefined}
        className={classes.scroller}
        onKeyDown={onKeyDown}
        style={{ maxHeight: props.height }}
      >
        {features.draggable ? (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={rows.map(getRowId)} strategy={verticalListSortingStrategy}>
              {table}
            </SortableContext>
          </DndContext>
        ) : (
          table
        )}
      </div>
    </div>
  );
}
