import { describe, expect, it } from 'vitest';
import { checkPlaceholders } from './placeholder-rules.ts';
import { findPlaceholders, placeholdersFor } from './placeholders.ts';
import { escapeHtml, htmlToText, renderPlaceholders } from './render.ts';

describe('placeholder catalogue', () => {
  it('offers current-user placeholders everywhere but time-based rules', () => {
    const keys = (kind: Parameters<typeof placeholdersFor>[0]) => placeholdersFor(kind, 'email_body').map((p) => p.key);
    expect(keys('EVENT_BASED')).toContain('currentUser.name');
    expect(keys('TIME_BASED')).not.toContain('currentUser.name');
    expect(keys('TIME_BASED')).toContain('requester.email');
  });

  it('offers comment placeholders in e-mail bodies only, template-only ones in template comments only', () => {
    expect(placeholdersFor('EVENT_BASED', 'email_body').map((p) => p.key)).toEqual(
      expect.arrayContaining(['comment.all', 'comment.latest', 'comment.latest10', 'comment.latest20', 'comment.latestPrivate', 'comment.latestPublic']),
    );
    expect(placeholdersFor('EVENT_BASED', 'email_subject').some((p) => p.group === 'comment')).toBe(false);
    expect(placeholdersFor('RESPONSE_TEMPLATE', 'comment_body').map((p) => p.key)).toEqual(expect.arrayContaining(['changes', 'appLogo', 'userSignature']));
    expect(placeholdersFor('RESPONSE_TEMPLATE', 'summary').some((p) => p.group === 'template')).toBe(false);
    expect(placeholdersFor('EVENT_BASED', 'comment_body').some((p) => p.group === 'template')).toBe(false);
    expect(placeholdersFor('BOARD', 'summary')).toEqual([]);
  });
});

describe('findPlaceholders', () => {
  it('finds keys with or without inner spaces, with their offsets', () => {
    expect(findPlaceholders('Hi {{requester.firstName}}, re {{ ticket.summary }} {{changes}}')).toEqual([
      { key: 'requester.firstName', raw: '{{requester.firstName}}', index: 3 },
      { key: 'ticket.summary', raw: '{{ ticket.summary }}', index: 31 },
      { key: 'changes', raw: '{{changes}}', index: 52 },
    ]);
  });
  it('ignores braces that do not hold a key', () => {
    expect(findPlaceholders('{{}} {{ a b }} {x} {{1abc}}')).toEqual([]);
  });
});

describe('renderPlaceholders', () => {
  const values = {
    'ticket.summary': 'Printer <on fire> & "smoking"',
    'ticket.id': 42,
    'ticket.description': 'line 1\nline 2',
    'comment.latest': { html: '<p>Latest <b>reply</b></p>' },
  };

  it('escapes plain values in HTML and keeps trusted HTML as it is', () => {
    expect(renderPlaceholders('<p>#{{ticket.id}} {{ticket.summary}}</p>{{comment.latest}}', values, { escapeHtml: true })).toBe(
      '<p>#42 Printer &lt;on fire&gt; &amp; &quot;smoking&quot;</p><p>Latest <b>reply</b></p>',
    );
    expect(renderPlaceholders('{{ticket.description}}', values, { escapeHtml: true })).toBe('line 1<br>line 2');
  });

  it('leaves plain text unescaped and reduces HTML values to text', () => {
    expect(renderPlaceholders('[#{{ticket.id}}] {{ticket.summary}} {{comment.latest}}', values, { escapeHtml: false })).toBe(
      '[#42] Printer <on fire> & "smoking" Latest reply',
    );
  });

  it('renders a known key without a value as empty and leaves unknown keys as written', () => {
    expect(renderPlaceholders('a{{assignee.name}}b {{foo.bar}} {{ nope }}', {}, { escapeHtml: true })).toBe('ab {{foo.bar}} {{ nope }}');
    expect(renderPlaceholders('{{custom.key}}', { 'custom.key': 'x' }, { escapeHtml: false })).toBe('x');
  });

  it('does not expand a placeholder inside a value', () => {
    expect(renderPlaceholders('{{ticket.summary}}', { 'ticket.summary': '{{currentUser.email}}', 'currentUser.email': 'me@x' }, { escapeHtml: false })).toBe(
      '{{currentUser.email}}',
    );
  });

  it('escapeHtml and htmlToText', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(htmlToText('<p>a&amp;b</p><p>c&#39;d&#x41;<br>e&nbsp;</p>&bogus;')).toBe("a&b\nc'dA\ne \n&bogus;");
  });
});

