import type { z } from 'zod';
import { nodeClassSchema, type ApprovalNode, type NodeApprovalMode, type approvalListQuerySchema } from '@outpost/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { AgentService } from '../agent/agent.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { ApprovalsRepository } from './approvals.repository.ts';

type Actor = { id: number; name: string };

/** Node approval (spec 002 §3.4, §4.5): pending → approved or rejected, approved → rejected, and clearing. */
export function createApprovalsService(deps: {
  approvals: ApprovalsRepository;
  agents: Pick<AgentService, 'revokeCredentials'>;
  settings: SettingsService;
  clock: Clock;
}) {
  const { approvals, agents, settings, clock } = deps;
  return {
    async list(query: z.output<typeof approvalListQuerySchema>): Promise<ApprovalNode[]> {
      const rows = await approvals.list(query.status, query.filterText, query.sortBy, query.direction);
      return rows.map((row) => ({
        ...row,
        nodeClass: nodeClassSchema.parse(row.nodeClass),
        approvalStatusAt: row.approvalStatusAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** Approved candidates wait for their agent to collect its credential (installationStatus WAITING). */
    async approve(nodeIds: number[], actor: Actor) {
      const ids = await approvals.transition(nodeIds, ['PENDING'], 'APPROVED', actor, clock.now(), { installationStatus: 'WAITING' });
      return { affected: ids.length };
    },

    /** Rejecting revokes any credential the device holds, so its agent is cut off at once. */
    async reject(nodeIds: number[], actor: Actor) {
      const now = clock.now();
      const ids = await approvals.transition(nodeIds, ['PENDING', 'APPROVED'], 'REJECTED', actor, now);
      await agents.revokeCredentials(ids);
      return { affected: ids.length };
    },

    /** Clearing forgets pending and rejected candidates (a rejected device may then enrol again). */
    async clear(nodeIds: number[]) {
      const removed = await approvals.deleteCandidates(nodeIds, ['PENDING', 'REJECTED']);
      const released = await approvals.releaseApproved(nodeIds);
      return { affected: removed + released };
    },

    async mode(): Promise<NodeApprovalMode> {
      return (await settings.get('general')).nodeApprovalMode;
    },

    async setMode(mode: NodeApprovalMode) {
      const general = await settings.get('general');
      await settings.set('general', { ...general, nodeApprovalMode: mode });
      return mode;
    },
  };
}
export type ApprovalsService = ReturnType<typeof createApprovalsService>;
