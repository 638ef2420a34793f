import { RICH_TEXT_LIMITS } from './constants.ts';

/** What the typeahead needs to know about an `@` query before the caret. */
export interface MentionMatch {
  /** Offset of the `@` in the text. */
  leadOffset: number;
  /** The query after the `@`. */
  query: string;
  /** `@` plus the query: the text a chosen mention replaces. */
  replaceable: string;
}

const PUNCTUATION = `.,+*?$@|#{}()^\\-[\\]\\\\/!%'"~=<>_:;`;
const VALID_CHAR = `[^@${PUNCTUATION}\\s]`;
const VALID_JOIN = `(?:\\.[ |$]| |[${PUNCTUATION}]|)`;
const SHORT = new RegExp(`(^|\\s|\\()(@(${VALID_CHAR}{1,${RICH_TEXT_LIMITS.mentionMaxQueryLength}}))$`);
const LONG = new RegExp(`(^|\\s|\\()(@((?:${VALID_CHAR}${VALID_JOIN}){1,${RICH_TEXT_LIMITS.mentionMaxQueryLengthWithPunctuation}}))$`);
const SLASH_COMMAND = /(^|\s)\/[^\s/]*$/;

/**
 * Finds a mention query ending at the caret: `@` plus 1–50 plain characters, or up to 75 when
 * spaces and punctuation are included. A matching slash command wins, so no mention then.
 */
export function matchMentionTrigger(textBeforeCaret: string): MentionMatch | null {
  if (SLASH_COMMAND.test(textBeforeCaret)) return null;
  const match = SHORT.exec(textBeforeCaret) ?? LONG.exec(textBeforeCaret);
  if (!match) return null;
  const lead = match[1] ?? '';
  const replaceable = match[2] ?? '';
  const query = match[3] ?? '';
  if (query.length > RICH_TEXT_LIMITS.mentionMaxQueryLengthWithPunctuation) return null;
  return { leadOffset: match.index + lead.length, query, replaceable };
}

/** The plain-text form a mention is stored as: `@user:{id}`. */
export function mentionText(id: string): string {
  return `@user:${id}`;
}

/**
 * Ids of every mentioned user in sanitised HTML: the marker attribute of a `<span>` start tag only.
 * Text may spell `data-mention-id="8"` (sanitised text keeps its quotes; only < > & are escaped),
 * so the attribute is looked for inside tags, where a value's own quotes are always escaped.
 */
export function extractMentionIds(html: string): string[] {
  const ids = new Set<string>();
  for (const tag of html.matchAll(/<span\s[^>]*>/gi)) {
    const id = /\sdata-mention-id="([^"]+)"/.exec(tag[0])?.[1];
    if (id) ids.add(id);
  }
  return [...ids];
}
