// @outpost/rules: the one condition and action model shared by boards, automations and the
// editor dialogs (spec 002 §3.1, §5, §8.1). Pure: no I/O, no UI.
export * from './enums.ts';
export * from './fields.ts';
export * from './conditions.ts';
export * from './current-user.ts';
export * from './actions.ts';
export * from './rule.ts';
export * from './catalogue.ts';
export * from './action-catalogue.ts';
export * from './messages.ts';
export * from './time-since.ts';
export * from './references.ts';
export * from './validate-conditions.ts';
export * from './validate-actions.ts';
export * from './validate.ts';
export * from './placeholders.ts';
export * from './placeholder-rules.ts';
export * from './render.ts';
export * from './business-hours.ts';
export * from './period.ts';
export * from './facts.ts';
export * from './operators.ts';
export * from './evaluate.ts';
export * from './apply-actions.ts';
export * from './devices.ts';
export * from './product-matching.ts';
