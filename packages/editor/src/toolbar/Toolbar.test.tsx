import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderEditor } from '../test/render-editor.tsx';

/** Buttons that show a value (the current block type, font, size) or a word rather than an icon. */
const TEXT_BUTTONS = new Set(['Block type', 'Font family', 'Font size']);

function toolbarButtons(): HTMLElement[] {
  return within(screen.getAllByRole('toolbar', { name: 'Formatting' })[0]!).getAllByRole('button');
}

describe('Toolbar', () => {
  it('draws its icons as Tabler SVGs, not text symbols, and names every button', () => {
    renderEditor({ initialHtml: '<p>x</p>' });
    const buttons = toolbarButtons();
    expect(buttons.length).toBeGreaterThan(15);
    for (const button of buttons) {
      const name = button.getAttribute('aria-label') ?? '';
      expect(name, button.outerHTML).not.toBe('');
      if (TEXT_BUTTONS.has(name)) continue;
      expect(button.querySelector('svg.tabler-icon'), name).not.toBeNull();
      // The only text an icon button may carry is its own name (Source says "Source").
      expect([name, ''], name).toContain(button.textContent);
    }
  });

  it('shows every button’s name as its tooltip, after the 100 ms delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderEditor({ initialHtml: '<p>x</p>' });
      for (const button of toolbarButtons()) {
        const name = button.getAttribute('aria-label')!;
        fireEvent.mouseEnter(button);
        act(() => {
          vi.advanceTimersByTime(150);
        });
        await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(name));
        fireEvent.mouseLeave(button);
        await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the names on the icon buttons of read-only mode, where they are disabled', () => {
    renderEditor({ readOnly: true, initialHtml: '<p>x</p>' });
    for (const button of toolbarButtons()) {
      expect(button).toBeDisabled();
      expect(button.getAttribute('aria-label')).toBeTruthy();
    }
  });
});
