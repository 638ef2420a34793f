import type { TicketType } from '@outpost/contracts';
import { useRef, useState } from 'react';
import { AssignIncidentDialog, type IncidentDialogMode } from '../dialogs/AssignIncidentDialog.tsx';
import type { TicketValues } from '../model/ticketValues.ts';

type TypeAndParent = Pick<TicketValues, 'type' | 'parentTicket'>;

/**
 * Type changes of the ticket editor that go through the incident dialogs (spec 002 §4.1):
 * choosing INCIDENT opens 'Assign Incident'; choosing a problem sets type INCIDENT with its
 * parentTicketId; Escape or Cancel restores the type and parent from before.
 */
export function useIncidentAssignment(values: TypeAndParent, update: (next: TypeAndParent) => void, ticketId?: number) {
  const [mode, setMode] = useState<IncidentDialogMode | null>(null);
  const previous = useRef<TypeAndParent>(values);

  const open = (next: IncidentDialogMode) => {
    previous.current = { type: values.type, parentTicket: values.parentTicket };
    setMode(next);
  };

  const changeType = (type: TicketType | null) => {
    if (type === 'INCIDENT' && values.type !== 'INCIDENT') {
      open('assign');
      // Shown as an incident while its problem is being chosen.
      update({ type, parentTicket: null });
      return;
    }
    // Only incidents belong to a problem.
    update({ type, parentTicket: type === 'INCIDENT' ? values.parentTicket : null });
  };

  const dialog = (
    <AssignIncidentDialog
      opened={mode !== null}
      mode={mode ?? 'assign'}
      currentProblem={mode === 'reassign' ? previous.current.parentTicket : null}
      ticketId={ticketId}
      onApply={(problem) => {
        update({ type: 'INCIDENT', parentTicket: problem });
        setMode(null);
      }}
      onCancel={() => {
        update(previous.current);
        setMode(null);
      }}
    />
  );

  return {
    changeType,
    /** 'Assign Incident' for an incident without a problem, 'Reassign Incident' for one with. */
    openAssign: () => open(values.parentTicket ? 'reassign' : 'assign'),
    dialog,
  };
}
