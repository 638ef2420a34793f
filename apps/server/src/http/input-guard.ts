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

/** A value met by the walk, with where it sits (its path is spelt out only for an error). */
interface Visit {
  value: unknown;
  parent: Visit | null;
  key: string;
  depth: number;
}

/** `items.0.name`: the keys from the root down. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at && at.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/** Throws a 400 naming the first field that holds a NUL or nests too deeply. */
export function checkInput(input: unknown, root: string): void {
  // Field names as the validation errors give them: `email`, `items.0.name`; the root alone when the whole input is bad.
  // Paths are not built for every value: an agent's snapshot report holds a million of them (issue 28).
  const stack: Visit[] = [{ value: input, parent: null, key: '', depth: 0 }];
  const invalid = (at: Visit, message: string) => new AppError('VALIDATION_FAILED', 'Some fields are invalid', { [pathOf(at) || root]: [message] });
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value, depth } = visit;
    if (typeof value === 'string') {
      if (value.includes('\0')) throw invalid(visit, 'Must not contain a NUL character');
      continue;
    }
    if (!isPlainContainer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) throw invalid(visit, `Nested more than ${MAX_INPUT_DEPTH} levels deep`);
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (key.includes('\0')) throw invalid(visit, 'Must not contain a NUL character');
      stack.push({ value: (value as Record<string, unknown>)[key], parent: visit, key, depth: depth + 1 });
    }
  }
}

/** Parsed JSON, query and route parameters (whatever their prototype); not streams or buffers. */
function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}
