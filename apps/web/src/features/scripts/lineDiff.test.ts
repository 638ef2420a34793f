import { describe, expect, it } from 'vitest';
import { lineDiff } from './lineDiff.ts';

describe('lineDiff', () => {
  it('marks added and removed lines with their numbers on each side', () => {
    const diff = lineDiff('a\nb\nc\nd', 'a\nc\nx\nd');
    expect(diff.map((l) => `${l.kind[0]}${l.oldNumber ?? '-'}/${l.newNumber ?? '-'} ${l.text}`)).toEqual(['s1/1 a', 'r2/- b', 's3/2 c', 'a-/3 x', 's4/4 d']);
  });

  it('treats equal texts as all kept and an empty side as all added', () => {
    expect(lineDiff('x\ny', 'x\ny').every((l) => l.kind === 'same')).toBe(true);
    expect(lineDiff('', 'x\ny').map((l) => l.kind)).toEqual(['added', 'added']);
    expect(lineDiff('old\nsame', 'new\nsame').map((l) => `${l.kind} ${l.text}`)).toEqual(['removed old', 'added new', 'same same']);
  });
});
