import { describe, expect, it } from 'vitest';
import { extractMentionIds, matchMentionTrigger, mentionText } from './mentions.ts';
import { sanitizeRichText, sanitizeRichTextWithoutMentions } from './sanitize.ts';

describe('matchMentionTrigger', () => {
  it('matches @ followed by 1 to 50 plain characters', () => {
    expect(matchMentionTrigger('hello @ann')).toEqual({ leadOffset: 6, query: 'ann', replaceable: '@ann' });
    expect(matchMentionTrigger('@a')?.query).toBe('a');
    expect(matchMentionTrigger(`@${'x'.repeat(50)}`)?.query).toHaveLength(50);
  });
  it('needs at least one character after @', () => {
    expect(matchMentionTrigger('hello @')).toBeNull();
  });
  it('allows spaces and punctuation up to 75 characters', () => {
    expect(matchMentionTrigger('cc @Ann Lee')?.query).toBe('Ann Lee');
    expect(matchMentionTrigger(`@${'ab '.repeat(25)}`)?.query.length).toBeLessThanOrEqual(75);
    expect(matchMentionTrigger(`@${'ab '.repeat(26)}x`)).toBeNull();
  });
  it('does not fire inside a word (an e-mail address)', () => {
    expect(matchMentionTrigger('ann@example')).toBeNull();
  });
  it('is skipped when a slash command matches', () => {
    expect(matchMentionTrigger('/assign')).toBeNull();
    expect(matchMentionTrigger('text /cmd')).toBeNull();
  });
  it('exports mentions as @user:{id} and finds their ids in HTML', () => {
    expect(mentionText('42')).toBe('@user:42');
    expect(extractMentionIds('<span data-mention="user" data-mention-id="42">@user:42</span><span data-mention-id="7"></span>')).toEqual(['42', '7']);
  });
  it('reads the marker only from a span tag, never from text that spells it (issue 22: a mailed body typed it)', () => {
    // Sanitised HTML escapes < and > in text but keeps quotes, so the text can spell the attribute.
    const typed = sanitizeRichText('<p>see data-mention-id="8" and <b data-mention-id="9">bold</b> and <span title=\'data-mention-id="10"\'>x</span></p>');
    expect(typed).toContain('data-mention-id="8"');
    expect(extractMentionIds(typed)).toEqual([]);
    expect(extractMentionIds(sanitizeRichText(`<p><span data-mention='user' data-mention-id='6'>@Ann</span></p>`))).toEqual(['6']);
  });
  it('keeps a mention only as its text in HTML written outside the editor (mail in)', () => {
    const mailed = sanitizeRichTextWithoutMentions('<p>Hi <span data-mention="user" data-mention-id="6" data-mention-label="Ann">@Ann</span>!</p>');
    expect(mailed).toBe('<p>Hi <span>@Ann</span>!</p>');
    expect(extractMentionIds(mailed)).toEqual([]);
  });
});
