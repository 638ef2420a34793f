import { readdirSync, readFileSync } from 'node:fs';

/**
 * Environment variable every script process carries, set to its run id. Descendants inherit it
 * even when they leave the process group with `setsid` and are re-parented, so it finds escapees
 * the parent-chain walk could not see (a double fork faster than one poll).
 */
export const RUN_MARKER_VARIABLE = 'OUTPOST_SCRIPT_RUN_ID';

const hasProc = (() => {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
})();

export interface ProcStat {
  pid: number;
  ppid: number;
  state: string;
  /** Start time in clock ticks since boot: with the pid, identifies a process across pid reuse. */
  startTime: string;
}

/** Parses /proc/<pid>/stat; the command name may hold spaces and parentheses, so split after the last ')'. */
function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, state: fields[0]!, ppid: Number(fields[1]), startTime: fields[19]! };
  } catch {
    return null;
  }
}

function allPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
}

/** True when the process exists and is not a zombie (a zombie has already died). */
export function isAlive(pid: number, startTime?: string): boolean {
  if (!hasProc) {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
  const stat = readStat(pid);
  return stat !== null && stat.state !== 'Z' && stat.state !== 'X' && (startTime === undefined || stat.startTime === startTime);
}

/** Every process's parent link, from one pass over /proc (~5 ms for 140 processes). */
function scanProc(): ProcStat[] {
  return allPids()
    .map(readStat)
    .filter((s): s is ProcStat => s !== null);
}

/** Trackers of the runs going now: one scan every 200 ms serves all of them, however many run at once. */
const active = new Set<DescendantTracker>();
let sharedTimer: NodeJS.Timeout | undefined;
const SCAN_INTERVAL_MS = 200;

function startSharedScan(): void {
  if (sharedTimer) return;
  sharedTimer = setInterval(() => {
    const stats = scanProc();
    for (const tracker of active) tracker.absorb(stats);
  }, SCAN_INTERVAL_MS);
  sharedTimer.unref();
}

/**
 * Records every descendant of a root process while it runs, by polling the parent links in /proc.
 * A process that calls `setsid` leaves the process group (so a group kill misses it) and, once its
 * parent dies, is re-parented away from the tree; having seen it earlier is what lets us kill it.
 */
export class DescendantTracker {
  /** pid → start time, for every process seen below the root. */
  private readonly seen = new Map<number, string>();

  constructor(private readonly rootPid: number) {
    if (!hasProc) return;
    this.poll();
    active.add(this);
    startSharedScan();
  }

  /** A pass over /proc now, for this tracker alone (before a kill). */
  poll(): void {
    if (hasProc) this.absorb(scanProc());
  }

  /** Anything whose parent is the root or a known, still identical descendant is a descendant. */
  absorb(stats: ProcStat[]): void {
    const startOf = new Map(stats.map((s) => [s.pid, s.startTime]));
    // A recorded pid that now belongs to another process (reused) must not adopt that one's children.
    const known = new Set<number>([this.rootPid, ...[...this.seen].filter(([pid, start]) => startOf.get(pid) === start).map(([pid]) => pid)]);
    // Repeat until nothing new: a child may be listed before its parent.
    for (let grew = true; grew;) {
      grew = false;
      for (const stat of stats) {
        if (!known.has(stat.pid) && known.has(stat.ppid)) {
          known.add(stat.pid);
          this.seen.set(stat.pid, stat.startTime);
          grew = true;
        }
      }
    }
  }

  stop(): void {
    active.delete(this);
    if (active.size === 0) {
      clearInterval(sharedTimer);
      sharedTimer = undefined;
    }
  }

  /** Descendants seen so far that are still the same, living process. */
  living(): Array<{ pid: number; startTime: string }> {
    return [...this.seen].filter(([pid, startTime]) => isAlive(pid, startTime)).map(([pid, startTime]) => ({ pid, startTime }));
  }
}

/** Processes whose environment carries this run's marker (readable for our own processes, or all as root). */
export function markedProcesses(runId: string): Array<{ pid: number; startTime: string }> {
  if (!hasProc) return [];
  const needle = Buffer.from(`\0${RUN_MARKER_VARIABLE}=${runId}\0`);
  const found: Array<{ pid: number; startTime: string }> = [];
  for (const pid of allPids()) {
    if (pid === process.pid) continue;
    try {
      // Leading NUL so the marker matches only as a whole variable, also when it is the first one.
      const environ = Buffer.concat([Buffer.from([0]), readFileSync(`/proc/${pid}/environ`)]);
      if (environ.includes(needle)) {
        const stat = readStat(pid);
        if (stat && stat.state !== 'Z') found.push({ pid, startTime: stat.startTime });
      }
    } catch {
      // Gone, or not ours to read.
    }
  }
  return found;
}

/** Sends a signal, ignoring a process that is already gone. */
export function signalQuietly(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already exited.
  }
}

/** True while any member of the process group is alive (zombies excepted when /proc can tell). */
export function groupAlive(pgid: number): boolean {
  if (hasProc) {
    for (const pid of allPids()) {
      const text = (() => {
        try {
          return readFileSync(`/proc/${pid}/stat`, 'latin1');
        } catch {
          return null;
        }
      })();
      if (!text) continue;
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z') return true;
    }
    return false;
  }
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ends a script's whole process tree: SIGTERM to the group and to every known escapee, then after
 * `graceMs` SIGKILL to whatever is left, including processes found by the run marker. Resolves
 * once nothing is left alive (or after a last SIGKILL sweep).
 */
export async function killTree(options: { pgid: number; tracker: DescendantTracker; runId: string; graceMs: number }): Promise<void> {
  const { pgid, tracker, runId, graceMs } = options;
  tracker.poll();
  const targets = () => {
    const byPid = new Map<number, string>();
    for (const p of [...tracker.living(), ...markedProcesses(runId)]) byPid.set(p.pid, p.startTime);
    return [...byPid].filter(([pid, start]) => isAlive(pid, start)).map(([pid]) => pid);
  };
  signalQuietly(-pgid, 'SIGTERM');
  for (const pid of targets()) signalQuietly(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    await sleep(100);
    tracker.poll();
    if (!groupAlive(pgid) && targets().length === 0) return;
  }
  // Kill until nothing is left: a dying process may still fork between passes.
  for (let pass = 0; pass < 10; pass++) {
    tracker.poll();
    const left = targets();
    const group = groupAlive(pgid);
    if (!group && left.length === 0) return;
    if (group) signalQuietly(-pgid, 'SIGKILL');
    for (const pid of left) signalQuietly(pid, 'SIGKILL');
    await sleep(50);
  }
}
