import { RICH_TEXT_LIMITS } from './constants.ts';

/** Why a file was refused; the editor turns the code into a translated message. */
export type FileRuleViolation =
  { code: 'file-too-small'; message: string } | { code: 'file-too-large'; message: string; size: number } | { code: 'file-type-not-allowed'; message: string };

/** What the rules need to know about a file (a browser `File` fits). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** Image MIME types the editor accepts for inline images. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;

/** English texts of the file rules (spec 002 §5.3, §8.3). */
export const FILE_RULE_MESSAGES = {
  tooSmall: 'Minimum file size is 1 byte',
  tooLarge: 'Maximum file size is {{size}} MiB',
  typeNotAllowed: 'This file type is not allowed',
} as const;

/**
 * True when the file's MIME type or extension is in `allowed`. Entries are MIME types
 * (`image/png`, `image/*`) or extensions (`.pdf`); an empty list allows everything.
 */
export function isFileTypeAllowed(file: FileLike, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** Checks size (1 byte – 20 MiB) and type; returns the first violated rule or null. */
export function checkFile(file: FileLike, allowedTypes: readonly string[] = []): FileRuleViolation | null {
  if (file.size < RICH_TEXT_LIMITS.fileMinBytes) {
    return { code: 'file-too-small', message: FILE_RULE_MESSAGES.tooSmall };
  }
  if (file.size > RICH_TEXT_LIMITS.fileMaxBytes) {
    const size = RICH_TEXT_LIMITS.fileMaxMiB;
    return { code: 'file-too-large', size, message: FILE_RULE_MESSAGES.tooLarge.replace('{{size}}', String(size)) };
  }
  if (!isFileTypeAllowed(file, allowedTypes)) {
    return { code: 'file-type-not-allowed', message: FILE_RULE_MESSAGES.typeNotAllowed };
  }
  return null;
}

/** Checks an image file: the size rules plus jpeg, jpg, png or gif only. */
export function checkImageFile(file: FileLike): FileRuleViolation | null {
  return checkFile(file, IMAGE_MIME_TYPES);
}
