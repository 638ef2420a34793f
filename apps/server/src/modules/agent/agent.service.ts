import { createHash } from 'node:crypto';
import type { DeviceFacts, EnrollRequest, EnrollResponse, HeartbeatResponse, NodeClass } from '@outpost/contracts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import type { OrganizationsService } from '../organizations/organizations.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { AgentRepository } from './agent.repository.ts';
import { nodeClassFromFacts } from './node-class.ts';

const POLL_SECONDS = 5;
const factsHash = (facts: DeviceFacts) => createHash('sha256').update(JSON.stringify(facts)).digest('hex');

const rejectedError = () => new AppError('DEVICE_REJECTED', 'This device was rejected. An administrator must clear it before it can enrol again.');

export function createAgentService(deps: {
  agents: AgentRepository;
  enrollmentTokens: Pick<OrganizationsService, 'usableEnrollmentToken'>;
  settings: SettingsService;
  roleNodeClass: (roleId: number) => Promise<NodeClass | undefined>;
  clock: Clock;
  heartbeatSeconds: number;
}) {
  const { agents, enrollmentTokens, settings, clock } = deps;

  async function issueCredential(nodeId: number) {
    const credential = newToken('odc_');
    await agents.insertCredential(nodeId, hashToken(credential));
    return credential;
  }

  return {
    /** Cuts devices' agents off at once: their credentials stop working (a rejection, say). */
    revokeCredentials: (nodeIds: number[]) => agents.revokeCredentials(nodeIds, clock.now()),
    /**
     * Enrols an agent with an organization's token. In AUTOMATIC mode the device is approved and gets
     * its credential now; in MANUAL mode it becomes a pending candidate that polls until approved.
     */
    async enroll(request: EnrollRequest, ipAddress: string): Promise<EnrollResponse> {
      const token = await enrollmentTokens.usableEnrollmentToken(request.token);
      const existing = await agents.findByDeviceUid(request.deviceUid);
      if (existing?.approvalStatus === 'REJECTED') throw rejectedError();
      if (existing && existing.organizationId !== token.organizationId) {
        throw new AppError('CONFLICT', 'This device is enrolled in another organization');
      }
      const now = clock.now();
      if (existing?.approvalStatus === 'APPROVED') {
        // A reinstalled agent: its old credentials stop working and it gets a fresh one.
        await agents.revokeCredentials([existing.id], now);
        return { status: 'APPROVED', nodeId: existing.id, credential: await issueCredential(existing.id) };
      }
      const pollSecret = newToken('ops_');
      if (existing) {
        await agents.updateNode(existing.id, { pollSecretHash: hashToken(pollSecret) });
        return { status: 'PENDING', nodeId: existing.id, pollSecret, pollSeconds: POLL_SECONDS };
      }

      const { nodeApprovalMode } = await settings.get('general');
      const manual = nodeApprovalMode === 'MANUAL';
      const roleClass = token.nodeRoleId != null ? await deps.roleNodeClass(token.nodeRoleId) : undefined;
      const nodeId = await agents.insertNode({
        organizationId: token.organizationId,
        locationId: token.locationId,
        nodeRoleId: token.nodeRoleId,
        deviceUid: request.deviceUid,
        systemName: request.facts.hostname,
        displayName: request.facts.hostname,
        nodeClass: roleClass ?? nodeClassFromFacts(request.facts),
        nodeApprovalType: manual ? 'CANDIDATE_NODE' : 'REGULAR',
        approvalStatus: manual ? 'PENDING' : 'APPROVED',
        installationStatus: manual ? 'PENDING' : 'INSTALLED',
        pollSecretHash: manual ? hashToken(pollSecret) : null,
        facts: request.facts,
        factsHash: factsHash(request.facts),
        ipAddress,
      });
      if (manual) return { status: 'PENDING', nodeId, pollSecret, pollSeconds: POLL_SECONDS };
      return { status: 'APPROVED', nodeId, credential: await issueCredential(nodeId) };
    },

    /** A pending agent asks whether it was approved; the credential is handed over exactly once. */
    async enrollStatus(nodeId: number, pollSecret: string): Promise<EnrollResponse> {
      const node = await agents.findById(nodeId);
      if (!node || !node.pollSecretHash || node.pollSecretHash !== hashToken(pollSecret)) {
        throw new AppError('AGENT_CREDENTIAL_INVALID', 'Unknown enrollment; enrol the agent again');
      }
      if (node.approvalStatus === 'REJECTED') throw rejectedError();
      if (node.approvalStatus === 'PENDING') return { status: 'PENDING', nodeId, pollSecret, pollSeconds: POLL_SECONDS };
      await agents.updateNode(nodeId, { pollSecretHash: null, installationStatus: 'INSTALLED' });
      return { status: 'APPROVED', nodeId, credential: await issueCredential(nodeId) };
    },

    /** The approved node a device credential belongs to, or null when unknown or revoked. */
    authenticate(credential: string) {
      return agents.nodeIdForCredential(hashToken(credential));
    },

    async heartbeat(nodeId: number, facts: DeviceFacts | undefined, ipAddress: string): Promise<HeartbeatResponse> {
      const now = clock.now();
      await agents.recordHeartbeat(nodeId, {
        lastSeenAt: now,
        ipAddress,
        ...(facts ? { facts, factsHash: factsHash(facts), systemName: facts.hostname } : {}),
      });
      return { nodeId, serverTime: now.toISOString(), heartbeatSeconds: deps.heartbeatSeconds };
    },
  };
}
export type AgentService = ReturnType<typeof createAgentService>;
