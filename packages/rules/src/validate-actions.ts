import { z } from 'zod';
import { validateTagName } from '@outpost/contracts';
import { actionFieldsFor, isOneTimeAction } from './action-catalogue.ts';
import type { Action, ActionOf, CcList, TicketAction } from './actions.ts';
import type { RefId } from './conditions.ts';
import type { RuleKind } from './enums.ts';
import { RESULT_CODE_MESSAGES, RULE_LIMITS, RULE_MESSAGES, type RuleIssue, type RuleIssueCode } from './messages.ts';
import { checkPlaceholders } from './placeholder-rules.ts';
import type { PlaceholderTarget } from './placeholders.ts';
import { isNamed, referenceProblem, type ReferenceChecks } from './references.ts';
import { htmlToText } from './render.ts';
import { pushDuplicateTags } from './validate-conditions.ts';

/** What action validation needs besides the rule. */
export interface ActionCheckContext {
  kind: RuleKind;
  references?: ReferenceChecks;
}

type Path = (string | number)[];

const emailSchema = z.email();

/** True for an address a person may type as a recipient. */
export function isValidEmail(text: string): boolean {
  return emailSchema.safeParse(text.trim()).success;
}

class Issues {
  readonly list: RuleIssue[] = [];
  add(path: Path, message: string, code: RuleIssueCode) {
    this.list.push({ path, message, code });
  }
  required(path: Path) {
    this.add(path, RULE_MESSAGES.required, 'required');
  }
  /** Required, then at most `max` characters. */
  text(path: Path, value: string, max: number) {
    if (value.trim() === '') this.required(path);
    else if (value.length > max) this.add(path, RULE_MESSAGES.maxLength(max), 'too_long');
  }
  placeholders(path: Path, text: string, kind: RuleKind, target: PlaceholderTarget) {
    for (const p of checkPlaceholders(text, kind, target)) this.add(path, p.message, p.code);
  }
  users(ctx: ActionCheckContext, path: Path, ids: readonly RefId[], code: RuleIssueCode) {
    if (referenceProblem(ctx.references, 'user', ids)) this.add(path, RULE_MESSAGES.deletedUsers, code);
  }
  emails(path: Path, emails: readonly string[]) {
    emails.forEach((email, i) => {
      if (!isValidEmail(email)) this.add([...path, i], RULE_MESSAGES.invalidEmail, 'invalid_email');
    });
  }
}

function checkTicket(action: TicketAction, path: Path, ctx: ActionCheckContext, out: Issues) {
  const at = [...path, 'value'];
  switch (action.operator) {
    case 'organization':
      if (action.value === null) return out.required(at);
      if (referenceProblem(ctx.references, 'organization', [action.value])) {
        out.add(at, RULE_MESSAGES.deletedOrganizations, 'deleted_reference');
      }
      return;
    case 'assignedAppUserId':
      // null unassigns, which is a valid change.
      if (action.value !== null) out.users(ctx, at, [action.value], 'automation_ticket_assignee_do_not_exists');
      return;
    case 'additionalAssignedTechnicianId':
      out.users(ctx, at, action.value, 'ticket_changes_action_user_or_contact_not_found');
      return;
    case 'requesterUid':
      if (action.value === null) return out.required(at);
      out.users(ctx, at, [action.value], 'ticket_changes_action_user_or_contact_not_found');
      return;
    case 'status':
      if (action.value === null || action.value.trim() === '') out.required(at);
      return;
    case 'severity':
    case 'priority':
      if (action.value === null) out.required(at);
      return;
    case 'summary':
      out.text(at, action.value, RULE_LIMITS.summaryMax);
      out.placeholders(at, action.value, ctx.kind, 'summary');
      return;
  }
}

function checkCc(value: CcList, required: boolean, path: Path, ctx: ActionCheckContext, out: Issues) {
  if (required && value.emails.length + value.uids.length === 0) out.required(path);
  out.emails([...path, 'emails'], value.emails);
  out.users(ctx, [...path, 'uids'], value.uids, 'deleted_reference');
}

