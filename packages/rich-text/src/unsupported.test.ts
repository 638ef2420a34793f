import { describe, expect, it } from 'vitest';
import { findUnsupportedElements } from './unsupported.ts';

describe('findUnsupportedElements', () => {
  it('lists each element outside the allowed tag list once, in order', () => {
    expect(findUnsupportedElements('<p>a</p><section><iframe></iframe><SECTION></SECTION></section><h5>x</h5>')).toEqual(['section', 'iframe', 'h5']);
  });
  it('is empty for allowed markup', () => {
    expect(findUnsupportedElements('<h1>t</h1><table><colgroup><col></colgroup><tbody><tr><th>x</th><td>y</td></tr></tbody></table><hr>')).toEqual([]);
  });
});
