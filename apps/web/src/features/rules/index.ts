/**
 * The condition editor shared by the rule editors (ticket boards now, event- and time-based
 * automations next): both condition groups, one row per condition, a value widget per field.
 * Nothing here knows which editor hosts it; the kind passed in decides what is offered.
 */
export { ConditionsEditor, type ConditionsEditorProps } from './ConditionsEditor.tsx';
export { ConditionRow, fieldChoices, type RuleCatalogue } from './ConditionRow.tsx';
export { ConditionValueInput } from './ConditionValueInput.tsx';
export { addCondition, initialValue, newCondition, removeCondition, replaceCondition, withOperator } from './conditionDraft.ts';
export { fieldsIssueMap, hasIssueUnder, issueAt, issueMap, issueWithin, pathKey, type IssueMap } from './issues.ts';
export { attributeOf, fieldLabel, operatorLabel, statusKeyOf, statusName, type LabelContext } from './labels.ts';
export { isKnownGone, rememberReference, useReferenceLabels, type ReferenceLabel } from './referenceLabels.ts';
export { toAttributeDefinition, useRuleCatalogue } from './useRuleCatalogue.ts';
export { RuleEditorFooter, RuleEditorLoading, ruleSaveFailure, useRuleEditorSubmit, useUnsavedGuard, type RuleSaveCall } from './ruleEditor.tsx';
