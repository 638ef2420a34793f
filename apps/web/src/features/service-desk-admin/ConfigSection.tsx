import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TicketingConfig, TicketingConfigInput, ticketingConfigInputSchema } from '@outpost/contracts';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useZodForm } from '../../shared/useZodForm.ts';
import { useSaveTicketingConfig } from './serviceDeskAdmin.api.ts';

/** A section's schema: a pick of the ticketing configuration's keys (timer, businessHours, …). */
type SectionSchema = z.ZodType<Partial<z.output<typeof ticketingConfigInputSchema>>, Record<string, unknown>>;
export type SectionForm<S extends SectionSchema> = ReturnType<typeof useZodForm<S>>;

/** The configuration as the server takes it back: everything but its save time. */
function inputOf(config: TicketingConfig): TicketingConfigInput {
  const { updatedAt: _updatedAt, ...input } = config;
  return input;
}

/**
 * One part of the service-desk settings with its own Save. The server keeps the settings as one
 * record; a save sends this part over the newest copy the screen has of the rest, so saving the
 * timers does not undo business hours saved a moment ago in another tab. Field errors keep the
 * server's paths (`businessHours.days.MONDAY.end`), which are this form's own paths too.
 */
export function ConfigSection<S extends SectionSchema>({
  config,
  schema,
  initial,
  savedMessage,
  children,
}: {
  config: TicketingConfig;
  schema: S;
  initial: z.input<S>;
  savedMessage: string;
  children: (form: SectionForm<S>) => ReactNode;
}) {
  const { t } = useTranslation();
  const saveConfig = useSaveTicketingConfig();
  const form = useZodForm(schema, initial);
  const submit = form.handleSubmit(async (part) => {
    await saveConfig.mutateAsync({ ...inputOf(config), ...part });
    notifications.show({ color: 'green', message: savedMessage });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={720}>
        {form.formError && (
          <Alert color="red" role="alert">
            {form.formError}
          </Alert>
        )}
        {children(form)}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {config.updatedAt ? t('serviceDesk.config.lastSaved', { at: format(new Date(config.updatedAt), 'PPp') }) : t('serviceDesk.config.neverSaved')}
          </Text>
          <Button type="submit" loading={saveConfig.isPending}>
            {t('app.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
