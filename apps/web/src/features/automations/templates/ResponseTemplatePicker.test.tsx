import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_VALUES } from '../../tickets/index.ts';
import { systemStatuses } from '../../../test/fixtures.ts';
import { findOption, mockApi, mockRoute, renderTickets } from '../../../test/render.tsx';
import { ResponseTemplatePicker, type TemplateTarget } from './ResponseTemplatePicker.tsx';

const statuses = systemStatuses(['NEW', 'OPEN', 'RESOLVED']);

describe('response templates on the ticket page (issue 14 item 6)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('applies a template to the unsaved ticket: the fields go into the draft and the comment into the composer, nothing is saved', async () => {
    const calls = mockApi([
      mockRoute('get', '/api/ticketing/statuses', () => statuses),
      mockRoute('get', '/api/ticketing/response-template/options', () => [{ id: 5, name: 'Printer fixed', description: '' }]),
      mockRoute(
        'post',
        '/api/ticketing/ticket/{id}/response-template/{templateId}',
        () => ({
          template: { id: 5, name: 'Printer fixed' },
          patch: { status: 'RESOLVED', priority: 'LOW', assignedAppUserId: 7, tags: ['printer'] },
          changes: [{ field: 'assignee', oldLabel: null, newLabel: 'Jane Tech' }],
          comment: { htmlBody: '<p>Fixed, Jane</p>', isPublic: true },
          timeEntry: null,
          leftOut: [],
        }),
        { id: 42, templateId: 5 },
      ),
    ]);
    const change = vi.fn();
    const onComment = vi.fn();
    const draft: TemplateTarget = { values: { ...EMPTY_VALUES, statusId: 2, priority: 'HIGH', summary: 'Jam' }, change };
    const user = userEvent.setup();
    await renderTickets(<ResponseTemplatePicker ticketId={42} draft={draft} onComment={onComment} />);
    await user.click(await screen.findByRole('combobox', { name: 'Response template' }));
    await user.click(await findOption('Printer fixed'));

    await waitFor(() => expect(change).toHaveBeenCalled());
    expect(change.mock.calls[0]![0]).toEqual({
      statusId: 3,
      priority: 'LOW',
      tags: ['printer'],
      assignee: { id: 7, name: 'Jane Tech', deleted: false, found: true },
    });
    expect(onComment).toHaveBeenCalledWith({ htmlBody: '<p>Fixed, Jane</p>', isPublic: true });
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ draft: { status: 'OPEN', priority: 'HIGH', summary: 'Jam', assignedAppUserId: null } });
    expect(calls.filter((c) => c.method !== 'GET' && c.method !== 'POST')).toEqual([]);
  });
});
