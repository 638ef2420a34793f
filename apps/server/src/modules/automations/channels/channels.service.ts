import type { z } from 'zod';
import { isValidEmail } from '@outpost/rules';
import type { Clock } from '../../../lib/clock.ts';
import { storedSecretChange } from '../../../lib/endpoint-secret.ts';
import { AppError } from '../../../lib/errors.ts';
import type { KeySealer } from '../../backup/store/master-key.ts';
import { outboundUrlProblem, type Channel, type channelInputSchema, type Delivery } from '@outpost/contracts';
import type { ChannelRow, ChannelsRepository } from './channels.repository.ts';
import type { DeliveriesRepository, DeliveryRow } from './deliveries.repository.ts';
import type { DeliveryDispatcher } from './deliveries.dispatcher.ts';

type ChannelInput = z.output<typeof channelInputSchema>;

const PHONE = /^\+[1-9]\d{6,14}$/;
const notFound = () => new AppError('NOT_FOUND', 'Notification channel not found');

export function presentChannel(row: ChannelRow): Channel {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    enabled: row.enabled,
    url: row.url,
    secretSet: row.secretSealed !== null,
    recipients: row.recipients,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentDelivery(row: DeliveryRow): Delivery {
  return {
    id: row.id,
    channelId: row.channelId,
    channelName: row.channelName,
    channelType: row.channelType,
    triggerId: row.triggerId,
    triggerName: row.triggerName,
    ticketId: row.ticketId,
    text: row.payload.text,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    responseStatus: row.responseStatus,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'PENDING' ? row.nextAttemptAt.toISOString() : null,
  };
}

/** What each channel type needs: addresses for EMAIL, a webhook URL for SLACK and SMS, numbers for SMS. */
function check(input: ChannelInput) {
  const fields: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (fields[field] ??= []).push(message);
  if (input.type === 'EMAIL') {
    if (input.recipients.length === 0) fail('recipients', 'Required');
    input.recipients.forEach((r, i) => !isValidEmail(r) && fail(`recipients.${i}`, 'Invalid email address'));
  } else {
    const url = URL.canParse(input.url) ? new URL(input.url) : null;
    if (input.url === '') fail('url', 'Required');
    else if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password) fail('url', 'Enter an http or https URL without credentials');
    else if (outboundUrlProblem(input.url, 'endpoint')) fail('url', outboundUrlProblem(input.url, 'endpoint')!);
    if (input.type === 'SMS') {
      if (input.recipients.length === 0) fail('recipients', 'Required');
      input.recipients.forEach((r, i) => !PHONE.test(r) && fail(`recipients.${i}`, 'Enter the number in international form, such as +4915123456789'));
    }
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', fields);
}

/**
 * Notification channels (spec 002 §3.1, §7 /channel/list/brief). Secrets are sealed with the
 * server's master key on the way in and never answered or logged.
 */
export function createChannelsService(deps: {
  channels: ChannelsRepository;
  deliveries: DeliveriesRepository;
  dispatcher: () => DeliveryDispatcher;
  sealer: () => Promise<KeySealer>;
  clock: Clock;
}) {
  const { channels, clock } = deps;

  async function values(input: ChannelInput, existing?: ChannelRow) {
    check(input);
    // The signing secret follows no changed URL: a new address needs it again.
    const change = storedSecretChange({
      hasStored: (existing?.secretSealed ?? null) !== null,
      supplied: input.secret,
      endpointBefore: existing ? [existing.url] : null,
      endpointAfter: [input.url],
      field: 'secret',
    });
    let secretSealed = existing?.secretSealed ?? null;
    if (change.kind === 'remove') secretSealed = null;
    if (change.kind === 'replace') secretSealed = (await deps.sealer()).seal(Buffer.from(change.value, 'utf8'));
    const webhook = input.type !== 'EMAIL';
    return {
      name: input.name,
      type: input.type,
      enabled: input.enabled,
      url: webhook ? input.url : '',
      secretSealed: webhook ? secretSealed : null,
      recipients: input.type === 'SLACK' ? [] : [...new Set(input.recipients.map((r) => (input.type === 'EMAIL' ? r.toLowerCase() : r)))],
    };
  }

  async function find(id: number): Promise<ChannelRow> {
    const row = await channels.find(id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async brief() {
      return (await channels.list()).map((c) => ({ id: c.id, name: c.name, type: c.type }));
    },
    async list(): Promise<Channel[]> {
      return (await channels.list()).map(presentChannel);
    },
    async get(id: number): Promise<Channel> {
      return presentChannel(await find(id));
    },
    async create(input: ChannelInput): Promise<Channel> {
      return presentChannel(await channels.insert(await values(input), clock.now()));
    },
    async update(id: number, input: ChannelInput): Promise<Channel> {
      const existing = await find(id);
      if (existing.type !== input.type)
        throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { type: ['The type of a channel cannot be changed'] });
      const row = await channels.update(id, await values(input, existing), clock.now());
      if (!row) throw notFound();
      return presentChannel(row);
    },
    async delete(id: number): Promise<void> {
      if (!(await channels.delete(id))) throw notFound();
    },
    /** Sends a test message through the channel now and answers its delivery as logged. */
    async test(id: number): Promise<Delivery> {
      const channel = await find(id);
      const at = clock.now();
      const dedupeKey = `test:${channel.id}:${at.getTime()}:${Math.random().toString(36).slice(2)}`;
      await deps.deliveries.enqueue(
        [
          {
            dedupeKey,
            channelId: channel.id,
            channelName: channel.name,
            channelType: channel.type,
            triggerId: null,
            triggerName: 'Test',
            ticketId: null,
            payload: { text: `Test message from Outpost for channel '${channel.name}'`, ticket: { id: 0, summary: 'Test', status: '', priority: '' } },
          },
        ],
        at,
      );
      await deps.dispatcher().drain();
      const [row] = (await deps.deliveries.list({ channelId: channel.id }, 20)).filter((d) => d.dedupeKey === dedupeKey);
      return presentDelivery(row!);
    },
    async deliveries(where: { channelId?: number; ticketId?: number }): Promise<Delivery[]> {
      if (where.channelId !== undefined) await find(where.channelId);
      return (await deps.deliveries.list(where, 200)).map(presentDelivery);
    },
  };
}
export type ChannelsService = ReturnType<typeof createChannelsService>;
