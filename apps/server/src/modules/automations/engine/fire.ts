import { TIME_ENTRY_MAX_SECONDS } from '@outpost/contracts';
import { applyActions, type Action, type PlaceholderValues, type SystemStatus } from '@outpost/rules';
import { cleanHtml } from '../../tickets/html-text.ts';
import type { ActivityNote, ChangeActor, CommentProposal, IntegrationId, TimeEntryProposal } from '../../tickets/change/ticket-state.ts';
import type { PendingEffect } from './effects.ts';
import type { LoadedRule } from '../rule-store.ts';
import type { RuleDraft } from './state-facts.ts';

/**
 * Actions that call an integration, by integration: a change that integration wrote about its own
 * work (its activity entry, ChangeOrigin.integration) does not fire them, so a rule "on ticket
 * updated → Send to ConnectWise" pushes once per change, not again for "Sent to ConnectWise…".
 */
export const INTEGRATION_OF_ACTION: Partial<Record<Action['field'], IntegrationId>> = { SEND_TO_PSA: 'psa' };

/** True when every action of the rule belongs to this integration (the rule does nothing on its own entries). */
export function onlyActionsOf(rule: Pick<LoadedRule, 'actions'>, integration: IntegrationId): boolean {
  return rule.actions.length > 0 && rule.actions.every((a) => INTEGRATION_OF_ACTION[a.field] === integration);
}

/** Field of the activity entry that names a rule that fired. */
export const AUTOMATION_ACTIVITY_FIELD = 'automation';

/** Field of the activity entry that says what of a rule's actions the ticket could not take. */
export const AUTOMATION_SKIPPED_FIELD = 'automation_skipped';

/**
 * The activity entry of actions a rule could not apply (a tag deleted since, a user disabled):
 * on the ticket, under the rule's name, so nobody has to read the server's log to learn of it.
 */
export function skippedNote(actor: ChangeActor, rules: readonly Pick<LoadedRule, 'id' | 'type'>[], dropped: readonly string[]): ActivityNote {
  return { field: AUTOMATION_SKIPPED_FIELD, label: dropped.join('; ').slice(0, 1000), value: { triggerIds: rules.map((r) => r.id), dropped }, actor };
}

/** An automation as the author of what it does: comments, time entries, its log entry. */
export function automationActor(rule: Pick<LoadedRule, 'name'>): ChangeActor {
  return { type: 'SYSTEM', name: `Automation '${rule.name}'` };
}

/** What one rule did besides changing the draft: records for the save, effects for after it. */
export interface Firing {
  rule: LoadedRule;
  comments: CommentProposal[];
  timeEntries: TimeEntryProposal[];
  note: ActivityNote;
  effects: PendingEffect[];
}

/** How a rule's actions are applied. */
export interface FireContext {
  placeholders: PlaceholderValues;
  statusParentOf: (status: string) => SystemStatus | null | undefined;
  now: Date;
  /** The integration that wrote the change: its actions are not fired (INTEGRATION_OF_ACTION). */
  integration?: IntegrationId | undefined;
}

/**
 * Applies one rule's actions to the in-memory draft (packages/rules' `applyActions`) and turns
 * its side effects into what the change pipeline saves (comments, time entries, a log entry naming
 * the rule) and what is queued after the save (e-mails, notifications).
 */
export function fireRule(rule: LoadedRule, draft: RuleDraft, ctx: FireContext): { draft: RuleDraft; firing: Firing } {
  const result = applyActions(rule.actions, draft, { placeholders: ctx.placeholders, statusParentOf: ctx.statusParentOf });
  const author = automationActor(rule);
  const firing: Firing = {
    rule,
    comments: [],
    timeEntries: [],
    note: { field: AUTOMATION_ACTIVITY_FIELD, label: rule.name, value: { triggerId: rule.id, type: rule.type }, actor: author },
    effects: [],
  };
  const actionOf = (uid: string): Action | undefined => rule.actions.find((a) => a.uid === uid);
  for (const effect of result.effects) {
    switch (effect.kind) {
      case 'comment':
        // A body whose placeholders rendered to nothing would be refused by the save: skip it.
        if (cleanHtml(effect.body).html !== '') {
          firing.comments.push({ htmlBody: effect.body, isPublic: effect.public, uploads: [], techniciansTagged: [], author });
        }
        break;
      case 'time_entry':
        firing.timeEntries.push({
          userId: null,
          userName: author.name,
          remote: false,
          startDate: ctx.now,
          // A ticket's time entry lasts at most 31 days; a rule may ask for more (999,999,999 minutes).
          durationSeconds: Math.min(TIME_ENTRY_MAX_SECONDS, Math.max(1, effect.minutes * 60)),
          billingType: 'BILLABLE',
          agreementId: null,
          agreementOriginType: null,
          description: `Logged by automation '${rule.name}'`,
        });
        break;
      case 'notification':
        firing.effects.push({ kind: 'notification', rule: { id: rule.id, name: rule.name }, actionUid: effect.actionUid, channels: effect.channels });
        break;
      case 'psa_ticket':
        if (ctx.integration === INTEGRATION_OF_ACTION.SEND_TO_PSA) break;
        firing.effects.push({ kind: 'psa_ticket', rule: { id: rule.id, name: rule.name }, actionUid: effect.actionUid, boardId: effect.boardId });
        break;
      case 'email': {
        // Rendered after the save from the saved ticket, so the raw action is kept.
        const action = actionOf(effect.actionUid);
        if (action?.field === 'SEND_EMAIL')
          firing.effects.push({ kind: 'email', rule: { id: rule.id, name: rule.name }, actionUid: effect.actionUid, value: action.value });
        break;
      }
    }
  }
  return { draft: result.draft, firing };
}
