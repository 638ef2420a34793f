import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@outpost/contracts';
import { AppError, RateLimitedError, httpStatusFor } from '../lib/errors.ts';

function fieldKey(context: string | undefined, instancePath: string): string {
  const pathPart = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return pathPart || context || 'body';
}

/** Turns every thrown error into the one error shape; never leaks a stack trace. */
export function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const body: ErrorBody = { resultCode: error.code, message: error.message, fields: error.fields };
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(httpStatusFor(error.code)).send(body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const key = fieldKey(error.validationContext, issue.instancePath);
      (fields[key] ??= []).push(issue.message ?? 'Invalid value');
    }
    const body: ErrorBody = { resultCode: 'VALIDATION_FAILED', message: 'Some fields are invalid', fields };
    return reply.code(400).send(body);
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ issues: error.cause.issues, url: error.url }, 'response did not match its schema');
    return reply.code(500).send({ resultCode: 'INTERNAL_ERROR', message: 'Something went wrong on our end.' });
  }
  const dataError = databaseErrorClass(error);
  if (dataError === '22') {
    // A value the database cannot hold (an id past integer range, a bad encoding): the input's fault.
    request.log.warn({ err: error }, 'input refused by the database');
    return reply.code(400).send({ resultCode: 'VALIDATION_FAILED', message: 'A value is out of range or not valid' });
  }
  if (dataError === '23') {
    request.log.warn({ err: error }, 'change refused by a database constraint');
    return reply.code(409).send({ resultCode: 'CONFLICT', message: 'This change conflicts with existing data' });
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 429) {
    return reply.code(429).send({ resultCode: 'RATE_LIMITED', message: 'Too many attempts. Try again in a minute.' });
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, wrong content type, body too large.
    return reply.code(status).send({ resultCode: 'VALIDATION_FAILED', message: error.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ resultCode: 'INTERNAL_ERROR', message: 'Something went wrong on our end.' });
}

/**
 * The SQLSTATE class of a database error anywhere in the error's cause chain: '22' (data
 * exception) and '23' (integrity constraint) are answers about the input, not server faults.
 */
function databaseErrorClass(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && (code.startsWith('22') || code.startsWith('23'))) return code.slice(0, 2);
  }
  return undefined;
}
