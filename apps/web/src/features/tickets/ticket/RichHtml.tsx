import { Typography } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { prepareRichHtml, type UploadInfo } from '../model/richHtml.ts';

const NO_FILES: ReadonlyMap<string, UploadInfo> = new Map();

/**
 * A description or comment as the server stored it. An inline image that fails to load is
 * replaced by 'Failed to load inline image' rather than a broken-image icon.
 */
export function RichHtml({ html, files = NO_FILES, testId }: { html: string; files?: ReadonlyMap<string, UploadInfo>; testId?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const display = useMemo(
    () =>
      prepareRichHtml(html, files, {
        processing: t('tickets.conversation.imageProcessing'),
        unavailable: t('tickets.conversation.imageUnavailable'),
        image: t('tickets.conversation.image'),
      }),
    [html, files, t],
  );
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // Image errors do not bubble: listen in the capture phase.
    const onError = (event: Event) => {
      if (!(event.target instanceof HTMLImageElement)) return;
      const note = document.createElement('span');
      note.setAttribute('role', 'note');
      note.textContent = t('tickets.conversation.imageFailed');
      event.target.replaceWith(note);
    };
    root.addEventListener('error', onError, true);
    return () => root.removeEventListener('error', onError, true);
  }, [t]);
  return <Typography ref={ref} className="outpost-note" data-testid={testId} dangerouslySetInnerHTML={{ __html: display }} />;
}
