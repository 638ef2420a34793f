import type { TriggerType } from '@outpost/contracts';
import { holds, isUnrestricted, type Caller } from './caller.ts';

/** What a caller does to a rule of the rule store (`/api/ticketing/trigger`): read it, or create, change, order or delete it. */
export type AutomationAction = 'read' | 'write';
export const AUTOMATION_ACTIONS: readonly AutomationAction[] = ['read', 'write'];
export interface AutomationFacts {
  type: TriggerType;
}

/**
 * Administrators configure and read every rule: automations name recipients, webhooks and
 * conditions that are theirs to see (issue 22, finding 11). Technicians who work tickets read
 * boards, which they run; response templates reach them only through the ticket page's options
 * and preview, never as rules.
 */
export function mayAutomation(caller: Caller, action: AutomationAction, rule: AutomationFacts): boolean {
  if (isUnrestricted(caller)) return true;
  return action === 'read' && rule.type === 'BOARD' && holds(caller, 'canManageTickets');
}
