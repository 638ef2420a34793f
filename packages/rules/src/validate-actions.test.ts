import { describe, expect, it } from 'vitest';
import { actionSchema, type ActionInput } from './actions.ts';
import type { RuleKind } from './enums.ts';
import type { ReferenceChecks } from './references.ts';
import { validateActions } from './validate-actions.ts';

function messages(inputs: ActionInput[], kind: RuleKind = 'EVENT_BASED', references?: ReferenceChecks) {
  const actions = inputs.map((a) => actionSchema.parse(a));
  return validateActions(actions, { kind, ...(references ? { references } : {}) }).map((i) => `${i.path.join('.')}: ${i.message}`);
}
const codes = (inputs: ActionInput[], kind: RuleKind = 'EVENT_BASED', references?: ReferenceChecks) =>
  validateActions(
    inputs.map((a) => actionSchema.parse(a)),
    { kind, ...(references ? { references } : {}) },
  ).map((i) => i.code);

const email = (value: Record<string, unknown>): ActionInput => ({
  uid: 'e',
  field: 'SEND_EMAIL',
  value: { emails: ['a@example.com'], subject: 'Hi', body: '<p>Hello</p>', ...value },
});
const comment = (body: string): ActionInput => ({ uid: 'c', field: 'ADD_TICKET_COMMENT', value: { body, public: true } });

describe('action availability', () => {
  it('templates refuse notifications and e-mails', () => {
    expect(messages([{ uid: 'n', field: 'SEND_NOTIFICATION', value: { channels: [{ channelId: 1, channelType: 'SLACK' }] } }], 'RESPONSE_TEMPLATE')).toEqual([
      'actions.0.field: This action is not available here',
    ]);
    expect(messages([email({})], 'RESPONSE_TEMPLATE')).toEqual(['actions.0.field: This action is not available here']);
    expect(messages([email({})], 'TIME_BASED')).toEqual([]);
  });

  it('one-time actions are usable once', () => {
    const twice = [comment('<p>a</p>'), comment('<p>b</p>')];
    expect(messages(twice)).toEqual(['actions.1.field: This action can be used only once']);
    expect(
      messages([
        { uid: 'x', field: 'add_cc_list', value: { emails: ['a@example.com'] } },
        { uid: 'y', field: 'add_cc_list', value: { emails: ['b@example.com'] } },
      ]),
    ).toEqual(['actions.1.field: This action can be used only once']);
    const tt = { uid: 't', field: 'TICKET_LOG_ENTRY_TIME_TRACKER', value: { value: 5, unit: 'MINUTES' } } as const;
    expect(messages([tt, tt], 'RESPONSE_TEMPLATE')).toEqual(['actions.1.field: This action can be used only once']);
    expect(messages([email({}), email({})])).toEqual([]);
  });

  it('an update-ticket sub-field is set by one action only', () => {
    const p = { uid: 'p', field: 'ticket', operator: 'priority', value: 'HIGH' } as const;
    expect(messages([p, { ...p, value: 'LOW' }])).toEqual(['actions.1.operator: This action can be used only once']);
  });
});

describe('tag and cc actions', () => {
  it('tags are required and not repeated', () => {
    expect(messages([{ uid: 't', field: 'add_tags', value: [] }])).toEqual(['actions.0.value: Required']);
    expect(messages([{ uid: 't', field: 'set_tags', value: ['a', 'A '] }])).toEqual(['actions.0.value.1: Tag is already selected']);
  });

  it('adding to the cc list needs someone; typed addresses must be valid; setting it empty clears it', () => {
    expect(messages([{ uid: 'c', field: 'add_cc_list', value: {} }])).toEqual(['actions.0.value: Required']);
    expect(messages([{ uid: 'c', field: 'set_cc_list', value: {} }])).toEqual([]);
    expect(messages([{ uid: 'c', field: 'add_cc_list', value: { emails: ['ok@example.com', 'not an email'] } }])).toEqual([
      'actions.0.value.emails.1: Invalid email address',
    ]);
    expect(messages([{ uid: 'c', field: 'add_cc_list', value: { uids: ['u9'] } }], 'EVENT_BASED', { isDeletedUser: new Set(['u9']) })).toEqual([
      'actions.0.value.uids: Must not contain deleted users',
    ]);
  });
});

