/**
 * The fixed answers of a connection test (Zendesk, SMTP, webhooks, and every integration after
 * them). Only these words reach an administrator: never the remote side's bytes (a banner, a JSON
 * field), so a test cannot be used to read what some other service answers.
 */
export const OUTBOUND_OUTCOMES = {
  CONNECTED: 'Connected',
  REFUSED_BY_GUARD: 'Refused: the address is not on the public internet (an administrator can allow it with OUTPOST_OUTBOUND_ALLOW)',
  DNS_FAILURE: 'The host name could not be resolved',
  UNREACHABLE: 'The connection was refused or timed out',
  TLS_FAILURE: 'The secure connection (TLS) failed: check the TLS mode and the server certificate',
  AUTH_FAILED: 'The server refused the credentials',
  UNEXPECTED_ANSWER: 'The server gave an unexpected answer',
} as const;
export type OutboundOutcome = keyof typeof OUTBOUND_OUTCOMES;

/** A failed outbound call, reduced to one outcome; its message is the outcome's words. */
export class OutboundError extends Error {
  constructor(
    readonly outcome: Exclude<OutboundOutcome, 'CONNECTED'>,
    /** For the server log only (e.g. which range refused the address); never answered. */
    readonly detail = '',
  ) {
    super(OUTBOUND_OUTCOMES[outcome]);
    this.name = 'OutboundError';
  }
}

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|EPROTO$|ETLS$|HOSTNAME_MISMATCH)/;
const DNS_CODE = /^(ENOTFOUND|EAI_AGAIN|EAI_FAIL|EAI_NONAME|EDNS|ENODATA)$/;
const NETWORK_CODE = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE|ECONNECTION|ESOCKET|ECONNABORTED|EADDRNOTAVAIL)$/;

/**
 * The outcome of any error an outbound call can raise: the guard's own, Node's socket and TLS
 * errors, and nodemailer's codes (EAUTH, ETLS, EDNS, ESOCKET with the system code in its message).
 */
export function outcomeOf(error: unknown): Exclude<OutboundOutcome, 'CONNECTED'> {
  if (error instanceof OutboundError) return error.outcome;
  const e = (error ?? {}) as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown };
  if (e.cause instanceof OutboundError) return e.cause.outcome;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  const system = /\b(E[A-Z_]{4,})\b/.exec(message)?.[1] ?? '';
  if (code === 'EAUTH') return 'AUTH_FAILED';
  if (TLS_CODE.test(code) || /certificate|self[- ]signed|wrong version number|\bssl\b|\btls\b/i.test(message)) return 'TLS_FAILURE';
  if (DNS_CODE.test(code) || DNS_CODE.test(system)) return 'DNS_FAILURE';
  if (NETWORK_CODE.test(code) || NETWORK_CODE.test(system) || e.name === 'TimeoutError' || /timed? ?out/i.test(message)) return 'UNREACHABLE';
  return 'UNEXPECTED_ANSWER';
}
