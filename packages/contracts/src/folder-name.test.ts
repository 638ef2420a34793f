import { describe, expect, it } from 'vitest';
import { folderNamePlatformOfNodeClass, folderNameProblem } from './folder-name.ts';

describe('folderNameProblem', () => {
  it('requires a name', () => {
    expect(folderNameProblem('  ', 'WINDOWS')).toBe('Required');
    expect(folderNameProblem('', 'MAC')).toBe('Required');
  });
  it('refuses dot names and names over 255 characters on both platforms', () => {
    for (const p of ['WINDOWS', 'MAC'] as const) {
      expect(folderNameProblem('..', p)).toBe('Invalid');
      expect(folderNameProblem('x'.repeat(256), p)).toBe('Invalid');
    }
  });
  it('Windows: refuses reserved characters, device names (with extensions) and a trailing dot or space', () => {
    for (const n of ['a<b', 'a:b', 'a/b', 'a\\b', 'a|b', 'a?b', 'a*b', 'a"b', 'CON', 'nul.txt', 'Com1', 'LPT9.log', 'end.', 'end ']) {
      expect(folderNameProblem(n, 'WINDOWS'), n).toBe('Invalid');
    }
    expect(folderNameProblem('Reports 2024', 'WINDOWS')).toBeNull();
    expect(folderNameProblem('.config', 'WINDOWS')).toBeNull();
    expect(folderNameProblem('console', 'WINDOWS')).toBeNull();
  });
  it('Mac: refuses a slash, a colon and a leading dot; allows Windows-only characters', () => {
    for (const n of ['a/b', 'a:b', '.hidden']) expect(folderNameProblem(n, 'MAC'), n).toBe('Invalid');
    expect(folderNameProblem('a<b>?', 'MAC')).toBeNull();
  });
  it('POSIX: refuses only a slash (and NUL)', () => {
    expect(folderNameProblem('a/b', 'POSIX')).toBe('Invalid');
    expect(folderNameProblem('.hidden:x<y>', 'POSIX')).toBeNull();
  });
});

describe('folderNamePlatformOfNodeClass', () => {
  it('maps node classes to the rule set of their OS', () => {
    expect(folderNamePlatformOfNodeClass('WINDOWS_SERVER')).toBe('WINDOWS');
    expect(folderNamePlatformOfNodeClass('MAC_SERVER')).toBe('MAC');
    expect(folderNamePlatformOfNodeClass('LINUX_WORKSTATION')).toBe('POSIX');
    expect(folderNamePlatformOfNodeClass(undefined)).toBe('POSIX');
  });
});
