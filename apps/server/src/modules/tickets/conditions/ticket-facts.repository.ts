import { and, inArray, isNull } from 'drizzle-orm';
import type { AttributeValue, TicketFacts } from '@outpost/rules';
import type { Database } from '../../../db/client.ts';
import { contactUidOf } from '../../contacts/contacts.queries.ts';
import { statusKeyOf, statusParentKeyOf, tagNameOf } from '../../ticketing-config/ticketing-config.queries.ts';
import { ticketAdditionalTechnicians, ticketAttributeValues, tickets, ticketTags } from '../tickets.schema.ts';
import { parseStoredAttributeValue, storedAttributeValueJson } from '../change/attribute-values.ts';

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
          statusKey: statusKeyOf(tickets.statusId),
          parentSystemKey: statusParentKeyOf(tickets.statusId),
          contactUid: contactUidOf(tickets.requesterContactId),
        })
        .from(tickets)
        .where(and(inArray(tickets.id, [...ids]), isNull(tickets.deletedAt)));
      for (const { ticket: t, statusKey, parentSystemKey, contactUid } of rows) {
        facts.set(t.id, {
          id: t.id,
          type: t.type,
          status: statusKey,
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
          .select({ ticketId: ticketTags.ticketId, name: tagNameOf(ticketTags.tagId) })
          .from(ticketTags)
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
