// Before the contracts: zod decides whether to use eval when their schemas are built on import.
// Imported here as well as first in main.tsx because this module shares a chunk with the
// contracts, and a shared chunk runs before the entry chunk's own code.
import '../app/zod-config.ts';
import { CSRF_COOKIE, CSRF_HEADER, errorBodySchema } from '@outpost/contracts';

/** An error answer of the API, carrying its result code and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly resultCode: string,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function csrfToken(): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${CSRF_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(CSRF_COOKIE.length + 1)) : undefined;
}

/** Listeners told when the server says the session is gone, so the app can show the login page. */
const unauthenticatedListeners = new Set<() => void>();
export function onUnauthenticated(listener: () => void) {
  unauthenticatedListeners.add(listener);
  return () => {
    unauthenticatedListeners.delete(listener);
  };
}

/**
 * Calls the API with the session cookie and CSRF header; throws ApiError with the server's words.
 * A FormData body is sent as multipart (uploads), anything else as JSON.
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = {};
  const isForm = init.body instanceof FormData;
  if (init.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const token = csrfToken();
  if (method !== 'GET' && token) headers[CSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Cannot reach the server. Check your connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(body);
    if (response.status === 401 && !path.startsWith('/api/auth/login')) unauthenticatedListeners.forEach((l) => l());
    throw parsed.success
      ? new ApiError(response.status, parsed.data.resultCode, parsed.data.message, parsed.data.fields)
      : new ApiError(response.status, 'HTTP_ERROR', `The server answered ${response.status}.`);
  }
  return body as T;
}

/** The words to show for any error. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
