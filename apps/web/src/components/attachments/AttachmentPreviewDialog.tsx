import { Button, Center, Code, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { HelpAttachment } from '@outpost/contracts';
import { IconDownload, IconFileOff, IconHourglass } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoPlayer } from '../widgets/index.ts';
import './attachmentPreview.strings.ts';

/** How a file is shown: by its type, else by its name's extension. */
export type PreviewKind = 'image' | 'video' | 'text' | 'pdf' | 'none';
export function previewKindOf(contentType: string, name: string): PreviewKind {
  const type = contentType.toLowerCase();
  const extension = name.toLowerCase().split('.').pop() ?? '';
  if (type.startsWith('image/') || ['png', 'jpg', 'jpeg', 'gif'].includes(extension)) return 'image';
  if (type.startsWith('video/') || ['mov', 'mp4', 'webm'].includes(extension)) return 'video';
  if (type === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (type.startsWith('text/') || ['txt', 'log', 'csv'].includes(extension)) return 'text';
  return 'none';
}

/** Longest text shown; the rest is in the download. */
const TEXT_PREVIEW_CHARS = 200_000;

function Fallback({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <IconFileOff size={48} aria-hidden />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * Whether the server shows the file inline as the kind the dialog expects: it does so only when
 * the file's bytes prove that type (the signed preview link); anything else comes as a download,
 * which a frame would not show.
 */
function servedInlineAs(response: Response, kind: 'pdf' | 'text'): boolean {
  const type = response.headers.get('content-type') ?? '';
  const inline = (response.headers.get('content-disposition') ?? 'inline').startsWith('inline');
  return response.ok && inline && (kind === 'pdf' ? type === 'application/pdf' : type.startsWith('text/plain'));
}

/** The file itself, once its address is known; any failure to show it falls back to the icon. */
function PreviewBody({ kind, url, name }: { kind: PreviewKind; url: string; name: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [pdfReady, setPdfReady] = useState(false);
  useEffect(() => {
    if (kind !== 'text' && kind !== 'pdf') return;
    const controller = new AbortController();
    // A frame reports no HTTP failure, so the PDF is asked about first (HEAD: no body); text is read.
    fetch(url, { method: kind === 'pdf' ? 'HEAD' : 'GET', credentials: 'same-origin', signal: controller.signal })
      .then((r) => (servedInlineAs(r, kind) ? r : Promise.reject(new Error(String(r.status)))))
      .then(async (r) => {
        if (kind === 'pdf') setPdfReady(true);
        else setText((await r.text()).slice(0, TEXT_PREVIEW_CHARS));
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setFailed(true);
      });
    return () => controller.abort();
  }, [kind, url]);
  const loading = (
    <Center py="xl">
      <Loader size="sm" role="status" aria-label={t('attachmentPreview.loading')} />
    </Center>
  );
  if (failed || kind === 'none') return <Fallback label={t('attachmentPreview.unavailable')} />;
  switch (kind) {
    case 'image':
      return <img src={url} alt={name} onError={() => setFailed(true)} style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' }} />;
    case 'video':
      return <VideoPlayer sources={[{ quality: 720, src: url }]} />;
    case 'pdf':
      return pdfReady ? <iframe src={url} title={name} style={{ width: '100%', height: '70vh', border: 0 }} onError={() => setFailed(true)} /> : loading;
    case 'text':
      return text === null ? (
        loading
      ) : (
        <ScrollArea.Autosize mah="60vh">
          <Code block data-testid="text-preview">
            {text}
          </Code>
        </ScrollArea.Autosize>
      );
  }
}

/**
 * The attachment preview (spec 000 §2, §4): images, video in the video player, text and PDF, with
 * Download. FAILURE and SUSPICIOUS show "Resource Not Found", PROCESSING a processing view; the
 * file's address comes from the signed-URL lookup (a short-lived link that works in a frame or
 * player without the session). Used by the help panel and by a ticket's files.
 */
export function AttachmentPreviewDialog({
  attachment,
  resolveUrl,
  onClose,
}: {
  attachment: HelpAttachment | null;
  resolveUrl: (id: string) => Promise<string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [resolved, setResolved] = useState<{ id: string; url: string | null } | null>(null);
  const ready = attachment?.uploadStatus === 'SUCCESS';
  useEffect(() => {
    if (!attachment || attachment.uploadStatus !== 'SUCCESS') return;
    let live = true;
    resolveUrl(attachment.id).then(
      (url) => live && setResolved({ id: attachment.id, url }),
      () => live && setResolved({ id: attachment.id, url: null }),
    );
    return () => {
      live = false;
    };
  }, [attachment, resolveUrl]);
  const url = resolved && attachment && resolved.id === attachment.id ? resolved.url : undefined;
  const name = attachment?.metadata.name ?? '';

  let body;
  if (!attachment) body = null;
  else if (attachment.uploadStatus === 'FAILURE' || attachment.uploadStatus === 'SUSPICIOUS') body = <Fallback label={t('attachmentPreview.notFound')} />;
  else if (attachment.uploadStatus === 'PROCESSING')
    body = (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <IconHourglass size={48} aria-hidden />
          <Text size="sm">{t('attachmentPreview.processing')}</Text>
        </Stack>
      </Center>
    );
  else if (url === undefined)
    body = (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t('attachmentPreview.loading')} />
      </Center>
    );
  else if (url === null) body = <Fallback label={t('attachmentPreview.notFound')} />;
  else body = <PreviewBody key={url} kind={previewKindOf(attachment.metadata.contentType, name)} url={url} name={name} />;

  return (
    <Modal opened={attachment !== null} onClose={onClose} title={name || t('attachmentPreview.title')} size="xl" centered zIndex={400}>
      <Stack>
        {body}
        <Group justify="flex-end">
          <Button
            component="a"
            href={url ?? undefined}
            download={name}
            leftSection={<IconDownload size={16} />}
            disabled={!ready || !url}
            data-disabled={!ready || !url || undefined}
          >
            {t('attachmentPreview.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
