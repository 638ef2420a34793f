import { and, type SQL } from 'drizzle-orm';
import {
  DEVICE_GROUP_LIMITS,
  deviceSchema,
  type DeviceGroup,
  type DeviceGroupPreview,
  type DeviceGroupRef,
  type DeviceGroupType,
  type SessionUser,
  type TablePage,
} from '@outpost/contracts';
import { evaluateDevice, validateDeviceConditions, type Conditions } from '@outpost/rules';
import type { Clock } from '../../lib/clock.ts';
import { AppError, staleVersion } from '../../lib/errors.ts';
import { presentDevice } from '../devices/devices.presenter.ts';
import { compileDeviceConditions } from './device-condition-sql.ts';
import type { DeviceFactsRepository } from './device-facts.repository.ts';
import { assertMayDeviceGroup, deviceScopeOf, deviceScopeSql } from './device-group.policy.ts';
import { type DeviceGroupRow, type DeviceGroupsRepository } from './device-groups.repository.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';

export interface DeviceGroupInput {
  name: string;
  description: string;
  type: DeviceGroupType;
  conditions?: Conditions | null | undefined;
}
export interface DeviceGroupUpdate {
  name: string;
  description: string;
  conditions?: Conditions | null | undefined;
  version: number;
}

const groupNotFound = () => new AppError('NOT_FOUND', 'Device group not found');
const deviceNotFound = () => new AppError('NOT_FOUND', 'Device not found');
const nameTaken = () => new AppError('CONFLICT', 'A device group with this name already exists', { name: ['Already in use'] });
const stale = () => staleVersion('deviceGroup');
const notStatic = () => new AppError('CONFLICT', 'Devices join a dynamic group by its rule; only static groups take chosen devices');

/** Refuses a rule the device catalogue does not accept, naming each problem at its path. */
function checkedRule(type: DeviceGroupType, conditions: Conditions | null | undefined): Conditions | null {
  if (type === 'STATIC') {
    if (conditions && conditions.all.length + conditions.any.length > 0) {
      throw new AppError('VALIDATION_FAILED', 'A static group has no rule', { conditions: ['A static group has no rule'] });
    }
    return null;
  }
  const rule = conditions ?? { all: [], any: [] };
  const issues = validateDeviceConditions(rule);
  if (issues.length > 0) {
    const fields: Record<string, string[]> = {};
    for (const issue of issues) (fields[issue.path.join('.')] ??= []).push(issue.message);
    throw new AppError('VALIDATION_FAILED', 'The rule is incomplete or invalid', fields);
  }
  return rule;
}

/**
 * Device groups: static lists and dynamic rules (decision 0031). A dynamic group's members are
 * computed by SQL on every read; what a user sees of any group is narrowed by the device-group
 * policy's organization scope.
 */
