import { describe, expect, it } from 'vitest';
import { checkInput, MAX_INPUT_DEPTH } from './input-guard.ts';

/** The field names of the 400 checkInput throws (or null when it lets the input through). */
function refusedFields(input: unknown, root = 'body'): Record<string, string[]> | null {
  try {
    checkInput(input, root);
    return null;
  } catch (err) {
    return (err as { fields: Record<string, string[]> }).fields;
  }
}

describe('checkInput', () => {
  it('names the field holding a NUL by its path, however deep in arrays and objects', () => {
    const snapshot = { entries: Array.from({ length: 5 }, (_, i) => ({ path: `/data/f${i}`, chunks: ['a', i === 3 ? 'b\0' : 'b'] })) };
    expect(refusedFields({ snapshot })).toEqual({ 'snapshot.entries.3.chunks.1': ['Must not contain a NUL character'] });
    expect(refusedFields({ a: { 'b\0': 1 } })).toEqual({ a: ['Must not contain a NUL character'] });
    expect(refusedFields('x\0', 'querystring')).toEqual({ querystring: ['Must not contain a NUL character'] });
  });

  it('names where nesting went too deep, and lets a large flat body through', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH + 5; i++) deep = { n: deep };
    const fields = refusedFields({ deep });
    expect(Object.values(fields!)).toEqual([[`Nested more than ${MAX_INPUT_DEPTH} levels deep`]]);
    expect(Object.keys(fields!)[0]).toBe(['deep', ...Array.from({ length: MAX_INPUT_DEPTH - 1 }, () => 'n')].join('.'));
    // An agent's report of 100,000 files is walked, not refused.
    const entries = Array.from({ length: 100_000 }, (_, i) => ({ path: `/data/d${i % 100}/f${i}`, type: 'file', size: i, chunks: ['c'.repeat(64)] }));
    expect(refusedFields({ snapshot: { entries } })).toBeNull();
  });
});
