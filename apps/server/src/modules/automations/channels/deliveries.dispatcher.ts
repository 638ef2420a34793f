import type { OutboundGuard } from '../../../lib/outbound/index.ts';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../lib/clock.ts';
import { createDrainLoop } from '../../../lib/drain-loop.ts';
import type { KeySealer } from '../../backup/store/master-key.ts';
import type { MailSettingsService } from '../../mail/settings/mail-settings.service.ts';
import type { OutboxDispatcher } from '../../mail/outbound/outbox.dispatcher.ts';
import type { MailQueue } from '../../mail/mail-queue.ts';
import type { ChannelRow, ChannelsRepository } from './channels.repository.ts';
import type { DeliveriesRepository, DeliveryRow } from './deliveries.repository.ts';
import { postWebhook, type WebhookOutcome } from './webhook.ts';

export interface DeliveryOptions {
  /** How often the queue is looked at when nothing wakes it. */
  pollMs: number;
  /** Attempts before a delivery is given up (FAILED) and logged on its ticket. */
  maxAttempts: number;
  /** First retry delay; each further one doubles, up to an hour. */
  retryBaseMs: number;
  /** How long a webhook receiver may take to answer. */
  timeoutMs: number;
}
export const DEFAULT_DELIVERY_OPTIONS: DeliveryOptions = { pollMs: 5000, maxAttempts: 6, retryBaseMs: 30_000, timeoutMs: 10_000 };

// A claim another process takes over once this has passed: the claimer died mid-send.
const CLAIM_MS = 2 * 60 * 1000;
const BATCH = 20;

/** What a webhook receives: Slack's incoming-webhook body, or an SMS gateway's. */
export function webhookBody(channel: Pick<ChannelRow, 'type' | 'recipients'>, row: Pick<DeliveryRow, 'payload' | 'triggerName'>): string {
  if (channel.type === 'SMS') return JSON.stringify({ to: channel.recipients, text: row.payload.text, ticketId: row.payload.ticket.id });
  return JSON.stringify({ text: row.payload.text });
}

/**
 * Sends queued notifications outside any request: SLACK and SMS channels as signed webhooks,
 * EMAIL channels by handing the message to the mail outbox (the service desk's mail settings).
 * A failure is retried with back-off; a delivery given up is written on its ticket's log. One
 * drain at a time per process; processes share the queue through claims.
 */
export function createDeliveryDispatcher(deps: {
  deliveries: DeliveriesRepository;
  channels: ChannelsRepository;
  sealer: () => Promise<KeySealer>;
  mail: { settings: MailSettingsService; outbox: MailQueue; dispatcher: OutboxDispatcher };
  outbound: OutboundGuard;
  clock: Clock;
  log: (message: string) => void;
  options?: Partial<DeliveryOptions>;
}) {
  const options = { ...DEFAULT_DELIVERY_OPTIONS, ...deps.options };
  const { deliveries, clock } = deps;

  const retryDelay = (attempts: number) => Math.min(60 * 60 * 1000, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));

  async function toMail(channel: ChannelRow, row: DeliveryRow): Promise<WebhookOutcome> {
    const active = await deps.mail.settings.active();
    if (!active) return { ok: false, status: null, error: 'Outgoing mail is off or not set up', retry: true };
    const { ticket } = row.payload;
    const subject = `[#${ticket.id}] Automation '${row.triggerName}': ${ticket.summary}`.replace(/[\r\n\t]+/g, ' ').slice(0, 250);
    const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
    await deps.mail.outbox.enqueue(
      channel.recipients.map((address) => ({
        dedupeKey: `delivery-${row.id}:${address}`,
        ticketId: row.ticketId,
        event: 'AUTOMATION_NOTIFICATION',
        toAddress: address,
        subject,
        textBody: row.payload.text,
        htmlBody: `<p>${escape(row.payload.text)}</p>`,
        messageId: `<ticket-${ticket.id}.${randomBytes(9).toString('hex')}@${active.support.domain}>`,
        replyToken: null,
      })),
      clock.now(),
    );
    void deps.mail.dispatcher.drain();
    return { ok: true, status: 0 };
  }

  async function attempt(row: DeliveryRow): Promise<WebhookOutcome> {
    const channel = row.channelId === null ? undefined : await deps.channels.find(row.channelId);
    if (!channel) return { ok: false, status: null, error: 'The channel was deleted', retry: false };
    if (!channel.enabled) return { ok: false, status: null, error: 'The channel is disabled', retry: false };
    if (channel.type === 'EMAIL') return toMail(channel, row);
    const secret = channel.secretSealed === null ? null : (await deps.sealer()).open(channel.secretSealed).toString('utf8');
    return postWebhook(deps.outbound, {
      url: channel.url,
      secret,
      body: webhookBody(channel, row),
      deliveryId: row.id,
      now: clock.now(),
      timeoutMs: options.timeoutMs,
    });
  }

  async function deliver(row: DeliveryRow) {
    let outcome: WebhookOutcome;
    try {
      outcome = await attempt(row);
    } catch (error) {
      outcome = { ok: false, status: null, error: (error as Error).message, retry: true };
    }
    if (outcome.ok) return deliveries.markSent(row.id, clock.now(), outcome.status || null);
    const retryAt = outcome.retry && row.attempts < options.maxAttempts ? new Date(clock.now().getTime() + retryDelay(row.attempts)) : null;
    await deliveries.markFailed(row.id, outcome.error, outcome.status, retryAt);
    deps.log(
      `automations: delivery ${row.id} to ${row.channelType} channel '${row.channelName}' failed (${outcome.error})${retryAt ? '; will retry' : '; given up'}`,
    );
    if (!retryAt && row.ticketId !== null) {
      await deliveries.logOnTicket(row.ticketId, {
        actorName: `Automation '${row.triggerName}'`,
        label: `Notification to ${row.channelType} channel '${row.channelName}' failed after ${row.attempts} attempt(s): ${outcome.error}`,
        value: { deliveryId: row.id, channelId: row.channelId, triggerId: row.triggerId, error: outcome.error },
        at: clock.now(),
      });
    }
  }

  async function drainOnce() {
    for (;;) {
      const rows = await deliveries.claim(clock.now(), CLAIM_MS, BATCH);
      if (rows.length === 0) return;
      for (const row of rows) await deliver(row);
    }
  }

  // Sends everything due now; polls for retries and other processes' work.
  return createDrainLoop(drainOnce, {
    pollMs: options.pollMs,
    onError: (error) => deps.log(`automations: delivery drain failed (${(error as Error).message})`),
  });
}
export type DeliveryDispatcher = ReturnType<typeof createDeliveryDispatcher>;
