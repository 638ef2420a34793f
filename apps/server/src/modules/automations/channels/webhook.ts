import { createHmac } from 'node:crypto';
import { OUTBOUND_OUTCOMES, outcomeOf, type OutboundGuard } from '../../../lib/outbound/index.ts';

/** Headers a webhook receiver reads to check a delivery. */
export const WEBHOOK_HEADERS = {
  signature: 'X-Outpost-Signature',
  timestamp: 'X-Outpost-Timestamp',
  delivery: 'X-Outpost-Delivery',
  event: 'X-Outpost-Event',
} as const;

/**
 * The signature of a delivery: HMAC-SHA256 over `{timestamp}.{body}` with the channel's secret,
 * written `sha256={hex}`. The timestamp is signed too, so a receiver can refuse replays.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** How one attempt went. `retry` false means no later attempt can succeed (a 4xx other than 408/429). */
export type WebhookOutcome = { ok: true; status: number } | { ok: false; status: number | null; error: string; retry: boolean };

/**
 * POSTs one signed JSON delivery through the outbound guard. Redirects are not followed (the
 * configured URL is the one trusted), the answer body is never read beyond its status, and a slow
 * receiver is cut off. A failure is named in the guard's fixed words, so the delivery log cannot
 * tell an open port from a closed one on an address the guard refuses.
 */
export async function postWebhook(
  outbound: OutboundGuard,
  options: { url: string; secret: string | null; body: string; deliveryId: number; now: Date; timeoutMs: number },
): Promise<WebhookOutcome> {
  const timestamp = String(Math.floor(options.now.getTime() / 1000));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Outpost-Automations/1',
    [WEBHOOK_HEADERS.delivery]: String(options.deliveryId),
    [WEBHOOK_HEADERS.event]: 'automation.notification',
    [WEBHOOK_HEADERS.timestamp]: timestamp,
  };
  if (options.secret) headers[WEBHOOK_HEADERS.signature] = webhookSignature(options.secret, timestamp, options.body);
  try {
    const response = await outbound.request(options.url, {
      method: 'POST',
      headers,
      body: options.body,
      timeoutMs: options.timeoutMs,
      maxResponseBytes: 64 * 1024,
    });
    if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
    const retry = response.status >= 500 || response.status === 408 || response.status === 429;
    return { ok: false, status: response.status, error: `HTTP ${response.status}`, retry };
  } catch (error) {
    const outcome = outcomeOf(error);
    // The guard's refusal holds until an administrator changes the URL or the allow-list.
    return { ok: false, status: null, error: OUTBOUND_OUTCOMES[outcome], retry: outcome !== 'REFUSED_BY_GUARD' };
  }
}
