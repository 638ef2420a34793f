import { execFile } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import type { AvailableInterpreter, ScriptLanguage } from './executor-types.ts';

/** Executable names tried for each language, in order of preference. */
const EXECUTABLES: Record<ScriptLanguage, readonly string[]> = {
  sh: ['sh'],
  bash: ['bash'],
  python3: ['python3'],
  // PowerShell 7 first: it is the maintained one, and the only one outside Windows.
  powershell: ['pwsh', 'powershell'],
  cmd: ['cmd.exe'],
};

/** The file name the script body is written to; interpreters care (PowerShell -File wants .ps1, cmd .cmd). */
export const SCRIPT_FILE_NAME: Record<ScriptLanguage, string> = {
  sh: 'script.sh',
  bash: 'script.sh',
  python3: 'script.py',
  powershell: 'script.ps1',
  cmd: 'script.cmd',
};

/** Finds an executable on a PATH-style list, like the shell would (no shell involved). */
export function findOnPath(name: string, searchPath = process.env.PATH ?? ''): string | null {
  const suffixes = process.platform === 'win32' && !path.extname(name) ? ['.exe', ''] : [''];
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    for (const suffix of suffixes) {
      const candidate = path.join(dir, name + suffix);
      try {
        accessSync(candidate, constants.X_OK);
        if (statSync(candidate).isFile()) return candidate;
      } catch {
        // Not here; keep looking.
      }
    }
  }
  return null;
}

/** The interpreter executable for a language, or null when the device has none. */
export function resolveInterpreter(language: ScriptLanguage, searchPath?: string): string | null {
  for (const name of EXECUTABLES[language]) {
    const found = findOnPath(name, searchPath);
    if (found) return found;
  }
  return null;
}

/**
 * The argument vector that runs `file` with `interpreter`. Never a shell string: the script's
 * variables travel in the environment, so nothing a technician types reaches a command line.
 */
export function scriptArgv(language: ScriptLanguage, interpreter: string, file: string): [string, ...string[]] {
  switch (language) {
    case 'sh':
    case 'bash':
    case 'python3':
      return [interpreter, file];
    case 'powershell':
      return [interpreter, '-NoProfile', '-NonInteractive', '-ExecutionPolicy', 'Bypass', '-File', file];
    case 'cmd':
      // /d: no AutoRun commands from the registry run before the script.
      return [interpreter, '/d', '/c', file];
  }
}

/** How to ask each interpreter its version, and where the version is in the answer. */
const VERSION_PROBES: Record<ScriptLanguage, { args: (exe: string) => string[]; pattern: RegExp } | null> = {
  // POSIX sh has no version flag (dash answers an error), so it reports none.
  sh: null,
  bash: { args: () => ['--version'], pattern: /version\s+(\S+)/i },
  python3: { args: () => ['--version'], pattern: /Python\s+(\S+)/i },
  // Windows PowerShell 5.1 has no --version; the expression works for both editions.
  powershell: { args: () => ['-NoProfile', '-NonInteractive', '-Command', '$PSVersionTable.PSVersion.ToString()'], pattern: /(\d+(?:\.\d+)+\S*)/ },
  cmd: { args: () => ['/d', '/c', 'ver'], pattern: /Version\s+([\d.]+)/i },
};

function probeVersion(language: ScriptLanguage, exe: string): Promise<string | null> {
  const probe = VERSION_PROBES[language];
  if (!probe) return Promise.resolve(null);
  return new Promise((resolve) => {
    execFile(exe, probe.args(exe), { timeout: 5_000, windowsHide: true }, (_error, stdout, stderr) => {
      // Python 2-era interpreters answered on stderr; read both.
      const match = probe.pattern.exec(`${stdout}\n${stderr}`);
      resolve(match?.[1] ?? null);
    });
  });
}

/** Interpreters present on this device with their versions (a device fact: only these languages are offered). */
export async function availableInterpreters(searchPath?: string): Promise<AvailableInterpreter[]> {
  const languages = Object.keys(EXECUTABLES) as ScriptLanguage[];
  const found = await Promise.all(
    languages.map(async (language): Promise<AvailableInterpreter | null> => {
      const exe = resolveInterpreter(language, searchPath);
      return exe ? { language, path: exe, version: await probeVersion(language, exe) } : null;
    }),
  );
  return found.filter((entry): entry is AvailableInterpreter => entry !== null);
}
