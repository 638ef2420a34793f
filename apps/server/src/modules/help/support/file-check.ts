import { fileExtensionOf } from '@outpost/contracts';
import { MOVIE_ATOMS } from '../../notes/uploads/content-type.ts';

/** How many first bytes the check reads: enough for every signature and a text sample. */
export const FILE_CHECK_HEAD_BYTES = 4096;

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.mov': 'video/quicktime',
  '.txt': 'text/plain',
};

/** The type stored and sent for an allowed extension (never the browser's claim). */
export const contentTypeForExtension = (fileName: string): string => CONTENT_TYPES[fileExtensionOf(fileName)] ?? 'application/octet-stream';

/**
 * Whether a file's first bytes are what its extension says (spec 000 §5: attachments are checked
 * by extension and by a file check): real PNG and JPEG signatures, a QuickTime atom, or text
 * without NUL bytes (UTF-16 text with its byte-order mark is text too).
 */
export function contentMatchesExtension(fileName: string, head: Uint8Array): boolean {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  switch (fileExtensionOf(fileName)) {
    case '.png':
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case '.jpg':
    case '.jpeg':
      return starts(0xff, 0xd8, 0xff);
    case '.mov':
      return head.length >= 8 && MOVIE_ATOMS.has(Buffer.from(head.subarray(4, 8)).toString('latin1'));
    case '.txt':
      return starts(0xff, 0xfe) || starts(0xfe, 0xff) || !head.includes(0);
    default:
      return false;
  }
}
