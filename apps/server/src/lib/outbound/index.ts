/**
 * The outbound-request guard: the only way the server opens an HTTP or SMTP connection to an
 * address a user typed (webhooks, the Zendesk provider, SMTP, and every integration after them;
 * a lint rule forbids fetch, undici, node:http(s) requests and nodemailer transports elsewhere).
 *
 *   const guard = outboundGuardFromEnv();            // or createOutboundGuard({ allow: '127.0.0.1' })
 *   const answer = await guard.request(url, { method: 'POST', headers, body, timeoutMs: 10_000 });
 *   const smtp = await guard.smtpTarget(host);        // { host: checked address, servername }
 *   catch (error) { outcomeOf(error) }                // one of OUTBOUND_OUTCOMES, in words
 *
 * Every name is resolved and each of its addresses checked at connect time; loopback, private,
 * link-local (cloud metadata), unspecified, multicast and reserved addresses, in IPv4 and every
 * IPv6 spelling of them, are refused unless `OUTPOST_OUTBOUND_ALLOW` names the address, its network
 * or the host name. Redirects are never followed. See decision 0026.
 */
import { parseAllowList } from './address-policy.ts';
import { outboundRequest, type OutboundRequestInit, type OutboundResponse } from './request.ts';
import { resolveChecked } from './resolve.ts';

export { OUTBOUND_OUTCOMES, OutboundError, outcomeOf, type OutboundOutcome } from './outcomes.ts';
export type { OutboundRequestInit, OutboundResponse } from './request.ts';
export { refusedKindOf } from './address-policy.ts';
export { guardedSmtpClient, type GuardedSmtpClient, type SmtpEndpoint } from './smtp.ts';

/** Where an SMTP client connects: an address the guard checked, and the name TLS verifies. */
export interface SmtpTarget {
  host: string;
  /** The typed host name for SNI and certificate checks; undefined when an address was typed. */
  servername: string | undefined;
}

export interface OutboundGuard {
  /** One HTTP(S) call; see OutboundRequestInit. Throws OutboundError or a network error (outcomeOf reads both). */
  request(url: string | URL, init?: OutboundRequestInit): Promise<OutboundResponse>;
  /**
   * Resolves and checks an SMTP host once; the client then connects to the address answered, so the
   * name is not resolved again between the check and the connection.
   */
  smtpTarget(host: string): Promise<SmtpTarget>;
}

/** A guard allowing what `allow` names (the syntax of OUTPOST_OUTBOUND_ALLOW); empty: public addresses only. */
export function createOutboundGuard(options: { allow?: string | undefined } = {}): OutboundGuard {
  const allow = parseAllowList(options.allow);
  return {
    request: (url, init) => outboundRequest(allow, url, init),
    async smtpTarget(host) {
      const [first] = await resolveChecked(allow, host);
      const bare = host.replace(/^\[|\]$/g, '');
      return { host: first!.address, servername: first!.address === bare ? undefined : bare };
    },
  };
}

/** The guard the server runs with: OUTPOST_OUTBOUND_ALLOW from the environment. */
export function outboundGuardFromEnv(env: NodeJS.ProcessEnv = process.env): OutboundGuard {
  return createOutboundGuard({ allow: env.OUTPOST_OUTBOUND_ALLOW });
}
