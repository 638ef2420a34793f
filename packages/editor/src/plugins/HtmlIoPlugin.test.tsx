import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from '../RichTextEditor.tsx';
import type { RichTextEditorHandle } from '../types.ts';

// Long enough that no debounced report can arrive while a test runs: every report seen here
// comes from a flush.
const SLOW = 60_000;

/** The editor inside a form whose submit handler reads the last reported HTML, as dialogs do. */
function renderInForm(onSubmit: (html: string | undefined) => void) {
  const handle = createRef<RichTextEditorHandle>();
  const onChange = vi.fn();
  let last: string | undefined;
  const view = render(
    <MantineProvider>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(last);
        }}
      >
        <RichTextEditor
          changeDebounceMs={SLOW}
          handleRef={handle}
          onChange={(html, document) => {
            last = html;
            onChange(html, document);
          }}
        />
        <button type="submit">Apply</button>
      </form>
    </MantineProvider>,
  );
  return { view, handle, onChange };
}

async function typeText(handle: { current: RichTextEditorHandle | null }, text: string) {
  await act(async () => handle.current!.insertText(text));
}

describe('the editor reports what was typed before anyone reads it', () => {
  it('a form submitted straight after typing sees the last words', async () => {
    const onSubmit = vi.fn();
    const { handle } = renderInForm(onSubmit);
    await typeText(handle, 'typed and applied at once');
    fireEvent.submit(screen.getByRole('button', { name: 'Apply' }).closest('form')!);
    expect(onSubmit).toHaveBeenCalledWith('<p>typed and applied at once</p>');
  });

  it('leaving the editor (a click on Apply moves the focus) reports at once', async () => {
    const { handle, onChange } = renderInForm(vi.fn());
    await typeText(handle, 'then clicked elsewhere');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.focusOut(screen.getByLabelText('Rich-text editor'));
    expect(onChange.mock.calls.at(-1)?.[0]).toBe('<p>then clicked elsewhere</p>');
  });

  it('closing the editor (the dialog unmounts it) reports what was pending', async () => {
    const { view, handle, onChange } = renderInForm(vi.fn());
    await typeText(handle, 'closed right away');
    view.unmount();
    expect(onChange.mock.calls.at(-1)?.[0]).toBe('<p>closed right away</p>');
  });

  it('reports nothing extra when nothing is pending', async () => {
    const { view, onChange } = renderInForm(vi.fn());
    fireEvent.focusOut(screen.getByLabelText('Rich-text editor'));
    view.unmount();
    expect(onChange).not.toHaveBeenCalled();
  });
});
