import type { PickerPage } from '@outpost/contracts';
import { CURRENT_USER, type ConditionValue, type RefId, type ReferenceKind } from '@outpost/rules';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fetchContacts, fetchLocations, fetchOrganizations, fetchTechnicians, fetchUsers } from '../../api/pickers.api.ts';
import { RemoteMultiSelect } from '../../components/pickers/RemoteMultiSelect.tsx';
import { RemoteSelect } from '../../components/pickers/RemoteSelect.tsx';
import type { PickerFetch } from '../../components/pickers/usePickerSearch.ts';
import { call } from '../../api/typed.ts';
import { rememberReference, useReferenceLabels } from './referenceLabels.ts';

/** A record a condition value names, as its picker shows it. */
interface RefItem {
  id: RefId;
  name: string;
  deleted: boolean;
  inactive?: boolean;
  /** Words after the name: a location's organization, '(contact)'. */
  detail?: string;
}

/** Which list a user value is picked from: technicians only (assignees, spec 002 §6) or users and contacts. */
export type UserSource = 'technicians' | 'people';

export interface ReferenceValueInputProps {
  reference: ReferenceKind;
  multiple: boolean;
  value: ConditionValue;
  onChange: (value: ConditionValue) => void;
  label: string;
  error?: string;
  disabled?: boolean;
  userSource?: UserSource;
  /** Offer 'Current user' (not in time-based automations, which run for nobody). */
  allowCurrentUser?: boolean;
}

const asIds = (value: ConditionValue): RefId[] =>
  (Array.isArray(value) ? value : value === null || typeof value === 'boolean' ? [] : [value]).filter(
    (v): v is RefId => typeof v === 'string' || typeof v === 'number',
  );
const keyOf = (item: RefItem) => String(item.id);
const page = <T,>(data: T[], pageIndex = 0, hasMore = false): PickerPage<T> => ({
  data,
  page: pageIndex,
  pageSize: data.length,
  totalCount: data.length,
  hasMore,
});
const matches = (name: string, search: string) => name.toLowerCase().includes(search.trim().toLowerCase());

function fetcherFor(reference: ReferenceKind, source: UserSource, t: TFunction): PickerFetch<RefItem> {
  switch (reference) {
    case 'organization':
      return async (search, p, signal) => {
        const found = await fetchOrganizations(search, p, signal);
        return { ...found, data: found.data.map((o) => ({ id: o.id, name: o.name, deleted: o.deleted })) };
      };
    case 'location':
      return async (search, p, signal) => {
        const found = await fetchLocations(null, search, p, signal);
        // Several organizations may have a location of the same name: say whose it is.
        return { ...found, data: found.data.map((l) => ({ id: l.id, name: l.name, deleted: l.deleted, detail: `· ${l.organizationName}` })) };
      };
    case 'device_role':
      // Few enough to filter here; the server answers them all.
      return async (search, _p, signal) => {
        const roles = await call('get', '/api/device-roles', { signal });
        return page(roles.filter((r) => matches(r.name, search)).map((r) => ({ id: r.id, name: r.name, deleted: false })));
      };
    case 'form':
      // Only active forms may be chosen (spec 002 §7 'Forms list'); the server answers them sorted by name.
      return async (search, _p, signal) => {
        const forms = await call('get', '/api/ticketing/forms', { signal });
        return page(forms.filter((f) => matches(f.name, search)).map((f) => ({ id: f.id, name: f.name, deleted: false })));
      };
    case 'user':
      if (source === 'technicians') {
        return async (search, p, signal) => {
          const found = await fetchTechnicians(search, p, signal);
          return { ...found, data: found.data.map((u) => ({ id: u.id, name: u.name, deleted: u.deleted })) };
        };
      }
      // Users of the app first (the few best matches), then contacts of every organization, 50 a page.
      return async (search, p, signal) => {
        const contacts = await fetchContacts(null, search, p, signal);
        const contactItems = contacts.data.map((c): RefItem => ({ id: c.uid, name: c.name, deleted: c.deleted, detail: t('rules.value.contacts') }));
        if (p > 0) return { ...contacts, data: contactItems };
        const users = await fetchUsers(search, 0, signal);
        return { ...contacts, data: [...users.data.map((u): RefItem => ({ id: Number(u.id), name: u.label, deleted: false })), ...contactItems] };
      };
  }
}

/**
 * Picks the records a condition names (users, organizations, locations, forms), one or several.
 * The value holds only ids; the names come from the pickers or are looked up once.
 */
export function ReferenceValueInput({
  reference,
  multiple,
  value,
  onChange,
  label,
  error,
  disabled,
  userSource = 'people',
  allowCurrentUser = false,
}: ReferenceValueInputProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ids = asIds(value);
  const currentUser: RefItem = { id: CURRENT_USER, name: t('rules.value.currentUser'), deleted: false };
  const offerCurrentUser = reference === 'user' && allowCurrentUser;
  const labels = useReferenceLabels(
    queryClient,
    reference,
    ids.filter((id) => id !== CURRENT_USER),
  );
  const items: RefItem[] = ids.map((id) => {
    if (id === CURRENT_USER) return currentUser;
    const known = labels.get(String(id));
    return known ? { id, ...known } : { id, name: t('app.loading'), deleted: false };
  });
  const base = fetcherFor(reference, userSource, t);
  const fetchPage: PickerFetch<RefItem> = async (search, p, signal) => {
    const found = await base(search, p, signal);
    return offerCurrentUser && p === 0 && matches(currentUser.name, search) ? { ...found, data: [currentUser, ...found.data] } : found;
  };
  const remember = (item: RefItem) => {
    if (item.id !== CURRENT_USER) rememberReference(queryClient, reference, item.id, { name: item.name, deleted: item.deleted, inactive: item.inactive });
  };
  const toOption = (item: RefItem) => ({
    label: item.name,
    suffix:
      [item.detail, item.deleted ? t('tickets.deleted') : undefined, item.inactive ? t('tickets.inactive') : undefined].filter(Boolean).join(' ') || undefined,
  });
  const common = {
    label,
    error,
    disabled,
    queryKey: ['rules', 'picker', reference, userSource, offerCurrentUser] as const,
    fetchPage,
    getId: keyOf,
    toOption,
  };
  if (multiple) {
    return (
      <RemoteMultiSelect<RefItem>
        {...common}
        values={items}
        onChange={(next) => {
          next.forEach(remember);
          onChange(next.map((item) => item.id));
        }}
      />
    );
  }
  return (
    <RemoteSelect<RefItem>
      {...common}
      value={items[0] ?? null}
      onChange={(item) => {
        if (item) remember(item);
        onChange(item ? item.id : null);
      }}
    />
  );
}
