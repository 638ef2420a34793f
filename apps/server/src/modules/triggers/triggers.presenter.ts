import type { Trigger } from '@outpost/contracts';
import type { TriggerRow } from './triggers.repository.ts';

/** A stored rule as GET /api/ticketing/trigger/{id} answers it; columns and sort only for boards. */
export function presentTrigger(row: TriggerRow): Trigger {
  return {
    id: row.id,
    type: row.type,
    enabled: row.enabled,
    name: row.name,
    description: row.description,
    conditions: row.conditions,
    actions: row.actions,
    uploads: row.uploads,
    ...(row.type === 'BOARD' ? { columns: row.columns ?? [], sortBy: row.sortBy ?? [], visibility: row.ownerUserId === null ? 'SHARED' : 'PERSONAL' } : {}),
    system: row.system,
    systemKey: row.systemKey,
    position: row.position,
    version: row.version,
    createdByUserId: row.createdByUserId,
    updatedByUserId: row.updatedByUserId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
