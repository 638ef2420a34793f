import { Affix, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SOLVED_STATUS_KEYS, type CommentInput, type TicketDetail } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatuses } from '../../../api/ticketingConfig.api.ts';
import { useIncidents } from '../../../api/tickets.api.ts';
import { ResolveIncidentsDialog } from '../dialogs/ResolveIncidentsDialog.tsx';
import { TicketFieldsEditor } from '../fields/TicketFieldsEditor.tsx';
import type { TicketDraft } from './useTicketDraft.ts';

/**
 * The ticket's fields, edited together and saved in one PATCH with the version they were read
 * at. Solving a problem with open incidents first asks whether to solve them too (spec 002 §2.2).
 */
export function FieldsPanel({ ticket, draft }: { ticket: TicketDetail; draft: TicketDraft }) {
  const { t } = useTranslation();
  const statuses = useStatuses();
  const isProblem = draft.values.type === 'PROBLEM' && ticket.type === 'PROBLEM';
  const incidents = useIncidents(ticket.id, isProblem && ticket.incidentCount > 0);
  const [asking, setAsking] = useState(false);

  const solved = (statusId: number | null) => {
    const status = statuses.data?.find((s) => s.id === statusId);
    return status !== undefined && SOLVED_STATUS_KEYS.includes(status.parentKey);
  };
  const openIncidents = (incidents.data ?? []).filter((i) => !SOLVED_STATUS_KEYS.includes(i.status.parentKey)).length;
  const solvingProblem = isProblem && solved(draft.values.statusId) && !solved(draft.base.statusId);

  const save = () => {
    if (solvingProblem && openIncidents > 0) setAsking(true);
    else void draft.save();
  };
  const saveWithIncidents = async (comment: CommentInput | null) => {
    const saved = await draft.save({ resolveIncidents: comment ? { comment } : {} });
    setAsking(false);
    if (saved?.resolvedIncidentIds) notifications.show({ color: 'green', message: t('tickets.resolve.resolved', { count: saved.resolvedIncidentIds.length }) });
  };

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h4">
          {t('tickets.ticket.details')}
        </Title>
        <TicketFieldsEditor values={draft.values} onChange={draft.change} errors={draft.errors} ticketId={ticket.id} />
        <SaveBar dirty={draft.dirty} saving={draft.saving} onSave={save} onDiscard={draft.discard} />
      </Stack>
      <ResolveIncidentsDialog
        opened={asking}
        count={openIncidents}
        saving={draft.saving}
        onCancel={() => setAsking(false)}
        onProblemOnly={() => {
          setAsking(false);
          void draft.save();
        }}
        onWithIncidents={(comment) => void saveWithIncidents(comment)}
      />
    </Paper>
  );
}

/** Save and Discard, kept in view at the bottom of the window while there are unsaved edits. */
function SaveBar({ dirty, saving, onSave, onDiscard }: { dirty: boolean; saving: boolean; onSave: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  if (!dirty) return null;
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
      <Paper withBorder shadow="md" p="sm" role="region" aria-label={t('tickets.ticket.unsaved')}>
        <Group gap="sm">
          <Text size="sm">{t('tickets.ticket.unsaved')}</Text>
          <Button variant="default" onClick={onDiscard} disabled={saving}>
            {t('tickets.ticket.discard')}
          </Button>
          <Button onClick={onSave} loading={saving}>
            {t('tickets.ticket.save')}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
