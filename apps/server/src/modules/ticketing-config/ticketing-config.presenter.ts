import { DEFAULT_TICKETING_CONFIG, type TicketAttribute, type TicketForm, type TicketingConfig, type TicketStatus } from '@outpost/contracts';
import type { TicketingConfigRepository } from './config.repository.ts';
import type { AttributeRow, FormRow } from './forms.repository.ts';
import type { StatusRow } from './statuses.repository.ts';

/** A status row as the API shows it; a system status is its own parent key. */
export function presentStatus(row: StatusRow): TicketStatus {
  return {
    id: row.id,
    key: row.systemKey,
    name: row.name,
    system: row.systemKey !== null,
    parentId: row.parentId,
    // Custom statuses always have a system parent (the service sees to it).
    parentKey: (row.systemKey ?? row.parentSystemKey)!,
    active: row.active,
    position: row.position,
  };
}

export function presentAttribute(row: AttributeRow): TicketAttribute {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    attributeType: row.attributeType,
    active: row.active,
    content: { values: row.content.values ?? [] },
    usageCount: row.usageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentForm(row: FormRow): TicketForm {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    attributes: row.attributes.map((a) => ({
      attributeId: a.attributeId,
      name: a.name,
      attributeType: a.attributeType,
      active: a.active,
      required: a.required,
      position: a.position,
      content: { values: a.content.values ?? [] },
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ConfigRow = Awaited<ReturnType<TicketingConfigRepository['get']>>;

/** The stored configuration, or the defaults before an administrator first saves one. */
export function presentConfig(row: ConfigRow): TicketingConfig {
  if (!row) return { ...DEFAULT_TICKETING_CONFIG, updatedAt: null };
  return {
    fromEmailDomain: row.fromEmailDomain,
    timer: row.timer,
    attachments: row.attachments,
    businessHours: row.businessHours,
    notifications: row.notifications,
    replies: row.replies,
    updatedAt: row.updatedAt.toISOString(),
  };
}