function checkEmail(action: ActionOf<'SEND_EMAIL'>, path: Path, ctx: ActionCheckContext, out: Issues) {
  const value = action.value;
  const at = (key: string) => [...path, 'value', key];
  // One "Recipient" input holds typed addresses, users and special keys.
  if (value.emails.length + value.uids.length + value.keys.length === 0) out.required(at('recipients'));
  out.emails(at('emails'), value.emails);
  out.users(ctx, at('uids'), value.uids, 'email_action_user_or_contact_not_found');
  if (ctx.kind === 'TIME_BASED' && value.keys.includes('CURRENT_USER')) {
    out.add(at('keys'), RESULT_CODE_MESSAGES.current_user_unsupported, 'current_user_unsupported');
  }
  out.text(at('subject'), value.subject, RULE_LIMITS.emailSubjectMax);
  out.placeholders(at('subject'), value.subject, ctx.kind, 'email_subject');
  // A body is text, or a file attached on its own (an inline image alone is not a message).
  const hasFile = value.uploads.some((u) => u.inline !== true);
  if (htmlToText(value.body) === '' && !hasFile) out.required(at('body'));
  else if (value.body.length > RULE_LIMITS.emailBodyMax) {
    out.add(at('body'), RESULT_CODE_MESSAGES.email_action_body_max_length, 'email_action_body_max_length');
  }
  out.placeholders(at('body'), value.body, ctx.kind, 'email_body');
}

function checkAction(action: Action, path: Path, ctx: ActionCheckContext, out: Issues) {
  const at = [...path, 'value'];
  switch (action.field) {
    case 'add_tags':
    case 'set_tags':
    case 'remove_tags':
      if (action.value.length === 0) out.required(at);
      action.value.forEach((tag, i) => {
        // The ticket's Tags field's own rule (packages/contracts), so a rule cannot set a tag a person could not.
        const problem = validateTagName(tag);
        if (problem !== null) out.add([...at, i], problem, tag.trim() === '' ? 'required' : 'invalid_value');
        // Removing a tag that does not exist does nothing; adding one would be skipped at every run.
        else if (action.field !== 'remove_tags' && isNamed(ctx.references?.isMissingTag, tag.trim().toLowerCase())) {
          out.add([...at, i], RULE_MESSAGES.missingTag(tag.trim()), 'deleted_reference');
        }
      });
      pushDuplicateTags(action.value, at, out.list);
      return;
    case 'ticket':
      return checkTicket(action, path, ctx, out);
    case 'add_cc_list':
    case 'set_cc_list':
      // Setting an empty CC list clears it; adding nothing is a mistake.
      return checkCc(action.value, action.field === 'add_cc_list', at, ctx, out);
    case 'ADD_TICKET_COMMENT': {
      const body = action.value.body;
      if (htmlToText(body) === '' && !/<img\b/i.test(body)) out.required([...at, 'body']);
      out.placeholders([...at, 'body'], body, ctx.kind, 'comment_body');
      return;
    }
    case 'TICKET_LOG_ENTRY_TIME_TRACKER': {
      const n = action.value.value;
      if (n === null) out.required([...at, 'value']);
      else if (!Number.isInteger(n) || n < RULE_LIMITS.timeTrackerMin || n > RULE_LIMITS.timeTrackerMax) {
        out.add([...at, 'value'], RULE_MESSAGES.timeTracker, 'out_of_range');
      }
      return;
    }
    case 'SEND_NOTIFICATION':
      if (action.value.channels.length === 0) out.required([...at, 'channels']);
      else if (action.value.channels.some((c) => isNamed(ctx.references?.isDeletedChannel, c.channelId))) {
        out.add([...at, 'channels'], RULE_MESSAGES.deletedChannels, 'deleted_reference');
      }
      return;
    case 'SEND_EMAIL':
      return checkEmail(action, path, ctx, out);
    case 'SEND_TO_PSA': {
      const board = action.value.boardId;
      if (board !== null && (!Number.isInteger(board) || board < 1)) out.add([...at, 'boardId'], RULE_MESSAGES.psaBoard, 'out_of_range');
      return;
    }
  }
}

/** Validates the actions of a rule: count (§5.1), availability and one-time use (§5.2), each value. */
export function validateActions(actions: readonly Action[], ctx: ActionCheckContext): RuleIssue[] {
  const out = new Issues();
  const allowed = actionFieldsFor(ctx.kind);
  if (ctx.kind !== 'BOARD' && actions.length === 0) out.add(['actions'], RULE_MESSAGES.addAction, 'no_actions');
  const used = new Set<string>();
  actions.forEach((action, i) => {
    const path: Path = ['actions', i];
    if (!allowed.includes(action.field)) {
      out.add([...path, 'field'], RULE_MESSAGES.actionNotAllowed, 'action_not_allowed');
      return;
    }
    // Our choice beyond the spec's list: one update-ticket action per sub-field, since a second
    // one would silently overwrite the first.
    const once = action.field === 'ticket' ? `ticket.${action.operator}` : isOneTimeAction(action.field, ctx.kind) ? action.field : null;
    if (once !== null) {
      if (used.has(once)) out.add([...path, action.field === 'ticket' ? 'operator' : 'field'], RULE_MESSAGES.oneTimeAction, 'one_time_action');
      used.add(once);
    }
    checkAction(action, path, ctx, out);
  });
  return out.list;
}
