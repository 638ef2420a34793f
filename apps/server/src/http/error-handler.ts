import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@outpost/contracts';
import { AppError, httpStatusFor } from '../lib/errors.ts';

function fieldKey(context: string | undefined, instancePath: string): string {
  const pathPart = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return pathPart || context || 'body';
}

/** Turns every thrown error into the one error shape; never leaks a stack trace. */
export function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const body: ErrorBody = { resultCode: error.code, message: error.message, fields: error.fields };
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
  const status = error.statusCode ?? 500;
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
