import { Alert, Button, Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AttachmentItem } from '@outpost/editor';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/client.ts';
import { useAddComment } from '../api/records.api.ts';
import { EDITOR_CHANGE_DEBOUNCE_MS, RichTextField } from '../fields/RichTextField.tsx';
import { hasContent, mentionedIds } from '../model/richHtml.ts';
import { ResponseTemplatePicker } from '../../automations/templates/ResponseTemplatePicker.tsx';
import type { TicketDraft } from './useTicketDraft.ts';

/**
 * A new comment: public (the requester sees it) or private (technicians only), with inline
 * images, files and mentions of technicians (spec 002 §3.7 "Ticket editor data"). With the
 * ticket's draft, a response template can fill the comment and the ticket's fields for review.
 */
export function CommentComposer({ ticketId, draft }: { ticketId: number; draft?: TicketDraft }) {
  const { t } = useTranslation();
  const add = useAddComment(ticketId);
  const [isPublic, setIsPublic] = useState(false);
  const [empty, setEmpty] = useState(true);
  // A new editor after each comment: the simplest way to start from a blank document.
  const [round, setRound] = useState(0);
  const html = useRef('');
  // A template's comment: the editor restarts from it, for the technician to review.
  const [initialHtml, setInitialHtml] = useState('');
  const files = useRef<AttachmentItem[]>([]);

  const onChange = useCallback((next: string) => {
    html.current = next;
    setEmpty(!hasContent(next));
  }, []);
  const onFiles = useCallback((items: AttachmentItem[]) => {
    files.current = items;
  }, []);

  const submit = () => {
    // Let the editor's debounced export land first.
    setTimeout(() => {
      const htmlBody = html.current;
      add.mutate(
        { htmlBody, isPublic, uploads: files.current.flatMap((f) => (f.contentId ? [f.contentId] : [])), techniciansTagged: mentionedIds(htmlBody) },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('tickets.conversation.added') });
            html.current = '';
            files.current = [];
            setEmpty(true);
            setInitialHtml('');
            setRound((r) => r + 1);
          },
        },
      );
    }, EDITOR_CHANGE_DEBOUNCE_MS + 20);
  };

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <RichTextField
          key={round}
          initialHtml={initialHtml}
          label={t('tickets.conversation.submit')}
          ariaLabel={t('tickets.conversation.editorLabel')}
          placeholder={t('tickets.conversation.placeholder')}
          onChange={onChange}
          onAttachmentsChange={onFiles}
          withAttachments
          ticketId={ticketId}
        />
        {add.isError && (
          <Alert color="red" role="alert">
            {errorMessage(add.error)}
          </Alert>
        )}
        <Group justify="space-between">
          {draft && (
            <ResponseTemplatePicker
              ticketId={ticketId}
              draft={draft}
              onComment={(comment) => {
                html.current = comment.htmlBody;
                setInitialHtml(comment.htmlBody);
                setIsPublic(comment.isPublic);
                setEmpty(!hasContent(comment.htmlBody));
                setRound((r) => r + 1);
              }}
            />
          )}
          <SegmentedControl
            aria-label={t('tickets.conversation.visibility')}
            value={isPublic ? 'public' : 'private'}
            onChange={(v) => setIsPublic(v === 'public')}
            data={[
              { value: 'private', label: t('tickets.conversation.private') },
              { value: 'public', label: t('tickets.conversation.public') },
            ]}
          />
          <Button onClick={submit} loading={add.isPending} disabled={empty}>
            {t('tickets.conversation.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
