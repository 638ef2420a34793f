import { randomBytes } from 'node:crypto';
import type { SessionUser } from '@outpost/contracts';
import type { ServiceDeskServices } from '../modules/tickets/service-desk.module.ts';
import type { Services } from '../services.ts';
import { seedHelpArticles } from '../modules/help/articles/demo-articles.ts';
import { movableClock, seedDemoTickets, type MovableClock } from './demo-tickets.ts';

export interface SeedResult {
  /**
   * Logins created on this start, to print once; empty when the database already had users. The
   * password is null when the operator supplied it (OUTPOST_ADMIN_PASSWORD): it is never printed.
   */
  logins: { email: string; password: string | null; role: string }[];
  /** The demo organization, when this start created the demo data (its demo agent enrols there). */
  demoOrganizationId?: number;
}

const generatedPassword = () => randomBytes(12).toString('base64url');

/**
 * On an empty database: the first administrator (from the environment, or a generated demo login)
 * and, unless turned off, demo organizations, locations, device roles and users of each role.
 */
export async function seedIfEmpty(
  services: Services,
  options: {
    admin?: { email: string; password: string };
    demo: boolean;
    /** A service desk over the same database on the given clock: the demo tickets' history is spread over weeks. */
    demoDesk?: (clock: MovableClock) => ServiceDeskServices;
  },
): Promise<SeedResult> {
  if ((await services.repositories.users.count()) > 0) return { logins: [] };

  const adminLogin = options.admin ?? { email: 'admin@outpost.local', password: generatedPassword() };
  const admin = await services.users.create({
    email: adminLogin.email,
    name: 'Administrator',
    role: 'SYSTEM_ADMINISTRATOR',
    technicianRoleId: null,
    password: adminLogin.password,
  });
  const logins: SeedResult['logins'] = [{ email: adminLogin.email, password: options.admin ? null : adminLogin.password, role: 'SYSTEM_ADMINISTRATOR' }];
  if (!options.demo) return { logins };

  const backupOperator = await services.users.createRole({
    name: 'Backup operator',
    description: 'Browses, downloads and restores backup data',
    permissions: ['canViewAndRestoreBackupData'],
  });
  const fieldTech = await services.users.createRole({
    name: 'Field technician',
    description: 'Manages devices, approves new ones and works tickets',
    permissions: ['canManageDevices', 'canApproveNodes', 'canViewAndRestoreBackupData', 'canManageTickets'],
  });
  await services.users.createRole({ name: 'Read only', description: 'Sees devices and organizations', permissions: [] });

  const techPassword = generatedPassword();
  const tech = await services.users.create({
    email: 'tech@outpost.local',
    name: 'Terry Technician',
    role: 'TECHNICIAN',
    technicianRoleId: fieldTech.id,
    password: techPassword,
  });
  await services.users.create({
    email: 'backup@outpost.local',
    name: 'Bailey Backup',
    role: 'TECHNICIAN',
    technicianRoleId: backupOperator.id,
    password: generatedPassword(),
  });
  logins.push({ email: 'tech@outpost.local', password: techPassword, role: 'TECHNICIAN' });

  for (const role of [
    { name: 'Windows workstation', nodeClass: 'WINDOWS_WORKSTATION' as const, description: 'Office desktops and laptops' },
    { name: 'Windows server', nodeClass: 'WINDOWS_SERVER' as const, description: 'Domain controllers and file servers' },
    { name: 'Linux server', nodeClass: 'LINUX_SERVER' as const, description: 'Application and database servers' },
    { name: 'Mac', nodeClass: 'MAC' as const, description: 'Design team machines' },
  ]) {
    await services.deviceRoles.create(role);
  }

  const acme = await services.organizations.create({ name: 'Acme Corporation', description: 'Manufacturing, two sites' });
  const hq = await services.organizations.createLocation(acme.id, { name: 'Headquarters', description: 'Main office', address: '1 Acme Way, Springfield' });
  const warehouse = await services.organizations.createLocation(acme.id, {
    name: 'Warehouse',
    description: 'Distribution centre',
    address: '200 Depot Road, Springfield',
  });
  const globex = await services.organizations.create({ name: 'Globex Ltd', description: 'Consultancy' });
  const london = await services.organizations.createLocation(globex.id, { name: 'London office', description: '', address: '10 Fleet Street, London' });

  if (options.demoDesk) {
    const clock = movableClock(new Date());
    const asSession = (u: { id: number; email: string; name: string; role: SessionUser['role']; technicianRoleId: number | null }): SessionUser => ({
      ...u,
      permissions: ['canManageTickets'],
    });
    await seedDemoTickets(options.demoDesk(clock), clock, {
      admin: asSession(admin),
      tech: asSession(tech),
      organizations: {
        acme: { id: acme.id, locations: { Headquarters: hq.id, Warehouse: warehouse.id } },
        globex: { id: globex.id, locations: { 'London office': london.id } },
      },
    });
  }
  await seedHelpArticles(services.help.articles, admin);
  return { logins, demoOrganizationId: acme.id };
}
