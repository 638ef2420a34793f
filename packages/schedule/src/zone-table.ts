// Per-zone UTC-offset tables: the engine resolves every wall time through these instead of a
// zone-aware object per schedule (issue 24: 100,000 schedules in ≤ 0.5 s). Offsets come from the
// runtime's own time-zone data through Intl.DateTimeFormat, so the server, the web app and the
// agent need no extra dependency and agree with the platform's tzdb. A table covers whole years
// and grows on demand; transitions are found by sampling weekly and bisecting to the minute (no
// IANA zone since 1970 changes its offset twice within a week, and every transition since then
// falls on a whole minute; oracle.test.ts checks each one of 2000–2040 against Temporal). Reading
// an offset through Intl costs microseconds, so the table is built from as few reads as that allows.

const SECOND = 1000;
const MINUTE = 60_000;
const DAY = 86_400_000;
const SAMPLE_STEP = 7 * DAY;

export type WallTimeKind = 'EXACT' | 'GAP' | 'OVERLAP';
export interface ResolvedWallTime {
  instant: number;
  kind: WallTimeKind;
}

const yearStart = (year: number) => Date.UTC(year, 0, 1);

/** An offset reader for one zone: format an instant in the zone, read it back as UTC. */
function offsetReader(timeZone: string): (ms: number) => number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return (ms) => {
    const whole = Math.floor(ms / SECOND) * SECOND;
    // "MM/DD/YYYY, HH:mm:ss" for the years a table covers (1900–2200).
    const text = format.format(whole);
    const wall = Date.UTC(+text.slice(6, 10), +text.slice(0, 2) - 1, +text.slice(3, 5), +text.slice(12, 14), +text.slice(15, 17), +text.slice(18, 20));
    return wall - whole;
  };
}

export class ZoneTable {
  private readonly readOffset: (ms: number) => number;
  /** starts[i] is the first instant at which offsets[i] applies; starts[0] = the covered start. */
  private starts: number[] = [];
  private offsets: number[] = [];
  private fromYear = 0;
  private toYear = 0;
  /** The covered span in ms, checked first so a covered instant costs no date arithmetic. */
  private coveredFrom = Infinity;
  private coveredTo = -Infinity;

  constructor(readonly timeZone: string) {
    this.readOffset = offsetReader(timeZone);
  }

  /** The zone's UTC offset in ms at `instant`. */
  offsetAt(instant: number): number {
    this.cover(instant);
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= instant) lo = mid;
      else hi = mid - 1;
    }
    return this.offsets[lo]!;
  }

  /** The wall time of `instant` in this zone, as ms on a UTC-based axis. */
  toWall(instant: number): number {
    return instant + this.offsetAt(instant);
  }

  /**
   * The instant of a wall time (ms on the UTC axis): in a gap the shifted later instant (the
   * offset before the transition, Temporal's "compatible"), in an overlap the earlier one.
   */
  resolve(wall: number): ResolvedWallTime {
    const before = this.offsetAt(wall - 2 * DAY);
    const after = this.offsetAt(wall + 2 * DAY);
    const early = wall - before;
    if (before === after) return { instant: early, kind: 'EXACT' };
    const earlyValid = this.offsetAt(early) === before;
    const late = wall - after;
    const lateValid = this.offsetAt(late) === after;
    if (earlyValid && lateValid) return { instant: Math.min(early, late), kind: 'OVERLAP' };
    if (earlyValid) return { instant: early, kind: 'EXACT' };
    if (lateValid) return { instant: late, kind: 'EXACT' };
    return { instant: early, kind: 'GAP' };
  }

  private cover(instant: number): void {
    if (instant >= this.coveredFrom && instant < this.coveredTo) return;
    const year = new Date(instant).getUTCFullYear();
    if (this.starts.length === 0) {
      this.build(year - 1, year + 2);
    } else if (year < this.fromYear) {
      this.build(year - 1, this.toYear);
    } else if (year >= this.toYear) {
      this.extend(year + 2);
    }
  }

  private build(fromYear: number, toYear: number): void {
    const start = yearStart(fromYear);
    this.starts = [start];
    this.offsets = [this.readOffset(start)];
    this.fromYear = fromYear;
    this.toYear = fromYear;
    this.extend(toYear);
  }

  /** Samples [toYear, newToYear) and appends the transitions found. */
  private extend(newToYear: number): void {
    const end = yearStart(newToYear);
    let previous = yearStart(this.toYear);
    let offset = this.offsets[this.offsets.length - 1]!;
    while (previous < end) {
      const next = Math.min(previous + SAMPLE_STEP, end);
      const nextOffset = this.readOffset(next);
      if (nextOffset !== offset) {
        this.starts.push(this.firstInstantWith(previous, next, offset));
        this.offsets.push(nextOffset);
        offset = nextOffset;
      }
      previous = next;
    }
    this.toYear = newToYear;
    this.coveredFrom = yearStart(this.fromYear);
    this.coveredTo = end;
  }

  /** The first whole minute in (lo, hi] whose offset differs from `offset` (bisection; lo and hi are whole minutes). */
  private firstInstantWith(lo: number, hi: number, offset: number): number {
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (this.readOffset(mid) === offset) lo = mid;
      else hi = mid;
    }
    return hi;
  }
}

const tables = new Map<string, ZoneTable>();

/** The one table per zone of this process, built on first use. */
export function zoneTable(timeZone: string): ZoneTable {
  let table = tables.get(timeZone);
  if (!table) {
    table = new ZoneTable(timeZone);
    tables.set(timeZone, table);
  }
  return table;
}
