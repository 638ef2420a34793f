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
  'PAYLOAD_TOO_LARGE',
  'DEVICE_TIMEOUT',
  'RATE_LIMITED',
  'ENROLLMENT_TOKEN_INVALID',
  'DEVICE_REJECTED',
  'DEVICE_PENDING',
  'AGENT_CREDENTIAL_INVALID',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  resultCode: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});

/** The one error shape every route answers with. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
