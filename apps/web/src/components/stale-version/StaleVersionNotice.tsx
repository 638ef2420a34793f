import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaleVersionState } from './useStaleVersion.ts';

/**
 * Says that someone else saved the record since it was opened, that the user's edits are still
 * here, and offers "Reload and re-apply" (their edits on top of the newer record, to save again)
 * or "Discard my changes". Takes the focus when it appears, so keyboard users land on the choice.
 */
export function StaleVersionNotice({ state }: { state: StaleVersionState }) {
  const { t } = useTranslation('components');
  const ref = useRef<HTMLDivElement>(null);
  const shown = state.message !== null;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="alert"
      color="orange"
      variant="light"
      title={t('staleVersion.title')}
      icon={<IconAlertTriangle size={18} />}
      // Orange text on its light background is below 4.5:1: the words keep the body colour, the border and icon carry the warning.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="stale-version-notice"
    >
      <Stack gap="xs">
        <Text size="sm">{state.message}</Text>
        <Text size="sm">{t('staleVersion.kept')}</Text>
        {state.reloadError && (
          <Text size="sm" c="red.8">
            {t('staleVersion.reloadFailed', { reason: state.reloadError })}
          </Text>
        )}
        <Group gap="sm">
          <Button size="xs" color="orange" onClick={() => void state.reapply()} loading={state.busy === 'reapply'} disabled={state.busy !== null}>
            {t('staleVersion.reapply')}
          </Button>
          <Button size="xs" variant="default" onClick={() => void state.discard()} loading={state.busy === 'discard'} disabled={state.busy !== null}>
            {t('staleVersion.discard')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
