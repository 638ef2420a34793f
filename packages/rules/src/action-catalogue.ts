import { ACTION_FIELDS, TICKET_ACTION_FIELDS, type ActionField, type TicketActionField } from './actions.ts';
import { EMAIL_RECIPIENT_KEYS, type EmailRecipientKey, type RuleKind } from './enums.ts';

/** Actions that a rule may hold only once (spec 002 §5.2). */
export const ONE_TIME_ACTIONS: readonly ActionField[] = ['add_cc_list', 'set_cc_list', 'ADD_TICKET_COMMENT', 'TICKET_LOG_ENTRY_TIME_TRACKER', 'SEND_TO_PSA'];

const TEMPLATE_EXCLUDED: ReadonlySet<ActionField> = new Set(['SEND_NOTIFICATION', 'SEND_EMAIL', 'SEND_TO_PSA']);

/** Action kinds offered by an editor: none for boards; no notification or e-mail for templates. */
export function actionFieldsFor(kind: RuleKind): readonly ActionField[] {
  if (kind === 'BOARD') return [];
  if (kind === 'RESPONSE_TEMPLATE') return ACTION_FIELDS.filter((f) => !TEMPLATE_EXCLUDED.has(f));
  return ACTION_FIELDS;
}

/** Update-ticket sub-fields offered by an editor (all of them wherever actions exist). */
export function ticketActionFieldsFor(kind: RuleKind): readonly TicketActionField[] {
  return kind === 'BOARD' ? [] : TICKET_ACTION_FIELDS;
}

/** True when an action kind may appear only once in a rule of this kind. */
export function isOneTimeAction(field: ActionField, kind: RuleKind): boolean {
  return kind !== 'BOARD' && ONE_TIME_ACTIONS.includes(field);
}

/** Special e-mail recipients offered by an editor: time-based rules run with no current user. */
export function emailRecipientKeysFor(kind: RuleKind): readonly EmailRecipientKey[] {
  return kind === 'TIME_BASED' ? EMAIL_RECIPIENT_KEYS.filter((k) => k !== 'CURRENT_USER') : EMAIL_RECIPIENT_KEYS;
}
