import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import type { App } from './route-types.ts';

/** Deepest nesting of arrays and objects a JSON body or query may have. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Refuses, before validation, input that no route can store or should walk: a NUL character in
 * any string (PostgreSQL text cannot hold one; it would surface as a 500), and bodies nested
 * deeper than MAX_INPUT_DEPTH (recursive code further on would overflow the stack). The walk is
 * iterative, so the guard itself cannot overflow. Streamed bodies (blob uploads) are not walked.
 */
export function registerInputGuard(app: App): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    checkInput(request.params, 'params');
    checkInput(request.query, 'querystring');
    checkInput(request.body, 'body');
  });
}

/** Throws a 400 naming the first field that holds a NUL or nests too deeply. */
export function checkInput(input: unknown, root: string): void {
  // Field names as the validation errors give them: `email`, `items.0.name`; the root alone when the whole input is bad.
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: input, path: '', depth: 0 }];
  const invalid = (path: string, message: string) => new AppError('VALIDATION_FAILED', 'Some fields are invalid', { [path || root]: [message] });
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) throw invalid(path, 'Must not contain a NUL character');
      continue;
    }
    if (!isPlainContainer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) throw invalid(path, `Nested more than ${MAX_INPUT_DEPTH} levels deep`);
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\0')) throw invalid(path, 'Must not contain a NUL character');
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
}

/** Parsed JSON, query and route parameters (whatever their prototype); not streams or buffers. */
function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}
