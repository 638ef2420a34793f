import type { EntityRef, PickerPage } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { fetchDevices, fetchLocations, fetchTechnicians, fetchTicketOrganizations } from '../../api/pickers.api.ts';
import { refLabel } from '../../shared/ticketLabels.ts';
import { RemoteMultiSelect } from './RemoteMultiSelect.tsx';
import { RemoteSelect } from './RemoteSelect.tsx';

/** A user as the editor keeps one: enough to show it without asking the server again. */
export interface UserChoice {
  id: number;
  name: string | null;
  deleted: boolean;
  found: boolean;
}

// The ticket pickers (the ticket editor; the bulk changes of the tickets list and boards) over the
// server's 50-a-page lists. Each keeps its value in the editor's shape (a reference with its name),
// so the choice shows without another request.

interface PickerProps<T> {
  value: T;
  onChange: (value: T) => void;
  error?: string;
  disabled?: boolean;
  label?: string;
}

const mapPage = <A, B>(page: PickerPage<A>, fn: (a: A) => B): PickerPage<B> => ({ ...page, data: page.data.map(fn) });
const entityKey = (ref: EntityRef) => String(ref.id);

/** Organization and location items carry a deleted flag; deleted ones are marked '(Deleted)'. */
function useEntityOption() {
  const { t } = useTranslation();
  return (ref: EntityRef & { detail?: string }) => ({
    label: ref.name,
    suffix: [ref.detail, ref.deleted ? t('tickets.deleted') : undefined].filter(Boolean).join(' ') || undefined,
  });
}

export function OrganizationPicker({ value, onChange, error, disabled }: PickerProps<EntityRef | null>) {
  const { t } = useTranslation();
  const toOption = useEntityOption();
  return (
    <RemoteSelect<EntityRef>
      label={t('tickets.field.organization')}
      queryKey={['pickers', 'organizations', 'tickets']}
      fetchPage={(search, page, signal) => fetchTicketOrganizations(search, page, signal)}
      getId={entityKey}
      toOption={toOption}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
    />
  );
}

/** Locations of the ticket's organization (all organizations' while none is chosen). */
export function LocationPicker({ value, onChange, error, disabled, organizationId }: PickerProps<EntityRef | null> & { organizationId: number | null }) {
  const { t } = useTranslation();
  const toOption = useEntityOption();
  return (
    <RemoteSelect<EntityRef & { detail?: string }>
      label={t('tickets.field.location')}
      queryKey={['pickers', 'locations', organizationId]}
      fetchPage={async (search, page, signal) =>
        mapPage(await fetchLocations(organizationId, search, page, signal), (l) => ({
          id: l.id,
          name: l.name,
          deleted: l.deleted,
          // Without an organization the same name may appear under several: say whose it is.
          detail: organizationId === null ? `· ${l.organizationName}` : undefined,
        }))
      }
      getId={entityKey}
      toOption={toOption}
      value={value}
      onChange={(v) => onChange(v && { id: v.id, name: v.name, deleted: v.deleted })}
      error={error}
      disabled={disabled}
    />
  );
}

/** Devices of the ticket's organization; the server refuses one from another organization. */
export function DevicePicker({ value, onChange, error, disabled, organizationId }: PickerProps<EntityRef | null> & { organizationId: number | null }) {
  const { t } = useTranslation();
  const toOption = useEntityOption();
  return (
    <RemoteSelect<EntityRef>
      label={t('tickets.field.device')}
      placeholder={organizationId === null ? t('tickets.picker.chooseOrganizationFirst') : undefined}
      queryKey={['pickers', 'devices', organizationId]}
      fetchPage={async (search, page, signal) =>
        mapPage(await fetchDevices(organizationId, search, page, signal), (d) => ({ id: d.id, name: d.displayName, deleted: false }))
      }
      getId={entityKey}
      toOption={toOption}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled || organizationId === null}
    />
  );
}

const technicianChoice = (tech: { id: number; name: string; deleted: boolean }): UserChoice => ({
  id: tech.id,
  name: tech.name,
  deleted: tech.deleted,
  found: true,
});
/** Technicians, those whose role works `organizationId` when the ticket has one. */
const technicianChoices = (organizationId: number | null | undefined) => async (search: string, page: number, signal: AbortSignal) =>
  mapPage(await fetchTechnicians(search, page, signal, organizationId), technicianChoice);
const userKey = (u: UserChoice) => String(u.id);

function useUserOption() {
  const { t } = useTranslation();
  return (u: UserChoice) => ({ label: refLabel(t, { name: u.name, found: u.found }), suffix: u.deleted ? t('tickets.deleted') : undefined });
}

/** The assignee: technicians only (spec 002 §6), of the ticket's organization when it has one. */
export function AssigneePicker({ value, onChange, error, disabled, organizationId }: PickerProps<UserChoice | null> & { organizationId?: number | null }) {
  const { t } = useTranslation();
  const toOption = useUserOption();
  return (
    <RemoteSelect<UserChoice>
      label={t('tickets.field.assignee')}
      placeholder={t('tickets.unassigned')}
      queryKey={['pickers', 'technicians', organizationId ?? null]}
      fetchPage={technicianChoices(organizationId)}
      getId={userKey}
      toOption={toOption}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
    />
  );
}

export function TechniciansPicker({ value, onChange, error, disabled, label, organizationId }: PickerProps<UserChoice[]> & { organizationId?: number | null }) {
  const { t } = useTranslation();
  const toOption = useUserOption();
  return (
    <RemoteMultiSelect<UserChoice>
      label={label ?? t('tickets.field.additionalTechnicians')}
      queryKey={['pickers', 'technicians', organizationId ?? null]}
      fetchPage={technicianChoices(organizationId)}
      getId={userKey}
      toOption={toOption}
      values={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
    />
  );
}
