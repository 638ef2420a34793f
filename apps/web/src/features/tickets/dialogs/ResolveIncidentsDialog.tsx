import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import type { CommentInput } from '@outpost/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_CHANGE_DEBOUNCE_MS, RichTextField } from '../../../components/fields/RichTextField.tsx';
import { hasContent } from '../model/richHtml.ts';

interface Props {
  opened: boolean;
  /** Incidents of the problem that are not solved yet. */
  count: number;
  saving: boolean;
  onCancel: () => void;
  onProblemOnly: () => void;
  /** Solve the incidents too, each with this comment (null: none). */
  onWithIncidents: (comment: CommentInput | null) => void;
}

/** Solving a problem: its open incidents may get the same status, each with a comment. */
export function ResolveIncidentsDialog({ opened, count, saving, onCancel, onProblemOnly, onWithIncidents }: Props) {
  const { t } = useTranslation();
  const html = useRef('');
  const [isPublic, setIsPublic] = useState(true);
  const onChange = useCallback((next: string) => {
    html.current = next;
  }, []);

  const withIncidents = () =>
    // Let the editor's debounced export land first.
    setTimeout(() => onWithIncidents(hasContent(html.current) ? { htmlBody: html.current, isPublic } : null), EDITOR_CHANGE_DEBOUNCE_MS + 20);

  return (
    <Modal opened={opened} onClose={onCancel} title={t('tickets.resolve.title')} size="lg">
      <Stack>
        <Text size="sm">{t('tickets.resolve.body', { count })}</Text>
        {opened && <RichTextField label={t('tickets.resolve.comment')} ariaLabel={t('tickets.resolve.commentLabel')} onChange={onChange} />}
        <SegmentedControl
          aria-label={t('tickets.conversation.visibility')}
          value={isPublic ? 'public' : 'private'}
          onChange={(v) => setIsPublic(v === 'public')}
          data={[
            { value: 'public', label: t('tickets.conversation.public') },
            { value: 'private', label: t('tickets.conversation.private') },
          ]}
          w="fit-content"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('app.cancel')}
          </Button>
          <Button variant="light" onClick={onProblemOnly} disabled={saving}>
            {t('tickets.resolve.problemOnly')}
          </Button>
          <Button onClick={withIncidents} loading={saving}>
            {t('tickets.resolve.withIncidents')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
