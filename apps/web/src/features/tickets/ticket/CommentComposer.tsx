import { Alert, Box, Button, Group, Paper, SegmentedControl, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AttachmentItem } from '@outpost/editor';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/client.ts';
import { useStatuses } from '../../../api/ticketingConfig.api.ts';
import { useAddComment } from '../api/records.api.ts';
import { EDITOR_CHANGE_DEBOUNCE_MS, RichTextField } from '../../../components/fields/RichTextField.tsx';
import { useSession } from '../../auth/session.ts';
import { readCommentDraft, writeCommentDraft } from '../model/commentDrafts.ts';
import { hasContent, mentionedIds } from '../model/richHtml.ts';
import { ResponseTemplatePicker } from '../../automations/index.ts';
import type { TicketDraft } from './useTicketDraft.ts';

/** Ctrl+Enter (⌘+Enter on a Mac) sends, as in Zendesk and Zammad. */
const isSendKey = (e: KeyboardEvent) => e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey;

/**
 * A new comment: public (the requester sees it) or private (technicians only), with inline
 * images, files and mentions of technicians (spec 002 §3.7 "Ticket editor data"). With the
 * ticket's draft, a response template can fill the comment and the ticket's fields for review,
 * and "Submit as" sends the comment, the unsaved field changes and a new status in one save
 * (issue 23 item 9). A reply starts public when the desk says replies to a contact do.
 */
export function CommentComposer({ ticketId, draft, startPublic = false }: { ticketId: number; draft?: TicketDraft; startPublic?: boolean }) {
  const { t } = useTranslation();
  const add = useAddComment(ticketId);
  const statuses = useStatuses();
  const userId = useSession().data?.id;
  // What this user typed here before a reload or leaving the page comes back.
  const [stored] = useState(() => readCommentDraft(userId, ticketId));
  // Null until chosen: the desk's default (startPublic) applies, even when it arrives after the first render.
  const [chosen, setChosen] = useState<boolean | null>(stored?.isPublic ?? null);
  const isPublic = chosen ?? startPublic;
  // "Submit as": a status id, or '' to keep the ticket's.
  const [submitAs, setSubmitAs] = useState('');
  const [sending, setSending] = useState(false);
  const [empty, setEmpty] = useState(!hasContent(stored?.html ?? ''));
  // A new editor after each comment: the simplest way to start from a blank document.
  const [round, setRound] = useState(0);
  const html = useRef(stored?.html ?? '');
  // A template's comment: the editor restarts from it, for the technician to review.
  const [initialHtml, setInitialHtml] = useState(stored?.html ?? '');
  const files = useRef<AttachmentItem[]>([]);
  const visibility = useRef(isPublic);
  visibility.current = isPublic;

  const keep = useCallback(() => {
    writeCommentDraft(userId, ticketId, hasContent(html.current) ? { html: html.current, isPublic: visibility.current } : null);
  }, [userId, ticketId]);
  const setIsPublic = (value: boolean) => {
    visibility.current = value;
    setChosen(value);
    keep();
  };
  const onChange = useCallback(
    (next: string) => {
      html.current = next;
      setEmpty(!hasContent(next));
      keep();
    },
    [keep],
  );
  const onFiles = useCallback((items: AttachmentItem[]) => {
    files.current = items;
  }, []);

  const sent = () => {
    notifications.show({ color: 'green', message: t('tickets.conversation.added') });
    html.current = '';
    writeCommentDraft(userId, ticketId, null);
    files.current = [];
    setEmpty(true);
    setInitialHtml('');
    setSubmitAs('');
    setChosen(null);
    setRound((r) => r + 1);
  };

  const submit = () => {
    if (empty || sending) return;
    setSending(true);
    // Let the editor's debounced export land first.
    setTimeout(() => {
      const htmlBody = html.current;
      const comment = {
        htmlBody,
        isPublic,
        uploads: files.current.flatMap((f) => (f.contentId ? [f.contentId] : [])),
        techniciansTagged: mentionedIds(htmlBody),
      };
      // With a status to set or fields changed, one save carries everything (the ticket's version checked once).
      if (draft && (submitAs !== '' || draft.dirty)) {
        void draft
          .save({ comment, ...(submitAs !== '' ? { status: Number(submitAs) } : {}) })
          .then((saved) => {
            if (saved) sent();
          })
          .finally(() => setSending(false));
        return;
      }
      add.mutate(comment, { onSuccess: sent, onSettled: () => setSending(false) });
    }, EDITOR_CHANGE_DEBOUNCE_MS + 20);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!isSendKey(e)) return;
    e.preventDefault();
    e.stopPropagation();
    submit();
  };
  const target = statuses.data?.find((st) => String(st.id) === submitAs);

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        {/* Captured before the editor sees it: Ctrl+Enter sends instead of starting a new line. */}
        <Box onKeyDownCapture={onKeyDown}>
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
        </Box>
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
          <Group gap="xs">
            {draft && (
              <Select
                aria-label={t('tickets.conversation.submitAs')}
                w={200}
                value={submitAs}
                onChange={(v) => setSubmitAs(v ?? '')}
                allowDeselect={false}
                data={[
                  { value: '', label: t('tickets.conversation.keepStatus') },
                  ...(statuses.data ?? [])
                    .filter((st) => st.active && st.id !== draft.base.statusId)
                    .map((st) => ({ value: String(st.id), label: t('tickets.conversation.asStatus', { status: st.name }) })),
                ]}
              />
            )}
            <Button onClick={submit} loading={add.isPending || sending} disabled={empty} title={t('tickets.conversation.sendKey')}>
              {target ? t('tickets.conversation.submitAsStatus', { status: target.name }) : t('tickets.conversation.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
