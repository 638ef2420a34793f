import { Alert, Anchor, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TICKET_SUMMARY_MAX_LENGTH, ticketSummarySchema } from '@outpost/contracts';
import type { AttachmentItem } from '@outpost/editor';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { call } from '../../../api/typed.ts';
import { PageTitle } from '../../../shared/PageTitle.tsx';
import { useLeaveGuard } from '../../../shared/useLeaveGuard.tsx';
import { useDevice } from '../../devices/index.ts';
import { useStatuses } from '../../../api/ticketingConfig.api.ts';
import { useCreateTicket } from '../../../api/tickets.api.ts';
import { fieldError, TicketFieldsEditor } from '../fields/TicketFieldsEditor.tsx';
import { EDITOR_CHANGE_DEBOUNCE_MS, RichTextField } from '../../../components/fields/RichTextField.tsx';
import { hasContent } from '../model/richHtml.ts';
import { EMPTY_VALUES, toCreateBody, type TicketValues } from '../model/ticketValues.ts';
import '../tickets.strings.ts';
import { lengthError } from '../../../shared/lengthError.ts';

/** Field errors keyed as the server names them, from zod issues or an error answer. */
function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0] ?? '']));
}

const route = getRouteApi('/tickets/new');

/** Started from a device's page: the ticket is about that device, in its organization and location. */
function useDevicePrefill(deviceId: number | undefined, apply: (patch: Partial<TicketValues>) => void) {
  // Read once: the form keeps what it was started with, so polling the device would be wasted.
  const device = useDevice(deviceId ?? 0, { enabled: deviceId !== undefined, poll: false });
  const applied = useRef(false);
  const d = device.data;
  useEffect(() => {
    if (!d || applied.current) return;
    applied.current = true;
    apply({
      organization: { id: d.clientId, name: d.organizationName, deleted: false },
      location: d.locationId !== null ? { id: d.locationId, name: d.locationName ?? '', deleted: false } : null,
      device: { id: d.id, name: d.displayName, deleted: false },
    });
  }, [d, apply]);
}

/** A new ticket: summary, description, classification, people, tags and a form's attributes. */
export function NewTicketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { deviceId } = route.useSearch();
  const create = useCreateTicket();
  const statuses = useStatuses();
  const [values, setValues] = useState<TicketValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const attachments = useRef<AttachmentItem[]>([]);

  // Until one is chosen the ticket starts NEW, as the server would make it.
  const shown = values.statusId === null ? { ...values, statusId: statuses.data?.find((s) => s.key === 'NEW')?.id ?? null } : values;

  const change = useCallback((patch: Partial<TicketValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(current)) if (Object.keys(patch).some((p) => key.startsWith(fieldKeyOf(p)))) delete next[key];
      return next;
    });
  }, []);
  useDevicePrefill(deviceId, change);
  // Anything the person typed or chose (not the device's prefill) is asked about before leaving.
  const [edited, setEdited] = useState(false);
  const leave = useLeaveGuard(edited);
  const edit = useCallback(
    (patch: Partial<TicketValues>) => {
      setEdited(true);
      change(patch);
    },
    [change],
  );
  const setDescription = useCallback((description: string) => {
    if (hasContent(description)) setEdited(true);
    setValues((current) => ({ ...current, description }));
  }, []);
  const setAttachments = useCallback((items: AttachmentItem[]) => {
    attachments.current = items;
  }, []);

  const submit = async () => {
    setFormError(null);
    const summary = ticketSummarySchema.safeParse(values.summary);
    if (!summary.success) return setErrors({ summary: summary.error.issues[0]?.message ?? '' });
    try {
      const ticket = await create.mutateAsync(toCreateBody(values));
      const files = attachments.current.flatMap((a) => (a.contentId ? [a.contentId] : []));
      // Files (not inline images) of the description are attached once the ticket exists.
      if (files.length > 0)
        await call('post', '/api/ticketing/ticket/{id}/attachments', { params: { id: ticket.id }, body: { contentIds: files } }).catch(() => undefined);
      notifications.show({ color: 'green', message: t('tickets.create.created', { id: ticket.id }) });
      leave.release();
      await navigate({ to: '/tickets/$id', params: { id: ticket.id } });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFormError(errorMessage(error));
    }
  };

  return (
    <Stack maw={1100}>
      <Anchor component={Link} to="/tickets" size="sm">
        {t('tickets.create.back')}
      </Anchor>
      <PageTitle>{t('tickets.create.title')}</PageTitle>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // Let the editor's debounced export land first.
          setTimeout(() => void submit(), EDITOR_CHANGE_DEBOUNCE_MS + 20);
        }}
      >
        <Stack>
          {formError && (
            <Alert color="red" role="alert" title={formError}>
              {Object.keys(errors).length > 0 ? t('tickets.create.invalid') : null}
            </Alert>
          )}
          <Paper withBorder p="md">
            <Stack>
              <TextInput
                label={t('tickets.field.summary')}
                required
                data-autofocus
                value={values.summary}
                onChange={(e) => edit({ summary: e.currentTarget.value })}
                error={fieldError(errors, 'summary') ?? lengthError(values.summary, TICKET_SUMMARY_MAX_LENGTH)}
                description={`${values.summary.length}/${TICKET_SUMMARY_MAX_LENGTH}`}
              />
              <RichTextField
                label={t('tickets.field.description')}
                ariaLabel={t('tickets.create.descriptionLabel')}
                placeholder={t('tickets.create.descriptionPlaceholder')}
                onChange={setDescription}
                onAttachmentsChange={setAttachments}
                withAttachments
                error={fieldError(errors, 'description')}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="md">
            <TicketFieldsEditor values={shown} onChange={edit} errors={errors} cols={3} />
          </Paper>
          <Group justify="flex-end">
            <Button component={Link} to="/tickets" variant="default">
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('tickets.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** The request field an editor value is sent as, so its server error clears when it changes. */
function fieldKeyOf(key: string): string {
  const map: Record<string, string> = {
    statusId: 'status',
    organization: 'organizationId',
    location: 'locationId',
    device: 'nodeId',
    requester: 'requester',
    assignee: 'assignedAppUserId',
    additionalTechnicians: 'additionalTechnicianIds',
    ccUsers: 'cc',
    ccEmails: 'cc',
    form: 'formId',
    parentTicket: 'parentTicketId',
  };
  return map[key] ?? key;
}
