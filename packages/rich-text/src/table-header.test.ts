import { describe, expect, it } from 'vitest';
import { documentToHtml } from './document-to-html.ts';
import { htmlToDocument } from './html-to-document.ts';
import { sanitizeRichText } from './sanitize.ts';

// A header row over a header column: the corner heads both, the rest of row 1 heads columns,
// the rest of column 1 heads rows.
const SAVED =
  '<table><tbody>' +
  '<tr><th data-header="both"><p>Host</p></th><th data-header="row" scope="col"><p>CPU</p></th></tr>' +
  '<tr><th data-header="column" scope="row"><p>alpha</p></th><td><p>4</p></td></tr>' +
  '<tr><th data-header="column" scope="row"><p>beta</p></th><td><p>8</p></td></tr>' +
  '</tbody></table>';

function headers(html: string) {
  const table = htmlToDocument(html).children[0];
  if (table?.type !== 'table') throw new Error('expected a table');
  return table.children[0].children.map((row) => row.children.map((cell) => cell.header));
}

const NONE = { row: false, column: false };
const ROW = { row: true, column: false };
const COLUMN = { row: false, column: true };
const BOTH = { row: true, column: true };

describe('table header state and scope', () => {
  it('writes th with scope="col" for header rows and scope="row" for header columns', () => {
    expect(documentToHtml(htmlToDocument(SAVED))).toBe(SAVED);
    expect(headers(SAVED)).toEqual([
      [BOTH, ROW],
      [COLUMN, NONE],
      [COLUMN, NONE],
    ]);
  });

  it('keeps header rows and columns through sanitise → load → save, again and again', () => {
    let html = SAVED;
    for (let i = 0; i < 3; i++) html = documentToHtml(htmlToDocument(sanitizeRichText(html)));
    expect(html).toBe(SAVED);
  });

  it('keeps scope through the server sanitiser', () => {
    expect(sanitizeRichText(SAVED)).toBe(SAVED);
  });

  it('reads the header state from scope alone (HTML written elsewhere)', () => {
    const html = '<table><tr><th scope="col">a</th><th scope="col">b</th></tr><tr><th scope="row">c</th><td>d</td></tr></table>';
    expect(headers(html)).toEqual([
      [ROW, ROW],
      [COLUMN, NONE],
    ]);
    expect(documentToHtml(htmlToDocument(html))).toContain('<th data-header="column" scope="row"><p>c</p></th>');
  });

  it('reads a bare th as a header-row cell and ignores scope on td', () => {
    expect(headers('<table><tr><th>a</th><td scope="row">b</td></tr></table>')).toEqual([[ROW, NONE]]);
  });
});
