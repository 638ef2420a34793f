import { deviceServicesAnswerSchema, type SessionUser, type WinServiceList } from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { mayScriptRun } from '../../../policies/script.policy.ts';
import type { RunsRepository } from '../runs/runs.repository.ts';

/** A live command's answer from the agent, or null when the device is down or silent (backup's device channel). */
export type AskDevice = (nodeId: number, command: Record<string, unknown>) => Promise<{ ok: boolean; result: unknown; error: string | null } | null>;

const failure = (serviceManager: WinServiceList['serviceManager'], message: string): WinServiceList => ({
  resultCode: 'FAILURE',
  serviceManager,
  windowsServices: [],
  message,
});

/**
 * The service list of the Windows service form (`GET /api/webapp/winservice`, spec 001 §7): asked of
 * the device's agent live. Whoever may run scripts on the device may read its services; a device
 * outside the caller's organizations reads as missing. A device that is down, does not answer or
 * has no service manager answers FAILURE with why (the form then says "Windows Services could not load").
 */
export function createDeviceServicesService(deps: { runs: RunsRepository; ask: AskDevice; clock: Clock; offlineAfterSeconds: number }) {
  return {
    async list(user: SessionUser, nodeId: number): Promise<WinServiceList> {
      const upSince = new Date(deps.clock.now().getTime() - deps.offlineAfterSeconds * 1000);
      const [device] = await deps.runs.devicesAmong([nodeId], undefined, upSince);
      if (!device || !mayScriptRun(user, 'read', { deviceOrganizationId: device.organizationId, scriptOrganizationId: null, runAs: 'LOGGED_ON_USER' }))
        throw new AppError('NOT_FOUND', 'Device not found');
      if (!device.isUp) return failure('NONE', 'The device is offline');
      const answer = await deps.ask(nodeId, { kind: 'LIST_SERVICES' });
      if (!answer) return failure('NONE', 'The device did not answer');
      if (!answer.ok) return failure('NONE', answer.error ?? 'The device could not list its services');
      const parsed = deviceServicesAnswerSchema.safeParse(answer.result);
      if (!parsed.success) return failure('NONE', 'The device answered something else than a service list');
      const { manager, services, note } = parsed.data;
      if (manager === 'NONE') return failure('NONE', note ?? 'The device has no service manager');
      return { resultCode: 'SUCCESS', serviceManager: manager, windowsServices: services, message: null };
    },
  };
}
export type DeviceServicesService = ReturnType<typeof createDeviceServicesService>;
