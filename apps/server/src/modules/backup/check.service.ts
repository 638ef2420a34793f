import { checkRepository, type BlobStore } from './engine.ts';

/**
 * The `backup:check` report: runs the engine's checkRepository over every organization's cloud
 * repository, writing one line per finding. Answers how many organizations have problems.
 */
export async function checkAllRepositories(deps: {
  organizationIds: () => Promise<number[]>;
  storeFor: (organizationId: number) => BlobStore;
  keyFor: (organizationId: number) => Promise<Buffer>;
  log: (line: string) => void;
}): Promise<number> {
  let problems = 0;
  for (const organizationId of await deps.organizationIds()) {
    const store = deps.storeFor(organizationId);
    if (!(await store.head('config'))) continue;
    try {
      const report = await checkRepository({ store, key: await deps.keyFor(organizationId) });
      deps.log(`organization ${organizationId} (${store.label}): ${report.ok ? 'ok' : 'PROBLEMS'}; ${report.snapshots} snapshots, ${report.packsChecked} packs, ${report.chunksChecked} chunks checked`);
      for (const m of report.missingChunks) deps.log(`  missing chunk ${m.id.slice(0, 12)} used by ${m.paths.join(', ')}`);
      for (const c of report.corruptPacks) deps.log(`  pack ${c.packId.slice(0, 12)}: ${c.message}; affected: ${c.affectedPaths.join(', ')}`);
      for (const u of report.unreadableSnapshots) deps.log(`  snapshot ${u.jobGuid}: ${u.message}`);
      if (report.unindexedPacks.length) deps.log(`  ${report.unindexedPacks.length} unindexed packs (left by an interrupted upload; the next GC removes them)`);
      if (!report.ok) problems++;
    } catch (error) {
      problems++;
      deps.log(`organization ${organizationId} (${store.label}): cannot be checked: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}
