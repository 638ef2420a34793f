import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { AttachmentItem } from '@outpost/editor';
import { Suspense, lazy, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useUploadErrorNotice } from '../../api/upload-error-notice.ts';
import { uploadFile } from '../../api/uploads.api.ts';
import { fetchMentionable } from './notes.api.ts';

// Lexical and the editor stay out of the app's first bundle: loaded when a note is written.
const RichTextEditor = lazy(() => import('@outpost/editor').then((m) => ({ default: m.RichTextEditor })));

/** Short notes: export often, so Save never misses the last keystrokes. */
const CHANGE_DEBOUNCE_MS = 40;

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Appends links to the uploaded attachments, so the note keeps them (a note is only HTML). */
function withAttachmentLinks(html: string, items: AttachmentItem[]): string {
  const links = items
    .filter((item) => item.contentId)
    .map((item) => `<li><a href="/api/uploads/${encodeURIComponent(item.contentId!)}">${escapeHtml(item.file.name)}</a></li>`);
  return links.length ? `${html}<ul>${links.join('')}</ul>` : html;
}

interface NoteEditorProps {
  initialHtml?: string;
  saving: boolean;
  error: unknown;
  onSave: (html: string) => void;
  onCancel?: () => void;
}

/** The rich-text editor wired to the server: uploads, mentions of real users, Save and Cancel. */
export function NoteEditor({ initialHtml, saving, error, onSave, onCancel }: NoteEditorProps) {
  const { t } = useTranslation();
  const html = useRef(initialHtml ?? '');
  const attachments = useRef<AttachmentItem[]>([]);
  const [empty, setEmpty] = useState(!initialHtml);
  const translate = useCallback((key: string, options: { defaultValue: string } & Record<string, unknown>) => t(`notes.${key}`, options), [t]);
  const upload = useCallback(async (file: File) => ({ ...(await uploadFile(file)) }), []);
  const uploadRefused = useUploadErrorNotice();
  const save = () => {
    // Let the editor's debounced export land first.
    setTimeout(() => onSave(withAttachmentLinks(html.current, attachments.current)), CHANGE_DEBOUNCE_MS + 20);
  };
  const editor = useMemo(
    () => (
      <RichTextEditor
        initialHtml={initialHtml}
        t={translate}
        ariaLabel={t('notes.editorLabel')}
        placeholder={t('notes.placeholder')}
        changeDebounceMs={CHANGE_DEBOUNCE_MS}
        onChange={(next) => {
          html.current = next;
          setEmpty(next.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/.test(next));
        }}
        onAttachmentsChange={(items) => {
          attachments.current = items;
        }}
        onImageUpload={upload}
        onAttachmentUpload={upload}
        onImageUploadError={uploadRefused}
        onAttachmentUploadError={uploadRefused}
        onMentionFetch={fetchMentionable}
        onDownloadAttachment={(item) => item.contentId && window.open(`/api/uploads/${item.contentId}`, '_blank', 'noopener')}
      />
    ),
    [initialHtml, translate, t, upload, uploadRefused],
  );

  return (
    <Stack gap="xs">
      <Suspense
        fallback={
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('notes.loadingEditor')}</Text>
          </Group>
        }
      >
        {editor}
      </Suspense>
      {error != null && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(error)}
        </Text>
      )}
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('app.cancel')}
          </Button>
        )}
        <Button onClick={save} loading={saving} disabled={empty}>
          {t('notes.save')}
        </Button>
      </Group>
    </Stack>
  );
}
