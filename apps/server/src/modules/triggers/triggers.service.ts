import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { SessionUser, Trigger, TriggerType, triggerInputSchema, triggerUpdateSchema, VersionedRecord } from '@outpost/contracts';
import { conditionsSchema, DEFAULT_BOARD_SORT, type Rule } from '@outpost/rules';
import type { Clock } from '../../lib/clock.ts';
import { AppError, forbidden, staleVersion } from '../../lib/errors.ts';
import type { Caller } from '../../policies/caller.ts';
import { mayAutomation } from '../../policies/automation.policy.ts';
import { validateRuleBody } from './rule-validation.ts';
import { presentTrigger } from './triggers.presenter.ts';
import type { TriggerRow, TriggersRepository, TriggerValues } from './triggers.repository.ts';

/** Technicians read boards only (issue 22, finding 11): automations name recipients and webhooks. */
const AUTOMATIONS_FORBIDDEN = 'Only administrators read automations';

type TriggerInput = z.output<typeof triggerInputSchema>;
type TriggerUpdate = z.output<typeof triggerUpdateSchema>;

const RECORD_OF_TYPE: Record<TriggerType, VersionedRecord> = {
  EVENT_BASED: 'automation',
  TIME_BASED: 'automation',
  RESPONSE_TEMPLATE: 'responseTemplate',
  BOARD: 'board',
};

const notFound = (type?: TriggerType) => new AppError('NOT_FOUND', type === 'BOARD' ? 'Ticket board not found' : 'Automation not found');
const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { [field]: [message] });

/** What is stored of a validated rule: columns and sort for boards only. */
function valuesOf(rule: Rule): TriggerValues {
  const board = rule.type === 'BOARD';
  return {
    type: rule.type,
    enabled: rule.enabled,
    name: rule.name,
    description: rule.description,
    conditions: rule.conditions,
    actions: rule.actions,
    uploads: rule.uploads,
    columns: board ? (rule.columns ?? []) : null,
    sortBy: board ? (rule.sortBy ?? DEFAULT_BOARD_SORT.map((s) => ({ ...s }))) : null,
  };
}

/**
 * A system board takes only columns and sort from an edit (spec 002 §2.1: its general fields are
 * disabled unless it is copied, its conditions hidden): a body that changes anything else is
 * refused rather than half applied.
 */
function systemBoardBody(existing: TriggerRow, input: TriggerInput): TriggerInput {
  if (input.name !== undefined && input.name !== existing.name) throw invalid('name', 'The name of a system board cannot be changed; copy it instead');
  if (input.description !== undefined && input.description !== existing.description) {
    throw invalid('description', 'The description of a system board cannot be changed; copy it instead');
  }
  if (input.conditions !== undefined) {
    const sent = conditionsSchema.safeParse(input.conditions);
    if (!sent.success || !isDeepStrictEqual(sent.data, conditionsSchema.parse(existing.conditions))) {
      throw invalid('conditions', 'The conditions of a system board cannot be changed; copy it instead');
    }
  }
  return { ...input, name: existing.name, description: existing.description, conditions: existing.conditions, enabled: existing.enabled };
}

/**
 * The rule store (spec 002 §7 "/ticketing/trigger"): automations, response templates and
 * boards, validated by packages/rules against the records they name. Copying is the client's
 * (' (Copy)' appended, then a create), so a copied system board is an ordinary board.
 */
export function createTriggersService(deps: { triggers: TriggersRepository; clock: Clock }) {
  const { triggers, clock } = deps;

  async function find(id: number): Promise<TriggerRow> {
    const row = await triggers.find(id);
    if (!row) throw notFound();
    return row;
  }

  return {
    /**
     * One type's rules (403 when the caller may not read that type: automation.policy.ts), or,
     * without a type, every rule the caller may read (a technician: the boards).
     */
    async list(user: Caller, type?: TriggerType): Promise<Trigger[]> {
      if (type && !mayAutomation(user, 'read', { type })) throw forbidden(AUTOMATIONS_FORBIDDEN);
      return (await triggers.list(type)).filter((row) => mayAutomation(user, 'read', row)).map(presentTrigger);
    },

    async get(user: Caller, id: number): Promise<Trigger> {
      const row = await find(id);
      if (!mayAutomation(user, 'read', row)) throw forbidden(AUTOMATIONS_FORBIDDEN);
      return presentTrigger(row);
    },

    /** A board to run: its conditions, columns and sort. */
    async board(id: number): Promise<TriggerRow> {
      const row = await triggers.find(id);
      if (!row || row.type !== 'BOARD') throw notFound('BOARD');
      return row;
    },

    async create(user: SessionUser, input: TriggerInput): Promise<Trigger> {
      const rule = await validateRuleBody(triggers, input, { isBoard: input.type === 'BOARD', systemBoard: false });
      return presentTrigger(await triggers.insert(valuesOf(rule), user.id, clock.now()));
    },

    /** Saves a rule edited from `version`; a save from an older one is refused (409) and changes nothing. */
    async update(user: SessionUser, id: number, update: TriggerUpdate): Promise<Trigger> {
      const { version, ...input } = update;
      const existing = await find(id);
      if (input.type !== existing.type) throw invalid('type', 'The type of an automation or board cannot be changed');
      // Refused before validation: a rule someone else changed is judged against what they saved, after a reload.
      if (version !== existing.version) throw staleVersion(RECORD_OF_TYPE[existing.type]);
      const body = existing.system ? systemBoardBody(existing, input) : input;
      const rule = await validateRuleBody(triggers, body, { isBoard: existing.type === 'BOARD', systemBoard: existing.system });
      const row = await triggers.update(id, version, valuesOf(rule), user.id, clock.now());
      if (row) return presentTrigger(row);
      // Saved or deleted by someone else between the read and the write.
      if (await triggers.find(id)) throw staleVersion(RECORD_OF_TYPE[existing.type]);
      throw notFound(existing.type);
    },

    async delete(id: number): Promise<void> {
      const existing = await find(id);
      if (existing.system) throw new AppError('CONFLICT', 'System boards cannot be deleted');
      if (!(await triggers.delete(id))) throw notFound(existing.type);
    },

    /** Sets the run order of one type's rules: `ids` must list every rule of that type once. */
    async order(type: TriggerType, ids: number[]): Promise<Trigger[]> {
      if (new Set(ids).size !== ids.length) throw invalid('ids', 'Each rule may appear only once');
      const current = await triggers.idsOf(type);
      if (ids.some((id) => !current.includes(id))) throw invalid('ids', 'Unknown rule in the order');
      if (ids.length !== current.length) throw new AppError('CONFLICT', 'The rules have changed since they were loaded; reload and try again');
      await triggers.reorder(type, ids);
      return (await triggers.list(type)).map(presentTrigger);
    },
  };
}
export type TriggersService = ReturnType<typeof createTriggersService>;
