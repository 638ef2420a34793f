/**
 * The rule builder of spec 001 §2.8 and §4, shared by every rule editor: ticket boards, event- and
 * time-based automations (ConditionsEditor over the ticket catalogue) and device groups (their own
 * catalogue). Nothing here knows which editor hosts it; the catalogue passed in decides what is offered.
 */
export {
  RuleBuilder,
  newRow,
  withField,
  withOperator,
  RULE_SELECTOR_WIDTH,
  RULE_VALUE_WIDTH,
  type RuleBuilderCatalogue,
  type RuleBuilderProps,
  type RuleValueProps,
} from './RuleBuilder.tsx';
export { ConditionsEditor, type ConditionsEditorProps } from './ConditionsEditor.tsx';
export { fieldChoices, TICKET_ONE_TIME_FIELDS, useTicketRuleCatalogue, type RuleCatalogue } from './ticketRuleCatalogue.tsx';
export { ConditionValueInput } from './ConditionValueInput.tsx';
export { ReferenceValueInput } from './ReferenceValueInput.tsx';
export { initialValue, newConditionId } from './conditionDraft.ts';
export { fieldsIssueMap, hasIssueUnder, issueAt, issueMap, issueWithin, pathKey, type IssueMap } from './issues.ts';
export { attributeOf, fieldLabel, operatorLabel, statusKeyOf, statusName, type LabelContext } from './labels.ts';
export { isKnownGone, rememberReference, useReferenceLabels, type ReferenceLabel } from './referenceLabels.ts';
export { toAttributeDefinition, useRuleCatalogue } from './useRuleCatalogue.ts';
export { RuleEditorFooter, RuleEditorLoading, ruleSaveFailure, useRuleEditorSubmit, useUnsavedGuard, type RuleSaveCall } from './ruleEditor.tsx';
