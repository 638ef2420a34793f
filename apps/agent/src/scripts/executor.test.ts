import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript } from './executor.ts';
import { findOnPath } from './interpreters.ts';
import { pidsIn, processAlive, request, sleep } from './testing/helpers.ts';

const tmp = await mkdtemp(join(tmpdir(), 'outpost-scripts-'));
afterAll(() => rm(tmp, { recursive: true, force: true }));
let n = 0;
/** A fresh work root and an output folder for each test. */
async function dirs() {
  const base = join(tmp, String(n++));
  return { workRoot: join(base, 'work'), out: await mkdtemp(join(tmp, 'out-')) };
}

describe('running a script', () => {
  it('sh, bash and python3 run through their interpreters; exit 0 is SUCCEEDED with the output kept', async () => {
    const { workRoot } = await dirs();
    const cases = [
      request('sh', 'echo "hello from sh"; echo oops >&2'),
      request('bash', 'declare -A m=([k]=bash); echo "hello from ${m[k]}"'),
      request('python3', 'import sys\nprint("hello from python", sys.version_info[0])'),
    ];
    const results = await Promise.all(cases.map((r) => runScript(r, { workRoot })));
    expect(results.map((r) => [r.outcome, r.exitCode, r.stdout.head])).toEqual([
      ['SUCCEEDED', 0, 'hello from sh\n'],
      ['SUCCEEDED', 0, 'hello from bash\n'],
      ['SUCCEEDED', 0, 'hello from python 3\n'],
    ]);
    expect(results[0]!.stderr).toEqual({ head: 'oops\n', tail: '', totalBytes: 5, droppedBytes: 0 });
  });

  it('a non-zero exit is FAILED with its exit code, and the duration is measured', async () => {
    const { workRoot } = await dirs();
    const result = await runScript(request('sh', 'sleep 0.3; exit 7'), { workRoot });
    expect(result).toMatchObject({ outcome: 'FAILED', exitCode: 7, signal: null });
    expect(result.durationMs).toBeGreaterThanOrEqual(300);
    expect(result.durationMs).toBeLessThan(10_000);
  });

  it('a script ended by a signal nobody sent is FAILED with that signal', async () => {
    const { workRoot } = await dirs();
    const result = await runScript(request('sh', 'echo before; kill -9 $$'), { workRoot });
    expect(result).toMatchObject({ outcome: 'FAILED', exitCode: null, signal: 'SIGKILL', stdout: { head: 'before\n' } });
  });

  it('runs from a private folder (mode 0700) that is removed afterwards', async () => {
    const { workRoot } = await dirs();
    const result = await runScript(request('sh', 'pwd; stat -c %a .; ls'), { workRoot });
    const [dir, mode, listing] = result.stdout.head.trim().split('\n');
    expect(dir!.startsWith(workRoot)).toBe(true);
    expect(mode).toBe('700');
    expect(listing).toBe('script.sh');
    expect(existsSync(dir!)).toBe(false);
    // Only the pool of unused FIFOs stays (decision 0036); no run folder, no used FIFO.
    expect(readdirSync(workRoot)).toEqual(['.fifos']);
    expect(readdirSync(join(workRoot, '.fifos', String(process.pid)))).toHaveLength(30);
  });

  it('a body that does not match its SHA-256 never runs: ERROR, and no folder is made', async () => {
    const { workRoot, out } = await dirs();
    const marker = join(out, 'ran');
    const req = request('sh', `touch '${marker}'`);
    const result = await runScript({ ...req, body: `${req.body} # tampered` }, { workRoot });
    expect(result).toMatchObject({ outcome: 'ERROR', exitCode: null, error: expect.stringMatching(/SHA-256/) });
    expect(existsSync(marker)).toBe(false);
    expect(existsSync(workRoot)).toBe(false);
  });

  it('stdin is closed: a script waiting for input gets end-of-file at once', async () => {
    const { workRoot } = await dirs();
    const result = await runScript(request('sh', 'if read x; then echo "read:$x"; else echo "eof"; fi'), { workRoot });
    expect(result).toMatchObject({ outcome: 'SUCCEEDED', stdout: { head: 'eof\n' } });
    expect(result.durationMs).toBeLessThan(2_000);
  });

  it('a background process the script leaves neither holds the run open nor writes into the next run', async () => {
    const { workRoot, out } = await dirs();
    const pidFile = join(out, 'bg');
    const started = Date.now();
    const first = await runScript(request('sh', `(sleep 1; echo LEAK) & echo $! > '${pidFile}'; echo first`), { workRoot });
    expect(first).toMatchObject({ outcome: 'SUCCEEDED', stdout: { head: 'first\n' } });
    expect(Date.now() - started).toBeLessThan(1_000);
    // Left running on purpose: a script may start a program (decision 0036).
    expect(processAlive(pidsIn(pidFile)[0]!)).toBe(true);
    const second = await runScript(request('sh', 'sleep 1.5; echo second'), { workRoot });
    expect(second.stdout).toMatchObject({ head: 'second\n', totalBytes: 7 });
  });

  it('without mkfifo (a system that has none) output is read through Node pipes, the same', async () => {
    const { workRoot, out } = await dirs();
    // A PATH holding only sh: the FIFO pool cannot run mkfifo.
    symlinkSync(findOnPath('sh')!, join(out, 'sh'));
    const saved = process.env.PATH;
    process.env.PATH = out;
    try {
      const result = await runScript(request('sh', 'echo to-out; echo to-err >&2; exit 4'), { workRoot });
      expect(result).toMatchObject({ outcome: 'FAILED', exitCode: 4, stdout: { head: 'to-out\n' }, stderr: { head: 'to-err\n' } });
    } finally {
      process.env.PATH = saved;
    }
    expect(readdirSync(join(workRoot, '.fifos', String(process.pid)))).toEqual([]);
  });

  it('the FIFO pool leaves a live process’s FIFOs alone and clears those of a process that is gone', async () => {
    const { workRoot } = await dirs();
    const pool = join(workRoot, '.fifos');
    // pid 1 is always alive; 2^22 + 1 is above Linux's pid limit, so never alive.
    mkdirSync(join(pool, '1'), { recursive: true });
    mkdirSync(join(pool, String(2 ** 22 + 1)), { recursive: true });
    const result = await runScript(request('sh', 'echo ok'), { workRoot });
    expect(result.stdout.head).toBe('ok\n');
    expect(readdirSync(pool).sort()).toEqual(['1', String(process.pid)].sort());
  });

  it('an interpreter the device does not have is an ERROR that names it', async () => {
    const { workRoot } = await dirs();
    const result = await runScript(request('python3', 'print(1)'), { workRoot, searchPath: join(tmp, 'empty') });
    expect(result).toMatchObject({ outcome: 'ERROR', error: 'no python3 interpreter on this device' });
  });
});

