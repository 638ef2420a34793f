/** Limits of spec 002 §9 (and our choices where it says "not shown"). */
export const RULE_LIMITS = {
  nameMax: 50,
  descriptionMax: 250,
  emailSubjectMax: 100,
  summaryMax: 200,
  /** Not shown in the spec: the largest e-mail body (HTML characters) an action may hold. */
  emailBodyMax: 100_000,
  timeSinceHoursMax: 99_999,
  timeSinceMinutes: [0, 15, 30, 45] as readonly number[],
  timeTrackerMin: 1,
  timeTrackerMax: 999_999_999,
  /** Not shown in the spec ("the shared numeric limit"): PostgreSQL's integer range. */
  numericAttributeMax: 2_147_483_647,
} as const;

const between = (min: number, max: number) => `Value must be an integer between ${min} and ${max}`;

/** Field messages of spec 002 §5.1, plus ours (marked) where the spec gives none. */
export const RULE_MESSAGES = {
  required: 'Required',
  /** Ours: the spec gives the limits, not the wording. */
  maxLength: (max: number) => `Must be at most ${max} characters`,
  addCondition: 'Add at least 1 condition',
  timeSinceRequired: "Time-based automations require at least one 'time since' condition to be set",
  addAction: 'Add at least 1 action',
  addColumn: 'Please add at least one column',
  timeSinceHours: between(0, RULE_LIMITS.timeSinceHoursMax),
  timeSinceMinutes: 'Values must be 0, 15, 30 or 45',
  timeTracker: between(RULE_LIMITS.timeTrackerMin, RULE_LIMITS.timeTrackerMax),
  /** Send to ConnectWise: a board is a ConnectWise board id. */
  psaBoard: 'Enter a ConnectWise board id (a whole number above 0) or leave it empty',
  numericAttribute: between(0, RULE_LIMITS.numericAttributeMax),
  deletedUsers: 'Must not contain deleted users',
  deletedOrganizations: 'Must not contain deleted organizations',
  deletedLocations: 'Must not contain deleted locations',
  inactiveForms: 'Must not contain inactive forms',
  /** Ours, in the same words. */
  deletedDeviceRoles: 'Must not contain deleted device roles',
  /** Ours, in the words of §5.1's deleted-item messages. */
  deletedChannels: 'Must not contain deleted notification channels',
  duplicateTag: 'Tag is already selected',
  /** Ours: a tag action names a tag the catalogue does not hold (the editor offers to create it). */
  missingTag: (name: string) => `Tag "${name}" does not exist: create it first`,
  /** Ours. */
  invalidEmail: 'Invalid email address',
  invalidValue: 'Invalid value',
  invalidNumber: 'Value must be a number',
  invalidDate: 'Value must be a date (YYYY-MM-DD)',
  fieldNotAllowed: 'This field is not available here',
  operatorNotAllowed: 'This operator is not available for this field',
  actionNotAllowed: 'This action is not available here',
  oneTimeAction: 'This action can be used only once',
  unknownColumn: 'Unknown column',
} as const;

/** Save-failure result codes of spec 002 §8.1 with their messages. */
export const RESULT_CODE_MESSAGES = {
  current_user_unsupported: "Placeholder 'currentUser' is not supported for this automation type",
  email_action_comment_placeholder_invalid: 'Invalid placeholder found at email body',
  email_action_num_placeholder_comments_invalid: 'No more than one placeholder comment is allowed',
  action_comment_placeholder_not_allowed: 'Placeholder used in wrong field',
  automation_ticket_assignee_do_not_exists: 'Ticket actions cannot contain deleted users',
  ticket_changes_action_user_or_contact_not_found: 'Ticket actions cannot contain deleted users',
  email_action_user_or_contact_not_found: 'Email action cannot contain deleted users',
  email_action_body_max_length: 'Email action exceeds the maximum character length',
} as const;
export type ResultCode = keyof typeof RESULT_CODE_MESSAGES;

/** The generic save failure message for an editor kind ('any other' row of §8.1). */
export function saveErrorMessage(isBoard: boolean): string {
  return isBoard ? 'Error saving ticket board' : 'Error saving automation';
}

/** Codes of our own for placeholder problems the spec has no code for. */
export const PLACEHOLDER_MESSAGES = {
  placeholder_unsupported: (key: string) => `Placeholder '${key}' is not supported for this automation type`,
  placeholder_wrong_field: 'Placeholder used in wrong field',
  placeholder_unknown: (key: string) => `Unknown placeholder '${key}'`,
} as const;

/** Why a rule is refused; §8.1 result codes plus field-level codes. */
export type RuleIssueCode =
  | ResultCode
  | keyof typeof PLACEHOLDER_MESSAGES
  | 'required'
  | 'too_long'
  | 'no_conditions'
  | 'no_time_since'
  | 'no_actions'
  | 'no_columns'
  | 'invalid_value'
  | 'out_of_range'
  | 'invalid_email'
  | 'field_not_allowed'
  | 'operator_not_allowed'
  | 'action_not_allowed'
  | 'one_time_action'
  | 'duplicate_tag'
  | 'deleted_reference';

/** One validation problem at a path into the rule (e.g. `['actions', 0, 'value', 'subject']`). */
export interface RuleIssue {
  path: (string | number)[];
  message: string;
  code: RuleIssueCode;
}
