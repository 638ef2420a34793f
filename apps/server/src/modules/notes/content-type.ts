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
