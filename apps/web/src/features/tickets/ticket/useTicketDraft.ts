import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { TicketDetail, TicketUpdate } from '@outpost/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { call } from '../../../api/typed.ts';
import { useStaleVersion } from '../../../components/stale-version/index.ts';
import { ticketKey, useUpdateTicket } from '../../../api/tickets.api.ts';
import { explainedByOwnChanges } from '../model/ownChanges.ts';
import { changedKeys, rebase, toPatch, valuesFromTicket, type TicketValues } from '../model/ticketValues.ts';

interface DraftState {
  /** The ticket's values as last read, and the version they were read at. */
  base: TicketValues;
  version: number;
  draft: TicketValues;
}

const fresh = (ticket: TicketDetail): DraftState => {
  const values = valuesFromTicket(ticket);
  return { base: values, version: ticket.version, draft: values };
};

/** What a save may carry beyond the edited fields: incidents to solve, the composer's comment and "Submit as" status. */
export type SaveExtras = Pick<TicketUpdate, 'resolveIncidents' | 'comment' | 'status'>;

/**
 * The ticket page's unsaved edits. Saving sends only what changed with the version it was
 * edited from; a change saved meanwhile by someone else is refused (409): the edits stay and
 * the shared notice offers to reload and re-apply them or discard them (decision 0032). Edits
 * survive the ticket moving on through the user's own comments, time entries and files.
 */
export function useTicketDraft(ticket: TicketDetail) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateTicket(ticket.id);
  const [state, setState] = useState<DraftState>(() => fresh(ticket));
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    setState((current) => {
      if (ticket.version === current.version) return current;
      const dirty = changedKeys(current.base, current.draft).length > 0;
      if (!dirty) return fresh(ticket);
      if (!explainedByOwnChanges(ticket.id, current.version, ticket.version)) return current;
      const base = valuesFromTicket(ticket);
      return { base, version: ticket.version, draft: rebase(current.base, current.draft, base) };
    });
  }, [ticket]);

  const change = useCallback((patch: Partial<TicketValues>) => {
    setState((current) => ({ ...current, draft: { ...current.draft, ...patch } }));
    setErrors({});
  }, []);

  const discard = useCallback(() => {
    setState((current) => ({ ...current, draft: current.base }));
    setErrors({});
  }, []);

  // A save someone else's change got ahead of: the edits stay until the user reloads and re-applies them or discards them.
  const stale = useStaleVersion<TicketDetail>({
    reload: async () => {
      const latest = await call('get', '/api/ticketing/ticket/{id}', { params: { id: ticket.id } });
      queryClient.setQueryData(ticketKey(ticket.id), latest);
      await queryClient.invalidateQueries({ queryKey: ticketKey(ticket.id), predicate: (q) => q.queryKey.length > 2 });
      return latest;
    },
    reapply: (latest) =>
      setState((current) => {
        const base = valuesFromTicket(latest);
        return { base, version: latest.version, draft: rebase(current.base, current.draft, base) };
      }),
    discard: (latest) => setState(fresh(latest)),
  });

  const save = async (extras: SaveExtras = {}): Promise<TicketDetail | null> => {
    try {
      const saved = await update.mutateAsync({ ...toPatch(state.base, state.draft), ...extras, version: state.version });
      setState(fresh(saved));
      setErrors({});
      notifications.show({ color: 'green', message: t('tickets.ticket.saved') });
      return saved;
    } catch (error) {
      if (stale.catchStale(error)) return null;
      if (error instanceof ApiError) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0] ?? ''])));
      notifications.show({ color: 'red', message: errorMessage(error) });
      return null;
    }
  };

  return {
    values: state.draft,
    base: state.base,
    dirty: changedKeys(state.base, state.draft).length > 0,
    errors,
    change,
    discard,
    save,
    saving: update.isPending,
    /** The notice's state while a save waits for "Reload and re-apply" or "Discard my changes". */
    stale: stale.state,
  };
}
export type TicketDraft = ReturnType<typeof useTicketDraft>;
