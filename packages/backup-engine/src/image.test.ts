import { describe, expect, it } from 'vitest';
import { findMount, parseLsblk, readVolumeInfo, type VolumeProbe } from './image.ts';

const mounts = ['/dev/sda2 / ext4 rw 0 0', 'proc /proc proc rw 0 0', '/dev/sdb1 /mnt/data\\040disk xfs rw 0 0', ''].join('\n');

describe('image plan volume metadata', () => {
  it('finds the volume holding a path by the longest mount point, decoding escaped spaces', () => {
    expect(findMount(mounts, '/mnt/data disk/x')).toEqual({ device: '/dev/sdb1', mountPoint: '/mnt/data disk', fsType: 'xfs' });
    expect(findMount(mounts, '/home/u')?.mountPoint).toBe('/');
  });

  it('records label, file system, partition style, size and used bytes', async () => {
    const probe: VolumeProbe = {
      readMounts: async () => mounts,
      statfs: async () => ({ blocks: 1000, bfree: 250, bsize: 4096 }),
      run: async () => 'LABEL="DATA" PTTYPE="gpt" FSTYPE="xfs"\n',
    };
    expect(await readVolumeInfo('/mnt/data disk', probe)).toEqual({
      mountPoint: '/mnt/data disk',
      device: '/dev/sdb1',
      label: 'DATA',
      fileSystem: 'xfs',
      partitionStyle: 'gpt',
      sizeBytes: 4096000,
      usedBytes: 3072000,
    });
  });

  it('leaves fields null when lsblk is unavailable', async () => {
    const probe: VolumeProbe = {
      readMounts: async () => mounts,
      statfs: async () => ({ blocks: 10, bfree: 5, bsize: 512 }),
      run: async () => {
        throw new Error('ENOENT');
      },
    };
    const info = await readVolumeInfo('/', probe);
    expect(info).toMatchObject({ label: null, partitionStyle: null, fileSystem: 'ext4', usedBytes: 2560 });
    expect(parseLsblk('')).toEqual({});
  });
});
