import type { DataTableColumn } from './types.ts';
import { readValue } from './clientRows.ts';
import { valueToText } from './cells/format.ts';

function escapeCsv(text: string): string {
  // Cells starting with these are run as formulas by spreadsheets; prefix to keep them text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text of rows over the given (visible) columns, header first. */
export function toCsv<T>(columns: DataTableColumn<T>[], rows: T[]): string {
  const lines = [columns.map((c) => escapeCsv(c.header)).join(',')];
  for (const row of rows) {
    lines.push(columns.map((c) => escapeCsv(c.exportValue ? c.exportValue(row) : valueToText(readValue(c, row)))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Hands CSV text to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke later: some browsers read the URL after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
