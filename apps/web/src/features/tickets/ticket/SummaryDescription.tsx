import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { TICKET_SUMMARY_MAX_LENGTH, type TicketDetail } from '@outpost/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../fields/TicketFieldsEditor.tsx';
import { RichTextField } from '../../../components/fields/RichTextField.tsx';
import { hasContent } from '../model/richHtml.ts';
import { RichHtml } from './RichHtml.tsx';
import type { TicketDraft } from './useTicketDraft.ts';
import { useUploadStatuses } from './useUploadStatuses.ts';
import { lengthError } from '../../../shared/lengthError.ts';

/** Summary and description: edited in place, saved with the other fields. */
export function SummaryDescription({ ticket, draft }: { ticket: TicketDetail; draft: TicketDraft }) {
  const { t } = useTranslation();
  const files = useUploadStatuses(ticket.id);
  const [editing, setEditing] = useState(false);
  const { change } = draft;
  const setDescription = useCallback((description: string) => change({ description }), [change]);

  // Saved or discarded: the description is shown again as stored.
  useEffect(() => {
    if (!draft.dirty) setEditing(false);
  }, [draft.dirty]);

  return (
    <Paper withBorder p="md">
      <Stack>
        <TextInput
          label={t('tickets.field.summary')}
          required
          value={draft.values.summary}
          onChange={(e) => change({ summary: e.currentTarget.value })}
          error={fieldError(draft.errors, 'summary') ?? lengthError(draft.values.summary, TICKET_SUMMARY_MAX_LENGTH)}
        />
        {editing ? (
          <RichTextField
            label={t('tickets.field.description')}
            ariaLabel={t('tickets.create.descriptionLabel')}
            initialHtml={draft.base.description}
            onChange={setDescription}
            error={fieldError(draft.errors, 'description')}
          />
        ) : (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text fw={500} size="sm">
                {t('tickets.field.description')}
              </Text>
              <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => setEditing(true)}>
                {t('tickets.ticket.editDescription')}
              </Button>
            </Group>
            {hasContent(ticket.description) ? (
              <RichHtml html={ticket.description} files={files} testId="ticket-description" />
            ) : (
              <Text size="sm" c="dimmed">
                {t('tickets.ticket.noDescription')}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
