import { z } from 'zod';

/** Every error code the API can answer with; the server maps each to one HTTP status. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'CSRF_TOKEN_INVALID',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  // A save from an outdated version of a record people edit (record-version.ts): 409 with words.
  'STALE_VERSION',
  'PAYLOAD_TOO_LARGE',
  // Upload quotas (issue 22): the user's waiting uploads are at their limit; the server's storage for uploads is full.
  'UPLOAD_QUOTA_EXCEEDED',
  'INSUFFICIENT_STORAGE',
  'DEVICE_TIMEOUT',
  'DEVICE_OFFLINE',
  'RATE_LIMITED',
  'ENROLLMENT_TOKEN_INVALID',
  'DEVICE_REJECTED',
  'DEVICE_PENDING',
  'AGENT_CREDENTIAL_INVALID',
  'BACKUP_DATA_DAMAGED',
  'INTERNAL_ERROR',
  // The configured help provider (Zendesk) failed, or does not know the user (spec 000 §8).
  'HELP_PROVIDER_FAILED',
  'HELP_NOT_REGISTERED',
  // The active PSA (ConnectWise) could not be reached or refused a call (spec 001 §8).
  'PSA_PROVIDER_FAILED',
  // Automation and board save failures (spec 002 §8.1), spelled as the spec spells them.
  'current_user_unsupported',
  'email_action_comment_placeholder_invalid',
  'email_action_num_placeholder_comments_invalid',
  'action_comment_placeholder_not_allowed',
  'automation_ticket_assignee_do_not_exists',
  'ticket_changes_action_user_or_contact_not_found',
  'email_action_user_or_contact_not_found',
  'email_action_body_max_length',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  resultCode: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});

/** The one error shape every route answers with. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
