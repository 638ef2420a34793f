import type { RichTextDocument } from '@outpost/rich-text/core';
import type { Ref } from 'react';
import type { EditorStrings } from './strings.ts';

/** A user the mention typeahead can offer. */
export interface MentionSuggestion {
  id: string;
  label: string;
  /** Marks a deleted technician or one not permitted to view the item. */
  metadata?: { state?: 'deleted' | 'forbidden' };
}

/** One file in the attachment list. */
export interface AttachmentItem {
  id: string;
  file: File;
  /** 0–100, as displayed. */
  progress: number;
  /** The content id from the upload response, once completed. */
  contentId?: string;
}

/** The host callbacks of spec 002 §7; the editor makes no HTTP calls of its own. */
export interface EditorHostCallbacks {
  /** Uploads an inline image; the answer holds the content id under `imageContentIdKey`. */
  onImageUpload?: (file: File) => Promise<Record<string, unknown>>;
  onImageUploadError?: (error: unknown, file: File) => void;
  /** Key of the content id in image upload answers (default `contentId`). */
  imageContentIdKey?: string;
  /** Key of a displayable URL in image upload answers (default `url`); a data URL is kept otherwise. */
  imageUrlKey?: string;
  /** Uploads an attachment; the answer holds the content id under `attachmentContentIdKey`. */
  onAttachmentUpload?: (file: File) => Promise<Record<string, unknown>>;
  onAttachmentUploadError?: (error: unknown, file: File) => void;
  attachmentContentIdKey?: string;
  /** MIME types (`image/*` allowed) or extensions (`.pdf`); empty allows all. */
  allowedAttachmentTypes?: readonly string[];
  /** Finds users for a mention query. */
  onMentionFetch?: (query: string) => Promise<MentionSuggestion[]>;
  onAddMention?: (mention: MentionSuggestion) => void;
  onAddAttachment?: (item: AttachmentItem) => void;
  onPreviewAttachment?: (item: AttachmentItem) => void;
  onDownloadAttachment?: (item: AttachmentItem) => void;
  onRemoveAttachment?: (item: AttachmentItem) => void;
}

/** Translation function compatible with i18next's `t(key, { defaultValue, ...vars })`. */
export type TranslateFn = (key: string, options: { defaultValue: string } & Record<string, unknown>) => string;

/** What a host may do to a mounted editor. */
export interface RichTextEditorHandle {
  /** Inserts plain text where the caret last was (at the end when there was none) and focuses the editor. */
  insertText: (text: string) => void;
}

export interface RichTextEditorProps extends EditorHostCallbacks {
  /** Receives the editor's handle once mounted (inserting a placeholder at the caret, say). */
  handleRef?: Ref<RichTextEditorHandle>;
  /** HTML to start with (the host should pass what the server stored, already sanitised). */
  initialHtml?: string;
  /** Called (debounced) with the canonical HTML and the document JSON. */
  onChange?: (html: string, document: RichTextDocument) => void;
  onAttachmentsChange?: (items: AttachmentItem[]) => void;
  readOnly?: boolean;
  /** `email` caps the height at 450 px. */
  variant?: 'default' | 'email';
  /** Maximum image width (default 1000). */
  maxImageWidth?: number;
  /** Overrides of the English texts. */
  strings?: Partial<EditorStrings>;
  /** i18next-style translator; keys are `editor.<key>`. */
  t?: TranslateFn;
  placeholder?: string;
  /** Debounce of onChange in ms (default 250); exporting a long document is not free. */
  changeDebounceMs?: number;
  ariaLabel?: string;
}
