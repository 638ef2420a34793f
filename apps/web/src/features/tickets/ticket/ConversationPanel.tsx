import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock, IconWorld } from '@tabler/icons-react';
import type { TicketComment } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/QueryState.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import { useTicketingConfig } from '../../../api/ticketingConfig.api.ts';
import { useComments } from '../api/records.api.ts';
import { uploadStatusOf, type UploadInfo } from '../model/richHtml.ts';
import { CommentComposer } from './CommentComposer.tsx';
import { RichHtml } from './RichHtml.tsx';
import type { TicketDraft } from './useTicketDraft.ts';
import { useUploadStatuses } from './useUploadStatuses.ts';

/** The ticket's comments, oldest first, and the composer for the next one. */
export function ConversationPanel({ ticketId, draft, requesterIsContact = false }: { ticketId: number; draft?: TicketDraft; requesterIsContact?: boolean }) {
  const { t } = useTranslation();
  const config = useTicketingConfig();
  // Replies to a contact start public when the desk says so (issue 23 item 9): they reach the contact by mail.
  const startPublic = requesterIsContact && (config.data?.replies.publicToContactRequesters ?? false);
  const comments = useComments(ticketId);
  const files = useUploadStatuses(ticketId);
  return (
    <Stack>
      {comments.isPending ? (
        <Stack>
          <Skeleton height={80} />
          <Skeleton height={80} />
        </Stack>
      ) : (
        <QueryState query={comments} isEmpty={(list) => list.length === 0} empty={t('tickets.conversation.empty')}>
          {(list) => (
            <Stack gap="sm" data-testid="comments">
              {list.map((c) => (
                <CommentCard key={c.id} comment={c} files={files} />
              ))}
            </Stack>
          )}
        </QueryState>
      )}
      <CommentComposer ticketId={ticketId} draft={draft} startPublic={startPublic} />
    </Stack>
  );
}

function CommentCard({ comment, files: known }: { comment: TicketComment; files: ReadonlyMap<string, UploadInfo> }) {
  const { t } = useTranslation();
  const attached = comment.uploads.filter((u) => uploadStatusOf(u) === 'READY');
  return (
    <Paper
      withBorder
      p="sm"
      data-testid="ticket-comment"
      data-public={comment.isPublic}
      style={comment.isPublic ? undefined : { background: 'var(--mantine-color-yellow-light)' }}
    >
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500}>
          {comment.author.name}
        </Text>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {formatDateTime(comment.createdAt)} · {t('tickets.ticket.via', { channel: t(`tickets.conversation.channel.${comment.source}`) })}
          </Text>
          <Badge
            size="sm"
            variant="light"
            color={comment.isPublic ? 'blue' : 'yellow'}
            leftSection={comment.isPublic ? <IconWorld size={12} /> : <IconLock size={12} />}
          >
            {comment.isPublic ? t('tickets.conversation.public') : t('tickets.conversation.private')}
          </Badge>
        </Group>
      </Group>
      <RichHtml html={comment.htmlBody} files={known} />
      {attached.length > 0 && (
        <Group gap="xs" mt="xs">
          <Text size="xs" c="dimmed">
            {t('tickets.conversation.files')}:
          </Text>
          {attached.map((f) => (
            <Anchor key={f.contentId} size="sm" href={f.url} target="_blank" rel="noopener">
              {f.fileName}
            </Anchor>
          ))}
        </Group>
      )}
    </Paper>
  );
}
