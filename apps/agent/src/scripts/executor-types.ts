/**
 * The contract between the agent's script executor and whoever feeds it runs (the agent channel,
 * the job queue). Kept in its own file so the wiring can be built against it before the executor
 * exists; change it only additively.
 */

/** Interpreters the executor knows how to start. PowerShell and cmd exist for Windows devices. */
export type ScriptLanguage = 'sh' | 'bash' | 'python3' | 'powershell' | 'cmd';

export const SCRIPT_LANGUAGES: readonly ScriptLanguage[] = ['sh', 'bash', 'python3', 'powershell', 'cmd'];

/** Who the script runs as: the agent's own account, or the logged-on user (a named one, or whoever has the active session). */
export type ScriptRunAs = { kind: 'system' } | { kind: 'user'; user?: string };

/** One run of one script version on this device. */
export interface ScriptRunRequest {
  /** Server-issued id; a run id is started at most once per device, ever. */
  runId: string;
  language: ScriptLanguage;
  /** The script text exactly as the server stored it (UTF-8). */
  body: string;
  /** Lower-case hex SHA-256 of the UTF-8 body; a mismatch means nothing runs (outcome ERROR). */
  bodySha256: string;
  /** Script variables by environment name; passed byte for byte, never interpolated. */
  env: Record<string, string>;
  /** Wall-clock limit; at expiry the whole process tree is killed (outcome TIMED_OUT). */
  timeoutSeconds: number;
  runAs: ScriptRunAs;
}

/**
 * SUCCEEDED: exit 0. FAILED: non-zero exit (or killed by a signal nobody sent).
 * TIMED_OUT / CANCELLED: we killed it. INTERRUPTED: the agent died mid-run (reported after restart).
 * NO_USER_LOGGED_ON: runAs user and nobody is logged on. ERROR: could not start (hash mismatch,
 * no interpreter, unknown user, filesystem failure).
 */
export type ScriptOutcome = 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'CANCELLED' | 'INTERRUPTED' | 'NO_USER_LOGGED_ON' | 'ERROR';

/** One output stream, bounded: the first and last bytes kept, the middle only counted. */
export interface CapturedOutput {
  /** First up to 64 KiB, decoded as UTF-8; bytes that are not text (invalid UTF-8, NUL) become U+FFFD. */
  head: string;
  /** Last up to 64 KiB that do not overlap head; empty when everything fit in head. */
  tail: string;
  /** Bytes the stream produced in total. */
  totalBytes: number;
  /** Bytes neither in head nor tail: totalBytes - head bytes - tail bytes. */
  droppedBytes: number;
}

export interface ScriptRunResult {
  runId: string;
  outcome: ScriptOutcome;
  /** Process exit code; null when killed by a signal or never started. */
  exitCode: number | null;
  /** Signal that ended the process (e.g. 'SIGTERM'), or null. */
  signal: string | null;
  /** From spawn to exit (0 when nothing ran). */
  durationMs: number;
  stdout: CapturedOutput;
  stderr: CapturedOutput;
  /** Human-readable reason for ERROR / NO_USER_LOGGED_ON / INTERRUPTED. */
  error?: string;
}

export interface RunScriptOptions {
  /** Directory under which the private per-run folder is made (created if missing). */
  workRoot: string;
  /** Abort = cancel: the process tree is killed and the outcome is CANCELLED. */
  signal?: AbortSignal;
  /** Called once the interpreter process has been spawned. */
  onStarted?(): void;
  /** PATH used to find the interpreter and the session tools (loginctl, who); default: the agent's PATH. */
  searchPath?: string;
  /** Time between SIGTERM and SIGKILL on timeout or cancel; default 2000 ms. */
  killGraceMs?: number;
}

/** Executes one run; never rejects for script failures (they are outcomes), only for programmer errors. */
export type RunScript = (request: ScriptRunRequest, options: RunScriptOptions) => Promise<ScriptRunResult>;

/** An interpreter found on this device, for the device facts. */
export interface AvailableInterpreter {
  language: ScriptLanguage;
  /** Absolute path of the executable that would be used. */
  path: string;
  /** Version as the interpreter reports it (e.g. '3.11.2'), or null when it would not say. */
  version: string | null;
}

/**
 * Durable record of which runs this agent has started, so a run is never started twice and a run
 * cut short by an agent restart is reported INTERRUPTED.
 */
export interface ScriptRunLedgerApi {
  /** True when this run id was ever recorded (starting or finished). */
  wasSeen(runId: string): boolean;
  /** Record that the run is about to start (durably, before spawn). Throws if already seen. */
  markStarting(runId: string): Promise<void>;
  /** Record the run's result; it is no longer unfinished. */
  markFinished(runId: string, result: ScriptRunResult): Promise<void>;
  /** Runs recorded as starting but never finished: after a restart these are INTERRUPTED. */
  unfinished(): string[];
  /** The stored result of a finished run (for re-reporting after a lost acknowledgement). */
  resultOf(runId: string): ScriptRunResult | undefined;
}
