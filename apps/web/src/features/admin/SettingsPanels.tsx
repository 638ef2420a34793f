import { ActionIcon, Alert, Button, Card, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { FEATURE_FLAGS, brandingSchema, type Branding, type FeatureFlags } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { QueryState } from '../../shared/QueryState.tsx';
import { useZodForm } from '../../shared/useZodForm.ts';
import { AddHelpTopicModal } from '../help/index.ts';
import { useFeatureFlags } from '../../api/featureFlags.api.ts';
import { useBranding, useSaveBranding, useSaveFeatureFlags } from './admin.api.ts';
import './admin.strings.ts';

/** Feature flags, each saved as soon as it is switched. */
export function FeatureFlagsPanel() {
  const { t } = useTranslation();
  const flags = useFeatureFlags();
  const save = useSaveFeatureFlags();
  const toggle = (current: FeatureFlags, flag: keyof FeatureFlags, value: boolean) =>
    save.mutate(
      { ...current, [flag]: value },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('app.saved') }),
        onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
      },
    );
  return (
    <QueryState query={flags}>
      {(current) => (
        <Stack>
          <Text c="dimmed" size="sm">
            {t('admin.flags.help')}
          </Text>
          {FEATURE_FLAGS.map((flag) => (
            <Switch
              key={flag}
              label={t(`admin.flags.${flag}`)}
              description={flag}
              checked={current[flag]}
              disabled={save.isPending}
              onChange={(e) => toggle(current, flag, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

function BrandingForm({ initial }: { initial: Branding }) {
  const { t } = useTranslation();
  const save = useSaveBranding();
  const form = useZodForm(brandingSchema, initial);
  const [saved, setSaved] = useState(false);
  const [addingTopic, setAddingTopic] = useState(false);
  const links = form.values.externalLinks ?? [];
  const setLinks = (next: Branding['externalLinks']) => form.setField('externalLinks', next);
  const submit = form.handleSubmit(async (body) => {
    await save.mutateAsync(body);
    setSaved(true);
  });
  const toggles = ['helpMenuEnabled', 'providerArticlesEnabled', 'submitTicketEnabled', 'academyEnabled'] as const;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text c="dimmed" size="sm">
          {t('admin.branding.help')}
        </Text>
        {form.formError && (
          <Alert color="red" role="alert">
            {form.formError}
          </Alert>
        )}
        {saved && !form.formError && <Alert color="green">{t('app.saved')}</Alert>}
        {toggles.map((key) => (
          <Switch
            key={key}
            label={t(`admin.branding.${key}`)}
            checked={Boolean(form.values[key])}
            onChange={(e) => form.setField(key, e.currentTarget.checked)}
          />
        ))}
        <Card withBorder>
          <Stack>
            <Text fw={500}>{t('admin.branding.externalLinks')}</Text>
            {links.map((link, index) => (
              <Group key={index} align="flex-start">
                <TextInput
                  label={t('admin.branding.linkLabel')}
                  value={link.label}
                  onChange={(e) => setLinks(links.map((l, i) => (i === index ? { ...l, label: e.currentTarget.value } : l)))}
                  error={form.errors[`externalLinks.${index}.label`]}
                />
                <TextInput
                  label={t('admin.branding.linkUrl')}
                  style={{ flex: 1 }}
                  value={link.url}
                  onChange={(e) => setLinks(links.map((l, i) => (i === index ? { ...l, url: e.currentTarget.value } : l)))}
                  error={form.errors[`externalLinks.${index}.url`]}
                />
                <ActionIcon
                  mt={26}
                  variant="subtle"
                  color="red"
                  aria-label={t('admin.branding.removeLink')}
                  onClick={() => setLinks(links.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button variant="light" size="xs" onClick={() => setAddingTopic(true)} disabled={links.length >= 20}>
                {t('help.topicModal.title')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <AddHelpTopicModal opened={addingTopic} onClose={() => setAddingTopic(false)} onAdd={(topic) => setLinks([...links, topic])} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('app.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Branding settings that control the help menu. */
export function BrandingPanel() {
  const branding = useBranding();
  return <QueryState query={branding}>{(initial) => <BrandingForm initial={initial} />}</QueryState>;
}
