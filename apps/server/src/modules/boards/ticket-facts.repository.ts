import { and, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AttributeValue, TicketFacts } from '@outpost/rules';
import type { Database } from '../../db/client.ts';
import { contacts } from '../contacts/contacts.schema.ts';
import { ticketingTags, ticketStatuses } from '../ticketing-config/ticketing-config.schema.ts';
import { ticketAdditionalTechnicians, ticketAttributeValues, tickets, ticketTags } from '../tickets/tickets.schema.ts';
import { parseStoredAttributeValue, storedAttributeValueJson } from '../tickets/change/attribute-values.ts';

const parentStatus = alias(ticketStatuses, 'parent_status');

/** Facts whose lists are still being filled in. */
type Filling = TicketFacts & { tags: string[]; additionalTechnicianIds: number[]; attributes: Record<string, AttributeValue> };

/**
 * What packages/rules' `evaluate` knows of stored tickets, read the way condition-sql.ts reads
 * them: the status as its system key or custom id, the requester as contact uid or user id,
 * tag names, attribute values by attribute id. Automations evaluate these; the agreement test
 * compares them with the compiled SQL.
 */
export function createTicketFactsRepository(db: Database) {
  return {
    /** Facts of the given tickets (deleted ones left out), by ticket id. */
    async load(ids: readonly number[]): Promise<Map<number, TicketFacts>> {
      const facts = new Map<number, Filling>();
      if (ids.length === 0) return facts;
      const rows = await db
        .select({
          ticket: tickets,
          statusSystemKey: ticketStatuses.systemKey,
          parentSystemKey: parentStatus.systemKey,
          contactUid: contacts.uid,
        })
        .from(tickets)
        .innerJoin(ticketStatuses, eq(ticketStatuses.id, tickets.statusId))
        .leftJoin(parentStatus, eq(parentStatus.id, ticketStatuses.parentId))
        .leftJoin(contacts, eq(contacts.id, tickets.requesterContactId))
        .where(and(inArray(tickets.id, [...ids]), isNull(tickets.deletedAt)));
      for (const { ticket: t, statusSystemKey, parentSystemKey, contactUid } of rows) {
        facts.set(t.id, {
          id: t.id,
          type: t.type,
          status: statusSystemKey ?? String(t.statusId),
          statusParent: parentSystemKey ?? null,
          source: t.source as TicketFacts['source'],
          severity: t.severity,
          priority: t.priority as TicketFacts['priority'],
          summary: t.summary,
          description: t.descriptionText,
          organizationId: t.organizationId,
          locationId: t.locationId,
          requesterUid: t.requesterContactId !== null ? (contactUid ?? null) : t.requesterUserId,
          assigneeId: t.assignedAppUserId,
          additionalTechnicianIds: [],
          tags: [],
          formId: t.formId,
          attributes: {},
          createdAt: t.createdAt,
          updatedAt: t.updatedAt,
          assignedAt: t.assignedAt,
          customerRespondedAt: t.lastUpdatedByRequesterAt,
          technicianRespondedAt: t.lastUpdatedByAssigneeAt,
          statusChangedAt: t.statusChangedAt,
        });
      }
      const found = [...facts.keys()];
      if (found.length === 0) return facts;
      const [tags, technicians, attributes] = await Promise.all([
        db
          .select({ ticketId: ticketTags.ticketId, name: ticketingTags.name })
          .from(ticketTags)
          .innerJoin(ticketingTags, eq(ticketingTags.id, ticketTags.tagId))
          .where(inArray(ticketTags.ticketId, found)),
        db.select().from(ticketAdditionalTechnicians).where(inArray(ticketAdditionalTechnicians.ticketId, found)),
        db
          .select({ ticketId: ticketAttributeValues.ticketId, attributeId: ticketAttributeValues.attributeId, json: storedAttributeValueJson })
          .from(ticketAttributeValues)
          .where(inArray(ticketAttributeValues.ticketId, found)),
      ]);
      for (const { ticketId, name } of tags) facts.get(ticketId)!.tags.push(name);
      for (const { ticketId, userId } of technicians) facts.get(ticketId)!.additionalTechnicianIds.push(userId);
      for (const { ticketId, attributeId, json } of attributes) {
        facts.get(ticketId)!.attributes[String(attributeId)] = parseStoredAttributeValue(json);
      }
      return facts;
    },
  };
}
export type TicketFactsRepository = ReturnType<typeof createTicketFactsRepository>;
