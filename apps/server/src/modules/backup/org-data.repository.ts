import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CustomerBackupSettings } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { agentCommands, organizationBackupKeys, organizationBackupSettings, organizations } from '../../db/schema.ts';

/** Per-organization backup rows (sealed keys, customer settings) and agent commands. */
export function createOrgDataRepository(db: Database) {
  return {
    async sealedKey(organizationId: number) {
      const [row] = await db.select().from(organizationBackupKeys).where(eq(organizationBackupKeys.organizationId, organizationId));
      return row?.sealedKey ?? null;
    },

    /** Stores a key unless another request stored one first; answers the key that won. */
    async insertSealedKey(organizationId: number, sealedKey: string) {
      await db.insert(organizationBackupKeys).values({ organizationId, sealedKey }).onConflictDoNothing();
      return (await this.sealedKey(organizationId))!;
    },

    async organizationsWithKeys() {
      return (await db.select({ id: organizationBackupKeys.organizationId }).from(organizationBackupKeys)).map((r) => r.id);
    },

    async organizationExists(organizationId: number) {
      const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId));
      return row !== undefined;
    },

    async organizationIds() {
      return (await db.select({ id: organizations.id }).from(organizations)).map((r) => r.id);
    },

    async settings(organizationId: number) {
      const [row] = await db.select().from(organizationBackupSettings).where(eq(organizationBackupSettings.organizationId, organizationId));
      return row?.value ?? null;
    },

    async saveSettings(organizationId: number, value: CustomerBackupSettings) {
      await db
        .insert(organizationBackupSettings)
        .values({ organizationId, value })
        .onConflictDoUpdate({ target: organizationBackupSettings.organizationId, set: { value, updatedAt: new Date() } });
    },

    async insertCommand(nodeId: number, command: Record<string, unknown>) {
      const [row] = await db.insert(agentCommands).values({ nodeId, command }).returning({ id: agentCommands.id });
      return row!.id;
    },

    /** Pending commands of a device, marked SENT as they are handed over. */
    async takeCommands(nodeId: number) {
      const rows = await db
        .update(agentCommands)
        .set({ status: 'SENT' })
        .where(and(eq(agentCommands.nodeId, nodeId), eq(agentCommands.status, 'PENDING')))
        .returning();
      return rows.sort((a, b) => a.id - b.id);
    },

    async findCommand(id: number) {
      const [row] = await db.select().from(agentCommands).where(eq(agentCommands.id, id));
      return row;
    },

    async answerCommand(id: number, nodeId: number, values: { ok: boolean; result: unknown; error: string | null; at: Date }) {
      const rows = await db
        .update(agentCommands)
        .set({ status: 'DONE', ok: values.ok, result: values.result ?? null, error: values.error, answeredAt: values.at })
        .where(and(eq(agentCommands.id, id), eq(agentCommands.nodeId, nodeId), inArray(agentCommands.status, ['PENDING', 'SENT'])))
        .returning({ id: agentCommands.id });
      return rows.length > 0;
    },

    async hasPendingCommands(nodeId: number) {
      const rows = await db
        .select({ id: agentCommands.id })
        .from(agentCommands)
        .where(and(eq(agentCommands.nodeId, nodeId), eq(agentCommands.status, 'PENDING')))
        .orderBy(asc(agentCommands.id))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type OrgDataRepository = ReturnType<typeof createOrgDataRepository>;
