/**
 * LIST_SERVICES: the device's services for the Windows service form (spec 001 §2.9, §7). Windows
 * answers its services (Get-Service); Linux its systemd service units (systemctl), labelled as
 * such; a device without a running systemd says so instead of answering an empty list.
 */
import { execFile } from 'node:child_process';
import type { DeviceService, DeviceServicesAnswer } from '@outpost/contracts';

const MAX_SERVICES = 5000;
const TIMEOUT_MS = 8000;

/** Runs a program with an argument vector (no shell) and answers its output, or the failure. */
export type ProgramRunner = (file: string, args: string[]) => Promise<{ code: number | string | null; stdout: string; stderr: string }>;

export const execProgram: ProgramRunner = (file, args) =>
  new Promise((resolve) => {
    execFile(file, args, { timeout: TIMEOUT_MS, maxBuffer: 8 * 1024 * 1024, windowsHide: true }, (error, stdout, stderr) => {
      const code = error ? ((error as NodeJS.ErrnoException).code ?? (error as { code?: number }).code ?? 1) : 0;
      resolve({ code: code as number | string | null, stdout: String(stdout), stderr: String(stderr) });
    });
  });

/** `systemctl list-units --plain --no-legend` lines: "name.service load active sub description…". */
export function parseSystemdUnits(stdout: string): DeviceService[] {
  const out: DeviceService[] = [];
  for (const line of stdout.split('\n')) {
    // A failed unit is marked with a leading "●" in some versions even with --plain.
    const parts = line.replace(/^\s*[●*]?\s*/, '').split(/\s+/);
    const unit = parts[0] ?? '';
    if (!unit.endsWith('.service')) continue;
    const description = parts.slice(4).join(' ').trim();
    out.push({ serviceName: unit, displayName: description || unit });
  }
  return out;
}

/** `Get-Service | Select-Object Name,DisplayName | ConvertTo-Json`: one object or an array of them. */
export function parseWindowsServices(stdout: string): DeviceService[] {
  const parsed: unknown = JSON.parse(stdout.trim() === '' ? '[]' : stdout);
  const rows = Array.isArray(parsed) ? parsed : [parsed];
  return rows
    .map((r) => r as { Name?: unknown; DisplayName?: unknown })
    .filter((r) => typeof r.Name === 'string')
    .map((r) => ({ serviceName: r.Name as string, displayName: typeof r.DisplayName === 'string' ? r.DisplayName : (r.Name as string) }));
}

const byName = (a: DeviceService, b: DeviceService) => a.serviceName.localeCompare(b.serviceName, 'en', { sensitivity: 'base' });

export async function listServices(platform: NodeJS.Platform, run: ProgramRunner = execProgram): Promise<DeviceServicesAnswer> {
  if (platform === 'win32') {
    const result = await run('powershell.exe', [
      '-NoProfile',
      '-NonInteractive',
      '-Command',
      'Get-Service | Select-Object Name,DisplayName | ConvertTo-Json -Compress',
    ]);
    if (result.code !== 0) throw new Error(`Get-Service failed: ${(result.stderr || String(result.code)).trim().slice(0, 500)}`);
    return { manager: 'WINDOWS', services: parseWindowsServices(result.stdout).sort(byName).slice(0, MAX_SERVICES), note: null };
  }
  if (platform !== 'linux') {
    // macOS has launchd, not services in the form's sense (decision 0044).
    return { manager: 'NONE', services: [], note: `This device (${platform}) has no Windows services or systemd units.` };
  }
  const result = await run('systemctl', ['list-units', '--type=service', '--all', '--plain', '--no-legend', '--no-pager']);
  if (result.code === 'ENOENT') return { manager: 'NONE', services: [], note: 'systemd is not installed on this device (no systemctl).' };
  if (result.code !== 0) {
    // e.g. "System has not been booted with systemd as init system (PID 1). Can't operate."
    const why = result.stderr.trim().split('\n')[0] ?? '';
    return { manager: 'NONE', services: [], note: `systemd is not running on this device${why ? `: ${why}` : '.'}` };
  }
  return { manager: 'SYSTEMD', services: parseSystemdUnits(result.stdout).sort(byName).slice(0, MAX_SERVICES), note: null };
}
