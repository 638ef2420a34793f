/** Test helpers for automations: rules through the API, tags, mail settings pointed at a test receiver. */
import type { Trigger } from '@outpost/contracts';
import type { ActionInput, ConditionInput } from '@outpost/rules';
import type { TestContext } from '../../test/harness.ts';
import { api, type Caller } from '../tickets/tickets.fixtures.ts';

export { startHookReceiver, type ReceivedHook } from './channels/hook-receiver.fixtures.ts';

let ruleCounter = 0;

/** Saves a rule through POST /api/ticketing/trigger/ and answers it; fails the test on a refusal. */
export async function saveRule(
  ctx: TestContext,
  admin: Caller,
  rule: {
    type: 'EVENT_BASED' | 'TIME_BASED' | 'RESPONSE_TEMPLATE';
    name?: string;
    enabled?: boolean;
    all?: ConditionInput[];
    any?: ConditionInput[];
    actions: ActionInput[];
  },
): Promise<Trigger> {
  const response = await api(ctx, admin).post('/api/ticketing/trigger/', {
    type: rule.type,
    name: rule.name ?? `Rule ${++ruleCounter}`,
    enabled: rule.enabled ?? true,
    conditions: { all: rule.all ?? [], any: rule.any ?? [] },
    actions: rule.actions,
  });
  if (response.statusCode !== 201) throw new Error(`rule refused: ${response.body}`);
  return response.json<Trigger>();
}

/** Turns a rule off through the editor's save call (PUT /api/ticketing/trigger/{id}). */
export async function disableRule(ctx: TestContext, admin: Caller, id: number) {
  const rule = (await api(ctx, admin).get(`/api/ticketing/trigger/${id}`)).json<Record<string, unknown>>();
  const response = await api(ctx, admin).put(`/api/ticketing/trigger/${id}`, { ...rule, enabled: false });
  if (response.statusCode !== 200) throw new Error(`disabling refused: ${response.body}`);
}

/** Creates tags that do not exist yet. */
export async function makeTags(ctx: TestContext, admin: Caller, names: string[]) {
  for (const name of names) await api(ctx, admin).post('/api/ticketing/tags', { name });
}

/** Turns outgoing mail on, to an SMTP server on loopback without a password. */
export async function mailTo(ctx: TestContext, admin: Caller, port: number) {
  const response = await api(ctx, admin).put('/api/ticketing/mail/settings', {
    enabled: true,
    host: '127.0.0.1',
    port,
    tlsMode: 'NONE',
    username: '',
    fromAddress: 'support@example.com',
    fromName: 'Acme Support',
    newContactOrganizationId: null,
  });
  if (response.statusCode !== 200) throw new Error(`mail settings refused: ${response.body}`);
}
