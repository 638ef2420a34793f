import { screen, within } from '@testing-library/react';
import { DEFAULT_TICKETING_CONFIG, type TicketAttachment, type UploadStatus } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, renderTickets } from '../../../test/render.tsx';
import { AttachmentsPanel } from './AttachmentsPanel.tsx';

const attachment = (id: number, fileName: string, uploadStatus: UploadStatus): TicketAttachment => ({
  id,
  ticketId: 42,
  commentId: null,
  inline: false,
  upload: { contentId: `cid-${id}`, url: `/api/uploads/cid-${id}`, fileName, contentType: 'application/octet-stream', size: 2048, uploadStatus },
  addedBy: { id: 1, name: 'Ada' },
  createdAt: '2026-11-21T10:00:00.000Z',
});

describe('the attachments panel (spec 002 §4.1 upload statuses)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('links a READY file and says why the others are not links', async () => {
    mockApi([
      mockRoute('get', '/api/ticketing/ticket/{id}/attachments', () => [
        attachment(1, 'photo.png', 'READY'),
        attachment(2, 'cat.png', 'SUSPICIOUS'),
        attachment(3, 'scan.pdf', 'PROCESSING'),
        attachment(4, 'lost.txt', 'FAILURE'),
      ]),
      mockRoute('get', '/api/ticketing/config', () => ({
        ...DEFAULT_TICKETING_CONFIG,
        attachments: { canAttachFiles: true, requireAuthToView: true },
        updatedAt: null,
      })),
    ]);
    await renderTickets(<AttachmentsPanel ticketId={42} />);
    const list = await screen.findByTestId('attachments');
    expect(within(list).getByRole('link', { name: 'photo.png' })).toHaveAttribute('href', '/api/uploads/cid-1');
    for (const name of ['cat.png', 'scan.pdf', 'lost.txt']) expect(within(list).queryByRole('link', { name })).toBeNull();
    expect(within(list).getByText('Blocked: its content does not match its type')).toHaveAttribute('data-upload-status', 'SUSPICIOUS');
    expect(within(list).getByText('Checking the file…')).toHaveAttribute('data-upload-status', 'PROCESSING');
    expect(within(list).getByText('The file could not be read')).toHaveAttribute('data-upload-status', 'FAILURE');
    expect(list.querySelectorAll('[data-upload-status]')).toHaveLength(3);
  });
});
