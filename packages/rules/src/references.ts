import type { ReferenceKind } from './catalogue.ts';
import type { RefId } from './conditions.ts';
import { RULE_MESSAGES } from './messages.ts';

/** Answers whether an id is deleted (or inactive): a predicate or a set of such ids. */
export type ReferenceLookup = ((id: RefId) => boolean) | ReadonlySet<RefId>;

/**
 * How the server tells `validateRule` which referenced records are deleted or inactive, so the
 * package stays free of I/O: load the sets (or answer from a cache) and pass them in. A missing
 * lookup means "nothing is deleted".
 */
export interface ReferenceChecks {
  isDeletedUser?: ReferenceLookup;
  isDeletedOrganization?: ReferenceLookup;
  isDeletedLocation?: ReferenceLookup;
  isInactiveForm?: ReferenceLookup;
  /** Device roles (device group rules) that no longer exist. */
  isDeletedDeviceRole?: ReferenceLookup;
  /** Notification channels (SEND_NOTIFICATION) that no longer exist. */
  isDeletedChannel?: ReferenceLookup;
  /** Tag names (tag actions) the catalogue does not hold; a name is asked in lower case. */
  isMissingTag?: ReferenceLookup;
}

/** True when the lookup names the id; `7` and `'7'` are the same id. */
export function isNamed(lookup: ReferenceLookup | undefined, id: RefId): boolean {
  if (!lookup) return false;
  if (typeof lookup === 'function') return lookup(id);
  if (lookup.has(id)) return true;
  const text = String(id);
  const number = Number(text);
  return lookup.has(text) || (text.trim() !== '' && Number.isInteger(number) && lookup.has(number));
}

const LOOKUPS: Readonly<Record<ReferenceKind, { check: keyof ReferenceChecks; message: string }>> = {
  user: { check: 'isDeletedUser', message: RULE_MESSAGES.deletedUsers },
  organization: { check: 'isDeletedOrganization', message: RULE_MESSAGES.deletedOrganizations },
  location: { check: 'isDeletedLocation', message: RULE_MESSAGES.deletedLocations },
  form: { check: 'isInactiveForm', message: RULE_MESSAGES.inactiveForms },
  device_role: { check: 'isDeletedDeviceRole', message: RULE_MESSAGES.deletedDeviceRoles },
};

/** The message for a list that names a deleted/inactive record of this kind, or null when none does. */
export function referenceProblem(checks: ReferenceChecks | undefined, kind: ReferenceKind, ids: readonly RefId[]): string | null {
  const { check, message } = LOOKUPS[kind];
  const lookup = checks?.[check];
  return ids.some((id) => isNamed(lookup, id)) ? message : null;
}
