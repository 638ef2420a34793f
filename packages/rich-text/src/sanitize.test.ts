import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { sanitizeRichText } from './sanitize.ts';
import { isAllowedTag } from './schema.ts';
import { urlScheme } from './links.ts';
import { XSS_VECTORS } from './xss-vectors.ts';

function elements(nodes: ChildNode[]): Element[] {
  return nodes.flatMap((n) => (n.type === 'tag' || n.type === 'script' || n.type === 'style' ? [n, ...elements(n.children)] : []));
}

/** Every way the output could still run script, checked on the parsed result. */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (const el of elements(parseDocument(html).children)) {
    if (!isAllowedTag(el.name)) found.push(`tag ${el.name}`);
    for (const [name, value] of Object.entries(el.attribs)) {
      if (name.startsWith('on')) found.push(`handler ${name}`);
      if (name === 'href' && value !== 'about:blank') {
        const scheme = urlScheme(value);
        if (scheme !== null && !['http', 'https', 'mailto', 'sms', 'tel'].includes(scheme)) found.push(`href ${value}`);
      }
      if (name === 'src' && /^\s*(javascript|vbscript|data:(?!image\/(png|jpe?g|gif);))/i.test(value)) found.push(`src ${value}`);
      if (name === 'style' && /url\(|expression|javascript|behavior|binding|[{}]/i.test(value)) found.push(`style ${value}`);
    }
  }
  if (/<script|javascript:/i.test(html)) found.push('script text');
  return found;
}

describe('sanitizeRichText neutralises known XSS vectors', () => {
  it.each(XSS_VECTORS)('%s', (vector) => {
    const clean = sanitizeRichText(vector);
    expect(dangers(clean)).toEqual([]);
    // Sanitising is stable: a second pass changes nothing (no mutation-based XSS window).
    expect(sanitizeRichText(clean)).toBe(clean);
  });
});

describe('sanitizeRichText keeps legitimate content', () => {
  it('keeps the allowed tags, marks and mention markers', () => {
    const html =
      '<h2>Title</h2><p style="text-align:center">a <strong>b</strong> <em>c</em> <u>d</u> <s>e</s> <code>f</code></p>' +
      '<p><span data-mention="user" data-mention-id="7" data-mention-label="Ann">@user:7</span></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps tables with spans, header flags, widths and row heights', () => {
    const html =
      '<table><colgroup><col width="120" /></colgroup><tbody><tr style="height:40px"><th colspan="2" data-header="row" style="width:120px">h</th></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps images with cid, src, width and height, and only jpeg/png/gif data URLs', () => {
    expect(sanitizeRichText('<img src="cid:abc" data-cid="abc" width="200" height="150" />')).toBe(
      '<img src="cid:abc" data-cid="abc" width="200" height="150" />',
    );
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=" />')).toContain('data:image/png;base64');
    expect(sanitizeRichText('<img src="data:image/webp;base64,UklGRg==" />')).toBe('<img />');
  });

  it('drops zero image dimensions, which would hide the image (height 0 means "follow the width")', () => {
    expect(sanitizeRichText('<img src="cid:abc" data-cid="abc" width="0" height="0" />')).toBe('<img src="cid:abc" data-cid="abc" />');
    expect(sanitizeRichText('<img src="cid:abc" width="200" height="0" />')).toBe('<img src="cid:abc" width="200" />');
    expect(sanitizeRichText('<img src="cid:abc" width="00" height="-5" />')).toBe('<img src="cid:abc" />');
  });

  it('keeps extended text styles (colour, background, font size, family)', () => {
    const html = '<span style="color:#e03131;background-color:#ffd43b;font-size:18px;font-family:Arial">x</span>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('turns links with other schemes into about:blank and adds https:// when there is none', () => {
    expect(sanitizeRichText('<a href="ftp://x.example/f">f</a>')).toBe('<a href="about:blank">f</a>');
    expect(sanitizeRichText('<a href="example.com/a">e</a>')).toBe('<a href="https://example.com/a">e</a>');
    expect(sanitizeRichText('<a href="mailto:a@b.example">m</a>')).toBe('<a href="mailto:a@b.example">m</a>');
  });

  it('drops unsupported elements but keeps their text, and drops script-like elements entirely', () => {
    expect(sanitizeRichText('<article><section>kept</section></article>')).toBe('kept');
    expect(sanitizeRichText('<p>a<script>b</script><style>c</style></p>')).toBe('<p>a</p>');
  });

  it('forces rel=noopener on links that open a new window', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_self">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
