import type { TriggerType } from '@outpost/contracts';
import { holds, isSystem, isUnrestricted, type Caller } from './caller.ts';

/** What a caller does to a rule of the rule store (`/api/ticketing/trigger`): read it, or create, change, order or delete it. */
export type AutomationAction = 'read' | 'write';
export const AUTOMATION_ACTIONS: readonly AutomationAction[] = ['read', 'write'];
export interface AutomationFacts {
  type: TriggerType;
  /** A personal board's owner (issue 23 item 11); null or left out: a rule everyone it concerns shares. */
  ownerUserId?: number | null;
}

/** Whether a rule is a personal board: one technician's own view, seen by no one else. */
export const isPersonalBoard = (rule: AutomationFacts) => rule.type === 'BOARD' && rule.ownerUserId !== null && rule.ownerUserId !== undefined;

/**
 * Administrators configure and read every shared rule: automations name recipients, webhooks and
 * conditions that are theirs to see (issue 22, finding 11). Technicians who work tickets read
 * shared boards, which they run; response templates reach them only through the ticket page's
 * options and preview, never as rules. A personal board (issue 23 item 11) is its owner's alone,
 * to read and write while they work tickets; administrators do not see other people's either.
 * Every path of the rule store and of board runs asks here (list, read, run, create, edit, delete).
 */
export function mayAutomation(caller: Caller, action: AutomationAction, rule: AutomationFacts): boolean {
  if (isPersonalBoard(rule)) return isSystem(caller) || (caller.id === rule.ownerUserId && holds(caller, 'canManageTickets'));
  if (isUnrestricted(caller)) return true;
  return action === 'read' && rule.type === 'BOARD' && holds(caller, 'canManageTickets');
}
