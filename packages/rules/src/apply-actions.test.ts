import { describe, expect, it } from 'vitest';
import { applyActions, type TicketDraft } from './apply-actions.ts';
import { actionSchema, type ActionInput } from './actions.ts';

const parse = (inputs: ActionInput[]) => inputs.map((a) => actionSchema.parse(a));
const draft: TicketDraft = { status: 'NEW', priority: 'LOW', tags: ['VIP'], summary: 'Old', cc: { emails: ['a@example.com'], uids: [] } };
const placeholders = { 'ticket.id': 42, 'ticket.summary': 'Printer <b>', 'requester.firstName': 'Ann', 'comment.latest': { html: '<p>Thanks</p>' } };

describe('applyActions', () => {
  it('changes the draft, reports which fields changed and leaves the input alone', () => {
    const result = applyActions(
      parse([
        { uid: '1', field: 'ticket', operator: 'priority', value: 'HIGH' },
        { uid: '2', field: 'ticket', operator: 'status', value: 'OPEN' },
        { uid: '3', field: 'ticket', operator: 'assignedAppUserId', value: 7 },
        { uid: '4', field: 'ticket', operator: 'summary', value: '#{{ticket.id}} {{ticket.summary}}' },
      ]),
      draft,
      { placeholders },
    );
    expect(result.draft).toMatchObject({ priority: 'HIGH', status: 'OPEN', statusParent: null, assigneeId: 7, summary: '#42 Printer <b>' });
    expect(result.changed).toEqual(['assigneeId', 'status', 'priority', 'summary']);
    expect(draft.priority).toBe('LOW');
    expect(result.effects).toEqual([]);
  });

  it('a custom status takes its parent from the context', () => {
    const [status] = parse([{ uid: 's', field: 'ticket', operator: 'status', value: 'custom-3' }]);
    expect(applyActions([status!], draft, { placeholders, statusParentOf: () => 'WAITING' }).draft).toMatchObject({
      status: 'custom-3',
      statusParent: 'WAITING',
    });
    expect(applyActions([status!], { ...draft, statusParent: 'OPEN' }, { placeholders }).draft.statusParent).toBeUndefined();
  });

  it('adds, sets and removes tags without case duplicates', () => {
    const add = applyActions(parse([{ uid: 't', field: 'add_tags', value: ['vip', 'urgent'] }]), draft, { placeholders });
    expect(add.draft.tags).toEqual(['VIP', 'urgent']);
    const remove = applyActions(parse([{ uid: 't', field: 'remove_tags', value: ['vip'] }]), draft, { placeholders });
    expect(remove.draft.tags).toEqual([]);
    const set = applyActions(parse([{ uid: 't', field: 'set_tags', value: ['a', 'A', 'b'] }]), draft, { placeholders });
    expect(set.draft.tags).toEqual(['a', 'b']);
    expect(applyActions(parse([{ uid: 't', field: 'add_tags', value: ['VIP'] }]), draft, { placeholders }).changed).toEqual([]);
  });

  it('adds to or replaces the cc list', () => {
    const add = applyActions(parse([{ uid: 'c', field: 'add_cc_list', value: { emails: ['A@example.com', 'b@example.com'], uids: [3] } }]), draft, {
      placeholders,
    });
    expect(add.draft.cc).toEqual({ emails: ['a@example.com', 'b@example.com'], uids: [3] });
    const set = applyActions(parse([{ uid: 'c', field: 'set_cc_list', value: { emails: [], uids: [] } }]), draft, { placeholders });
    expect(set.draft.cc).toEqual({ emails: [], uids: [] });
    expect(set.changed).toEqual(['cc']);
  });

  it('collects comments, time entries, notifications and e-mails with placeholders rendered', () => {
    const result = applyActions(
      parse([
        { uid: 'c', field: 'ADD_TICKET_COMMENT', value: { body: '<p>Hi {{requester.firstName}}, re {{ticket.summary}}</p>', public: true } },
        { uid: 't', field: 'TICKET_LOG_ENTRY_TIME_TRACKER', value: { value: 2, unit: 'HOURS' } },
        { uid: 'n', field: 'SEND_NOTIFICATION', value: { channels: [{ channelId: 1, channelType: 'SLACK' }] } },
        {
          uid: 'e',
          field: 'SEND_EMAIL',
          value: {
            keys: ['REQUESTER'],
            subject: '[#{{ticket.id}}] {{ticket.summary}}',
            body: '<p>{{ticket.summary}}</p>{{comment.latest}}',
            allowResponse: true,
          },
        },
      ]),
      draft,
      { placeholders },
    );
    expect(result.effects).toEqual([
      { kind: 'comment', actionUid: 'c', body: '<p>Hi Ann, re Printer &lt;b&gt;</p>', public: true },
      { kind: 'time_entry', actionUid: 't', value: 2, unit: 'HOURS', minutes: 120 },
      { kind: 'notification', actionUid: 'n', channels: [{ channelId: 1, channelType: 'SLACK' }] },
      {
        kind: 'email',
        actionUid: 'e',
        emails: [],
        uids: [],
        keys: ['REQUESTER'],
        subject: '[#42] Printer <b>',
        body: '<p>Printer &lt;b&gt;</p><p>Thanks</p>',
        uploads: [],
        allowResponse: true,
      },
    ]);
    expect(result.changed).toEqual([]);
  });

  it('a day of tracked time is 1440 minutes', () => {
    const result = applyActions(parse([{ uid: 't', field: 'TICKET_LOG_ENTRY_TIME_TRACKER', value: { value: 1, unit: 'DAYS' } }]), draft, { placeholders });
    expect(result.effects).toEqual([{ kind: 'time_entry', actionUid: 't', value: 1, unit: 'DAYS', minutes: 1440 }]);
  });
});