describe('variables reach the script only as environment variables, byte for byte', () => {
  const values: Record<string, string> = {
    QUOTES: `it's "quoted" \\ back\\slash`,
    SUBST: '$(touch PWNED) ${HOME} $HOME',
    BACKTICKS: '`touch PWNED2`',
    SEMI: 'a; touch PWNED3; b && c || d | e > f',
    NEWLINES: 'line 1\nline 2\r\n\n\ttabbed\n',
    UNICODE: 'Grüße, 日本語, 🚀',
    EMPTY: '',
    BIG: Array.from({ length: 32 * 1024 }, (_, i) => String.fromCharCode(32 + (i % 95))).join(''),
  };

  it.each(['sh', 'python3'] as const)('%s writes each variable to a file and the bytes are the same', async (language) => {
    const { workRoot, out } = await dirs();
    const body =
      language === 'sh'
        ? Object.keys(values)
            .map((name) => `printf '%s' "$${name}" > "$OUT/${name}"`)
            .join('\n')
        : `import os\nfor name in ${JSON.stringify(Object.keys(values))}:\n    open(os.path.join(os.environ["OUT"], name), "wb").write(os.environb[name.encode()])\n`;
    const result = await runScript(request(language, body, { env: { ...values, OUT: out } }), { workRoot });
    expect(result.outcome).toBe('SUCCEEDED');
    for (const [name, value] of Object.entries(values)) expect(readFileSync(join(out, name)).equals(Buffer.from(value, 'utf8')), name).toBe(true);
    // Nothing in a value was executed, neither in the run folder nor where the test runs.
    expect(readdirSync(out).filter((f) => f.startsWith('PWNED'))).toEqual([]);
    expect(existsSync('PWNED')).toBe(false);
  });

  it('a value the OS environment cannot hold (NUL) is an ERROR, not a crash', async () => {
    const { workRoot } = await dirs();
    const result = await runScript(request('sh', 'echo hi', { env: { BAD: 'a\0b' } }), { workRoot });
    expect(result).toMatchObject({ outcome: 'ERROR', error: expect.stringMatching(/NUL/) });
  });

  it('the agent’s own settings do not leak into the script', async () => {
    const { workRoot } = await dirs();
    process.env.OUTPOST_SECRET_FOR_TEST = 'agent-only';
    try {
      const result = await runScript(request('sh', 'echo "[${OUTPOST_SECRET_FOR_TEST}]"'), { workRoot });
      expect(result.stdout.head).toBe('[]\n');
    } finally {
      delete process.env.OUTPOST_SECRET_FOR_TEST;
    }
  });
});

