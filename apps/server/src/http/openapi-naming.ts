/**
 * Names derived from an operation's method and path, for operations that declare none: stable
 * as long as the route keeps its method and path, which is what a generated client keys on.
 */

const words = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const parameterName = (segment: string) => /^\{(.+)\}$/.exec(segment)?.[1];

/** The path's segments after the `/api` prefix. */
function segmentsOf(path: string): string[] {
  return path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
}

/**
 * `get /api/ticketing/ticket/{id}/comments` → `getTicketingTicketByIdComments`. A trailing slash
 * is part of the path (a different route), hence `Slash`.
 */
export function operationIdFor(method: string, path: string): string {
  const parts = segmentsOf(path).map((segment) => {
    const parameter = parameterName(segment);
    return parameter ? `By${words(parameter).map(capitalised).join('')}` : words(segment).map(capitalised).join('');
  });
  return `${method.toLowerCase()}${parts.join('')}${path.length > 1 && path.endsWith('/') ? 'Slash' : ''}`;
}

const VERBS: Record<string, string> = { get: 'Get', post: 'Post to', put: 'Replace', patch: 'Update', delete: 'Delete', head: 'Check', options: 'Options of' };

/** `post /api/backup/jobs/{jobUid}/cancel` → `Post to backup jobs {jobUid} cancel`: the path, readable. */
export function summaryFor(method: string, path: string): string {
  const phrase = segmentsOf(path)
    .map((segment) => (parameterName(segment) ? segment : words(segment).join(' ').toLowerCase()))
    .join(' ');
  return `${VERBS[method.toLowerCase()] ?? method.toUpperCase()} ${phrase || 'the API root'}`;
}

/** The route's own description followed by who may call it, in words. */
export function describeOperation(
  description: string | undefined,
  access: { auth: 'public' | 'agent' | 'user' | 'admin'; permissions?: readonly string[] },
): string {
  const who =
    access.auth === 'public'
      ? 'Anyone may call this.'
      : access.auth === 'agent'
        ? 'Called by an enrolled device with its credential.'
        : access.auth === 'admin'
          ? 'System administrators only.'
          : access.permissions?.length
            ? `Signed-in users holding ${access.permissions.join(' or ')} (administrators hold every permission).`
            : 'Any signed-in user.';
  return description ? `${description}\n\nAccess: ${who}` : `Access: ${who}`;
}
