import type { Readable } from 'node:stream';
import { withoutRemoteImages } from '@outpost/rich-text';
import type { Clock } from '../../../lib/clock.ts';
import { createDrainLoop } from '../../../lib/drain-loop.ts';
import type { ActiveMailSettings, MailSettingsService } from '../settings/mail-settings.service.ts';
import { describeSmtpError, type MailTransportFactory, type OutgoingMail } from './mail-transport.ts';
import type { OutboxRepository, OutboxRow } from './outbox.repository.ts';

export interface DispatcherOptions {
  /** How often the queue is looked at when nothing wakes it. */
  pollMs: number;
  /** Attempts before a message is given up (FAILED). */
  maxAttempts: number;
  /** First retry delay; each further one doubles, up to an hour. */
  retryBaseMs: number;
}
export const DEFAULT_DISPATCHER_OPTIONS: DispatcherOptions = { pollMs: 5000, maxAttempts: 6, retryBaseMs: 30_000 };

/** A claimed message another process may take over once this long has passed (it died mid-send). */
const CLAIM_MS = 2 * 60 * 1000;
const BATCH = 20;

/** Header that tells our own notifications apart when one comes back (a loop). */
export const OUTPOST_MAIL_HEADER = 'X-Outpost-Notification';
export const REPLY_TOKEN_HEADER = 'X-Outpost-Reply-Token';

/**
 * Sends what the outbox holds, outside any request: a failed send is retried with back-off and
 * never touches the ticket change that queued it. One drain at a time per process; processes
 * share the queue through claims.
 */
export function createOutboxDispatcher(deps: {
  outbox: OutboxRepository;
  settings: MailSettingsService;
  transport: MailTransportFactory;
  clock: Clock;
  log: (message: string) => void;
  options?: Partial<DispatcherOptions>;
  /** Opens an upload's bytes by content id (attachments); null when the file is gone. */
  files?: (contentId: string) => Promise<Readable | null>;
}) {
  const options = { ...DEFAULT_DISPATCHER_OPTIONS, ...deps.options };
  const { outbox, clock } = deps;

  const retryDelay = (attempts: number) => Math.min(60 * 60 * 1000, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));

  /** A message's files, opened for sending; one deleted since it was queued is left out and logged. */
  async function attachmentsOf(row: OutboxRow): Promise<NonNullable<OutgoingMail['attachments']>> {
    const opened: NonNullable<OutgoingMail['attachments']> = [];
    for (const file of row.attachments) {
      const content = deps.files ? await deps.files(file.contentId) : null;
      if (content) opened.push({ filename: file.fileName, content, contentType: file.contentType });
      else deps.log(`mail: message ${row.id}: the attached file '${file.fileName}' is gone; sent without it`);
    }
    return opened;
  }

  async function sendBatch(rows: OutboxRow[], active: ActiveMailSettings) {
    const transport = deps.transport(active.connection);
    try {
      for (const row of rows) {
        const { local, domain } = active.support;
        let attachments: NonNullable<OutgoingMail['attachments']> = [];
        try {
          attachments = await attachmentsOf(row);
          await transport.send({
            from: active.from,
            to: row.toAddress,
            replyTo: row.replyToken ? `${local}+${row.replyToken}@${domain}` : undefined,
            subject: row.subject,
            text: row.textBody,
            // External images would load when the mail is read (a tracking pixel): links instead.
            html: withoutRemoteImages(row.htmlBody),
            messageId: row.messageId,
            headers: {
              // RFC 3834: mark our mail automatic, so auto-responders and our own listener do not answer it.
              'Auto-Submitted': 'auto-generated',
              'X-Auto-Response-Suppress': 'All',
              [OUTPOST_MAIL_HEADER]: row.event,
              ...(row.replyToken ? { [REPLY_TOKEN_HEADER]: row.replyToken } : {}),
              ...(row.ticketId ? { References: `<ticket-${row.ticketId}@${domain}>` } : {}),
            },
            ...(attachments.length > 0 ? { attachments } : {}),
          });
          await outbox.markSent(row.id, clock.now());
        } catch (error) {
          const message = describeSmtpError(error, active.connection);
          const retryAt = row.attempts < options.maxAttempts ? new Date(clock.now().getTime() + retryDelay(row.attempts)) : null;
          await outbox.markFailed(row.id, message, retryAt);
          deps.log(`mail: sending message ${row.id} failed (${message})${retryAt ? '; will retry' : '; given up'}`);
        } finally {
          // A failed send may leave files unread: close them (the next attempt opens them again).
          for (const file of attachments) file.content.destroy();
        }
      }
    } finally {
      transport.close();
    }
  }

  async function drainOnce() {
    for (;;) {
      // Mail turned off after messages were queued: they wait, unclaimed, until it is on again.
      const active = await deps.settings.active();
      if (!active) return;
      const rows = await outbox.claim(clock.now(), CLAIM_MS, BATCH);
      if (rows.length === 0) return;
      await sendBatch(rows, active);
    }
  }

  // Sends everything due now; polls for retries and other processes' work.
  return createDrainLoop(drainOnce, { pollMs: options.pollMs, onError: (error) => deps.log(`mail: outbox drain failed (${(error as Error).message})`) });
}
export type OutboxDispatcher = ReturnType<typeof createOutboxDispatcher>;
