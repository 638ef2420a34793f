/** Interactive commands: `backup` (a plan now, with progress bars), `restore` and `check`. */
import { COLLISION_MODES, type CollisionMode } from '@outpost/contracts';
import { readState, type AgentState } from '../state.ts';
import { checkRepository, FsBlobStore, runRestore, type BlobStore } from './engine.ts';
import { HttpBlobStore } from './http-blob-store.ts';
import { createProgressBars, humanBytes } from './progress-bars.ts';
import { JobRunner } from './runner.ts';
import { createWorkClient } from './work-client.ts';

export interface CliValues {
  dataDir: string;
  plan?: string | undefined;
  all?: boolean | undefined;
  local?: string | undefined;
  snapshot?: string | undefined;
  to?: string | undefined;
  paths?: string[] | undefined;
  collision?: string | undefined;
}

type Print = (line: string) => void;

async function approvedState(dataDir: string): Promise<AgentState & { credential: string }> {
  const state = await readState(dataDir);
  if (!state?.credential) throw new Error('This agent is not enrolled and approved yet (see `outpost-agent status`).');
  return { ...state, credential: state.credential };
}

/** Ctrl-C cancels the running work instead of killing the process mid-write. */
function interruptSignal(): AbortSignal {
  const ac = new AbortController();
  process.once('SIGINT', () => ac.abort());
  return ac.signal;
}

/** `outpost-agent backup --plan UID | --all`: runs backups now, reported to the server like scheduled jobs. */
export async function backupCommand(v: CliValues, print: Print): Promise<number> {
  if (!v.plan && !v.all) throw new Error('Pass --plan UID or --all');
  const state = await approvedState(v.dataDir);
  const client = createWorkClient(state.serverUrl, state.credential);
  const planUids = v.all ? (await client.plans()).map((p) => p.uid) : [v.plan as string];
  const cancel = interruptSignal();
  let failed = 0;
  for (const planUid of planUids) {
    if (cancel.aborted) break;
    const job = await client.startBackup(planUid);
    const bars = createProgressBars(`Backing up plan ${planUid} (job ${job.jobUid})`);
    const runner = new JobRunner({
      client,
      serverUrl: state.serverUrl,
      credential: state.credential,
      dataDir: v.dataDir,
      log: () => undefined,
      onProgress: (_j, p) => bars.update(p),
    });
    const outcome = await runner.runJob(job, new AbortController().signal, cancel);
    bars.stop();
    const stored = outcome?.storedBytes ? ` (stored ${humanBytes(outcome.storedBytes.local + outcome.storedBytes.cloud)})` : '';
    print(`Plan ${planUid}: ${outcome?.status ?? 'INTERRUPTED'}${outcome?.error ? `: ${outcome.error}` : ''}${stored}`);
    for (const w of outcome?.warnings ?? []) print(`  warning: ${w.path}: ${w.message}`);
    if (outcome?.status !== 'COMPLETED') failed++;
  }
  return failed > 0 ? 1 : 0;
}

/** `outpost-agent restore --snapshot GUID --to DIR [--local PATH] [--path P]…`: restores here, not reported. */
export async function restoreCommand(v: CliValues, print: Print): Promise<number> {
  if (!v.snapshot || !v.to) throw new Error('Pass --snapshot JOBGUID and --to DIR');
  const collision = (v.collision ?? 'KEEP_BOTH').toUpperCase();
  if (!(COLLISION_MODES as readonly string[]).includes(collision)) throw new Error(`--collision must be one of ${COLLISION_MODES.join(', ')}`);
  const state = await approvedState(v.dataDir);
  const client = createWorkClient(state.serverUrl, state.credential);
  const signal = interruptSignal();
  const store: BlobStore = v.local ? new FsBlobStore(v.local) : new HttpBlobStore({ serverUrl: state.serverUrl, credential: state.credential, signal });
  const bars = createProgressBars(`Restoring ${v.snapshot} from ${store.label} to ${v.to}`);
  try {
    const result = await runRestore({
      store,
      key: await client.backupKey(),
      snapshot: v.snapshot,
      ...(v.paths?.length ? { paths: v.paths } : {}),
      destination: { kind: 'other', root: v.to },
      collision: collision as CollisionMode,
      signal,
      onProgress: (p) => bars.update(p),
    });
    bars.stop();
    print(
      `${result.status}: ${result.filesRestored} restored, ${result.filesSkipped} skipped, ${result.failed.length} failed (${humanBytes(result.bytesWritten)})`,
    );
    for (const f of result.failed) print(`  failed: ${f.path}: ${f.message}`);
    return result.failed.length > 0 ? 1 : 0;
  } finally {
    bars.stop();
  }
}

/** `outpost-agent check --local PATH`: verifies every chunk of every snapshot of a local target. */
export async function checkCommand(v: CliValues, print: Print): Promise<number> {
  if (!v.local) throw new Error('Pass --local PATH (the local backup target)');
  const state = await approvedState(v.dataDir);
  const key = await createWorkClient(state.serverUrl, state.credential).backupKey();
  const bars = createProgressBars(`Checking ${v.local}`);
  const report = await checkRepository({ store: new FsBlobStore(v.local), key, signal: interruptSignal(), onProgress: (p) => bars.update(p) }).finally(() =>
    bars.stop(),
  );
  print(`${report.ok ? 'OK' : 'DAMAGED'}: ${report.snapshots} snapshots, ${report.packsChecked} packs, ${report.chunksChecked} chunks checked`);
  for (const m of report.missingChunks) print(`  missing chunk ${m.id.slice(0, 12)} (${m.paths.slice(0, 5).join(', ')})`);
  for (const c of report.corruptPacks) print(`  corrupt pack ${c.packId.slice(0, 12)}: ${c.message} (${c.affectedPaths.slice(0, 5).join(', ')})`);
  for (const s of report.unreadableSnapshots) print(`  unreadable snapshot ${s.jobGuid}: ${s.message}`);
  if (report.unindexedPacks.length) print(`  ${report.unindexedPacks.length} unindexed packs (left by an interrupted run; removed by GC)`);
  return report.ok ? 0 : 4;
}