describe('update-ticket actions', () => {
  const t = (operator: string, value: unknown) => ({ uid: 't', field: 'ticket', operator, value }) as ActionInput;
  it('requires a value except when unassigning', () => {
    for (const op of ['organization', 'requesterUid', 'status', 'severity', 'priority', 'summary']) {
      expect(messages([t(op, op === 'summary' ? ' ' : null)])).toEqual(['actions.0.value: Required']);
    }
    expect(messages([t('assignedAppUserId', null)])).toEqual([]);
    expect(messages([t('additionalAssignedTechnicianId', [])])).toEqual([]);
  });

  it('summary is at most 200 characters', () => {
    expect(messages([t('summary', 'x'.repeat(200))])).toEqual([]);
    expect(messages([t('summary', 'x'.repeat(201))])).toEqual(['actions.0.value: Must be at most 200 characters']);
  });

  it('deleted users and organizations carry the §8.1 codes', () => {
    const references: ReferenceChecks = { isDeletedUser: new Set<string | number>([9]), isDeletedOrganization: new Set<string | number>([4]) };
    expect(messages([t('assignedAppUserId', 9)], 'EVENT_BASED', references)).toEqual(['actions.0.value: Must not contain deleted users']);
    expect(codes([t('assignedAppUserId', 9)], 'EVENT_BASED', references)).toEqual(['automation_ticket_assignee_do_not_exists']);
    expect(codes([t('requesterUid', 9)], 'EVENT_BASED', references)).toEqual(['ticket_changes_action_user_or_contact_not_found']);
    expect(codes([t('additionalAssignedTechnicianId', [1, 9])], 'EVENT_BASED', references)).toEqual(['ticket_changes_action_user_or_contact_not_found']);
    expect(messages([t('organization', 4)], 'EVENT_BASED', references)).toEqual(['actions.0.value: Must not contain deleted organizations']);
  });
});

describe('comment, time tracker and notification actions', () => {
  it('a comment body is required (an image alone counts)', () => {
    expect(messages([comment('<p> </p>')])).toEqual(['actions.0.value.body: Required']);
    expect(messages([comment('<p>&nbsp;</p>')])).toEqual(['actions.0.value.body: Required']);
    expect(messages([comment('<p><img src="cid:1"></p>')])).toEqual([]);
  });

  it('time tracked is a whole number from 1 to 999999999', () => {
    const tt = (value: number | null) => ({ uid: 't', field: 'TICKET_LOG_ENTRY_TIME_TRACKER', value: { value, unit: 'HOURS' } }) as ActionInput;
    expect(messages([tt(null)])).toEqual(['actions.0.value.value: Required']);
    expect(messages([tt(1)])).toEqual([]);
    expect(messages([tt(999_999_999)])).toEqual([]);
    for (const bad of [0, 1_000_000_000, 2.5]) {
      expect(messages([tt(bad)])).toEqual(['actions.0.value.value: Value must be an integer between 1 and 999999999']);
    }
  });

  it('a notification needs a channel', () => {
    expect(messages([{ uid: 'n', field: 'SEND_NOTIFICATION' }])).toEqual(['actions.0.value.channels: Required']);
  });

  it('a notification must not name a deleted channel', () => {
    const notify = {
      uid: 'n',
      field: 'SEND_NOTIFICATION',
      value: {
        channels: [
          { channelId: 3, channelType: 'SLACK' },
          { channelId: '7', channelType: 'EMAIL' },
        ],
      },
    } as ActionInput;
    expect(messages([notify], 'EVENT_BASED', { isDeletedChannel: new Set<string | number>([5]) })).toEqual([]);
    expect(messages([notify], 'EVENT_BASED', { isDeletedChannel: new Set<string | number>([7]) })).toEqual([
      'actions.0.value.channels: Must not contain deleted notification channels',
    ]);
  });
});

