import type { NewOutboxMail, OutboxRepository } from './outbound/outbox.repository.ts';
import type { PeopleRepository } from './people.repository.ts';

/**
 * What other modules may use of outgoing mail (docs/ARCHITECTURE.md, "Module boundaries"): the
 * automations' rule e-mails and EMAIL channels queue messages on the mail outbox and read users'
 * addresses through these narrow views; the outbox's table and SQL stay in this module.
 */

/** A file an outgoing message carries: an upload, named as the recipient sees it. */
export interface OutboxAttachment {
  contentId: string;
  fileName: string;
  contentType: string;
}

export type { NewOutboxMail };

/** The outbox as others queue on it: enqueue, the per-ticket count (mail-loop cap) and reply tokens. */
export type MailQueue = Pick<OutboxRepository, 'enqueue' | 'countForTicketSince' | 'replyToken'>;

/** Users as mail addresses them. */
export type MailPeople = Pick<PeopleRepository, 'usersByIds'>;
