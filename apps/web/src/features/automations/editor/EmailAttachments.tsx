import { ActionIcon, Button, FileButton, Group, Input, Loader, Paper, Stack, Text } from '@mantine/core';
import { UPLOAD_MAX_BYTES } from '@outpost/contracts';
import type { AttachmentRef } from '@outpost/rules';
import { IconFile, IconPaperclip, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/client.ts';
import { formatBytes } from '../../../shared/format.ts';
import { uploadFile } from '../../../api/uploads.api.ts';
import { attachedFiles, attachmentRefOf, describeAttachment } from './attachmentRefs.ts';

interface Pending {
  key: number;
  file: File;
}

let counter = 0;

function FileRow({ name, size, uploading, onRemove }: { name: string; size?: number; uploading: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs" role="listitem" aria-label={name} aria-busy={uploading}>
      <Group wrap="nowrap" gap="sm">
        {uploading ? <Loader size="xs" aria-hidden /> : <IconFile size={18} aria-hidden />}
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {[size === undefined ? null : formatBytes(size), uploading ? t('automations.attachments.uploading') : t('automations.attachments.uploaded')]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <ActionIcon variant="subtle" color="gray" aria-label={t('automations.attachments.remove', { name })} onClick={onRemove}>
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/**
 * The e-mail action's attachments (spec 002 §3.1 `uploads`): files go to the upload store as they
 * are chosen and join the value when the server has them; a refused one is dropped and the
 * server's words shown. Inline images of the body are kept as they are, not listed. `onBusy`
 * tells the dialog while an upload is under way (Apply would lose it).
 */
export function EmailAttachments({
  uploads,
  onChange,
  onBusy,
}: {
  uploads: AttachmentRef[];
  onChange: (uploads: AttachmentRef[]) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  // Uploads land one by one after renders the dialog has moved on from: add to the latest list.
  const latest = useRef({ uploads, onChange });
  latest.current = { uploads, onChange };
  const mounted = useRef(true);
  const removed = useRef(new Set<number>());
  const reset = useRef<() => void>(null);
  useEffect(() => () => void (mounted.current = false), []);
  useEffect(() => onBusy(pending.length > 0), [pending.length, onBusy]);

  const settle = (key: number) => setPending((list) => list.filter((p) => p.key !== key));
  const upload = async (item: Pending) => {
    try {
      const stored = await uploadFile(item.file);
      if (!mounted.current) return;
      // Removed while on its way: the file stays unused and the server's hourly sweep takes it.
      if (!removed.current.has(item.key)) {
        const next = [...latest.current.uploads, attachmentRefOf(stored)];
        latest.current.uploads = next;
        latest.current.onChange(next);
      }
      settle(item.key);
    } catch (error) {
      if (!mounted.current) return;
      setErrors((list) => [...list, t('automations.attachments.failed', { name: item.file.name, message: errorMessage(error) })]);
      settle(item.key);
    }
  };
  const add = (files: File[]) => {
    const refused: string[] = [];
    const items: Pending[] = [];
    for (const file of files) {
      // The server refuses it too; this spares sending 20 MiB to hear so.
      if (file.size > UPLOAD_MAX_BYTES)
        refused.push(
          t('automations.attachments.failed', { name: file.name, message: t('automations.attachments.tooLarge', { size: UPLOAD_MAX_BYTES / 1024 / 1024 }) }),
        );
      else items.push({ key: counter++, file });
    }
    setErrors(refused);
    setPending((list) => [...list, ...items]);
    for (const item of items) void upload(item);
    // The same file may be chosen again after a removal.
    reset.current?.();
  };

  const files = attachedFiles(uploads);
  return (
    <Input.Wrapper label={t('automations.attachments.label')} description={t('automations.attachments.hint')} labelElement="div">
      <Stack gap={6} mt={4}>
        {(files.length > 0 || pending.length > 0) && (
          <Stack gap={6} role="list" aria-label={t('automations.attachments.label')}>
            {files.map((ref) => (
              <FileRow key={String(ref.id)} {...describeAttachment(ref)} uploading={false} onRemove={() => onChange(uploads.filter((u) => u !== ref))} />
            ))}
            {pending.map((p) => (
              <FileRow
                key={`pending-${p.key}`}
                name={p.file.name}
                size={p.file.size}
                uploading
                onRemove={() => {
                  removed.current.add(p.key);
                  settle(p.key);
                }}
              />
            ))}
          </Stack>
        )}
        {errors.map((message) => (
          <Text key={message} size="sm" c="red" role="alert">
            {message}
          </Text>
        ))}
        <FileButton multiple resetRef={reset} onChange={add} inputProps={{ 'aria-label': t('automations.attachments.input') }}>
          {(props) => (
            <Button {...props} variant="default" size="xs" w="fit-content" leftSection={<IconPaperclip size={14} aria-hidden />}>
              {t('automations.attachments.add')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Input.Wrapper>
  );
}
