import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Note } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { QueryState } from '../../shared/QueryState.tsx';
import { confirmDanger } from '../../shared/confirm.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { useCurrentUser } from '../auth/session.ts';
import { NoteEditor } from './NoteEditor.tsx';
import { NoteHtml } from '../../components/rich-text/NoteHtml.tsx';
import { useDeleteNote, useDeviceNotes, useSaveNote } from './notes.api.ts';

/** Notes technicians keep about a device: written in the rich-text editor, stored sanitised. */
export function DeviceNotes({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const notes = useDeviceNotes(deviceId);
  const save = useSaveNote(deviceId);
  const remove = useDeleteNote(deviceId);
  // 'new' while writing a note, a note's id while editing it.
  const [editing, setEditing] = useState<'new' | number | null>(null);

  const submit = (id: number | undefined) => (html: string) =>
    save.mutate(
      { id, body: { html } },
      {
        onSuccess: () => {
          setEditing(null);
          notifications.show({ color: 'green', message: t('notes.saved') });
        },
      },
    );
  const canChange = (note: Note) => note.authorUserId === user.id || user.role === 'SYSTEM_ADMINISTRATOR';
  const askDelete = (note: Note) =>
    confirmDanger(t, {
      title: t('notes.deleteTitle'),
      body: t('notes.deleteBody'),
      confirmLabel: t('app.delete'),
      onConfirm: () => remove.mutate(note.id, { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) }),
    });
  const start = (target: 'new' | number) => {
    save.reset();
    setEditing(target);
  };

  return (
    <Card withBorder component="section" aria-labelledby="device-notes-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="device-notes-title">
          {t('notes.title')}
        </Title>
        {editing !== 'new' && <Button onClick={() => start('new')}>{t('notes.add')}</Button>}
      </Group>
      <Stack>
        {editing === 'new' && <NoteEditor saving={save.isPending} error={save.error} onSave={submit(undefined)} onCancel={() => setEditing(null)} />}
        <QueryState query={notes}>
          {(list) =>
            list.length === 0 && editing !== 'new' ? (
              <Text c="dimmed">{t('notes.empty')}</Text>
            ) : (
              list.map((note) => (
                <Card key={note.id} withBorder padding="sm" data-testid="device-note">
                  <Group justify="space-between" mb="xs">
                    <Text size="sm" c="dimmed">
                      {t('notes.byline', { name: note.authorName ?? t('notes.formerUser'), at: formatDateTime(note.updatedAt) })}
                    </Text>
                    {canChange(note) && editing !== note.id && (
                      <Group gap="xs">
                        <Button size="xs" variant="default" onClick={() => start(note.id)}>
                          {t('app.edit')}
                        </Button>
                        <Button size="xs" variant="default" color="red" onClick={() => askDelete(note)}>
                          {t('app.delete')}
                        </Button>
                      </Group>
                    )}
                  </Group>
                  {editing === note.id ? (
                    <NoteEditor initialHtml={note.html} saving={save.isPending} error={save.error} onSave={submit(note.id)} onCancel={() => setEditing(null)} />
                  ) : (
                    <NoteHtml html={note.html} />
                  )}
                </Card>
              ))
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}
