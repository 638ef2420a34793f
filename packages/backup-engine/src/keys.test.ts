import { describe, expect, it } from 'vitest';
import { deriveKeys, open, openedLength, openInto, seal, sealedLength, sealInto } from './keys.ts';
import { randomKey, seededBytes } from './testing/helpers.ts';

describe('openInto', () => {
  const keys = deriveKeys(randomKey());

  it('decrypts into the caller’s buffer, across piece boundaries, the same bytes as open', () => {
    const target = Buffer.alloc(1024 * 1024);
    for (const size of [0, 1, 64 * 1024, 64 * 1024 + 1, 300_000]) {
      const plain = seededBytes(`open-${size}`, size);
      const sealed = seal(keys, plain, 'chunk:x');
      expect(openedLength(sealed.length)).toBe(size);
      const opened = openInto(keys, sealed, 'chunk:x', target);
      expect(opened.buffer).toBe(target.buffer);
      expect(opened.equals(plain)).toBe(true);
      expect(open(keys, sealed, 'chunk:x').equals(plain)).toBe(true);
    }
  });

  it('refuses altered bytes, another name or a buffer too small', () => {
    const sealed = seal(keys, seededBytes('tamper', 200_000), 'chunk:a');
    const altered = Buffer.from(sealed);
    altered[100_000] = (altered[100_000] as number) ^ 1;
    const target = Buffer.alloc(200_000);
    expect(() => openInto(keys, altered, 'chunk:a', target)).toThrow(/authentication failed/);
    expect(() => openInto(keys, sealed, 'chunk:b', target)).toThrow(/authentication failed/);
    expect(() => openInto(keys, sealed, 'chunk:a', Buffer.alloc(199_999))).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});

describe('sealInto', () => {
  const keys = deriveKeys(randomKey());

  it('seals into the caller’s buffer, across piece boundaries, what open reads back', () => {
    const target = Buffer.alloc(1024 * 1024);
    for (const size of [0, 1, 16 * 1024, 16 * 1024 + 1, 300_000]) {
      const plain = seededBytes(`seal-${size}`, size);
      const sealed = sealInto(keys, plain, 'chunk:y', target);
      expect(sealed.buffer).toBe(target.buffer);
      expect(sealed.length).toBe(sealedLength(size));
      expect(open(keys, sealed, 'chunk:y').equals(plain)).toBe(true);
      expect(() => open(keys, sealed, 'chunk:z')).toThrow(/authentication failed/);
    }
    expect(() => sealInto(keys, Buffer.alloc(100), 'chunk:y', Buffer.alloc(sealedLength(100) - 1))).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });
});