export function createDeviceGroupsService(deps: { groups: DeviceGroupsRepository; facts: DeviceFactsRepository; clock: Clock; offlineAfterSeconds: number }) {
  const { groups, clock } = deps;
  const compileContext = () => {
    const now = clock.now();
    return { now, upSince: new Date(now.getTime() - deps.offlineAfterSeconds * 1000) };
  };

  /** The predicate "is a member" over `nodes`, for a stored group. */
  const membership = (group: DeviceGroupRow): SQL =>
    group.type === 'STATIC' ? groups.staticMembership(group.id) : compileDeviceConditions(group.conditions ?? { all: [], any: [] }, compileContext());

  const visible = (user: SessionUser, predicate: SQL) => and(predicate, deviceScopeSql(deviceScopeOf(user)));

  async function present(user: SessionUser, group: DeviceGroupRow): Promise<DeviceGroup> {
    return {
      id: group.id,
      name: group.name,
      description: group.description,
      type: group.type,
      conditions: group.conditions,
      memberCount: await groups.countDevices(visible(user, membership(group))),
      version: group.version,
      createdAt: group.createdAt.toISOString(),
      updatedAt: group.updatedAt.toISOString(),
    };
  }

  async function requireGroup(id: number): Promise<DeviceGroupRow> {
    const group = await groups.findById(id);
    if (!group) throw groupNotFound();
    return group;
  }

  /** The devices among `ids` the user may touch; any other (missing, pending, outside the scope) is "not found". */
  async function requireDevices(user: SessionUser, ids: readonly number[]) {
    const unique = [...new Set(ids)];
    const found = await groups.devicesAmong(unique, deviceScopeSql(deviceScopeOf(user)));
    if (found.length !== unique.length) throw deviceNotFound();
    return found;
  }

  async function devicesPage(user: SessionUser, predicate: SQL, pageIndex: number, pageSize: number): Promise<TablePage<ReturnType<typeof presentDevice>>> {
    const startedAt = Date.now();
    const where = visible(user, predicate);
    const [totalCount, rows] = await Promise.all([
      groups.countDevices(where),
      groups.pageDevices(where, compileContext().upSince, pageIndex * pageSize, pageSize),
    ]);
    return { data: rows.map(presentDevice), totalCount, pageCount: Math.ceil(totalCount / pageSize), requestTime: Date.now() - startedAt };
  }

  return {
    async list(user: SessionUser): Promise<DeviceGroup[]> {
      assertMayDeviceGroup(user, 'view');
      return Promise.all((await groups.list()).map((g) => present(user, g)));
    },

    async get(user: SessionUser, id: number): Promise<DeviceGroup> {
      assertMayDeviceGroup(user, 'view');
      return present(user, await requireGroup(id));
    },

    async create(user: SessionUser, input: DeviceGroupInput): Promise<DeviceGroup> {
      assertMayDeviceGroup(user, 'create');
      const conditions = checkedRule(input.type, input.conditions);
      if (await groups.nameTaken(input.name)) throw nameTaken();
      try {
        const row = await groups.insert({ name: input.name, description: input.description, type: input.type, conditions, createdByUserId: user.id });
        return present(user, row);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    /** Saves name, description and (dynamic) rule; the type is fixed. A stale `version` is refused with 409. */
    async update(user: SessionUser, id: number, input: DeviceGroupUpdate): Promise<DeviceGroup> {
      assertMayDeviceGroup(user, 'update');
      const existing = await requireGroup(id);
      const conditions = checkedRule(existing.type, input.conditions);
      if (existing.version !== input.version) throw stale();
      if (await groups.nameTaken(input.name, id)) throw nameTaken();
      try {
        const row = await groups.update(id, input.version, { name: input.name, description: input.description, conditions }, clock.now());
        if (!row) throw (await groups.findById(id)) ? stale() : groupNotFound();
        return present(user, row);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async delete(user: SessionUser, id: number): Promise<void> {
      assertMayDeviceGroup(user, 'delete');
      if (!(await groups.delete(id))) throw groupNotFound();
    },

    /** The group's members the user may see, by name. */
    async members(user: SessionUser, id: number, pageIndex: number, pageSize: number) {
      assertMayDeviceGroup(user, 'view');
      return devicesPage(user, membership(await requireGroup(id)), pageIndex, pageSize);
    },

    async addMembers(user: SessionUser, id: number, deviceIds: readonly number[]): Promise<DeviceGroup> {
      assertMayDeviceGroup(user, 'add-member');
      const group = await requireGroup(id);
      if (group.type !== 'STATIC') throw notStatic();
      const devices = await requireDevices(user, deviceIds);
      await groups.addMembers(
        id,
        devices.map((d) => d.id),
      );
      return present(user, group);
    },

    async removeMember(user: SessionUser, id: number, deviceId: number): Promise<void> {
      assertMayDeviceGroup(user, 'remove-member');
      const group = await requireGroup(id);
      if (group.type !== 'STATIC') throw notStatic();
      await requireDevices(user, [deviceId]);
      if (!(await groups.removeMember(id, deviceId))) throw new AppError('NOT_FOUND', 'The device is not in this group');
    },

    /** How many devices a rule matches now (of those the user may see), and the first of them by name. */
    async preview(user: SessionUser, conditions: Conditions): Promise<DeviceGroupPreview> {
      assertMayDeviceGroup(user, 'view');
      const rule = checkedRule('DYNAMIC', conditions);
      const page = await devicesPage(user, compileDeviceConditions(rule!, compileContext()), 0, DEVICE_GROUP_LIMITS.previewDevices);
      return { count: page.totalCount, devices: page.data.map((d) => deviceSchema.parse(d)) };
    },

    /** The groups a device is in: its static groups, and every dynamic group whose rule its facts satisfy (in memory). */
    async groupsOfDevice(user: SessionUser, deviceId: number): Promise<DeviceGroupRef[]> {
      assertMayDeviceGroup(user, 'view');
      await requireDevices(user, [deviceId]);
      const { now, upSince } = compileContext();
      const [all, staticIds, facts] = await Promise.all([groups.list(), groups.staticGroupIdsOf(deviceId), deps.facts.load([deviceId], upSince)]);
      const device = facts.get(deviceId);
      const inStatic = new Set(staticIds);
      return all
        .filter((g) => (g.type === 'STATIC' ? inStatic.has(g.id) : device !== undefined && evaluateDevice(g.conditions ?? { all: [], any: [] }, device, now)))
        .map((g) => ({ id: g.id, name: g.name, type: g.type }));
    },

    /**
     * For each of `deviceIds`, the ids of the groups it is in (static and dynamic, as `groupsOfDevice`
     * decides): what billing's managed products match devices by. No user scope: the caller has
     * already decided which devices it may count.
     */
    async groupIdsOfDevices(deviceIds: readonly number[]): Promise<Map<number, number[]>> {
      const { now, upSince } = compileContext();
      const [all, facts] = await Promise.all([groups.list(), deps.facts.load(deviceIds, upSince)]);
      const result = new Map<number, number[]>(deviceIds.map((id) => [id, []]));
      for (const g of all) {
        if (g.type === 'STATIC') {
          for (const id of await groups.staticMemberIdsAmong(g.id, deviceIds)) result.get(id)?.push(g.id);
        } else {
          for (const [id, device] of facts) if (evaluateDevice(g.conditions ?? { all: [], any: [] }, device, now)) result.get(id)?.push(g.id);
        }
      }
      return result;
    },

    async tagsOf(user: SessionUser, deviceId: number): Promise<{ tags: string[] }> {
      assertMayDeviceGroup(user, 'view');
      await requireDevices(user, [deviceId]);
      return { tags: await groups.tagsOf(deviceId) };
    },

    async setTags(user: SessionUser, deviceId: number, tags: readonly string[]): Promise<{ tags: string[] }> {
      assertMayDeviceGroup(user, 'tag-device');
      await requireDevices(user, [deviceId]);
      await groups.setTags(deviceId, tags);
      return { tags: await groups.tagsOf(deviceId) };
    },
  };
}
export type DeviceGroupsService = ReturnType<typeof createDeviceGroupsService>;
