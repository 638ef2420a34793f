import { describe, expect, it } from 'vitest';
import { withoutRemoteImages } from './mail-images.ts';

describe('withoutRemoteImages (outgoing mail)', () => {
  it('turns external images into links and app images into a mark, keeping data: and cid: images and the rest of the HTML', () => {
    const html =
      '<p style="color:#888">Hello</p><p>a <img src="https://tracker.test/p.gif?u=1&amp;m=2" alt="logo"> b <img src="HTTP://Tracker.test/x"> c <img src="/api/uploads/abc"> d <img src="//cdn.test/x.png"></p>' +
      '<p><img src="data:image/png;base64,iVBORw0KGgo="><img src="cid:part1@mail"></p>';
    const out = withoutRemoteImages(html);
    expect(out).not.toMatch(/<img[^>]+src="(https?:|\/)/i);
    expect(out).toContain('<a href="https://tracker.test/p.gif?u=1&amp;m=2">[image: logo]</a>');
    expect(out).toContain('<a href="HTTP://Tracker.test/x">[image]</a>');
    expect(out.match(/<span>\[image\]<\/span>/g)).toHaveLength(2);
    expect(out).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" />');
    expect(out).toContain('<img src="cid:part1@mail" />');
    expect(out).toContain('<p style="color:#888">Hello</p>');
  });

  it('leaves HTML without images as it was', () => {
    const html = '<h2>Status changed</h2><p><strong>Ticket #4:</strong> Printer</p><ul><li>status: New → Open</li></ul>';
    expect(withoutRemoteImages(html)).toBe(html);
  });
});
