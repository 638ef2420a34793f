import type { TicketPriority, TicketSeverity, TicketStatus } from '@outpost/contracts';
import type { TicketValues } from '../../tickets/index.ts';
import type { TemplatePreview } from '../automations.api.ts';

/** What the template call is told the editor holds unsaved (its `draft`). */
export function templateDraftOf(values: TicketValues, statuses: readonly TicketStatus[]): Record<string, unknown> {
  const status = statuses.find((s) => s.id === values.statusId);
  return {
    ...(status ? { status: status.system && status.key ? status.key : status.id } : {}),
    priority: values.priority,
    severity: values.severity,
    summary: values.summary,
    organizationId: values.organization?.id ?? null,
    assignedAppUserId: values.assignee?.id ?? null,
    tags: values.tags,
  };
}

/** The name a change lists for a field ('assignee' → 'Jane Doe'). */
const labelOf = (preview: TemplatePreview, pattern: RegExp) => preview.changes.find((c) => pattern.test(c.field))?.newLabel ?? null;

/**
 * A template's patch (PATCH /ticket field names) as ticket-editor values, so the technician
 * reviews them before saving. Fields the editor cannot show are left out.
 */
export function valuesFromTemplate(preview: TemplatePreview, statuses: readonly TicketStatus[]): Partial<TicketValues> {
  const p = preview.patch;
  const values: Partial<TicketValues> = {};
  if (p.status !== undefined) {
    const status = statuses.find((s) => (typeof p.status === 'number' ? s.id === p.status : s.key === p.status));
    if (status) values.statusId = status.id;
  }
  if (typeof p.priority === 'string') values.priority = p.priority as TicketPriority;
  if (typeof p.severity === 'string') values.severity = p.severity as TicketSeverity;
  if (typeof p.summary === 'string') values.summary = p.summary;
  if (Array.isArray(p.tags)) values.tags = p.tags.filter((t): t is string => typeof t === 'string');
  if (p.organizationId === null) values.organization = null;
  else if (typeof p.organizationId === 'number')
    values.organization = { id: p.organizationId, name: labelOf(preview, /organi[sz]ation/i) ?? '', deleted: false };
  if (p.assignedAppUserId === null) values.assignee = null;
  else if (typeof p.assignedAppUserId === 'number')
    values.assignee = { id: p.assignedAppUserId, name: labelOf(preview, /^assign/i), deleted: false, found: true };
  return values;
}
