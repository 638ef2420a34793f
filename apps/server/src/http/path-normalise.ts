/**
 * One spelling per path, before the router sees it (RFC 3986 §6.2.2): percent-encoded
 * unreserved characters decoded (`/%61pi` is `/api`), percent-encodings upper-cased, runs of
 * slashes collapsed and dot segments resolved. Reserved characters stay encoded, so `%2F`
 * inside a parameter is still one segment. The query string is left as it came.
 *
 * Access is decided by the matched route, not by this text; normalising once means that every
 * spelling of a path reaches the same route and the same not-found answer.
 */
export function normalisePath(url: string): string {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const decoded = rawPath.replace(/%([0-9a-fA-F]{2})/g, (match, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : match.toUpperCase();
  });
  return resolveDotSegments(decoded.replace(/\/{2,}/g, '/')) + query;
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

function resolveDotSegments(path: string): string {
  if (!path.includes('.')) return path;
  const out: string[] = [];
  const segments = path.split('/');
  for (const segment of segments) {
    if (segment === '.') continue;
    if (segment === '..') {
      if (out.length > 1) out.pop();
      continue;
    }
    out.push(segment);
  }
  const last = segments[segments.length - 1];
  // `/a/b/.` and `/a/b/..` name a directory: keep the trailing slash as RFC 3986 does.
  if ((last === '.' || last === '..') && out[out.length - 1] !== '') out.push('');
  const joined = out.join('/');
  return joined.startsWith('/') ? joined : `/${joined}`;
}
