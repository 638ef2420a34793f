import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { folderNameProblem } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/client.ts';
import { createDeviceFolder } from '../backup.api.ts';
import { joinPath, type NamePlatform } from '../model/folderName.ts';

/** New Folder: one name field checked against the device's platform rules; the agent creates it. */
export function NewFolderDialog({
  nodeId,
  parent,
  platform,
  onCreated,
  onClose,
}: {
  nodeId: number;
  parent: string;
  platform: NamePlatform;
  onCreated: (path: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const problem = folderNameProblem(name, platform);
    if (problem) return setError(t(problem === 'Required' ? 'backup.newFolder.required' : 'backup.newFolder.invalid'));
    setBusy(true);
    try {
      const answer = await createDeviceFolder(nodeId, parent, name.trim());
      onCreated(answer?.path ?? joinPath(parent, name.trim()));
    } catch (e) {
      // The server's (agent's) words go under the field.
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('backup.newFolder.title')} zIndex={400}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack>
          <TextInput
            label={t('backup.newFolder.name')}
            description={parent}
            value={name}
            error={error}
            data-autofocus
            required
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app.close')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('backup.newFolder.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
