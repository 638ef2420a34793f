import '../help.strings.ts';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { externalLinkSchema, type Branding } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type HelpTopic = Branding['externalLinks'][number];

/**
 * The branding editor's "add help topic" modal (spec 002 §2.5): a label and a web address that
 * the help panel lists under "More help". Checked by the same schema the server applies.
 */
export function AddHelpTopicModal({ opened, onClose, onAdd }: { opened: boolean; onClose: () => void; onAdd: (topic: HelpTopic) => void }) {
  const { t } = useTranslation();
  const [label, setLabel] = useState('');
  const [url, setUrl] = useState('https://');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setLabel('');
    setUrl('https://');
    setErrors({});
    onClose();
  };
  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = externalLinkSchema.safeParse({ label, url });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    onAdd(parsed.data);
    close();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('help.topicModal.title')} centered>
      <form onSubmit={add} noValidate>
        <Stack>
          <TextInput
            label={t('help.topicModal.label')}
            required
            value={label}
            maxLength={100}
            onChange={(e) => setLabel(e.currentTarget.value)}
            error={errors.label}
            data-autofocus
          />
          <TextInput label={t('help.topicModal.url')} required value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={errors.url} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('help.topicModal.cancel')}
            </Button>
            <Button type="submit">{t('help.topicModal.add')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
