import { staleVersionMessage, type ErrorCode, type VersionedRecord } from '@outpost/contracts';

/** The one error type services throw; the HTTP layer maps its code to a status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A refusal for now: RATE_LIMITED (429) with the wait, which the error handler sends as Retry-After. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
    this.name = 'RateLimitedError';
  }
}

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  AGENT_CREDENTIAL_INVALID: 401,
  ACCOUNT_DISABLED: 403,
  CSRF_TOKEN_INVALID: 403,
  FORBIDDEN: 403,
  DEVICE_REJECTED: 403,
  ENROLLMENT_TOKEN_INVALID: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STALE_VERSION: 409,
  DEVICE_PENDING: 409,
  PAYLOAD_TOO_LARGE: 413,
  UPLOAD_QUOTA_EXCEEDED: 413,
  // The installation's upload quota, or the data folder's free space, is used up: no one can upload until it frees.
  INSUFFICIENT_STORAGE: 507,
  DEVICE_TIMEOUT: 504,
  // A live request (folder tree, new folder) to a device whose agent is not connected.
  DEVICE_OFFLINE: 409,
  RATE_LIMITED: 429,
  // Stored backup data that fails its checks: the server's data is at fault, not the request.
  BACKUP_DATA_DAMAGED: 500,
  INTERNAL_ERROR: 500,
  // An external help desk failing is a bad gateway; a user it does not know may not send tickets there.
  HELP_PROVIDER_FAILED: 502,
  HELP_NOT_REGISTERED: 403,
  PSA_PROVIDER_FAILED: 502,
  // Spec 002 §8.1: an automation or board the editor must correct before it can be saved.
  current_user_unsupported: 400,
  email_action_comment_placeholder_invalid: 400,
  email_action_num_placeholder_comments_invalid: 400,
  action_comment_placeholder_not_allowed: 400,
  automation_ticket_assignee_do_not_exists: 400,
  ticket_changes_action_user_or_contact_not_found: 400,
  email_action_user_or_contact_not_found: 400,
  email_action_body_max_length: 400,
};

/** The single place that maps error codes to HTTP statuses. */
export function httpStatusFor(code: ErrorCode): number {
  return STATUS_BY_CODE[code];
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('FORBIDDEN', message);

/** A save from an outdated version of a record people edit: 409, nothing saved (decision 0032). */
export const staleVersion = (record: VersionedRecord) => new AppError('STALE_VERSION', staleVersionMessage(record));
