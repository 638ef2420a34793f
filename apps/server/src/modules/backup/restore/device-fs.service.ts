import {
  deviceFolderPageSchema,
  folderNamePlatformOfNodeClass,
  folderNameProblem,
  type createFolderSchema,
  type DeviceFolderPage,
  type SessionUser,
} from '@outpost/contracts';
import { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import type { SettingsService } from '../../settings/settings.service.ts';
import { requireDataAccess } from '../access.ts';
import type { BackupNodeRow } from '../nodes.repository.ts';
import type { OrgDataRepository } from '../org-data.repository.ts';
import { destinationProblem } from '../paths.ts';
import type { Wakeups } from '../agent-channel/wakeups.ts';

const POLL_MS = 100;
/** While waiting for an answer, whether the device is still up is read every this many polls. */
const UP_CHECK_EVERY = 5;
/** The folder tree's message (spec 000 §8), for a device whose agent is not connected. */
export const DEVICE_OFFLINE_MESSAGE = 'Directory listing unavailable.';
const offline = () => new AppError('DEVICE_OFFLINE', DEVICE_OFFLINE_MESSAGE);
const pathsExistAnswer = z.object({ paths: z.array(z.object({ path: z.string(), exists: z.boolean() })) });

/** The volume or top-level folder a backed-up path lives under: `C:/` for `C:/Users/a`, `/home` for `/home/a/b`. */
export function locationRoot(path: string): string {
  const drive = /^([A-Za-z]:)[\\/]/.exec(path);
  if (drive) return `${drive[1]}/`;
  const first = path.split('/').find((segment) => segment !== '');
  return first === undefined ? '/' : `/${first}`;
}
export const COMMAND_TIMEOUT_MS = 10_000;
const ORIGINAL_CHECK_TIMEOUT_MS = 5_000;

/** Sleeps on the real clock: command round trips are real time even when the job clock is injected. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Live requests to a device's agent through the command queue: list a folder, make a folder,
 * check that paths exist. The server waits (polling the database) for the agent's answer.
 */
export function createDeviceFsService(deps: {
  orgData: OrgDataRepository;
  wakeups: Wakeups;
  settings: SettingsService;
  findNode: (nodeId: number) => Promise<BackupNodeRow>;
  clock: Clock;
  commandTimeoutMs?: number;
}) {
  const { orgData } = deps;

  /**
   * Queues a command and waits for its answer; null when the agent does not answer in time, or
   * when it drops its connection meanwhile (checked every UP_CHECK_EVERY polls).
   */
  async function roundTrip(nodeId: number, command: Record<string, unknown>, timeoutMs: number) {
    const id = await orgData.insertCommand(nodeId, command);
    deps.wakeups.wake(nodeId);
    const deadline = Date.now() + timeoutMs;
    for (let round = 1; Date.now() < deadline; round++) {
      const row = await orgData.findCommand(id);
      if (row?.status === 'DONE') return row;
      if (round % UP_CHECK_EVERY === 0 && !(await deps.findNode(nodeId)).isUp) return null;
      await sleep(POLL_MS);
    }
    return null;
  }

  /** A live request to a device that is down answers at once, not after the command timeout. */
  async function requireUp(nodeId: number) {
    const node = await deps.findNode(nodeId);
    if (!node.isUp) throw offline();
    return node;
  }

  async function answer(nodeId: number, command: Record<string, unknown>) {
    const row = await roundTrip(nodeId, command, deps.commandTimeoutMs ?? COMMAND_TIMEOUT_MS);
    if (!row) {
      if (!(await deps.findNode(nodeId)).isUp) throw offline();
      throw new AppError('DEVICE_TIMEOUT', 'The device did not answer');
    }
    if (!row.ok) throw new AppError('CONFLICT', row.error ?? 'Directory listing unavailable.');
    return row.result;
  }

  return {
    /**
     * A live command for another module (the scripts' service list): the agent's answer, or null
     * when the device is down or does not answer within the command timeout. The caller checks access.
     */
    async ask(nodeId: number, command: Record<string, unknown>): Promise<{ ok: boolean; result: unknown; error: string | null } | null> {
      if (!(await deps.findNode(nodeId)).isUp) return null;
      const row = await roundTrip(nodeId, command, deps.commandTimeoutMs ?? COMMAND_TIMEOUT_MS);
      return row ? { ok: row.ok ?? false, result: row.result, error: row.error ?? null } : null;
    },

    async list(user: SessionUser, nodeId: number, path: string, offset: number, limit: number): Promise<DeviceFolderPage> {
      requireDataAccess(user);
      await requireUp(nodeId);
      const parsed = deviceFolderPageSchema.safeParse(await answer(nodeId, { kind: 'LIST_DIR', path, offset, limit }));
      if (!parsed.success) throw new AppError('CONFLICT', 'Directory listing unavailable.');
      return parsed.data;
    },

    async createFolder(user: SessionUser, nodeId: number, input: z.output<typeof createFolderSchema>) {
      requireDataAccess(user);
      const node = await deps.findNode(nodeId);
      const nameProblem = folderNameProblem(input.folderName, folderNamePlatformOfNodeClass(node.nodeClass));
      if (nameProblem) throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { folderName: [nameProblem] });
      const pathProblem = destinationProblem(input.path);
      if (pathProblem) throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { path: [pathProblem] });
      if (!node.isUp) throw offline();
      const result = (await answer(nodeId, { kind: 'MAKE_DIR', path: input.path, name: input.folderName })) as { path?: unknown } | null;
      const sep = input.path.endsWith('/') || input.path.endsWith('\\') ? '' : '/';
      const path = typeof result?.path === 'string' ? result.path : `${input.path}${sep}${input.folderName}`;
      return { name: input.folderName, path, type: 'FOLDER' as const };
    },

    /** Original Location: node up and flag on; when the agent answers the path check within 5 s, it decides. */
    async originalLocation(nodeId: number, paths: string[]) {
      const node = await deps.findNode(nodeId);
      const flags = await deps.settings.get('featureFlags');
      if (!flags.restore_original_location) return { available: false, reason: 'Original location restore is turned off' };
      if (!node.isUp) return { available: false, reason: 'The device is offline' };
      if (paths.length === 0) return { available: true, reason: null };
      // The files themselves may be gone (that is why one restores); what must still be there is
      // the volume or top-level folder they lived under.
      const roots = [...new Set(paths.map(locationRoot))];
      const row = await roundTrip(
        nodeId,
        { kind: 'PATHS_EXIST', paths: roots },
        Math.min(ORIGINAL_CHECK_TIMEOUT_MS, deps.commandTimeoutMs ?? ORIGINAL_CHECK_TIMEOUT_MS),
      );
      if (row && !row.ok) return { available: false, reason: row.error ?? 'The original location is not reachable' };
      const missing = pathsExistAnswer.safeParse(row?.result).data?.paths.filter((p) => !p.exists) ?? [];
      if (missing.length > 0) return { available: false, reason: `Not on the device any more: ${missing.map((p) => p.path).join(', ')}` };
      return { available: true, reason: null };
    },
  };
}
export type DeviceFsService = ReturnType<typeof createDeviceFsService>;
