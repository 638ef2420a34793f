import { fileTypeFromBuffer, supportedExtensions, supportedMimeTypes } from 'file-type';
import type { UploadStatus } from '@outpost/contracts';
import { textCharset } from './content-type.ts';

/**
 * How many first bytes the check reads: file-type decides from the head of a file, and
 * zip-based documents (docx, xlsx, epub) need their first entries, a few KiB in.
 */
export const CHECK_HEAD_BYTES = 64 * 1024;

/**
 * Text formats the library cannot recognise by their bytes (they have no signature): a file
 * that claims one of these is checked as text instead (no NUL bytes, valid UTF-8 or UTF-16 with
 * its mark), and a binary format found inside one (an .exe named .txt) is a mismatch.
 */
const TEXT_EXTENSIONS: ReadonlySet<string> = new Set([
  'txt',
  'text',
  'log',
  'csv',
  'tsv',
  'json',
  'md',
  'xml',
  'svg',
  'html',
  'htm',
  'ics',
  'vcf',
  'vtt',
  'yaml',
  'yml',
  'ini',
  'conf',
  'eml',
]);
const TEXT_TYPES: ReadonlySet<string> = new Set(['application/json', 'application/xml', 'image/svg+xml', 'application/csv', 'application/x-yaml']);
/** What the library reports for text formats it does recognise (an XML prolog, iCalendar, vCard, WebVTT). */
const isTextFormat = (mime: string) => mime.startsWith('text/') || mime === 'application/xml';

/** Spellings of one extension, and formats that answer for one another (an animated PNG is a PNG). */
const EXTENSION_ALIASES: Readonly<Record<string, string>> = { jpeg: 'jpg', jpe: 'jpg', jfif: 'jpg', tiff: 'tif', midi: 'mid', mpeg: 'mpg' };
const FAMILIES: readonly (readonly string[])[] = [
  ['png', 'apng'],
  ['mp4', 'm4v', 'm4a', 'm4p', 'm4b', 'f4v', 'f4a', '3gp', '3g2', 'mov'],
  ['ogg', 'oga', 'ogv', 'ogx', 'ogm', 'opus', 'spx'],
];
const familyOf = (ext: string) => FAMILIES.find((f) => f.includes(ext)) ?? [ext];

/**
 * What the upload says it is. The file name's extension is what a user sees and what decides how
 * a downloaded file opens, so it is the claim when it names a format the check knows; otherwise
 * the declared MIME type is (a browser derives it from the extension, an API client sets it).
 * A claim that names nothing the check knows (application/octet-stream, a .bin) claims nothing.
 */
export type Claim = { kind: 'text' } | { kind: 'extension'; ext: string } | { kind: 'type'; mime: string } | { kind: 'none' };

export function claimOf(fileName: string, declaredType: string): Claim {
  const dot = fileName.lastIndexOf('.');
  const raw = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const ext = EXTENSION_ALIASES[raw] ?? raw;
  if (TEXT_EXTENSIONS.has(ext)) return { kind: 'text' };
  if (supportedExtensions.has(ext)) return { kind: 'extension', ext };
  const mime = declaredType.split(';')[0]!.trim().toLowerCase();
  if (mime.startsWith('text/') || TEXT_TYPES.has(mime)) return { kind: 'text' };
  if (supportedMimeTypes.has(mime)) return { kind: 'type', mime };
  return { kind: 'none' };
}

/**
 * The verdict on an upload's content (spec 002 §4.1, decision 0020): its first bytes sniffed by
 * file-type and held against its claim. READY when they agree, or when nothing was claimed that
 * the bytes could contradict; SUSPICIOUS when they disagree (an executable named .png, text
 * named .pdf). Only the claim is judged: a READY file is still shown inline only when its type
 * is one the preview shows (content-type.ts).
 */
export async function checkUpload(claim: Claim, head: Uint8Array): Promise<Exclude<UploadStatus, 'PROCESSING' | 'FAILURE'>> {
  const sniffed = await fileTypeFromBuffer(head);
  switch (claim.kind) {
    case 'none':
      return 'READY';
    case 'text':
      return (sniffed === undefined || isTextFormat(sniffed.mime)) && textCharset(head) !== null ? 'READY' : 'SUSPICIOUS';
    case 'extension':
      return sniffed !== undefined && familyOf(claim.ext).includes(sniffed.ext) ? 'READY' : 'SUSPICIOUS';
    case 'type':
      return sniffed !== undefined && (sniffed.mime === claim.mime || (claim.mime === 'image/png' && sniffed.ext === 'apng')) ? 'READY' : 'SUSPICIOUS';
  }
}
