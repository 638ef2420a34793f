import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderEditor } from '../test/render-editor.tsx';

/** Loads `html` into a fresh editor, as opening a saved note does, and returns what it saves. */
async function reload(html: string): Promise<{ html: string; headers: { row: boolean; column: boolean }[][] }> {
  const onChange = vi.fn();
  const view = renderEditor({ initialHtml: html, onChange });
  await waitFor(() => expect(onChange).toHaveBeenCalled());
  view.unmount();
  const [saved, doc] = onChange.mock.calls.at(-1)!;
  const rows = doc.children[0].children[0].children as { children: { header: { row: boolean; column: boolean } }[] }[];
  return { html: saved, headers: rows.map((row) => row.children.map((cell) => cell.header)) };
}

const NONE = { row: false, column: false };
const ROW = { row: true, column: false };
const COLUMN = { row: false, column: true };
const BOTH = { row: true, column: true };

describe('table header cells across a reload', () => {
  it('keeps a header row and a header column, with their scope, stable', async () => {
    const first = await reload(
      '<table><tbody><tr><th data-header="both">Host</th><th data-header="row" scope="col">CPU</th></tr>' +
        '<tr><th data-header="column" scope="row">alpha</th><td>4</td></tr>' +
        '<tr><th data-header="column" scope="row">beta</th><td>8</td></tr></tbody></table>',
    );
    expect(first.headers).toEqual([
      [BOTH, ROW],
      [COLUMN, NONE],
      [COLUMN, NONE],
    ]);
    expect(first.html).toContain('<th data-header="row" scope="col"');
    expect(first.html).toContain('<th data-header="column" scope="row"');
    const second = await reload(first.html);
    expect(second.html).toBe(first.html);
    expect(second.headers).toEqual(first.headers);
  });

  it('reads header state from scope alone, not from the cell position', async () => {
    const loaded = await reload('<table><tbody><tr><th scope="col">a</th><th scope="col">b</th></tr><tr><th scope="row">c</th><td>d</td></tr></tbody></table>');
    expect(loaded.headers).toEqual([
      [ROW, ROW],
      [COLUMN, NONE],
    ]);
  });

  it('does not store the header shading as the cell colour', async () => {
    const loaded = await reload('<table><tbody><tr><th data-header="row" scope="col">a</th></tr></tbody></table>');
    expect(loaded.html).not.toContain('background-color');
    const coloured = await reload('<table><tbody><tr><th data-header="row" style="background-color:#ffd43b">a</th></tr></tbody></table>');
    expect(coloured.html).toContain('background-color:rgb(255, 212, 59)');
  });
});
