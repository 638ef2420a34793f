import { parseField, type AttributeDefinition, type Operator } from '@outpost/rules';
import type { TicketStatus } from '@outpost/contracts';
import type { TFunction } from 'i18next';

/** What a label needs besides the key: the attribute and status names the server knows. */
export interface LabelContext {
  attributes: readonly AttributeDefinition[];
  statuses: readonly TicketStatus[];
}

/** The condition value a status has: its system key, or a custom status's id as text (as the rule model keys it). */
export const statusKeyOf = (status: Pick<TicketStatus, 'id' | 'key'>): string => status.key ?? String(status.id);

/** A status key's name; an unknown key shows as it is. */
export function statusName(statuses: readonly TicketStatus[], key: string): string {
  return statuses.find((s) => statusKeyOf(s) === key)?.name ?? key;
}

/** The attribute a field names, when it names one. */
export function attributeOf(field: string, attributes: readonly AttributeDefinition[]): AttributeDefinition | undefined {
  const parsed = parseField(field);
  return parsed?.kind === 'attribute' ? attributes.find((a) => String(a.id) === parsed.attributeId) : undefined;
}

/** The words of a condition field: ticket fields, time-since fields (per status by name) and custom fields. */
export function fieldLabel(t: TFunction, field: string, ctx: LabelContext): string {
  const parsed = parseField(field);
  if (!parsed) return t('rules.field.unknown', { field });
  switch (parsed.kind) {
    case 'ticket':
    case 'time_since':
      return t(`rules.field.${parsed.field}`);
    case 'time_since_status':
      return t('rules.field.time_since_status', { status: statusName(ctx.statuses, parsed.status) });
    case 'attribute': {
      const attribute = attributeOf(field, ctx.attributes);
      if (!attribute) return t('rules.field.attributeUnknown');
      const name = attribute.name ?? '';
      return attribute.active === false ? `${name} ${t('tickets.inactive')}` : name;
    }
  }
}

/** The words of an operator for a field: time since reads as an amount, dates as days. */
export function operatorLabel(t: TFunction, field: string, operator: Operator, attributes: readonly AttributeDefinition[]): string {
  const parsed = parseField(field);
  const ordered = operator === 'less_or_equal_than' || operator === 'greater_or_equal_than';
  if ((parsed?.kind === 'time_since' || parsed?.kind === 'time_since_status') && (ordered || operator === 'is')) return t(`rules.operator.time.${operator}`);
  if (ordered && attributeOf(field, attributes)?.attributeType === 'DATE') return t(`rules.operator.date.${operator}`);
  return t(`rules.operator.${operator}`);
}
