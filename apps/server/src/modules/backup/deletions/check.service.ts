import { checkRepository, type BlobStore, type CheckReport } from '../engine.ts';

type OrphanTempFile = CheckReport['orphanTempFiles'][number];

/** Damage, or garbage that is still there: what makes `backup:check` exit 1. */
function hasProblems(report: CheckReport): boolean {
  return !report.ok || report.orphanTempFiles.some((t) => !t.removed);
}

function describeTempFile(t: OrphanTempFile): string {
  const hours = (t.ageMs / 3_600_000).toFixed(1);
  const what = `  orphan temp file ${t.name} (${t.size} bytes, last written ${hours} h ago: its writer was killed mid-write)`;
  return `${what}: ${t.removed ? 'removed' : 'run with --repair to remove it'}`;
}

function logReport(organizationId: number, store: BlobStore, report: CheckReport, log: (line: string) => void): void {
  log(
    `organization ${organizationId} (${store.label}): ${hasProblems(report) ? 'PROBLEMS' : 'ok'}; ${report.snapshots} snapshots, ${report.packsChecked} packs, ${report.chunksChecked} chunks checked`,
  );
  for (const m of report.missingChunks) log(`  missing chunk ${m.id.slice(0, 12)} used by ${m.paths.join(', ')}`);
  for (const c of report.corruptPacks) log(`  pack ${c.packId.slice(0, 12)}: ${c.message}; affected: ${c.affectedPaths.join(', ')}`);
  for (const u of report.unreadableSnapshots) log(`  snapshot ${u.jobGuid}: ${u.message}`);
  if (report.unindexedPacks.length) log(`  ${report.unindexedPacks.length} unindexed packs (left by an interrupted upload; the next GC removes them)`);
  for (const t of report.orphanTempFiles) log(describeTempFile(t));
  if (report.recentTempFiles) log(`  ${report.recentTempFiles} temp files written within the last hour left alone (writes in progress)`);
}

/**
 * The `backup:check` report: runs the engine's checkRepository over every organization's cloud
 * repository, writing one line per finding; with `repair`, removes orphan temp files (damage is
 * never repaired). Answers how many organizations have problems left.
 */
export async function checkAllRepositories(deps: {
  organizationIds: () => Promise<number[]>;
  storeFor: (organizationId: number) => BlobStore;
  keyFor: (organizationId: number) => Promise<Buffer>;
  log: (line: string) => void;
  repair?: boolean;
}): Promise<number> {
  let problems = 0;
  for (const organizationId of await deps.organizationIds()) {
    const store = deps.storeFor(organizationId);
    if (!(await store.head('config'))) continue;
    try {
      const report = await checkRepository({ store, key: await deps.keyFor(organizationId), repair: deps.repair === true });
      logReport(organizationId, store, report, deps.log);
      if (hasProblems(report)) problems++;
    } catch (error) {
      problems++;
      deps.log(`organization ${organizationId} (${store.label}): cannot be checked: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}
