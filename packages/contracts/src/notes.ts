import { z } from 'zod';

/** Largest stored note body; the rich-text editor never comes close for a device note. */
export const NOTE_HTML_MAX_LENGTH = 1_000_000;

/** Upload size bounds, the same as the rich-text editor's file rules (spec 002 §8.3). */
export const UPLOAD_MIN_BYTES = 1;
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Uploads waiting to be used (in no note, ticket or automation yet; swept within the hour) that
 * one user, and the whole installation, may have: a few drafts' worth each, not a file store
 * (issue 22, finding 5). The server's defaults; an installation may change them (README).
 */
export const UPLOAD_QUOTA_DEFAULTS = {
  userFiles: 100,
  userBytes: 500 * 1024 * 1024,
  installationFiles: 5000,
  installationBytes: 5 * 1024 * 1024 * 1024,
  /** Uploads are refused while the data folder's file system has less free space than this. */
  minFreeBytes: 1024 * 1024 * 1024,
} as const;
export type UploadQuotaLimits = { -readonly [K in keyof typeof UPLOAD_QUOTA_DEFAULTS]: number };

/** Most suggestions the mention typeahead shows (spec 002 §6). */
export const MENTION_MAX_SUGGESTIONS = 5;

export const noteInputSchema = z.object({
  html: z.string().max(NOTE_HTML_MAX_LENGTH, 'The note is too long'),
});
export type NoteInput = z.input<typeof noteInputSchema>;

export const noteSchema = z.object({
  id: z.number().int(),
  nodeId: z.number().int(),
  authorUserId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  /** Sanitised on the server, whatever the client sent. */
  html: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/**
 * Where an upload's check stands (spec 002 §4.1, decision 0020): PROCESSING until its content
 * has been sniffed against its declared type, then READY, SUSPICIOUS (the content is not what
 * it claims) or FAILURE (its bytes could not be read). SUSPICIOUS and FAILURE files are never
 * shown inline.
 */
export const UPLOAD_STATUSES = ['PROCESSING', 'READY', 'FAILURE', 'SUSPICIOUS'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

export const uploadSchema = z.object({
  contentId: z.string(),
  /** Where the browser can fetch the file with its session. */
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadStatus: z.enum(UPLOAD_STATUSES),
});
export type Upload = z.infer<typeof uploadSchema>;

/**
 * A signed preview address (spec 002 §7 "Signed URL for a preview attachment") works without
 * the session for this long. Clients reuse one for PREVIEW_URL_CACHE_MS (the spec's ~55 s), so
 * an address is always minutes from expiry when a frame or player first loads it.
 */
export const PREVIEW_URL_TTL_SECONDS = 300;
export const PREVIEW_URL_CACHE_MS = 55_000;

export const mentionQuerySchema = z.object({
  query: z.string().trim().max(75).default(''),
});

export const mentionableUserSchema = z.object({ id: z.string(), label: z.string() });
export type MentionableUser = z.infer<typeof mentionableUserSchema>;
