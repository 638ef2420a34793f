import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderEditor } from './test/render-editor.tsx';

describe('RichTextEditor', () => {
  it('loads initial HTML and reports canonical HTML and the document JSON on change', async () => {
    const onChange = vi.fn();
    renderEditor({ initialHtml: '<h1>Title</h1><p>Hello <b>bold</b></p>', onChange });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [html, doc] = onChange.mock.calls.at(-1)!;
    expect(html).toBe('<h1>Title</h1><p>Hello <strong>bold</strong></p>');
    expect(doc.children[0]).toEqual({ type: 'heading-one', children: [{ text: 'Title' }] });
  });

  it('saves an image of unknown size without width or height, never as 0×0', async () => {
    const onChange = vi.fn();
    renderEditor({ initialHtml: '<p><img src="cid:abc" data-cid="abc"></p>', onChange });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls.at(-1)![0]).toBe('<p><img src="cid:abc" data-cid="abc"></p>');
  });

  it('disables every toolbar button in read-only mode', () => {
    renderEditor({ readOnly: true, initialHtml: '<p>x</p>' });
    const toolbar = screen.getAllByRole('toolbar')[0]!;
    const buttons = toolbar.querySelectorAll('button');
    expect(buttons.length).toBeGreaterThan(10);
    for (const button of buttons) expect(button).toBeDisabled();
    expect(screen.getByLabelText('Rich-text editor')).toHaveAttribute('contenteditable', 'false');
  });

  it('keeps source mode on and warns when the HTML has unsupported elements', async () => {
    renderEditor({ initialHtml: '<p>x</p>' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Source' })));
    const source = await screen.findByLabelText('HTML source');
    expect((source as HTMLTextAreaElement).value).toContain('<p>x</p>');
    fireEvent.change(source, { target: { value: '<p>y</p><section>s</section><iframe></iframe>' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Source' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Unsupported HTML elements');
    expect(screen.getByRole('alert')).toHaveTextContent('This content contains the following unsupported HTML elements: section, iframe');
    expect(screen.getByLabelText('HTML source')).toBeInTheDocument();
  });

  it('leaves source mode with supported HTML and shows it in the editor', async () => {
    const onChange = vi.fn();
    renderEditor({ initialHtml: '<p>x</p>', onChange });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Source' })));
    fireEvent.change(await screen.findByLabelText('HTML source'), { target: { value: '<h2>New</h2>' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Source' })));
    expect(screen.queryByLabelText('HTML source')).toBeNull();
    await waitFor(() => expect(onChange.mock.calls.at(-1)?.[0]).toBe('<h2>New</h2>'));
  });

  it('uses host translations through the t prop', () => {
    renderEditor({ t: (key, { defaultValue }) => (key === 'editor.source' ? 'Quelle' : defaultValue) });
    expect(screen.getByRole('button', { name: 'Quelle' })).toBeInTheDocument();
  });

  it('refuses empty and oversized attachments with the spec messages', async () => {
    renderEditor({ onAttachmentUpload: () => Promise.resolve({ contentId: 'c1' }) });
    const input = screen.getByTestId('attachment-input');
    const empty = new File([], 'empty.txt', { type: 'text/plain' });
    const big = new File(['x'], 'big.bin');
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [empty, big] } });
    expect(await screen.findByText('Minimum file size is 1 byte')).toBeInTheDocument();
    expect(screen.getByText('Maximum file size is 20 MiB')).toBeInTheDocument();
    expect(screen.queryByTestId('attachment')).toBeNull();
  });

  it('runs the attachment lifecycle: progress, then 99 after 1 s and 100 after 2 s with the content id', async () => {
    vi.useFakeTimers();
    try {
      let finish: (v: Record<string, unknown>) => void = () => {};
      const onAttachmentsChange = vi.fn();
      renderEditor({
        onAttachmentUpload: () =>
          new Promise((resolve) => {
            finish = resolve;
          }),
        attachmentContentIdKey: 'cid',
        onAttachmentsChange,
      });
      fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [new File(['abc'], 'a.txt')] } });
      await act(async () => {
        vi.advanceTimersByTime(5000);
      });
      expect(Number(screen.getByTestId('attachment').dataset.progress)).toBe(90);
      await act(async () => {
        finish({ cid: 'content-1' });
        await Promise.resolve();
      });
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      expect(screen.getByTestId('attachment').dataset.progress).toBe('99');
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      expect(screen.getByTestId('attachment').dataset.progress).toBe('100');
      expect(onAttachmentsChange.mock.calls.at(-1)?.[0][0]).toMatchObject({ contentId: 'content-1', progress: 100 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes a failed attachment and reports the error to the host', async () => {
    const onAttachmentUploadError = vi.fn();
    renderEditor({ onAttachmentUpload: () => Promise.reject(new Error('boom')), onAttachmentUploadError });
    fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [new File(['abc'], 'a.txt')] } });
    await waitFor(() => expect(onAttachmentUploadError).toHaveBeenCalled());
    expect(screen.queryByTestId('attachment')).toBeNull();
  });
});
