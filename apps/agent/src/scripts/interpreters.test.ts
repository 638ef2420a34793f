import { execFileSync } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript } from './executor.ts';
import { availableInterpreters } from './interpreters.ts';
import { request } from './testing/helpers.ts';

const tmp = await mkdtemp(join(tmpdir(), 'outpost-interp-'));
afterAll(() => rm(tmp, { recursive: true, force: true }));

/**
 * A stand-in interpreter: records its argument vector (one argument a line), its environment and a
 * copy of the script file it was given, then answers like the real one would for a version query.
 */
async function standIn(name: string, scriptArgIndex: number) {
  const dir = await mkdtemp(join(tmp, 'bin-'));
  const record = await mkdtemp(join(tmp, 'record-'));
  const exe = join(dir, name);
  writeFileSync(
    exe,
    `#!/bin/sh
case "$*" in *PSVersion*) echo 7.4.1; exit 0;; */c\\ ver*) echo 'Microsoft Windows [Version 10.0.20348.2582]'; exit 0;; esac
for a in "$@"; do printf '%s\\n' "$a"; done > '${record}/argv'
env > '${record}/env'
cp "$${scriptArgIndex}" '${record}/script'
echo "ran by stand-in ${name}"
exit 3
`,
  );
  chmodSync(exe, 0o755);
  return { dir, record, searchPath: `${dir}${delimiter}${process.env.PATH}` };
}

describe('PowerShell and cmd command lines (stand-in interpreters on PATH)', () => {
  it('PowerShell runs the .ps1 file with -NoProfile -NonInteractive -ExecutionPolicy Bypass -File, variables in the environment', async () => {
    const fake = await standIn('pwsh', 6);
    const body = 'Write-Output "Hello $env:GREETING"';
    const result = await runScript(request('powershell', body, { env: { GREETING: 'a "b" $(c); `d`' } }), {
      workRoot: join(tmp, 'work'),
      searchPath: fake.searchPath,
    });
    expect(result).toMatchObject({ outcome: 'FAILED', exitCode: 3, stdout: { head: 'ran by stand-in pwsh\n' } });
    const argv = readFileSync(join(fake.record, 'argv'), 'utf8').trimEnd().split('\n');
    expect(argv.slice(0, 6)).toEqual(['-NoProfile', '-NonInteractive', '-ExecutionPolicy', 'Bypass', '-File', expect.stringMatching(/\/script\.ps1$/)]);
    expect(argv).toHaveLength(6);
    expect(readFileSync(join(fake.record, 'script'), 'utf8')).toBe(body);
    expect(readFileSync(join(fake.record, 'env'), 'utf8')).toContain('GREETING=a "b" $(c); `d`\n');
  });

  it('Windows PowerShell (powershell) is used when pwsh is absent', async () => {
    const fake = await standIn('powershell', 6);
    const result = await runScript(request('powershell', 'exit 0'), { workRoot: join(tmp, 'work'), searchPath: fake.searchPath });
    expect(result.stdout.head).toBe('ran by stand-in powershell\n');
  });

  it('cmd runs the .cmd file with /d /c, with CRLF line ends', async () => {
    const fake = await standIn('cmd.exe', 3);
    const result = await runScript(request('cmd', '@echo off\necho %GREETING%\n:end\n', { env: { GREETING: 'x & del y' } }), {
      workRoot: join(tmp, 'work'),
      searchPath: fake.searchPath,
    });
    expect(result.exitCode).toBe(3);
    expect(readFileSync(join(fake.record, 'argv'), 'utf8').trimEnd().split('\n')).toEqual(['/d', '/c', expect.stringMatching(/\/script\.cmd$/)]);
    expect(readFileSync(join(fake.record, 'script'), 'utf8')).toBe('@echo off\r\necho %GREETING%\r\n:end\r\n');
    expect(readFileSync(join(fake.record, 'env'), 'utf8')).toContain('GREETING=x & del y\n');
  });
});

describe('available interpreters (a device fact)', () => {
  it('lists the interpreters on PATH with their versions, and only those', async () => {
    const pwsh = await standIn('pwsh', 6);
    const found = await availableInterpreters(pwsh.searchPath);
    const byLanguage = Object.fromEntries(found.map((f) => [f.language, f]));
    const python = execFileSync('python3', ['--version'], { encoding: 'utf8' }).trim().split(' ')[1];
    expect(byLanguage.python3).toMatchObject({ version: python, path: expect.stringMatching(/python3$/) });
    expect(byLanguage.bash?.version).toMatch(/^\d+\.\d+/);
    expect(byLanguage.sh).toMatchObject({ version: null });
    expect(byLanguage.powershell).toEqual({ language: 'powershell', path: join(pwsh.dir, 'pwsh'), version: '7.4.1' });
    expect(byLanguage.cmd).toBeUndefined();

    const emptyDir = join(tmp, 'nothing');
    await mkdir(emptyDir, { recursive: true });
    expect(await availableInterpreters(emptyDir)).toEqual([]);
  });
});
