import { describe, expect, it } from 'vitest';
import { RawJson, serializeBody } from './work-client.ts';

describe('serializeBody', () => {
  it('splices JSON made already into the body as it is', () => {
    const snapshot = { jobGuid: 'g', entries: [{ path: '/a "quoted"\u0000', size: 1 }] };
    const text = serializeBody({ status: 'COMPLETED', snapshot: new RawJson(JSON.stringify(snapshot)), warnings: [{ path: '/b', message: 'x' }] });
    expect(JSON.parse(text)).toEqual({ status: 'COMPLETED', snapshot, warnings: [{ path: '/b', message: 'x' }] });
  });

  it('leaves a string that looks like a placeholder alone', () => {
    const body = { a: '\u0000raw0\u0000', b: new RawJson('[1]'), c: '\u00000\u0000' };
    expect(JSON.parse(serializeBody(body))).toEqual({ a: '\u0000raw0\u0000', b: [1], c: '\u00000\u0000' });
  });

  it('serializes a body without RawJson as JSON.stringify does', () => {
    const body = { x: [1, 'two', null], y: { z: true } };
    expect(serializeBody(body)).toBe(JSON.stringify(body));
  });
});
