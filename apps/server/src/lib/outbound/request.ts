import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import type { OutboundAllowList } from './address-policy.ts';
import { OutboundError } from './outcomes.ts';
import { checkAddress, resolveChecked } from './resolve.ts';

export interface OutboundRequestInit {
  method?: string;
  headers?: Record<string, string>;
  /** A string or bytes, or a stream (sent chunked). */
  body?: string | Buffer | Readable;
  /** The whole call, connect to last byte; default 15 s. */
  timeoutMs?: number;
  /** A longer answer fails the call as UNEXPECTED_ANSWER; default 4 MiB. */
  maxResponseBytes?: number;
}

/** A complete answer: any status, redirects included (they are never followed). */
export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text(): string;
}

type LookupCallback = (error: Error | null, address: string | { address: string; family: number }[], family?: number) => void;

/**
 * The DNS hook Node's socket calls at connect time: the name is resolved and checked right before
 * the socket opens, so a name that answered a public address to an earlier check and a private one
 * now (DNS rebinding) is still refused.
 */
function checkedLookup(allow: OutboundAllowList) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolveChecked(allow, hostname).then(
      (addresses) => (options.all ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family)),
      (error: Error) => callback(error, ''),
    );
  };
}

/**
 * One HTTP(S) call through the guard. Redirects are answered, not followed: a 3xx leads nowhere
 * the guard has not checked. The answer is read whole, up to `maxResponseBytes`.
 */
export function outboundRequest(allow: OutboundAllowList, target: string | URL, init: OutboundRequestInit = {}): Promise<OutboundResponse> {
  const url = new URL(target);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(new OutboundError('REFUSED_BY_GUARD', `protocol ${url.protocol}`));
  if (url.username || url.password) return Promise.reject(new OutboundError('REFUSED_BY_GUARD', 'credentials in the URL'));
  const bare = url.hostname.replace(/^\[|\]$/g, '');
  try {
    // Node never calls the lookup hook for an address literal: check it here.
    if (isIP(bare)) checkAddress(allow, bare, bare);
  } catch (error) {
    return Promise.reject(error as Error);
  }
  const timeoutMs = init.timeoutMs ?? 15_000;
  const maxBytes = init.maxResponseBytes ?? 4 * 1024 * 1024;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<OutboundResponse>((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
      request.destroy();
    };
    const request = client.request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false, lookup: checkedLookup(allow) }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) fail(new OutboundError('UNEXPECTED_ANSWER', `answer longer than ${maxBytes} bytes`));
        else chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(timer);
        const body = Buffer.concat(chunks);
        // A promise settles once: after a failure above, this resolve is ignored.
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: () => body.toString('utf8') });
      });
    });
    const timer = setTimeout(() => fail(new OutboundError('UNREACHABLE', `no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('error', fail);
    const body = init.body;
    if (body === undefined || typeof body === 'string' || Buffer.isBuffer(body)) request.end(body);
    else {
      body.on('error', fail);
      body.pipe(request);
    }
  });
}
