import { UPLOAD_STATUSES, type UploadStatus } from '@outpost/contracts';
import { z } from 'zod';

/**
 * Check states of an uploaded file (spec 002 §4.1, packages/contracts): the server sniffs each
 * upload against its declared type (PROCESSING until then) and reports the verdict as `uploadStatus`.
 */
export type { UploadStatus };
const withStatus = z.object({ uploadStatus: z.enum(UPLOAD_STATUSES) });

/** An upload's scan state; READY when the server says nothing. */
export function uploadStatusOf(upload: unknown): UploadStatus {
  const parsed = withStatus.safeParse(upload);
  return parsed.success ? parsed.data.uploadStatus : 'READY';
}

const UPLOAD_SRC = /\/api\/uploads\/([A-Za-z0-9_-]{1,64})/;

/** The content id of an inline image: its data-cid, or the upload its src points at. */
export function imageContentId(img: Element): string | null {
  return img.getAttribute('data-cid') ?? UPLOAD_SRC.exec(img.getAttribute('src') ?? '')?.[1] ?? null;
}

export interface RichHtmlLabels {
  processing: string;
  unavailable: string;
  /** Alternative text of an image whose file name is not known. */
  image: string;
}

/** What the page knows of an uploaded file: its scan state and name. */
export interface UploadInfo {
  status: UploadStatus;
  fileName: string;
}

/**
 * Stored rich text (sanitised on the server) made ready to show: mentions read '@name' rather
 * than their '@user:{id}' marker; inline images still PROCESSING become a placeholder, FAILURE
 * and SUSPICIOUS ones are not loaded at all; unknown image sizes (stored as 0) are dropped; an
 * image without alternative text is named by its file (the editor stores none).
 */
export function prepareRichHtml(html: string, files: ReadonlyMap<string, UploadInfo>, labels: RichHtmlLabels): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const span of doc.querySelectorAll<HTMLElement>('span[data-mention]')) {
    const label = span.getAttribute('data-mention-label');
    if (label) span.textContent = `@${label}`;
  }
  for (const img of doc.querySelectorAll('img')) {
    for (const name of ['width', 'height']) if (img.getAttribute(name) === '0') img.removeAttribute(name);
    const cid = imageContentId(img);
    const file = cid ? files.get(cid) : undefined;
    if (!img.getAttribute('alt')) img.setAttribute('alt', file?.fileName ?? labels.image);
    const status = file?.status;
    if (status === undefined || status === 'READY') continue;
    const placeholder = doc.createElement('span');
    placeholder.className = status === 'PROCESSING' ? 'ticket-image-processing' : 'ticket-image-unavailable';
    placeholder.setAttribute('data-image-state', status);
    if (cid) placeholder.setAttribute('data-cid', cid);
    placeholder.textContent = status === 'PROCESSING' ? labels.processing : labels.unavailable;
    img.replaceWith(placeholder);
  }
  return doc.body.innerHTML;
}

/** Whether rich text holds anything worth sending: text or an image. */
export function hasContent(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== '' || /<img\b/.test(html)
  );
}

/** Technicians mentioned in the HTML (the server finds them too; sent so the intent is explicit). */
export function mentionedIds(html: string): number[] {
  return [...new Set([...html.matchAll(/data-mention-id="(\d{1,10})"/g)].map((m) => Number(m[1])))];
}
