import { describe, expect, it } from 'vitest';
import { extractMentionIds, matchMentionTrigger, mentionText } from './mentions.ts';

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
});
