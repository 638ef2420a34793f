import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderEditor } from '../test/render-editor.tsx';
import { LARGE_DOCUMENT_ATTRIBUTE, LARGE_DOCUMENT_BLOCKS } from './LargeDocumentPlugin.tsx';

// Generous waits: hundreds of paragraphs in jsdom, and the lazily loaded source formatter, are slow on a busy machine.
const slow = { timeout: 15_000 };
const paragraphs = (count: number) => Array.from({ length: count }, (_, i) => `<p>p${i}</p>`).join('');

describe('LargeDocumentPlugin', { timeout: 30_000 }, () => {
  it('leaves a document of up to the threshold in blocks rendering as before', async () => {
    const onChange = vi.fn();
    renderEditor({ initialHtml: paragraphs(LARGE_DOCUMENT_BLOCKS), onChange });
    await waitFor(() => expect(onChange).toHaveBeenCalled(), slow);
    expect(screen.getByLabelText('Rich-text editor')).not.toHaveAttribute(LARGE_DOCUMENT_ATTRIBUTE);
  });

  it('marks a longer document, and unmarks it once it is short again', async () => {
    renderEditor({ initialHtml: paragraphs(LARGE_DOCUMENT_BLOCKS + 1) });
    const root = screen.getByLabelText('Rich-text editor');
    await waitFor(() => expect(root).toHaveAttribute(LARGE_DOCUMENT_ATTRIBUTE), slow);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Source' })));
    fireEvent.change(await screen.findByLabelText('HTML source', {}, slow), { target: { value: '<p>short</p>' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Source' })));
    await waitFor(() => expect(root).not.toHaveAttribute(LARGE_DOCUMENT_ATTRIBUTE), slow);
  });
});