describe('e-mail actions', () => {
  it('needs a recipient, a subject up to 100 characters and a body', () => {
    expect(messages([email({ emails: [], subject: '', body: '' })])).toEqual([
      'actions.0.value.recipients: Required',
      'actions.0.value.subject: Required',
      'actions.0.value.body: Required',
    ]);
    expect(messages([email({ subject: 'x'.repeat(100) })])).toEqual([]);
    expect(messages([email({ subject: 'x'.repeat(101) })])).toEqual(['actions.0.value.subject: Must be at most 100 characters']);
    expect(messages([email({ emails: [], keys: ['REQUESTER'] })])).toEqual([]);
  });

  it('a non-inline attachment is a body; an inline image alone is not', () => {
    expect(messages([email({ body: '', uploads: [{ id: 1 }] })])).toEqual([]);
    expect(messages([email({ body: '<p><img src="cid:2"></p>', uploads: [{ id: 2, inline: true }] })])).toEqual(['actions.0.value.body: Required']);
  });

  it('typed recipients must be e-mail addresses; users must not be deleted', () => {
    expect(messages([email({ emails: ['bob@'] })])).toEqual(['actions.0.value.emails.0: Invalid email address']);
    expect(codes([email({ uids: ['u1'] })], 'EVENT_BASED', { isDeletedUser: (id) => id === 'u1' })).toEqual(['email_action_user_or_contact_not_found']);
  });

  it('the current-user recipient is refused in time-based rules', () => {
    expect(codes([email({ keys: ['CURRENT_USER'] })], 'TIME_BASED')).toEqual(['current_user_unsupported']);
    expect(codes([email({ keys: ['CURRENT_USER'] })], 'EVENT_BASED')).toEqual([]);
  });

  it('a body past the maximum length is refused with the §8.1 message', () => {
    expect(messages([email({ body: `<p>${'x'.repeat(100_000)}</p>` })])).toEqual(['actions.0.value.body: Email action exceeds the maximum character length']);
  });

  it('placeholders are checked in subject and body', () => {
    expect(messages([email({ subject: 'Re {{comment.latest}}', body: '<p>{{comment.latest}} {{comment.all}}</p>' })])).toEqual([
      'actions.0.value.subject: Placeholder used in wrong field',
      'actions.0.value.body: No more than one placeholder comment is allowed',
    ]);
    expect(messages([email({ subject: '{{currentUser.name}}' })], 'TIME_BASED')).toEqual([
      "actions.0.value.subject: Placeholder 'currentUser' is not supported for this automation type",
    ]);
  });
});

describe('Send to ConnectWise (issue 26 §8)', () => {
  it('takes no board or a whole board id above 0; a template cannot send; a rule sends once', () => {
    const psa = (boardId: number | null): ActionInput => ({ uid: 'p', field: 'SEND_TO_PSA', value: { boardId } });
    expect(messages([psa(null)])).toEqual([]);
    expect(messages([psa(4)], 'TIME_BASED')).toEqual([]);
    expect(messages([psa(0)])).toEqual(['actions.0.value.boardId: Enter a ConnectWise board id (a whole number above 0) or leave it empty']);
    expect(messages([psa(1.5)])).toEqual(['actions.0.value.boardId: Enter a ConnectWise board id (a whole number above 0) or leave it empty']);
    expect(messages([psa(null)], 'RESPONSE_TEMPLATE')).toEqual(['actions.0.field: This action is not available here']);
    expect(codes([psa(null), { ...psa(2), uid: 'q' }])).toHaveLength(1);
  });
});
