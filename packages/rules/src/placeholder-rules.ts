import type { RuleKind } from './enums.ts';
import { PLACEHOLDER_MESSAGES, RESULT_CODE_MESSAGES, type RuleIssueCode } from './messages.ts';
import {
  findPlaceholders,
  isGroupAllowedInKind,
  isGroupAllowedInTarget,
  placeholderDefinition,
  placeholderGroupOf,
  type PlaceholderTarget,
} from './placeholders.ts';

/** A placeholder problem in one text field. */
export interface PlaceholderIssue {
  code: RuleIssueCode;
  message: string;
  /** The placeholder as written, when the problem is about one. */
  raw?: string;
}

/**
 * Checks the placeholders of one action text field (spec 002 §8.1):
 * - `currentUser.*` in a time-based rule → current_user_unsupported (no one is acting);
 * - a comment placeholder outside an e-mail body → action_comment_placeholder_not_allowed;
 * - an unknown `comment.*` or any unknown placeholder in an e-mail body →
 *   email_action_comment_placeholder_invalid;
 * - more than one comment placeholder in one body → email_action_num_placeholder_comments_invalid;
 * - template-only placeholders outside a response template → placeholder_unsupported, and
 *   outside a comment body → placeholder_wrong_field (ours);
 * - an unknown placeholder elsewhere → placeholder_unknown (ours).
 * Each code is reported once per field, for its first occurrence.
 */
export function checkPlaceholders(text: string, kind: RuleKind, target: PlaceholderTarget): PlaceholderIssue[] {
  const issues: PlaceholderIssue[] = [];
  const seen = new Set<RuleIssueCode>();
  const report = (code: RuleIssueCode, message: string, raw?: string) => {
    if (seen.has(code)) return;
    seen.add(code);
    issues.push(raw === undefined ? { code, message } : { code, message, raw });
  };
  let comments = 0;
  for (const { key, raw } of findPlaceholders(text)) {
    const group = placeholderGroupOf(key);
    const known = placeholderDefinition(key) !== undefined;
    if (group === 'comment') {
      if (!isGroupAllowedInTarget('comment', target)) {
        report('action_comment_placeholder_not_allowed', RESULT_CODE_MESSAGES.action_comment_placeholder_not_allowed, raw);
      } else if (!known) {
        report('email_action_comment_placeholder_invalid', RESULT_CODE_MESSAGES.email_action_comment_placeholder_invalid, raw);
      } else if (++comments > 1) {
        report('email_action_num_placeholder_comments_invalid', RESULT_CODE_MESSAGES.email_action_num_placeholder_comments_invalid, raw);
      }
      continue;
    }
    if (!known || !group) {
      if (target === 'email_body') {
        report('email_action_comment_placeholder_invalid', RESULT_CODE_MESSAGES.email_action_comment_placeholder_invalid, raw);
      } else {
        report('placeholder_unknown', PLACEHOLDER_MESSAGES.placeholder_unknown(raw), raw);
      }
      continue;
    }
    if (!isGroupAllowedInKind(group, kind)) {
      if (group === 'currentUser') report('current_user_unsupported', RESULT_CODE_MESSAGES.current_user_unsupported, raw);
      else report('placeholder_unsupported', PLACEHOLDER_MESSAGES.placeholder_unsupported(raw), raw);
      continue;
    }
    if (!isGroupAllowedInTarget(group, target)) report('placeholder_wrong_field', PLACEHOLDER_MESSAGES.placeholder_wrong_field, raw);
  }
  return issues;
}
