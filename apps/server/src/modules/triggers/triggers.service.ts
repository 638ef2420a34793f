import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { AUTOMATION_NAME_TAKEN, AUTOMATION_TYPES } from '@outpost/contracts';
import type { SessionUser, Trigger, TriggerType, triggerInputSchema, triggerUpdateSchema, VersionedRecord } from '@outpost/contracts';
import { conditionsSchema, DEFAULT_BOARD_SORT, type Rule } from '@outpost/rules';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { AppError, forbidden, staleVersion } from '../../lib/errors.ts';
import type { Caller } from '../../policies/caller.ts';
import { isPersonalBoard, mayAutomation, type AutomationFacts } from '../../policies/automation.policy.ts';
import { validateRuleBody } from './rule-validation.ts';
import { presentTrigger } from './triggers.presenter.ts';
import type { TriggerRow, TriggersRepository, TriggerValues } from './triggers.repository.ts';

/** Technicians read boards only (issue 22, finding 11): automations name recipients and webhooks. */
const AUTOMATIONS_FORBIDDEN = 'Only administrators read automations';
/** Technicians make and change their own boards; shared ones, automations and templates are the administrators'. */
const CONFIGURE_FORBIDDEN = 'Only administrators change shared boards and automations';

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

/** What is stored of a validated rule: columns, sort and owner for boards only. */
function valuesOf(rule: Rule, ownerUserId: number | null): TriggerValues {
  const board = rule.type === 'BOARD';
  return {
    ownerUserId: board ? ownerUserId : null,
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
  if (input.visibility === 'PERSONAL') throw invalid('visibility', 'A system board is shared; copy it to make a personal one');
  return { ...input, name: existing.name, description: existing.description, conditions: existing.conditions, enabled: existing.enabled };
}

/**
 * Who owns the rule a save leaves: a board's visibility as sent (a new board left without one is
 * shared when an administrator makes it, the caller's own otherwise), or the stored owner.
 */
function ownerAfterSave(user: SessionUser, input: TriggerInput, existing?: TriggerRow): number | null {
  if (input.type !== 'BOARD') {
    if (input.visibility === 'PERSONAL') throw invalid('visibility', 'Only ticket boards can be personal');
    return null;
  }
  const visibility =
    input.visibility ?? (existing ? (existing.ownerUserId === null ? 'SHARED' : 'PERSONAL') : user.role === 'SYSTEM_ADMINISTRATOR' ? 'SHARED' : 'PERSONAL');
  if (visibility === 'SHARED') return null;
  // A personal board stays its owner's; one made personal now becomes the caller's.
  return existing?.ownerUserId ?? user.id;
}

/**
 * The rule store (spec 002 §7 "/ticketing/trigger"): automations, response templates and
 * boards, validated by packages/rules against the records they name. Copying is the client's
 * (' (Copy)' appended, then a create), so a copied system board is an ordinary board.
 */
export function createTriggersService(deps: { triggers: TriggersRepository; clock: Clock }) {
  const { triggers, clock } = deps;

  /**
   * A rule the caller may act on. Another technician's personal board does not exist for them
   * (404, as for any board they cannot see); a shared rule they only read is refused (403).
   */
  async function find(user: Caller, id: number, action: 'read' | 'write'): Promise<TriggerRow> {
    const row = await triggers.find(id);
    if (!row || !mayAutomation(user, 'read', row)) {
      if (row && !isPersonalBoard(row)) throw forbidden(AUTOMATIONS_FORBIDDEN);
      throw notFound(row?.type);
    }
    if (action === 'write' && !mayAutomation(user, 'write', row)) throw forbidden(CONFIGURE_FORBIDDEN);
    return row;
  }

  const isAutomation = (type: TriggerType) => (AUTOMATION_TYPES as readonly TriggerType[]).includes(type);
  const nameTaken = () => invalid('name', AUTOMATION_NAME_TAKEN);

  /** Two automations may not share a name (trimmed, without case); checked after the rule's own checks. */
  async function checkName(rule: Rule, exceptId?: number) {
    if (isAutomation(rule.type) && (await triggers.automationNameTaken(rule.name, exceptId))) throw nameTaken();
  }

  /** A write that lost a race for a name (the unique index) is answered as the check would have. */
  async function saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  /** The rule a save would leave must be the caller's to write too (a technician cannot share a board). */
  function mayLeave(user: SessionUser, rule: AutomationFacts) {
    if (!mayAutomation(user, 'write', rule)) throw forbidden(rule.type === 'BOARD' ? 'Only administrators make shared boards' : CONFIGURE_FORBIDDEN);
  }

  return {
    /**
     * One type's rules (403 when the caller may not read that type: automation.policy.ts), or,
     * without a type, every rule the caller may read (a technician: the shared boards and their own).
     */
    async list(user: Caller, type?: TriggerType): Promise<Trigger[]> {
      if (type && !mayAutomation(user, 'read', { type })) throw forbidden(AUTOMATIONS_FORBIDDEN);
      return (await triggers.list(type)).filter((row) => mayAutomation(user, 'read', row)).map(presentTrigger);
    },

    async get(user: Caller, id: number): Promise<Trigger> {
      return presentTrigger(await find(user, id, 'read'));
    },

    /** A board to run for the caller: its conditions, columns and sort (404 for a board they may not see). */
    async board(user: Caller, id: number): Promise<TriggerRow> {
      const row = await triggers.find(id);
      if (!row || row.type !== 'BOARD' || !mayAutomation(user, 'read', row)) throw notFound('BOARD');
      return row;
    },

    async create(user: SessionUser, input: TriggerInput): Promise<Trigger> {
      const ownerUserId = ownerAfterSave(user, input);
      mayLeave(user, { type: input.type, ownerUserId });
      const rule = await validateRuleBody(triggers, input, { isBoard: input.type === 'BOARD', systemBoard: false });
      await checkName(rule);
      return presentTrigger(await saving(() => triggers.insert(valuesOf(rule, ownerUserId), user.id, clock.now())));
    },

    /** Saves a rule edited from `version`; a save from an older one is refused (409) and changes nothing. */
    async update(user: SessionUser, id: number, update: TriggerUpdate): Promise<Trigger> {
      const { version, ...input } = update;
      const existing = await find(user, id, 'write');
      if (input.type !== existing.type) throw invalid('type', 'The type of an automation or board cannot be changed');
      // Refused before validation: a rule someone else changed is judged against what they saved, after a reload.
      if (version !== existing.version) throw staleVersion(RECORD_OF_TYPE[existing.type]);
      const body = existing.system ? systemBoardBody(existing, input) : input;
      const ownerUserId = ownerAfterSave(user, body, existing);
      mayLeave(user, { type: existing.type, ownerUserId });
      const rule = await validateRuleBody(triggers, body, { isBoard: existing.type === 'BOARD', systemBoard: existing.system });
      await checkName(rule, id);
      const row = await saving(() => triggers.update(id, version, valuesOf(rule, ownerUserId), user.id, clock.now()));
      if (row) return presentTrigger(row);
      // Saved or deleted by someone else between the read and the write.
      if (await triggers.find(id)) throw staleVersion(RECORD_OF_TYPE[existing.type]);
      throw notFound(existing.type);
    },

    async delete(user: SessionUser, id: number): Promise<void> {
      const existing = await find(user, id, 'write');
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
