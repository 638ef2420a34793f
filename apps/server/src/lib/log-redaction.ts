import type { LoggerOptions } from 'pino';

/** Fields whose values never reach a log line, wherever they appear in a logged object. */
const SECRET_KEYS = [
  'password',
  'passwordHash',
  'token',
  'csrfToken',
  'credential',
  'pollSecret',
  'secret',
  'secretKey',
  'accessKey',
  'key',
  'authorization',
  'cookie',
  'set-cookie',
];

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [`*.${key}`, `*.*.${key}`]),
];

/**
 * What a logged error may carry: its kind, code and message, without the values a database
 * driver attaches. Drizzle puts the query's parameters (a password hash, a token) both in
 * `params` and inside its message after "params:"; pg's `detail` quotes the offending value.
 */
export function safeError(error: unknown, depth = 0): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error).slice(0, 200), stack: '' };
  const message = withoutParams(error.message);
  const frames = error.stack?.indexOf('\n    at ') ?? -1;
  const code = (error as { code?: unknown }).code;
  return {
    // Drizzle's errors keep the name 'Error': the class tells more.
    type: error.name === 'Error' ? error.constructor.name : error.name,
    message,
    stack: frames === -1 ? message : message + (error.stack ?? '').slice(frames),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: safeError(error.cause, depth + 1) } : {}),
  };
}

function withoutParams(message: string): string {
  const at = message.search(/\nparams:/);
  return at === -1 ? message : `${message.slice(0, at)}\nparams: [redacted]`;
}

/** The options of the server's one logger: request headers and secret fields redacted, errors through safeError. */
export function pinoOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: (error: unknown) => safeError(error),
      req: (req: { method?: string; url?: string; ip?: string }) => ({ method: req.method, url: withoutQueryValues(req.url ?? ''), remoteAddress: req.ip }),
    },
  };
}

/** A URL with its query values blanked: signed links and tokens travel in queries. */
function withoutQueryValues(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .map((pair) => pair.split('=')[0]);
  return `${url.slice(0, at)}?${names.map((name) => `${name}=…`).join('&')}`;
}
