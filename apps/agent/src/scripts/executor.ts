import { spawn, execFile, type SpawnOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CapturedOutput, RunScriptOptions, ScriptOutcome, ScriptRunRequest, ScriptRunResult } from './executor-types.ts';
import { SCRIPT_FILE_NAME, findOnPath, resolveInterpreter, scriptArgv } from './interpreters.ts';
import { HeadTailCapture } from './output-capture.ts';
import { openOutputPipes } from './output-pipe.ts';
import { DescendantTracker, RUN_MARKER_VARIABLE, killTree } from './process-tree.ts';
import { findLoggedOnUser, passwdEntry, userSessionEnv, type PasswdEntry } from './run-as.ts';
import { macAccount, macConsoleUser, macUserArgv } from './run-as-mac.ts';

const EMPTY: CapturedOutput = { head: '', tail: '', totalBytes: 0, droppedBytes: 0 };

/** A result for a run that never started a process. */
export function notStarted(runId: string, outcome: ScriptOutcome, error: string): ScriptRunResult {
  return { runId, outcome, exitCode: null, signal: null, durationMs: 0, stdout: EMPTY, stderr: EMPTY, error };
}

/** Agent variables a script must not see (its own configuration, the Node runtime's knobs). */
const AGENT_ONLY = /^(OUTPOST_|NODE_|NPM_|UV_THREADPOOL_SIZE$)/i;
/** Locale and path settings a user's run keeps from the agent; everything else comes from the user's login. */
const CARRIED_TO_USER = /^(PATH|LANG|LANGUAGE|LC_[A-Z]+|TZ)$/;

function baseEnvironment(user: { entry: PasswdEntry; env: Record<string, string> } | null): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || AGENT_ONLY.test(key)) continue;
    if (user && !CARRIED_TO_USER.test(key)) continue;
    env[key] = value;
  }
  return user ? { ...env, ...user.env } : env;
}

/** Why the variables cannot be passed as they are, or null: the OS environment cannot hold these. */
function invalidVariable(env: Record<string, string>): string | null {
  for (const [name, value] of Object.entries(env)) {
    if (!name || name.includes('=') || name.includes('\0')) return `variable name ${JSON.stringify(name)} cannot be an environment variable`;
    if (typeof value !== 'string' || value.includes('\0')) return `variable ${name} contains a NUL character, which an environment variable cannot hold`;
    if (name === RUN_MARKER_VARIABLE) return `variable name ${name} is reserved`;
  }
  return null;
}

/** Resolves who the script runs as: null for the system account, else the user, or the ERROR/NO_USER_LOGGED_ON result to report. */
async function resolveRunAs(
  request: ScriptRunRequest,
  searchPath?: string,
): Promise<{ entry: PasswdEntry; env: Record<string, string> } | null | ScriptRunResult> {
  if (request.runAs.kind === 'system') return null;
  if (process.platform === 'win32') return notStarted(request.runId, 'ERROR', 'running as the logged-on user is not supported on Windows yet');
  // A root session is not "a user": running there would be a system run, which needs a permission
  // of its own on the server; the user run must not become a way round it.
  const notRoot = (name: string) => passwdEntry(name)?.uid !== 0;
  if (process.platform === 'darwin') {
    // macOS: the console's owner and Directory Services (run-as-mac.ts).
    const name = request.runAs.user ?? (await macConsoleUser(searchPath));
    if (!name) return notStarted(request.runId, 'NO_USER_LOGGED_ON', 'no user is logged on');
    const account = await macAccount(name, searchPath);
    if (!account) return notStarted(request.runId, 'ERROR', `user ${name} has no local account`);
    if (account.uid === 0) return notStarted(request.runId, 'ERROR', `a script run as a user never runs as root (${name}); run it as the system account`);
    return { entry: account, env: userSessionEnv(account) };
  }
  const session = request.runAs.user ? { name: request.runAs.user } : await findLoggedOnUser(searchPath, notRoot);
  if (!session) return notStarted(request.runId, 'NO_USER_LOGGED_ON', 'no user is logged on');
  const entry = passwdEntry(session.name);
  if (!entry) return notStarted(request.runId, 'ERROR', `user ${session.name} has no local account`);
  if (entry.uid === 0) return notStarted(request.runId, 'ERROR', `a script run as a user never runs as root (${session.name}); run it as the system account`);
  return { entry, env: userSessionEnv(entry, session) };
}

