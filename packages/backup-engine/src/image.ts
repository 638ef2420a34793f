/**
 * Image plans: a whole volume = every file under its mount point (not crossing into other
 * mounted volumes) plus its metadata. Kept simple and file-level: no block-level imaging.
 * Metadata sources, each optional: `/proc/mounts` (device, file system), `statfs` (size, used),
 * `lsblk` (label, partition style: gpt/dos). Anything unavailable is recorded as null.
 */
import { execFile } from 'node:child_process';
import { readFile, statfs } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { runBackup, type BackupOptions, type BackupResult } from './backup.ts';
import { isUnderAny } from './path-tree.ts';
import type { VolumeInfo } from './types.ts';

/** Side effects of metadata discovery, injectable for tests. */
export interface VolumeProbe {
  readMounts(): Promise<string>;
  statfs(path: string): Promise<{ blocks: number; bfree: number; bsize: number }>;
  run(cmd: string, args: string[]): Promise<string>;
}

const execFileP = promisify(execFile);

export const nodeVolumeProbe: VolumeProbe = {
  readMounts: () => readFile('/proc/mounts', 'utf8'),
  statfs: async (p) => {
    const s = await statfs(p);
    return { blocks: Number(s.blocks), bfree: Number(s.bfree), bsize: Number(s.bsize) };
  },
  run: async (cmd, args) => (await execFileP(cmd, args, { timeout: 5000 })).stdout,
};

const unescape = (s: string): string => s.replace(/\\([0-7]{3})/g, (_m, o: string) => String.fromCharCode(parseInt(o, 8)));

/** Finds the mount holding `path` in /proc/mounts text (longest matching mount point). */
export function findMount(mounts: string, path: string): { device: string; mountPoint: string; fsType: string } | null {
  let best: { device: string; mountPoint: string; fsType: string } | null = null;
  for (const line of mounts.split('\n')) {
    const [dev, mp, fs] = line.split(' ');
    if (!dev || !mp || !fs) continue;
    const mountPoint = unescape(mp);
    if (isUnderAny(path, [mountPoint]) && (!best || mountPoint.length >= best.mountPoint.length)) best = { device: unescape(dev), mountPoint, fsType: fs };
  }
  return best;
}

/** Parses `lsblk -P` output (KEY="value" pairs) of the first line. */
export function parseLsblk(out: string): Record<string, string> {
  const first = out.split('\n')[0] ?? '';
  const pairs: Record<string, string> = {};
  for (const m of first.matchAll(/([A-Z-]+)="([^"]*)"/g)) pairs[m[1] as string] = m[2] as string;
  return pairs;
}

/** Reads a volume's metadata; missing tools or permissions leave fields null. */
export async function readVolumeInfo(path: string, probe: VolumeProbe = nodeVolumeProbe): Promise<VolumeInfo> {
  const abs = resolve(path);
  const mount = findMount(await probe.readMounts().catch(() => ''), abs);
  const info: VolumeInfo = {
    mountPoint: mount?.mountPoint ?? abs,
    device: mount?.device ?? null,
    label: null,
    fileSystem: mount?.fsType ?? null,
    partitionStyle: null,
    sizeBytes: null,
    usedBytes: null,
  };
  try {
    const s = await probe.statfs(info.mountPoint);
    info.sizeBytes = s.blocks * s.bsize;
    info.usedBytes = (s.blocks - s.bfree) * s.bsize;
  } catch {
    /* unknown */
  }
  if (info.device?.startsWith('/dev/')) {
    try {
      const kv = parseLsblk(await probe.run('lsblk', ['-P', '-n', '-o', 'LABEL,PTTYPE,FSTYPE', info.device]));
      info.label = kv.LABEL || null;
      info.partitionStyle = kv.PTTYPE || null;
      info.fileSystem = kv.FSTYPE || info.fileSystem;
    } catch {
      /* lsblk missing or the device is not a block device (containers) */
    }
  }
  return info;
}

export type ImageBackupOptions = Omit<BackupOptions, 'sources' | 'oneFileSystem' | 'volume'> & {
  /** Any path on the volume; the whole volume (from its mount point) is captured. */
  volume: string;
  probe?: VolumeProbe;
};

/** Backs up a whole volume and records its metadata in the snapshot. */
export async function runImageBackup(opts: ImageBackupOptions): Promise<BackupResult> {
  const volume = await readVolumeInfo(opts.volume, opts.probe);
  const { volume: _v, probe: _p, ...rest } = opts;
  return runBackup({ ...rest, sources: [volume.mountPoint], oneFileSystem: true, volume });
}
