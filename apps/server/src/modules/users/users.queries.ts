import { sql } from 'drizzle-orm';
import { technicianRoleOrganizations, technicianRoles } from '../../db/schema.ts';

/**
 * What other modules may ask of the users' and roles' tables (docs/ARCHITECTURE.md, "Module
 * boundaries"): sessions, mail and the tickets' scope read a technician role's organizations
 * through this, never through the users' repository.
 */

/** The organization ids of the role `technician_roles` stands on in the query, as a JSON array (empty for none). */
export const roleOrganizationIds = sql<
  number[]
>`coalesce((select json_agg(o.organization_id order by o.organization_id) from ${technicianRoleOrganizations} o where o.role_id = ${technicianRoles.id}), '[]'::json)`;
