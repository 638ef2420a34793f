import { Group, Input, Loader, Text } from '@mantine/core';
import type { AttachmentItem, MentionSuggestion, RichTextEditorHandle } from '@outpost/editor';
import { Suspense, lazy, memo, useCallback, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchTechnicians } from '../../api/pickers.api.ts';
import { uploadFile } from '../../api/uploads.api.ts';
import { useUploadErrorNotice } from '../../api/upload-error-notice.ts';

// Lexical and the editor stay out of the list's and the first page's bundle: loaded with a ticket.
const RichTextEditor = lazy(() => import('@outpost/editor').then((m) => ({ default: m.RichTextEditor })));

/** Short texts: export often, so a submit never misses the last keystrokes. */
export const EDITOR_CHANGE_DEBOUNCE_MS = 40;

/**
 * Technicians for the mention typeahead: the editor shows at most 5 (spec 002 §7). On a ticket,
 * only those who work its organization: the server refuses tagging any other.
 */
async function mentionTechnicians(query: string, ticketId?: number): Promise<MentionSuggestion[]> {
  const page = await fetchTechnicians(query, 0, undefined, undefined, ticketId);
  return page.data.slice(0, 5).map((tech) => ({ id: String(tech.id), label: tech.name, metadata: tech.deleted ? { state: 'deleted' } : undefined }));
}

interface Props {
  label: string;
  ariaLabel: string;
  placeholder?: string;
  initialHtml?: string;
  onChange: (html: string) => void;
  onAttachmentsChange?: (items: AttachmentItem[]) => void;
  /** Attachments (not inline images) are offered only where the host keeps them. */
  withAttachments?: boolean;
  error?: string;
  /** The editor's handle once loaded (inserting a placeholder at the caret). */
  handleRef?: Ref<RichTextEditorHandle>;
  /** `email`: an e-mail body, at most 450 px high (spec 002 §9). */
  variant?: 'default' | 'email';
  /** The ticket the text belongs to, once it exists: mentions offer its technicians only. */
  ticketId?: number;
  /** Shows the required asterisk beside the label, as the other field widgets do. */
  required?: boolean;
}

/**
 * The rich-text editor wired to the server: images and files go to /api/uploads, mentions
 * find technicians (the server turns them into techniciansTagged).
 */
export const RichTextField = memo(function RichTextField({
  label,
  ariaLabel,
  placeholder,
  initialHtml,
  onChange,
  onAttachmentsChange,
  withAttachments,
  error,
  handleRef,
  variant,
  ticketId,
  required,
}: Props) {
  const { t } = useTranslation();
  const translate = useCallback((key: string, options: { defaultValue: string } & Record<string, unknown>) => t(`tickets.${key}`, options), [t]);
  const upload = useCallback(async (file: File) => ({ ...(await uploadFile(file)) }), []);
  const uploadRefused = useUploadErrorNotice();
  const mention = useCallback((query: string) => mentionTechnicians(query, ticketId), [ticketId]);
  return (
    <Input.Wrapper label={label} error={error} labelElement="div" withAsterisk={required}>
      <Suspense
        fallback={
          <Group gap="xs" mih={120}>
            <Loader size="sm" />
            <Text size="sm">{t('tickets.loadingEditor')}</Text>
          </Group>
        }
      >
        <RichTextEditor
          initialHtml={initialHtml}
          handleRef={handleRef}
          variant={variant}
          t={translate}
          ariaLabel={ariaLabel}
          placeholder={placeholder}
          changeDebounceMs={EDITOR_CHANGE_DEBOUNCE_MS}
          onChange={onChange}
          onAttachmentsChange={onAttachmentsChange}
          onImageUpload={upload}
          onAttachmentUpload={withAttachments ? upload : undefined}
          onImageUploadError={uploadRefused}
          onAttachmentUploadError={uploadRefused}
          onMentionFetch={mention}
          onDownloadAttachment={(item) => item.contentId && window.open(`/api/uploads/${item.contentId}`, '_blank', 'noopener')}
        />
      </Suspense>
    </Input.Wrapper>
  );
});
