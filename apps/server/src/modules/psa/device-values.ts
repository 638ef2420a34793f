import { createHash } from 'node:crypto';
import { PSA_REQUIRED_ATTRIBUTES, type PsaAttribute } from '@outpost/contracts';
import type { ConfigurationValues } from './provider.ts';
import type { SyncDevice } from './psa.repository.ts';

/** Where the configuration points: its company, site and type. */
export interface Placement {
  companyId: number;
  siteId: number | null;
  configurationTypeId: number;
}

const gb = (bytes: number) => `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`;

/** Each attribute's value from a device's facts; '' when the device does not report it. */
function attributeValue(device: SyncDevice, attribute: PsaAttribute, publicUrl: string): string {
  const f = device.facts;
  const nic = f?.network.find((n) => n.ip4 && n.mac) ?? f?.network.find((n) => n.ip4) ?? f?.network[0];
  switch (attribute) {
    case 'deviceIdentifier':
      return device.deviceUid;
    case 'name':
      return device.displayName.slice(0, 100);
    case 'ipAddress':
      return device.ipAddress ?? nic?.ip4 ?? '';
    case 'managementLink':
      return publicUrl ? `${publicUrl}/devices/${device.id}` : '';
    case 'osType':
      return f ? f.os.distro || f.os.platform : '';
    case 'osInfo':
      return f ? `${f.os.distro} ${f.os.release}`.trim() : '';
    case 'cpuSpeed':
      return f?.cpu ? `${f.cpu.speedGHz} GHz` : '';
    case 'ram':
      return f?.ramBytes ? gb(f.ramBytes) : '';
    case 'localHardDrives':
      return (f?.disks ?? [])
        .map((d) => `${d.mount} ${gb(d.sizeBytes)}`)
        .join(', ')
        .slice(0, 1000);
    case 'macAddress':
      return nic?.mac ?? '';
    case 'defaultGateway':
      return f?.defaultGateway ?? '';
    case 'lastLoginName':
      return f?.lastLoginUser ?? '';
    case 'serialNumber':
      return f?.serialNumber ?? '';
    case 'privateIpAddress':
      return nic?.ip4 ?? '';
    default:
      // model, nodeUrl, teamViewerUrl, productKey: no device fact carries them yet.
      return '';
  }
}

/** The configuration field an attribute is written to. */
const FIELD_OF: Partial<Record<PsaAttribute, string>> = { model: 'modelNumber' };
/** Configuration questions need per-type question ids; they are not written yet (decision 0037). */
const QUESTIONS: ReadonlySet<PsaAttribute> = new Set(['nodeUrl', 'privateIpAddress', 'teamViewerUrl', 'productKey']);

/**
 * What a device's configuration should hold: its placement and the selected attributes (the
 * required ones always). An attribute the device does not report is left out, so a value typed in
 * the PSA is not blanked by a device that knows nothing of it.
 */
export function desiredValues(device: SyncDevice, placement: Placement, attributes: readonly PsaAttribute[], publicUrl: string): ConfigurationValues {
  const values: ConfigurationValues = {
    company: { id: placement.companyId },
    site: placement.siteId === null ? null : { id: placement.siteId },
    type: { id: placement.configurationTypeId },
  };
  for (const attribute of new Set<PsaAttribute>([...PSA_REQUIRED_ATTRIBUTES, ...attributes])) {
    if (QUESTIONS.has(attribute)) continue;
    const value = attributeValue(device, attribute, publicUrl);
    if (value !== '') values[FIELD_OF[attribute] ?? attribute] = value;
  }
  return values;
}

const stable = (value: unknown): string =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? `{${Object.keys(value)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
        .join(',')}}`
    : JSON.stringify(value ?? null);

/** The hash kept in the link: equal values, equal hash, whatever the key order. */
export const valuesHash = (values: ConfigurationValues) => createHash('sha256').update(stable(values)).digest('hex');

const same = (a: unknown, b: unknown) => {
  const ref = (v: unknown) => (v && typeof v === 'object' ? ((v as { id?: unknown }).id ?? null) : (v ?? null));
  return typeof a === 'object' || typeof b === 'object' ? ref(a) === ref(b) : (a ?? '') === (b ?? '');
};

/** The fields of `desired` that differ from `current` (references compared by id). */
export function changedFields(desired: ConfigurationValues, current: ConfigurationValues): ConfigurationValues {
  const changes: ConfigurationValues = {};
  for (const [field, value] of Object.entries(desired)) if (!same(value, current[field])) changes[field] = value;
  return changes;
}
