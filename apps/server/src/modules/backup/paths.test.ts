import { describe, expect, it } from 'vitest';
import { imageRoot, isWithin } from './paths.ts';

describe('isWithin', () => {
  it('holds for the path itself and paths below it, with or without trailing slashes', () => {
    expect(isWithin('/data', '/data')).toBe(true);
    expect(isWithin('/data/a/b', '/data/')).toBe(true);
    expect(isWithin('/data/', '/data')).toBe(true);
    expect(isWithin('/anything', '/')).toBe(true);
    expect(isWithin('C:/Users', 'C:/')).toBe(true);
  });

  it('does not hold for siblings sharing a prefix or for parents', () => {
    expect(isWithin('/database', '/data')).toBe(false);
    expect(isWithin('/', '/data')).toBe(false);
    expect(isWithin('D:/Users', 'C:/')).toBe(false);
  });
});

describe('imageRoot', () => {
  it('is the recorded mount point while the plan’s volume is on it', () => {
    expect(imageRoot('/mnt/disk', '/mnt/disk/home/u/')).toBe('/mnt/disk');
    expect(imageRoot('/', '/home')).toBe('/');
  });

  it('is the plan’s volume before any backup or once another volume is chosen', () => {
    expect(imageRoot(undefined, '/mnt/disk')).toBe('/mnt/disk');
    expect(imageRoot('/mnt/disk', '/mnt/other')).toBe('/mnt/other');
    expect(imageRoot(null, null)).toBe('/');
  });
});
