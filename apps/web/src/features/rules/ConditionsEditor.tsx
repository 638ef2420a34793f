import type { Conditions, RuleKind } from '@outpost/rules';
import type { IssueMap } from './issues.ts';
import { RuleBuilder } from './RuleBuilder.tsx';
import { useTicketRuleCatalogue, type RuleCatalogue } from './ticketRuleCatalogue.tsx';
import '../../shared/ticketTerms.strings.ts';
import './rules.strings.ts';

export interface ConditionsEditorProps {
  /** The editor kind decides which fields and operators each group offers (spec 002 §5.2). */
  kind: RuleKind;
  value: Conditions;
  onChange: (value: Conditions) => void;
  catalogue: RuleCatalogue;
  /** Messages by path ('conditions.any.1.value'), shown under their inputs. */
  errors?: IssueMap;
  disabled?: boolean;
}

/**
 * The conditions of a ticket rule: the shared rule builder over the ticket catalogue. Boards,
 * event- and time-based automations pass their kind, and the catalogue of @outpost/rules decides
 * what is offered.
 */
export function ConditionsEditor({ kind, catalogue, ...props }: ConditionsEditorProps) {
  const ticketCatalogue = useTicketRuleCatalogue(kind, catalogue);
  return <RuleBuilder catalogue={ticketCatalogue} {...props} />;
}
