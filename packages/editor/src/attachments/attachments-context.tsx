import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { checkFile, RICH_TEXT_LIMITS } from '@outpost/rich-text/core';
import { useEditorUi } from '../context.tsx';
import { COMPLETION_STEPS, nextProgress } from '../lib/attachment-progress.ts';
import type { AttachmentItem } from '../types.ts';

interface Attachments {
  items: AttachmentItem[];
  /** Validation messages of the last selection (too small, too large, wrong type). */
  errors: string[];
  add(files: readonly File[]): void;
  remove(id: string): void;
}

const Ctx = createContext<Attachments | null>(null);
let counter = 0;

/** Holds the attachment list and runs the upload lifecycle of spec 002 §4.2. */
export function AttachmentsProvider({ children }: { children: ReactNode }) {
  const { props, t } = useEditorUi();
  const host = useRef(props);
  host.current = props;
  const [items, setItems] = useState<AttachmentItem[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>[]>());

  const patch = useCallback((id: string, change: Partial<AttachmentItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const remove = useCallback((id: string) => {
    for (const timer of timers.current.get(id) ?? []) clearTimeout(timer);
    timers.current.delete(id);
    setItems((list) => {
      const item = list.find((i) => i.id === id);
      if (item) host.current.onRemoveAttachment?.(item);
      return list.filter((i) => i.id !== id);
    });
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const messages: string[] = [];
      for (const file of files) {
        const violation = checkFile(file, host.current.allowedAttachmentTypes ?? []);
        if (violation) {
          messages.push(
            violation.code === 'file-too-small'
              ? t('fileTooSmall')
              : violation.code === 'file-too-large'
                ? t('fileTooLarge', { size: violation.size })
                : t('fileTypeNotAllowed'),
          );
          continue;
        }
        const item: AttachmentItem = { id: `att-${Date.now()}-${counter++}`, file, progress: 0 };
        setItems((list) => [...list, item]);
        host.current.onAddAttachment?.(item);
        let progress = 0;
        const ticker = setInterval(() => {
          progress = nextProgress(progress);
          patch(item.id, { progress });
        }, RICH_TEXT_LIMITS.attachmentProgressTickMs);
        timers.current.set(item.id, [ticker]);
        const upload: Promise<Record<string, unknown>> = host.current.onAttachmentUpload?.(file) ?? Promise.resolve({});
        upload.then(
          (answer: Record<string, unknown>) => {
            clearInterval(ticker);
            const key = host.current.attachmentContentIdKey ?? 'contentId';
            const contentId = typeof answer[key] === 'string' ? (answer[key] as string) : undefined;
            const steps = COMPLETION_STEPS.map((step) =>
              setTimeout(() => patch(item.id, { progress: step.progress, ...(contentId ? { contentId } : {}) }), step.afterMs),
            );
            timers.current.set(item.id, steps);
          },
          (error: unknown) => {
            clearInterval(ticker);
            host.current.onAttachmentUploadError?.(error, file);
            timers.current.delete(item.id);
            setItems((list) => list.filter((i) => i.id !== item.id));
          },
        );
      }
      setErrors(messages);
    },
    [patch, t],
  );

  useEffect(() => host.current.onAttachmentsChange?.(items), [items]);
  useEffect(
    () => () => {
      for (const list of timers.current.values()) for (const timer of list) clearTimeout(timer);
    },
    [],
  );

  const value = useMemo(() => ({ items, errors, add, remove }), [items, errors, add, remove]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** The attachment list and its actions. */
export function useAttachments(): Attachments {
  const value = useContext(Ctx);
  if (!value) throw new Error('useAttachments outside AttachmentsProvider');
  return value;
}
