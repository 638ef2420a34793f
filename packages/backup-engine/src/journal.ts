/**
 * The resume journal: a small append-only JSON-lines file in the agent's data dir, one per plan.
 * It records the running job (jobGuid, created) and each file whose chunks are all durably
 * stored. After a kill, the next run keeps the jobGuid and reuses the journaled files without
 * reading them again; chunks that reached the store are deduplicated through the repository
 * index anyway, so nothing that arrived is sent twice. Lines are written with one `write` each,
 * which survives the process being killed (not power loss: a lost tail only costs re-reading).
 * A torn last line is ignored.
 */
import { appendFile, mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileEntry } from './types.ts';

type JournalLine =
  { t: 'start'; jobGuid: string; created: string; sources: string[] } | { t: 'file'; e: FileEntry } | { t: 'pack'; store: string; packId: string };

export interface JournalState {
  jobGuid: string;
  created: string;
  sources: string[];
  /** path → entry of files finished before the interruption. */
  files: Map<string, FileEntry>;
  packs: number;
}

export class Journal {
  private readonly file: string;

  constructor(private readonly dir: string) {
    this.file = join(dir, 'backup-journal.jsonl');
  }

  /** Reads the state of an interrupted job, or null when the last job completed. */
  async load(): Promise<JournalState | null> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    let state: JournalState | null = null;
    for (const raw of text.split('\n')) {
      if (!raw) continue;
      let line: JournalLine;
      try {
        line = JSON.parse(raw) as JournalLine;
      } catch {
        continue;
      }
      if (line.t === 'start') state = { jobGuid: line.jobGuid, created: line.created, sources: line.sources, files: new Map(), packs: 0 };
      else if (line.t === 'file' && state) state.files.set(line.e.path, line.e);
      else if (line.t === 'pack' && state) state.packs++;
    }
    return state;
  }

  /** Starts a fresh journal for a new job. */
  async start(jobGuid: string, created: string, sources: string[]): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await rm(this.file, { force: true });
    await this.append([{ t: 'start', jobGuid, created, sources }]);
  }

  async filesDone(entries: FileEntry[]): Promise<void> {
    if (entries.length) await this.append(entries.map((e) => ({ t: 'file', e })));
  }

  async packDone(store: string, packId: string): Promise<void> {
    await this.append([{ t: 'pack', store, packId }]);
  }

  /** Removes the journal once the snapshot is stored. */
  async finish(): Promise<void> {
    await rm(this.file, { force: true });
  }

  private async append(lines: JournalLine[]): Promise<void> {
    await appendFile(this.file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  }
}