function waitForExit(child: ReturnType<typeof spawn>): Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }> {
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/**
 * Runs one script: checks the body against its SHA-256, writes it into a private per-run folder,
 * starts the interpreter with an argument vector in its own process group with stdin closed, keeps
 * the head and tail of its output, and on timeout or cancel kills the whole process tree.
 */
export async function runScript(request: ScriptRunRequest, options: RunScriptOptions): Promise<ScriptRunResult> {
  const { runId } = request;
  const actual = createHash('sha256').update(request.body, 'utf8').digest('hex');
  if (actual !== request.bodySha256.toLowerCase()) return notStarted(runId, 'ERROR', 'the script body does not match its SHA-256; nothing ran');
  if (!Number.isFinite(request.timeoutSeconds) || request.timeoutSeconds <= 0)
    return notStarted(runId, 'ERROR', 'the timeout must be a positive number of seconds');
  const badVariable = invalidVariable(request.env);
  if (badVariable) return notStarted(runId, 'ERROR', badVariable);
  if (options.signal?.aborted) return notStarted(runId, 'CANCELLED', 'cancelled before it started');
  const interpreter = resolveInterpreter(request.language, options.searchPath);
  if (!interpreter) return notStarted(runId, 'ERROR', `no ${request.language} interpreter on this device`);
  const user = await resolveRunAs(request, options.searchPath);
  if (user && 'outcome' in user) return user;

  // A user's run cannot reach a folder inside the agent's private state, so it gets one in the
  // system temp folder (sticky and traversable), owned by that user and closed to everyone else.
  const root = user ? tmpdir() : options.workRoot;
  let runDir: string;
  try {
    await mkdir(root, { recursive: true, mode: 0o700 });
    runDir = await mkdtemp(path.join(root, 'outpost-run-'));
  } catch (error) {
    return notStarted(runId, 'ERROR', `could not create the run folder: ${(error as Error).message}`);
  }
  try {
    const file = path.join(runDir, SCRIPT_FILE_NAME[request.language]);
    // cmd.exe misreads labels and GOTO targets in files with bare LF line ends.
    const body = request.language === 'cmd' ? request.body.replace(/\r?\n/g, '\r\n') : request.body;
    await writeFile(file, body, { mode: 0o600 });
    if (user) {
      await chown(runDir, user.entry.uid, user.entry.gid);
      await chown(file, user.entry.uid, user.entry.gid);
    }
    return await execute(request, options, scriptArgv(request.language, interpreter, file), runDir, user);
  } catch (error) {
    return notStarted(runId, 'ERROR', `could not prepare the run: ${(error as Error).message}`);
  } finally {
    await rm(runDir, { recursive: true, force: true }).catch(() => undefined);
  }
}

async function execute(
  request: ScriptRunRequest,
  options: RunScriptOptions,
  argv: [string, ...string[]],
  runDir: string,
  user: { entry: PasswdEntry; env: Record<string, string> } | null,
): Promise<ScriptRunResult> {
  // Node (libuv) switches uid/gid but clears the supplementary groups, so a user's script would
  // lose groups such as lpadmin or docker. setpriv sets all of them and then execs the interpreter
  // (same pid, same process group); without it the primary group is all the script gets.
  const setpriv = user && process.platform === 'linux' ? findOnPath('setpriv', options.searchPath) : null;
  // macOS: launchctl asuser + sudo switch user, groups and session (run-as-mac.ts); never a root run instead.
  const mac = user && process.platform === 'darwin' ? macUserArgv(user.entry, argv, options.searchPath) : null;
  if (user && process.platform === 'darwin' && !mac) return notStarted(request.runId, 'ERROR', 'launchctl or sudo is missing: cannot run as the user');
  const [exe, ...args] = mac ?? (setpriv ? [setpriv, `--reuid=${user!.entry.uid}`, `--regid=${user!.entry.gid}`, '--init-groups', '--', ...argv] : argv);
  const env = { ...baseEnvironment(user), ...request.env, [RUN_MARKER_VARIABLE]: request.runId };
  const spawnOptions: SpawnOptions = {
    cwd: runDir,
    env,
    // stdin is /dev/null: a script that reads input gets end-of-file at once instead of hanging.
    // stdout and stderr are set below (FIFOs read through one reused buffer each).
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a timeout can signal the whole tree at once.
    detached: true,
    windowsHide: true,
    ...(user && !setpriv && !mac ? { uid: user.entry.uid, gid: user.entry.gid } : {}),
  };
  const stdout = new HeadTailCapture();
  const stderr = new HeadTailCapture();
  const [outPipe, errPipe] = await openOutputPipes(path.join(options.workRoot, '.fifos'), [stdout, stderr]);
  spawnOptions.stdio = ['ignore', outPipe.stdio, errPipe.stdio];
  const started = performance.now();
  let child: ReturnType<typeof spawn>;
  try {
    child = spawn(exe, args, spawnOptions);
  } catch (error) {
    outPipe.attach(null);
    errPipe.attach(null);
    await Promise.all([outPipe.ended(0), errPipe.ended(0)]);
    return notStarted(request.runId, 'ERROR', `could not start ${exe}: ${(error as Error).message}`);
  }
  const exited = waitForExit(child);
  outPipe.attach(child.stdout);
  errPipe.attach(child.stderr);
  if (child.pid === undefined) {
    const { error } = await exited;
    await Promise.all([outPipe.ended(500), errPipe.ended(500)]);
    return notStarted(request.runId, 'ERROR', `could not start ${exe}: ${error?.message ?? 'unknown error'}`);
  }
  const pid = child.pid;
  const tracker = new DescendantTracker(pid);
  options.onStarted?.();

  let stopReason: 'TIMED_OUT' | 'CANCELLED' | null = null;
  let killing: Promise<void> | null = null;
  const stop = (reason: 'TIMED_OUT' | 'CANCELLED') => {
    if (stopReason) return;
    stopReason = reason;
    killing = killProcessTree(pid, tracker, request.runId, options.killGraceMs ?? 2_000);
  };
  // setTimeout fires at once past 2^31-1 ms (~24.8 days): longer timeouts are capped there.
  const timer = setTimeout(() => stop('TIMED_OUT'), Math.min(request.timeoutSeconds * 1000, 2 ** 31 - 1));
  const onAbort = () => stop('CANCELLED');
  options.signal?.addEventListener('abort', onAbort, { once: true });
  // A cancel that came while the run was being prepared found no listener yet.
  if (options.signal?.aborted) stop('CANCELLED');

  const exit = await exited;
  const durationMs = Math.round(performance.now() - started);
  clearTimeout(timer);
  options.signal?.removeEventListener('abort', onAbort);
  // The tree is killed to the end even when the interpreter died at SIGTERM: its children may not have.
  // (Set inside the timeout/abort callbacks, which TypeScript's narrowing does not see: it would call this null.)
  const pendingKill = killing as Promise<void> | null;
  if (pendingKill) await pendingKill;
  tracker.stop();
  await Promise.all([outPipe.ended(500), errPipe.ended(500)]);

  const outcome: ScriptOutcome = exit.error ? 'ERROR' : (stopReason ?? (exit.code === 0 ? 'SUCCEEDED' : 'FAILED'));
  return {
    runId: request.runId,
    outcome,
    exitCode: exit.code,
    signal: exit.signal,
    durationMs,
    stdout: stdout.result(),
    stderr: stderr.result(),
    ...(exit.error ? { error: `could not start ${exe}: ${exit.error.message}` } : {}),
    ...(stopReason === 'TIMED_OUT' ? { error: `timed out after ${request.timeoutSeconds} s; the process tree was killed` } : {}),
  };
}

function killProcessTree(pid: number, tracker: DescendantTracker, runId: string, graceMs: number): Promise<void> {
  if (process.platform === 'win32') {
    // No process groups on Windows: taskkill walks the tree itself.
    return new Promise((resolve) => execFile('taskkill', ['/pid', String(pid), '/T', '/F'], { windowsHide: true }, () => resolve()));
  }
  return killTree({ pgid: pid, tracker, runId, graceMs });
}
