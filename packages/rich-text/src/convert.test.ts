import { describe, expect, it } from 'vitest';
import { htmlToDocument } from './html-to-document.ts';
import { documentToHtml } from './document-to-html.ts';
import { sanitizeRichText } from './sanitize.ts';
import type { RichTextDocument } from './document.ts';

const SAMPLES: Record<string, string> = {
  marks: '<p>a <strong>b</strong> <em>c</em> <u>d</u> <s>e</s> <code>f</code> <strong><em>g</em></strong></p>',
  headings: '<h1>one</h1><h2>two</h2><h3>three</h3><h4>four</h4><blockquote>quote</blockquote>',
  alignment: '<p style="text-align:center;padding-inline-start:80px">centred</p><p style="text-align:right"><br></p>',
  lists: '<ul><li>a<ul><li>a.1<ol start="3"><li>deep</li></ol></li></ul></li><li>b</li></ul><ol><li>n</li></ol>',
  code: '<pre data-language="html">&lt;p&gt;\n  x\n&lt;/p&gt;</pre>',
  links: '<p><a href="https://example.com">link</a> <a href="https://example.com/go" data-node="button">Go</a></p>',
  mention: '<p>hi <span data-mention="user" data-mention-id="42" data-mention-label="Ann Lee" data-mention-state="deleted">@user:42</span></p>',
  image: '<p><img src="cid:abc" data-cid="abc" width="300" height="0"> after</p>',
  table:
    '<table><colgroup><col width="120"><col width="80"></colgroup><tbody>' +
    '<tr style="height:40px"><th data-header="row" style="width:120px">h1</th><th data-header="both">h2</th></tr>' +
    '<tr><td colspan="2" rowspan="1" style="background-color:#ffd43b"><p>merged</p></td></tr>' +
    '<tr><th data-header="column">c</th><td><br></td></tr></tbody></table>',
  extended: '<p><span style="color:#e03131;background-color:#ffd43b;font-size:18px">styled</span> plain</p>',
  breaks: '<p>line one<br>line two</p><hr>',
};

describe('HTML → document → HTML', () => {
  it.each(Object.entries(SAMPLES))('is stable for %s', (_name, html) => {
    const once = documentToHtml(htmlToDocument(html));
    expect(documentToHtml(htmlToDocument(once))).toBe(once);
    expect(htmlToDocument(once)).toEqual(htmlToDocument(html));
  });

  it('survives the server sanitiser unchanged', () => {
    for (const html of Object.values(SAMPLES)) {
      const canonical = documentToHtml(htmlToDocument(html));
      expect(documentToHtml(htmlToDocument(sanitizeRichText(canonical)))).toBe(canonical);
    }
  });
});

describe('document model uses the spec node names and fields', () => {
  it('reads marks, alignment and list depth', () => {
    const doc = htmlToDocument(SAMPLES.lists! + SAMPLES.alignment!);
    const list = doc.children[0];
    expect(list).toMatchObject({ type: 'bulleted-list', depth: 0 });
    expect(JSON.stringify(doc)).toContain('"type":"numbered-list","depth":2,"start":3');
    expect(doc.children[2]).toEqual({ type: 'paragraph', align: 'center', indent: 2, children: [{ text: 'centred' }] });
    expect(htmlToDocument('<p><b>x</b></p>').children[0]).toEqual({ type: 'paragraph', children: [{ text: 'x', marks: ['bold'] }] });
  });

  it('reads table cells with colSpan, rowSpan, header state and width, and row height', () => {
    const doc = htmlToDocument(SAMPLES.table!);
    const table = doc.children[0];
    if (table?.type !== 'table') throw new Error('expected a table');
    const [first, second, third] = table.children[0].children;
    expect(table.colWidths).toEqual([120, 80]);
    expect(first).toMatchObject({ type: 'table-row', height: 40 });
    expect(first?.children[0]).toMatchObject({ type: 'table-header', header: { row: true, column: false }, width: 120 });
    expect(first?.children[1]).toMatchObject({ header: { row: true, column: true } });
    expect(second?.children[0]).toMatchObject({ type: 'table-cell', colSpan: 2, rowSpan: 1, backgroundColor: '#ffd43b' });
    expect(third?.children[0]).toMatchObject({ header: { row: false, column: true } });
  });

  it('reads images with uri (cid), url (src), width and height 0 for inherit', () => {
    const doc = htmlToDocument(SAMPLES.image!);
    expect(doc.children[0]).toMatchObject({
      type: 'paragraph',
      children: [{ type: 'image', uri: 'abc', url: 'cid:abc', width: 300, height: 0 }, { text: ' after' }],
    });
  });

  it('writes no width or height for an image of unknown size (0), so it is never shown 0×0', () => {
    const bare = '<p><img src="cid:abc" data-cid="abc"></p>';
    expect(documentToHtml(htmlToDocument(bare))).toBe(bare);
    expect(documentToHtml(htmlToDocument('<p><img src="cid:abc" data-cid="abc" width="0" height="0"></p>'))).toBe(bare);
    // Height 0 is "follow the width": the width alone says that.
    expect(documentToHtml(htmlToDocument(SAMPLES.image!))).toBe('<p><img src="cid:abc" data-cid="abc" width="300"> after</p>');
  });

  it('reads mentions with id, label and the deleted/forbidden marker', () => {
    const doc = htmlToDocument(SAMPLES.mention!);
    expect(doc.children[0]).toMatchObject({ children: [{ text: 'hi ' }, { type: 'mention', id: '42', label: 'Ann Lee', metadata: { state: 'deleted' } }] });
    expect(documentToHtml(doc)).toContain('>@user:42</span>');
  });

  it('writes a document built in code', () => {
    const doc: RichTextDocument = {
      type: 'document',
      children: [
        { type: 'heading-one', children: [{ text: 'T & <x>' }] },
        { type: 'paragraph', children: [] },
      ],
    };
    expect(documentToHtml(doc)).toBe('<h1>T &amp; &lt;x&gt;</h1><p><br></p>');
    expect(htmlToDocument(documentToHtml(doc))).toEqual(doc);
  });

  it('wraps loose inline content into paragraphs and ignores whitespace between blocks', () => {
    expect(htmlToDocument('hello <b>you</b>\n<p>x</p>\n ').children).toEqual([
      { type: 'paragraph', children: [{ text: 'hello ' }, { text: 'you', marks: ['bold'] }, { text: ' ' }] },
      { type: 'paragraph', children: [{ text: 'x' }] },
    ]);
  });
});