describe('timeout and cancel kill the whole process tree', () => {
  // Each background process records its own pid; the setsid ones leave the process group, and
  // the double fork re-parents away before the first /proc poll can see it.
  // The first two lines are the literal ones ($! is the sleep itself: a background job of
  // a non-interactive shell is no group leader, so setsid does not fork).
  const treeScript = `
sleep 1000 & echo $! >> "$PIDS"
setsid sleep 1000 & echo $! >> "$PIDS"
sh -c 'echo $$ >> "$PIDS"; exec sleep 1000' &
setsid sh -c 'echo $$ >> "$PIDS"; exec sleep 1000' &
setsid sh -c '(echo $$ >> "$PIDS"; exec sleep 1000) & exit 0'
(sh -c 'echo $$ >> "$PIDS"; exec sleep 1000' &)
echo $$ >> "$PIDS"
sleep 1000
`;

  it('on timeout nothing the script started is alive 2 s later, setsid escapees included', async () => {
    const { workRoot, out } = await dirs();
    const pids = join(out, 'pids');
    const started = Date.now();
    const result = await runScript(request('sh', treeScript, { env: { PIDS: pids }, timeoutSeconds: 1 }), { workRoot });
    expect(result.outcome).toBe('TIMED_OUT');
    expect(result.error).toMatch(/timed out/);
    expect(pidsIn(pids)).toHaveLength(7);
    const waitUntil = started + 1_000 + 2_000 - Date.now();
    if (waitUntil > 0) await sleep(waitUntil);
    expect(pidsIn(pids).filter(processAlive)).toEqual([]);
  });

  it('a process that ignores SIGTERM is killed after the grace, everything dead within 5 s', async () => {
    const { workRoot, out } = await dirs();
    const pids = join(out, 'pids');
    const body = `setsid sh -c 'trap "" TERM; echo $$ >> "$PIDS"; while :; do sleep 0.1; done' &\ntrap "" TERM\necho $$ >> "$PIDS"\nwhile :; do sleep 0.1; done`;
    const started = Date.now();
    const result = await runScript(request('sh', body, { env: { PIDS: pids }, timeoutSeconds: 1 }), { workRoot });
    expect(result).toMatchObject({ outcome: 'TIMED_OUT', signal: 'SIGKILL', exitCode: null });
    expect(Date.now() - started).toBeLessThan(1_000 + 5_000);
    expect(pidsIn(pids).filter(processAlive)).toEqual([]);
  });

  it('cancel (abort) kills the tree and reports CANCELLED', async () => {
    const { workRoot, out } = await dirs();
    const pids = join(out, 'pids');
    const controller = new AbortController();
    const running = runScript(request('sh', treeScript, { env: { PIDS: pids }, timeoutSeconds: 60 }), {
      workRoot,
      signal: controller.signal,
      onStarted: () => setTimeout(() => controller.abort(), 700),
    });
    const result = await running;
    expect(result.outcome).toBe('CANCELLED');
    expect(result.durationMs).toBeLessThan(5_000);
    expect(pidsIn(pids).length).toBeGreaterThan(0);
    await sleep(200);
    expect(pidsIn(pids).filter(processAlive)).toEqual([]);
  });

  it('a cancel that arrives while the run is being prepared still cancels it', async () => {
    const { workRoot, out } = await dirs();
    const controller = new AbortController();
    const running = runScript(request('sh', `sleep 5; touch '${join(out, 'ran')}'`), { workRoot, signal: controller.signal });
    controller.abort();
    const result = await running;
    expect(result.outcome).toBe('CANCELLED');
    expect(result.durationMs).toBeLessThan(3_000);
    expect(existsSync(join(out, 'ran'))).toBe(false);
  });

  it('a run cancelled before it starts never runs', async () => {
    const { workRoot, out } = await dirs();
    const controller = new AbortController();
    controller.abort();
    const result = await runScript(request('sh', `touch '${join(out, 'ran')}'`), { workRoot, signal: controller.signal });
    expect(result.outcome).toBe('CANCELLED');
    expect(existsSync(join(out, 'ran'))).toBe(false);
  });
});