describe('placeholder rules (spec 002 §8.1)', () => {
  const codes = (text: string, kind: Parameters<typeof checkPlaceholders>[1], target: Parameters<typeof checkPlaceholders>[2]) =>
    checkPlaceholders(text, kind, target).map((i) => i.code);

  it('current_user_unsupported in time-based rules', () => {
    expect(codes('{{currentUser.name}}', 'TIME_BASED', 'email_body')).toEqual(['current_user_unsupported']);
    expect(codes('{{currentUser.name}}', 'EVENT_BASED', 'email_body')).toEqual([]);
    expect(checkPlaceholders('{{currentUser.email}}', 'TIME_BASED', 'summary')[0]?.message).toBe(
      "Placeholder 'currentUser' is not supported for this automation type",
    );
  });

  it('email_action_num_placeholder_comments_invalid for a second comment placeholder', () => {
    expect(codes('{{comment.latest}}', 'EVENT_BASED', 'email_body')).toEqual([]);
    expect(codes('{{comment.latest}}{{comment.latest}}', 'EVENT_BASED', 'email_body')).toEqual(['email_action_num_placeholder_comments_invalid']);
    expect(checkPlaceholders('{{comment.all}} {{comment.latestPublic}}', 'EVENT_BASED', 'email_body')[0]?.message).toBe(
      'No more than one placeholder comment is allowed',
    );
  });

  it('action_comment_placeholder_not_allowed outside an e-mail body', () => {
    for (const target of ['email_subject', 'comment_body', 'summary'] as const) {
      expect(codes('{{comment.latest}}', 'EVENT_BASED', target)).toEqual(['action_comment_placeholder_not_allowed']);
    }
    expect(checkPlaceholders('{{comment.all}}', 'EVENT_BASED', 'summary')[0]?.message).toBe('Placeholder used in wrong field');
  });

  it('email_action_comment_placeholder_invalid for an unknown placeholder in an e-mail body', () => {
    expect(codes('{{comment.latest5}}', 'EVENT_BASED', 'email_body')).toEqual(['email_action_comment_placeholder_invalid']);
    expect(codes('{{ticket.colour}}', 'EVENT_BASED', 'email_body')).toEqual(['email_action_comment_placeholder_invalid']);
    expect(checkPlaceholders('{{comment.x}}', 'EVENT_BASED', 'email_body')[0]?.message).toBe('Invalid placeholder found at email body');
  });

  it('template-only placeholders belong to a template comment; unknown ones elsewhere are named', () => {
    expect(codes('{{userSignature}}', 'RESPONSE_TEMPLATE', 'comment_body')).toEqual([]);
    expect(codes('{{appLogo}}', 'EVENT_BASED', 'comment_body')).toEqual(['placeholder_unsupported']);
    expect(codes('{{changes}}', 'RESPONSE_TEMPLATE', 'summary')).toEqual(['placeholder_wrong_field']);
    expect(checkPlaceholders('{{ticket.colour}}', 'EVENT_BASED', 'summary')).toEqual([
      { code: 'placeholder_unknown', message: "Unknown placeholder '{{ticket.colour}}'", raw: '{{ticket.colour}}' },
    ]);
  });
});
