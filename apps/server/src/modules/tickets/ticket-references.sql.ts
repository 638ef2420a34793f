import { eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { locations, nodes, organizations, users } from '../../db/schema.ts';
import { likeContains } from '../../lib/table-query.ts';
import { contactRefOf } from '../contacts/contacts.queries.ts';
import { formRefOf, joinedStatus, withStatus } from '../ticketing-config/ticketing-config.queries.ts';
import { tickets } from './tickets.schema.ts';

// The ticket list and boards read a ticket row with the same joined references: one place, so the
// two tables cannot come to show a reference differently. The status, requester contact and form
// belong to other modules (contacts, ticketing-config), which export the join and subqueries that
// read them (docs/ARCHITECTURE.md, "Module boundaries").
export const assignee = alias(users, 'assignee');
export const requesterUser = alias(users, 'requester_user');

/** A row's status as tables show it: its key, name and the system status it belongs under. */
export const statusColumns = { id: joinedStatus.id, key: joinedStatus.key, name: joinedStatus.name, parentKey: joinedStatus.parentKey };

/** The current names and states of a row's references ('(Deleted)' and '(Inactive)' come from these). */
export const referenceColumns = {
  organizationLive: organizations.name,
  locationLive: locations.name,
  nodeLive: nodes.displayName,
  assignee: { name: assignee.name, disabled: assignee.disabled },
  requesterUser: { name: requesterUser.name, disabled: requesterUser.disabled },
  requesterContact: contactRefOf(tickets.requesterContactId),
  form: formRefOf(tickets.formId),
};

/** Joins the status, its parent and the references `referenceColumns` reads by join (contact and form are subqueries). */
export const withReferences = <T extends PgSelect>(qb: T) =>
  withStatus(qb, tickets.statusId)
    .leftJoin(organizations, eq(organizations.id, tickets.organizationId))
    .leftJoin(locations, eq(locations.id, tickets.locationId))
    .leftJoin(nodes, eq(nodes.id, tickets.nodeId))
    .leftJoin(assignee, eq(assignee.id, tickets.assignedAppUserId))
    .leftJoin(requesterUser, eq(requesterUser.id, tickets.requesterUserId));

/** A table's search box: '#123' or '123' also finds that ticket; otherwise the summary contains the words. */
export function ticketSearch(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const byId = /^#?(\d{1,9})$/.exec(text);
  const bySummary = sql`lower(${tickets.summary}) like ${likeContains(text.toLowerCase())}`;
  return byId ? or(eq(tickets.id, Number(byId[1])), bySummary) : bySummary;
}
