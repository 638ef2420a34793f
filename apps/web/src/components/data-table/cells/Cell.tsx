import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Progress, Switch, Text } from '@mantine/core';
import { format as formatDate } from 'date-fns';
import type { DataTableColumn } from '../types.ts';
import { readValue } from '../clientRows.ts';
import { EMPTY_CELL, isEmptyValue, truncateCellText, valueToText } from './format.ts';
import { LazyCell } from './LazyCell.tsx';
import { StickyPopoverCell } from './StickyPopoverCell.tsx';
import { LazyTooltip } from '../LazyTooltip.tsx';
import classes from '../DataTable.module.css';

// Building an Intl.NumberFormat costs far more than using one; cells share them.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(currency: string | null, maximumFractionDigits: number | undefined): Intl.NumberFormat {
  const key = `${currency ?? ''}|${maximumFractionDigits ?? ''}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(undefined, currency ? { style: 'currency', currency, maximumFractionDigits } : { maximumFractionDigits });
    formats.set(key, f);
  }
  return f;
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

/** A compact date's pattern: the time today, month and day this year, the year too before. */
export function compactPattern(date: Date, now: Date): string {
  if (date.toDateString() === now.toDateString()) return 'p';
  return date.getFullYear() === now.getFullYear() ? 'MMM d' : 'MMM d, yyyy';
}

function content<T>(column: DataTableColumn<T>, row: T, value: unknown): ReactNode {
  const o = column.cellOptions ?? {};
  const text = truncateCellText(valueToText(value));
  switch (column.cellType ?? 'Text') {
    case 'Anchor':
      return (
        <Anchor size="sm" href={o.href?.(row)} onClick={o.onClick ? () => o.onClick?.(row) : undefined}>
          {text}
        </Anchor>
      );
    case 'ButtonLink':
      return (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={(e) => {
            e.stopPropagation();
            o.onClick?.(row);
          }}
        >
          {text}
        </Anchor>
      );
    case 'Icon': {
      const label = o.iconLabel?.(row);
      // role="img": a bare span may not carry a label (axe: aria-prohibited-attr).
      const icon = label ? (
        <span role="img" aria-label={label}>
          {o.icon?.(row)}
        </span>
      ) : (
        <span>{o.icon?.(row)}</span>
      );
      return label ? <LazyTooltip label={label}>{icon}</LazyTooltip> : icon;
    }
    case 'Switch':
      return (
        <Switch
          size="xs"
          checked={Boolean(value)}
          readOnly={!o.onToggle}
          aria-label={column.header}
          onClick={(e) => e.stopPropagation()}
          onChange={(e) => o.onToggle?.(row, e.currentTarget.checked)}
        />
      );
    case 'Tags':
      return (
        <span className={classes.tags}>
          {(Array.isArray(value) ? value : [value]).map((tag) => (
            <Badge key={valueToText(tag)} size="sm" variant="light">
              {valueToText(tag)}
            </Badge>
          ))}
        </span>
      );
    case 'LazyRenderer':
      return <LazyCell render={() => o.render?.(row) ?? text} />;
    case 'StickyPopover':
      return <StickyPopoverCell text={text} content={o.render?.(row)} />;
    case 'Date': {
      const d = toDate(value);
      if (d && o.compactDate) {
        const full = formatDate(d, 'PPpp');
        return (
          <LazyTooltip label={full}>
            <time className={classes.date} dateTime={d.toISOString()} aria-label={full}>
              {formatDate(d, compactPattern(d, new Date()))}
            </time>
          </LazyTooltip>
        );
      }
      return <span className={classes.text}>{d ? formatDate(d, o.dateFormat ?? 'PPp') : text}</span>;
    }
    case 'Currency':
    case 'Number': {
      const n = Number(value);
      const f = numberFormat(column.cellType === 'Currency' ? (o.currency ?? 'USD') : null, o.maximumFractionDigits);
      return <span className={classes.text}>{Number.isFinite(n) ? f.format(n) : text}</span>;
    }
    case 'Progress': {
      const n = Math.max(0, Math.min(100, Number(value)));
      // Mantine puts the label and value on its progressbar section; aria-valuenow on the root
      // (which has no role) is not allowed.
      return <Progress value={n} color={o.color} aria-label={column.header} />;
    }
    default:
      return (
        <span title={text.length > 60 ? text : undefined} className={classes.text}>
          {text}
        </span>
      );
  }
}

/** One cell: dash for empty values, asterisk for required columns, then the cell type's rendering. */
export function Cell<T>({ column, row }: { column: DataTableColumn<T>; row: T }) {
  if (column.render) return <>{column.render(row)}</>;
  const value = readValue(column, row);
  const needsValue = column.cellType !== 'LazyRenderer' && column.cellType !== 'Icon' && column.cellType !== 'Switch';
  const body =
    needsValue && isEmptyValue(value) ? (
      <Text size="sm" c="dimmed">
        {EMPTY_CELL}
      </Text>
    ) : (
      content(column, row, value)
    );
  if (!column.required) return body;
  return (
    <Group gap={2} wrap="nowrap">
      {body}
      <Text component="span" c="red" aria-hidden>
        *
      </Text>
    </Group>
  );
}
