/** Image types served inline; every other upload is served as a download. */
export const INLINE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

const MIME_TOKEN = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/** The image type the first bytes prove, or null. */
export function sniffImageType(head: Uint8Array): (typeof INLINE_IMAGE_TYPES)[number] | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  return null;
}

/**
 * The type to store: a real png/jpeg/gif is trusted by its bytes; anything else keeps the
 * declared type only when it is not an image (a claimed image that is not one could be HTML
 * or SVG in disguise), and a malformed type becomes application/octet-stream.
 */
export function storedContentType(declared: string, head: Uint8Array): string {
  const sniffed = sniffImageType(head);
  if (sniffed) return sniffed;
  const type = declared.split(';')[0]!.trim().toLowerCase();
  if (!MIME_TOKEN.test(type) || type.startsWith('image/')) return 'application/octet-stream';
  return type;
}

/** A Content-Disposition value with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** How many first bytes a preview reads to decide whether the file may be shown inline. */
export const PREVIEW_HEAD_BYTES = 4096;

/** QuickTime and MP4 files start with an atom whose type is one of these (bytes 4–8). */
export const MOVIE_ATOMS: ReadonlySet<string> = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
const VIDEO_TYPES = new Set(['video/quicktime', 'video/mp4']);

/** Text a browser may show as text: no NUL bytes and valid UTF-8 (a cut last character allowed), or UTF-16 with its mark. */
export function textCharset(head: Uint8Array): string | null {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  if (head.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return null;
  }
}

/**
 * The type a preview may show a file inline as, or null for a download: only when the bytes
 * prove the stored type, and only for what the preview dialog shows (images, video, plain text,
 * PDF). A file whose content does not match what it claims is suspicious and never inline.
 */
export function inlinePreviewType(storedType: string, head: Uint8Array): string | null {
  const starts = (text: string) => Buffer.from(head.subarray(0, text.length)).toString('latin1') === text;
  const image = sniffImageType(head);
  if (image) return storedType === image ? image : null;
  if (storedType === 'application/pdf') return starts('%PDF-') ? storedType : null;
  if (VIDEO_TYPES.has(storedType)) return head.length >= 8 && MOVIE_ATOMS.has(Buffer.from(head.subarray(4, 8)).toString('latin1')) ? storedType : null;
  if (storedType === 'video/webm') return starts('\x1a\x45\xdf\xa3') ? storedType : null;
  if (storedType === 'text/plain' && !starts('%PDF-')) {
    const charset = textCharset(head);
    return charset ? `text/plain; charset=${charset}` : null;
  }
  return null;
}
