import type { ErrorCode } from '@outpost/contracts';

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
  DEVICE_PENDING: 409,
  PAYLOAD_TOO_LARGE: 413,
  DEVICE_TIMEOUT: 504,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
};

/** The single place that maps error codes to HTTP statuses. */
export function httpStatusFor(code: ErrorCode): number {
  return STATUS_BY_CODE[code];
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('FORBIDDEN', message);
