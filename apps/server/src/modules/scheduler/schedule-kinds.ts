/** A due run handed to its kind: which subject, and the due instant it is for (not the claim time). */
export interface DueRun {
  subjectId: number;
  dueAt: Date;
}

/**
 * A kind of scheduled thing: how its stored definition gives the next due instant (ms, strictly
 * after `after`; null when it has ended), and what a due run does. Backups use it now; scripts,
 * tasks and agreement sync register their own.
 */
export interface ScheduleKind<Definition> {
  id: string;
  next(definition: Definition, after: number): number | null;
  run(run: DueRun): Promise<void>;
}

/** Declares a kind with its definition's type, so `sync` and `next` agree on it. */
export function defineScheduleKind<Definition>(kind: ScheduleKind<Definition>): ScheduleKind<Definition> {
  return kind;
}

/** The kinds a scheduler knows, by id. */
export function scheduleKindRegistry() {
  const kinds = new Map<string, ScheduleKind<never>>();
  return {
    register<Definition>(kind: ScheduleKind<Definition>) {
      if (kinds.has(kind.id)) throw new Error(`schedule kind ${kind.id} is registered twice`);
      kinds.set(kind.id, kind as ScheduleKind<never>);
    },
    ids: () => [...kinds.keys()],
    get: (id: string) => kinds.get(id) as ScheduleKind<unknown> | undefined,
  };
}
export type ScheduleKindRegistry = ReturnType<typeof scheduleKindRegistry>;
