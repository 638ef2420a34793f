import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { TICKET_PRIORITIES, TICKET_SEVERITIES, TICKET_TYPES, type TicketPriority, type TicketSeverity, type TicketType } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { useStatuses } from '../../../api/ticketingConfig.api.ts';
import { enumLabel } from '../../../shared/ticketLabels.ts';
import type { TicketValues } from '../model/ticketValues.ts';
import { CcPicker } from './CcPicker.tsx';
import { FormSection } from './FormSection.tsx';
import { AssigneePicker, DevicePicker, LocationPicker, OrganizationPicker, TechniciansPicker } from '../../../components/pickers/ticketPickers.tsx';
import { RequesterPicker } from './RequesterPicker.tsx';
import { TagPicker } from '../../../components/pickers/TagPicker.tsx';
import { useIncidentAssignment } from './useIncidentAssignment.tsx';
import { TicketLink } from '../../../components/tickets/TicketLink.tsx';

/** The first server message for a field or anything under it ('cc' covers 'cc.emails.0'). */
export function fieldError(errors: Record<string, string>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const hit = Object.entries(errors).find(([k]) => k === key || k.startsWith(`${key}.`));
    if (hit) return hit[1];
  }
  return undefined;
}

interface Props {
  values: TicketValues;
  onChange: (patch: Partial<TicketValues>) => void;
  errors: Record<string, string>;
  /** The ticket being edited; undefined while creating one. */
  ticketId?: number;
  disabled?: boolean;
  /** Columns of the grid: one in the ticket page's side panel, more on the create page. */
  cols?: number;
}

/**
 * Every editable field of a ticket but summary and description: classification, where it
 * belongs, people, tags and the form with its attributes. Shared by the create and ticket pages.
 */
export function TicketFieldsEditor({ values, onChange, errors, ticketId, disabled, cols = 1 }: Props) {
  const { t } = useTranslation();
  const statuses = useStatuses();
  const incident = useIncidentAssignment(values, onChange, ticketId);
  const err = (...keys: string[]) => fieldError(errors, ...keys);

  const statusOptions = (statuses.data ?? [])
    .filter((s) => s.active || s.id === values.statusId)
    .map((s) => ({ value: String(s.id), label: s.system ? s.name : `${s.name} (${enumStatus(statuses.data ?? [], s.parentKey)})` }));
  const enumOptions = (group: 'type' | 'priority' | 'severity', list: readonly string[]) => list.map((v) => ({ value: v, label: enumLabel(t, group, v) }));
  const organizationId = values.organization?.id ?? null;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: cols > 1 ? 4 : 2 }} spacing="sm">
        <Select
          label={t('tickets.field.type')}
          placeholder={t('tickets.noType')}
          data={enumOptions('type', TICKET_TYPES)}
          value={values.type}
          onChange={(v) => incident.changeType(v as TicketType | null)}
          clearable
          disabled={disabled}
          error={err('type', 'parentTicketId')}
          comboboxProps={{ zIndex: 400 }}
        />
        <Select
          label={t('tickets.field.status')}
          data={statusOptions}
          value={values.statusId === null ? null : String(values.statusId)}
          onChange={(v) => v && onChange({ statusId: Number(v) })}
          disabled={disabled}
          error={err('status')}
          comboboxProps={{ zIndex: 400 }}
        />
        <Select
          label={t('tickets.field.priority')}
          data={enumOptions('priority', TICKET_PRIORITIES)}
          value={values.priority}
          onChange={(v) => v && onChange({ priority: v as TicketPriority })}
          disabled={disabled}
          error={err('priority')}
          comboboxProps={{ zIndex: 400 }}
        />
        <Select
          label={t('tickets.field.severity')}
          data={enumOptions('severity', TICKET_SEVERITIES)}
          value={values.severity}
          onChange={(v) => v && onChange({ severity: v as TicketSeverity })}
          disabled={disabled}
          error={err('severity')}
          comboboxProps={{ zIndex: 400 }}
        />
      </SimpleGrid>
      {values.type === 'INCIDENT' && (
        <Group gap="xs" data-testid="incident-parent">
          <Text size="sm">{t('tickets.incident.belongsTo')}</Text>
          {values.parentTicket ? (
            <TicketLink id={values.parentTicket.id} size="sm">
              #{values.parentTicket.id} {values.parentTicket.name}
            </TicketLink>
          ) : (
            <Text size="sm" c="dimmed">
              {t('tickets.incident.noProblem')}
            </Text>
          )}
          <Button size="compact-sm" variant="light" onClick={incident.openAssign} disabled={disabled}>
            {values.parentTicket ? t('tickets.incident.reassign') : t('tickets.incident.assign')}
          </Button>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: cols }} spacing="sm">
        <OrganizationPicker
          value={values.organization}
          // Location, device and a contact requester belong to one organization: they go with it.
          onChange={(organization) =>
            onChange({ organization, location: null, device: null, requester: values.requester?.kind === 'CONTACT' ? null : values.requester })
          }
          error={err('organizationId')}
          disabled={disabled}
        />
        <LocationPicker
          value={values.location}
          onChange={(location) => onChange({ location })}
          organizationId={organizationId}
          error={err('locationId')}
          disabled={disabled}
        />
        <DevicePicker
          value={values.device}
          onChange={(device) => onChange({ device })}
          organizationId={organizationId}
          error={err('nodeId')}
          disabled={disabled}
        />
        <RequesterPicker
          value={values.requester}
          onChange={(requester) => onChange({ requester })}
          organizationId={organizationId}
          error={err('requesterUid', 'requesterUserId')}
          disabled={disabled}
        />
        <AssigneePicker
          value={values.assignee}
          onChange={(assignee) => onChange({ assignee })}
          organizationId={organizationId}
          error={err('assignedAppUserId')}
          disabled={disabled}
        />
        <TechniciansPicker
          value={values.additionalTechnicians}
          onChange={(additionalTechnicians) => onChange({ additionalTechnicians })}
          organizationId={organizationId}
          error={err('additionalTechnicianIds')}
          disabled={disabled}
        />
      </SimpleGrid>
      <CcPicker
        users={values.ccUsers}
        emails={values.ccEmails}
        onChange={(ccUsers, ccEmails) => onChange({ ccUsers, ccEmails })}
        error={err('cc')}
        disabled={disabled}
      />
      <TagPicker value={values.tags} onChange={(tags) => onChange({ tags })} error={err('tags')} disabled={disabled} />
      <FormSection
        form={values.form}
        attributes={values.attributes}
        onFormChange={(form, keep) =>
          onChange({ form, attributes: Object.fromEntries(Object.entries(values.attributes).filter(([id]) => keep.includes(Number(id)))) })
        }
        onAttributeChange={(id, value) => onChange({ attributes: { ...values.attributes, [id]: value } })}
        errors={errors}
        disabled={disabled}
      />
      {incident.dialog}
    </Stack>
  );
}

/** The name of a system status by key (custom statuses are shown with their parent's). */
function enumStatus(statuses: { key: string | null; name: string }[], key: string): string {
  return statuses.find((s) => s.key === key)?.name ?? key;
}
