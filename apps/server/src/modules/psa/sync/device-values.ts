import { createHash } from 'node:crypto';
import { PSA_QUESTION_ATTRIBUTES, PSA_REQUIRED_ATTRIBUTES, type PsaAttribute } from '@outpost/contracts';
import type { ConfigurationValues } from '../provider.ts';
import type { SyncDevice } from '../psa.repository.ts';

/** Where the configuration points: its company, site and type (with the type's question ids by attribute). */
export interface Placement {
  companyId: number;
  siteId: number | null;
  configurationTypeId: number;
  questions?: ReadonlyMap<PsaAttribute, number>;
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The question each question attribute answers, per configuration type: the type's question whose
 * text, without case, spaces and punctuation, is the attribute's name ("Private IP Address" →
 * privateIpAddress). A type without such a question does not get that attribute (decision 0048).
 */
export function questionIdsByType(questions: readonly { typeId: number; id: number; question: string }[]): Map<number, Map<PsaAttribute, number>> {
  const byType = new Map<number, Map<PsaAttribute, number>>();
  for (const q of [...questions].sort((a, b) => a.id - b.id)) {
    const attribute = PSA_QUESTION_ATTRIBUTES.find((a) => squash(a) === squash(q.question));
    if (!attribute) continue;
    const ids = byType.get(q.typeId) ?? new Map<PsaAttribute, number>();
    if (!ids.has(attribute)) ids.set(attribute, q.id);
    byType.set(q.typeId, ids);
  }
  return byType;
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
    case 'nodeUrl':
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
/** Written as answers to the configuration type's questions, not as fields. */
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
  const answers: { questionId: number; answer: string }[] = [];
  for (const attribute of new Set<PsaAttribute>([...PSA_REQUIRED_ATTRIBUTES, ...attributes])) {
    const questionId = QUESTIONS.has(attribute) ? placement.questions?.get(attribute) : undefined;
    if (QUESTIONS.has(attribute) && questionId === undefined) continue;
    const value = attributeValue(device, attribute, publicUrl);
    if (value === '') continue;
    if (questionId !== undefined) answers.push({ questionId, answer: value });
    else values[FIELD_OF[attribute] ?? attribute] = value;
  }
  if (answers.length > 0) values.questions = answers.sort((a, b) => a.questionId - b.questionId);
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

type Answer = { questionId: number; answer: string };
/** Every answer Outpost gives is already there (answers to other questions are not Outpost's). */
const answered = (desired: unknown, current: unknown) => {
  const now = new Map(((current as Answer[] | undefined) ?? []).map((a) => [a.questionId, a.answer]));
  return (desired as Answer[]).every((a) => now.get(a.questionId) === a.answer);
};

/** The fields of `desired` that differ from `current` (references compared by id, question answers by question). */
export function changedFields(desired: ConfigurationValues, current: ConfigurationValues): ConfigurationValues {
  const changes: ConfigurationValues = {};
  for (const [field, value] of Object.entries(desired)) {
    if (field === 'questions' ? !answered(value, current[field]) : !same(value, current[field])) changes[field] = value;
  }
  return changes;
}
