import { describe, expect, it } from 'vitest';
import { RawJson, serializeBody } from './work-client.ts';

describe('serializeBody', () => {
  it('splices JSON made already into the body as it is', () => {
    const snapshot = { jobGuid: 'g', entries: [{ path: '/a "quoted"\u0000', size: 1 }] };
    const text = serializeBody({ status: 'COMPLETED', snapshot: new RawJson(JSON.stringify(snapshot)), warnings: [{ path: '/b', message: 'x' }] });
    // JSON given as a string keeps the body a string.
    expect(typeof text).toBe('string');
    expect(JSON.parse(text as string)).toEqual({ status: 'COMPLETED', snapshot, warnings: [{ path: '/b', message: 'x' }] });
  });

  it('leaves a string that looks like a placeholder alone', () => {
    const body = { a: '\u0000raw0\u0000', b: new RawJson('[1]'), c: '\u00000\u0000' };
    expect(JSON.parse(serializeBody(body) as string)).toEqual({ a: '\u0000raw0\u0000', b: [1], c: '\u00000\u0000' });
  });

  it('streams JSON that comes in pieces into the body, never as one string', async () => {
    const snapshot = { jobGuid: 'g', entries: Array.from({ length: 3000 }, (_, i) => ({ path: `/a/${i} "q"`, size: i })) };
    const text = JSON.stringify(snapshot);
    const third = Math.ceil(text.length / 3);
    let reads = 0;
    const pieces = {
      async *pieces() {
        reads++;
        for (let at = 0; at < text.length; at += third) yield Buffer.from(text.slice(at, at + third));
      },
    };
    const body = serializeBody({ status: 'COMPLETED', snapshot: new RawJson(pieces), warnings: [] });
    expect(typeof body).not.toBe('string');
    const sent: Uint8Array[] = [];
    for await (const p of body as AsyncIterable<Uint8Array>) sent.push(p);
    expect(Math.max(...sent.map((p) => p.length))).toBeLessThanOrEqual(third);
    expect(JSON.parse(Buffer.concat(sent).toString('utf8'))).toEqual({ status: 'COMPLETED', snapshot, warnings: [] });
    expect(reads).toBe(1);
  });

  it('serializes a body without RawJson as JSON.stringify does', () => {
    const body = { x: [1, 'two', null], y: { z: true } };
    expect(serializeBody(body)).toBe(JSON.stringify(body));
  });
});
