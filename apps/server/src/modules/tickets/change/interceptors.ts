import type { ChangeSource, TicketPatch } from '@outpost/contracts';
import type { ActivityNote, ChangeActor, CommentProposal, Executor, FieldChange, IntegrationId, TicketState, TimeEntryProposal } from './ticket-state.ts';

/** Rounds of interceptors one proposal may go through before the chain is cut (DESIGN.md §3 "Automations"). */
export const MAX_CHAIN_DEPTH = 10;

/** What an interceptor sees: the change in memory, before anything is saved. */
export interface InterceptorContext {
  readonly actor: ChangeActor;
  readonly source: ChangeSource;
  /** The integration that wrote this change about its own work (ChangeOrigin.integration). */
  readonly integration?: IntegrationId | undefined;
  /** Null when the ticket is being created. */
  readonly before: Readonly<TicketState> | null;
  /** The ticket with every change so far, the interceptors' included. */
  readonly after: Readonly<TicketState>;
  /** Every field changed from before to after. */
  readonly changes: readonly FieldChange[];
  /** Fields the previous round changed (round 1: the proposal's own changes). */
  readonly roundChanges: readonly FieldChange[];
  /** Comments proposed so far (commentType conditions read them). */
  readonly comments: readonly CommentProposal[];
  /** 1 for the first round. */
  readonly round: number;
  /** Kept across the rounds of one proposal: what an interceptor must remember (rules fired). */
  readonly chain: Map<string, unknown>;
  /** The change's transaction: reads an interceptor makes must go through it (PGlite has one connection). */
  readonly ex: Executor;
  /**
   * The ticket's id. A new ticket's is taken from the sequence on the first call and the save
   * uses it, so what a rule writes while the ticket is created can name it ({{ticket.id}}).
   */
  ticketId(): Promise<number>;
}

/** What a change saved, as its after-commit effects see it (a new ticket has its id by then). */
export interface CommittedChange {
  ticketId: number;
  /** True when the change created the ticket. */
  created: boolean;
  changes: readonly FieldChange[];
  commentIds: readonly number[];
  timeEntryIds: readonly number[];
}

/** Further changes an interceptor asks for; saved with the proposal, in its transaction. */
export interface InterceptorResult {
  patch?: TicketPatch;
  /**
   * Who makes the patch's changes when it is not the change's actor (an automation): the log
   * credits each field the patch changed to it, not to the person whose save set it off.
   */
  actor?: ChangeActor;
  comments?: CommentProposal[];
  timeEntries?: TimeEntryProposal[];
  /** Activity entries of its own (an automation naming itself); saved with the change. */
  notes?: ActivityNote[];
  /**
   * Runs once the change has committed (mail, notifications); its failure does not undo it.
   * Dropped when the proposal saved nothing.
   */
  afterCommit?: (committed: CommittedChange) => Promise<void>;
}

/** An extension of the change pipeline: the event automations engine registers one. */
export interface TicketInterceptor {
  id: string;
  intercept(context: InterceptorContext): InterceptorResult | void | Promise<InterceptorResult | void>;
}

/**
 * The ordered interceptor registry. Interceptors run in registration order within a round; a
 * round that changed fields is followed by another, up to MAX_CHAIN_DEPTH rounds.
 */
export function createInterceptorRegistry() {
  const interceptors: TicketInterceptor[] = [];
  return {
    /** Adds an interceptor (ids are unique); answers a function that removes it. */
    register(interceptor: TicketInterceptor): () => void {
      if (interceptors.some((i) => i.id === interceptor.id)) throw new Error(`interceptor ${interceptor.id} is already registered`);
      interceptors.push(interceptor);
      return () => {
        const at = interceptors.indexOf(interceptor);
        if (at >= 0) interceptors.splice(at, 1);
      };
    },
    list(): readonly TicketInterceptor[] {
      return [...interceptors];
    },
  };
}
export type InterceptorRegistry = ReturnType<typeof createInterceptorRegistry>;
