import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ProblemPickItem } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProblems } from '../../../api/pickers.api.ts';
import { RemoteSelect } from '../../../components/pickers/RemoteSelect.tsx';

export type IncidentDialogMode = 'assign' | 'reassign';

export interface AssignIncidentDialogProps {
  opened: boolean;
  mode: IncidentDialogMode;
  /** The problem the incident belongs to now (reassigning to it is refused). */
  currentProblem: { id: number; name: string } | null;
  /** The ticket being assigned: it cannot be its own problem. */
  ticketId?: number;
  onApply: (problem: { id: number; name: string }) => void;
  /** Cancel, Escape or the close button: the caller restores the previous type and parent. */
  onCancel: () => void;
}

/**
 * 'Assign Incident' / 'Reassign Incident' (spec 002 §2.2, §5.1): a searchable picker of problem
 * tickets shown '#id name', 50 a page. A problem is required, and not the one it has now.
 */
export function AssignIncidentDialog({ opened, mode, currentProblem, ticketId, onApply, onCancel }: AssignIncidentDialogProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ProblemPickItem | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setProblem(null);
    setError(null);
    onCancel();
  };
  const apply = () => {
    if (!problem) return setError(t('tickets.incident.required'));
    if (currentProblem && problem.id === currentProblem.id) return setError(t('tickets.incident.sameProblem'));
    setProblem(null);
    setError(null);
    onApply({ id: problem.id, name: problem.name });
  };

  return (
    <Modal opened={opened} onClose={close} title={mode === 'assign' ? t('tickets.incident.assignTitle') : t('tickets.incident.reassignTitle')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <Stack>
          <Text size="sm">{t('tickets.incident.prompt')}</Text>
          <RemoteSelect<ProblemPickItem>
            label={t('tickets.incident.problem')}
            placeholder={currentProblem ? `#${currentProblem.id} ${currentProblem.name}` : t('tickets.picker.search')}
            required
            queryKey={['pickers', 'problems']}
            fetchPage={async (search, page, signal) => {
              const found = await fetchProblems(search, page, signal);
              // A problem cannot be its own problem: the server refuses it, so it is not offered.
              return ticketId === undefined ? found : { ...found, data: found.data.filter((p) => p.id !== ticketId) };
            }}
            getId={(p) => String(p.id)}
            toOption={(p) => ({ label: p.label })}
            value={problem}
            onChange={(p) => {
              setProblem(p);
              setError(null);
            }}
            error={error ?? undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('app.cancel')}
            </Button>
            <Button type="submit">{t('tickets.incident.apply')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
