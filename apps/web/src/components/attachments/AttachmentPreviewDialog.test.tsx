import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { HelpAttachment } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTickets } from '../../test/render.tsx';
import { AttachmentPreviewDialog, previewKindOf } from './AttachmentPreviewDialog.tsx';

const attachment = (name: string, contentType: string, uploadStatus: HelpAttachment['uploadStatus'] = 'SUCCESS'): HelpAttachment => ({
  id: 'token-abcdefghijklmnop',
  resourceId: 'cid',
  uploadStatus,
  metadata: { name, contentType, size: 10 },
});
const resolve = async () => '/api/uploads/cid';
const show = (a: HelpAttachment, resolveUrl = resolve) => renderTickets(<AttachmentPreviewDialog attachment={a} resolveUrl={resolveUrl} onClose={() => {}} />);
const dialog = () => screen.findByRole('dialog', { hidden: true });

afterEach(() => vi.restoreAllMocks());

describe('attachment preview', () => {
  it('tells images, video, text and PDF apart by type or extension', () => {
    expect(previewKindOf('image/png', 'a.png')).toBe('image');
    expect(previewKindOf('application/octet-stream', 'clip.MOV')).toBe('video');
    expect(previewKindOf('text/plain', 'log')).toBe('text');
    expect(previewKindOf('application/pdf', 'x')).toBe('pdf');
    expect(previewKindOf('application/zip', 'a.zip')).toBe('none');
  });

  it('shows an image from the signed URL, with Download, and the fallback icon when it fails to load', async () => {
    await show(attachment('screen.png', 'image/png'));
    await dialog();
    const img = await screen.findByRole('img', { name: 'screen.png', hidden: true });
    expect(img).toHaveAttribute('src', '/api/uploads/cid');
    expect(screen.getByRole('link', { name: 'Download', hidden: true })).toHaveAttribute('href', '/api/uploads/cid');
    fireEvent.error(img);
    expect(await screen.findByText('No preview is available for this file.')).toBeInTheDocument();
  });

  it('plays a video in the video player', async () => {
    await show(attachment('clip.mov', 'video/quicktime'));
    await waitFor(() => expect(document.querySelector('video')).toHaveAttribute('src', '/api/uploads/cid'));
  });

  it('shows a PDF in a frame once the signed link answers it inline as a PDF, and the fallback icon otherwise', async () => {
    const signed = '/api/uploads/cid/preview?expires=1&signature=abc';
    const served = (status: number, headers: Record<string, string>) => new Response(null, { status, headers });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(served(200, { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="manual.pdf"' }));
    const { unmount } = await show(attachment('manual.pdf', 'application/pdf'), async () => signed);
    await waitFor(() => expect(document.querySelector('iframe')).toHaveAttribute('src', signed));
    expect(screen.getByTitle('manual.pdf')).toBeInTheDocument();
    // Asked without a body first: a frame reports no HTTP failure of its own.
    expect(fetch).toHaveBeenCalledWith(signed, expect.objectContaining({ method: 'HEAD' }));
    unmount();

    // A file the server will not show inline (its bytes are no PDF), and an expired link: the icon, no frame.
    for (const response of [
      served(200, { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="manual.pdf"' }),
      served(403, { 'content-type': 'application/json' }),
    ]) {
      fetch.mockResolvedValueOnce(response);
      const view = await show(attachment('manual.pdf', 'application/pdf'), async () => signed);
      expect(await screen.findByText('No preview is available for this file.')).toBeInTheDocument();
      expect(document.querySelector('iframe')).toBeNull();
      view.unmount();
    }
  });

  it('shows text it fetched, and the fallback when the fetch fails', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('line one\nline two'));
    const { unmount } = await show(attachment('log.txt', 'text/plain'));
    expect(await screen.findByTestId('text-preview')).toHaveTextContent('line one');
    unmount();
    fetch.mockResolvedValue(new Response('gone', { status: 404 }));
    const { unmount: gone } = await show(attachment('log.txt', 'text/plain'));
    expect(await screen.findByText('No preview is available for this file.')).toBeInTheDocument();
    gone();
    // Served as a download (its content is no text): not shown as text.
    fetch.mockResolvedValue(new Response('MZ\u0000', { headers: { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment' } }));
    await show(attachment('log.txt', 'text/plain'));
    expect(await screen.findByText('No preview is available for this file.')).toBeInTheDocument();
    expect(screen.queryByTestId('text-preview')).toBeNull();
  });

  it('shows “Resource Not Found” for FAILURE and SUSPICIOUS, a processing view for PROCESSING, and no download', async () => {
    for (const status of ['FAILURE', 'SUSPICIOUS'] as const) {
      const { unmount } = await show(attachment('x.png', 'image/png', status));
      expect(await screen.findByText('Resource Not Found')).toBeInTheDocument();
      // Without an address the button is no link at all.
      expect(screen.getByText('Download').closest('a')).not.toHaveAttribute('href');
      unmount();
    }
    await show(attachment('x.png', 'image/png', 'PROCESSING'));
    expect(await screen.findByText('This file is still being processed.')).toBeInTheDocument();
  });

  it('shows “Resource Not Found” when the signed URL cannot be had', async () => {
    await show(attachment('x.png', 'image/png'), () => Promise.reject(new Error('404')));
    expect(await screen.findByText('Resource Not Found')).toBeInTheDocument();
  });
});
