import { act, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderEditor } from '../test/render-editor.tsx';
import type { RichTextEditorHandle } from '../types.ts';

/** Puts the caret in the editor's first text at an offset, as a click there would. */
async function caretAt(text: string, offset: number) {
  const node = [...screen.getByLabelText('Rich-text editor').querySelectorAll('span')].map((s) => s.firstChild).find((n) => n?.textContent === text)!;
  await act(async () => {
    document.getSelection()!.setBaseAndExtent(node, offset, node, offset);
    document.dispatchEvent(new Event('selectionchange'));
  });
}

/** Moves the focus and the page's selection out of the editor, as choosing from a list outside does. */
async function leaveEditor() {
  const outside = document.createElement('input');
  document.body.append(outside);
  await act(async () => {
    outside.focus();
    document.getSelection()!.removeAllRanges();
    document.dispatchEvent(new Event('selectionchange'));
  });
}

describe('inserting text from the host (a placeholder picked outside the editor)', () => {
  it('goes where the caret was before the focus left the editor, not at the end', async () => {
    const onChange = vi.fn();
    const handle = createRef<RichTextEditorHandle>();
    renderEditor({ initialHtml: '<p>Dear customer, thanks</p>', onChange, handleRef: handle });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    await caretAt('Dear customer, thanks', 5);
    await leaveEditor();
    await act(async () => handle.current!.insertText('{{requester.name}} '));
    await waitFor(() => expect(onChange.mock.calls.at(-1)?.[0]).toBe('<p>Dear {{requester.name}} customer, thanks</p>'));
  });

  it('goes at the end when the caret was never in the editor', async () => {
    const onChange = vi.fn();
    const handle = createRef<RichTextEditorHandle>();
    renderEditor({ initialHtml: '<p>Ticket</p>', onChange, handleRef: handle });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    await act(async () => handle.current!.insertText(' {{ticket.id}}'));
    await waitFor(() => expect(onChange.mock.calls.at(-1)?.[0]).toBe('<p>Ticket {{ticket.id}}</p>'));
  });
});
