import type { BlockNode, ImageNode, InlineNode, ListNode, Mark, RichTextDocument, TableNode, TextLeaf } from './document.ts';
import { tableHeaderAttributes } from './table-header.ts';

const MARK_TAG: Record<Mark, string> = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strikethrough: 's',
  code: 'code',
  subscript: 'sub',
  superscript: 'sup',
};
const HEADING_TAG: Record<string, string> = {
  'heading-one': 'h1',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'heading-four': 'h4',
};

/** Escapes text content. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escapes an attribute value for double quotes. */
export function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

function attrs(pairs: Record<string, string | number | undefined>): string {
  return Object.entries(pairs)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
    .join('');
}

function styleOf(pairs: Record<string, string | undefined>): string | undefined {
  const body = Object.entries(pairs)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return body || undefined;
}

function leafHtml(leaf: TextLeaf): string {
  let html = escapeText(leaf.text);
  for (const mark of [...(leaf.marks ?? [])].reverse()) html = `<${MARK_TAG[mark]}>${html}</${MARK_TAG[mark]}>`;
  const style = styleOf({
    color: leaf.color,
    'background-color': leaf.backgroundColor,
    'font-size': leaf.fontSize,
    'font-family': leaf.fontFamily,
  });
  return style ? `<span${attrs({ style })}>${html}</span>` : html;
}

function imageHtml(img: ImageNode): string {
  // 0 is "not known" (width) or "follows the width" (height): as an attribute it would draw nothing.
  return `<img${attrs({
    src: img.url,
    alt: img.alt,
    'data-cid': img.uri ?? '',
    'data-attachment': img.attachment,
    'data-max-width': img.maxWidth,
    width: img.width || undefined,
    height: img.height || undefined,
  })}>`;
}

function inlineHtml(node: InlineNode): string {
  if (!('type' in node)) return leafHtml(node);
  switch (node.type) {
    case 'line-break':
      return '<br>';
    case 'image':
      return imageHtml(node);
    case 'mention':
      return `<span${attrs({
        'data-mention': 'user',
        'data-mention-id': node.id,
        'data-mention-label': node.label,
        'data-mention-state': node.metadata?.state,
      })}>@user:${escapeText(node.id)}</span>`;
    case 'link':
    case 'button':
      return `<a${attrs({ href: node.url, 'data-node': node.type === 'button' ? 'button' : undefined })}>${node.children.map(leafHtml).join('')}</a>`;
  }
}

function inlinesHtml(nodes: InlineNode[]): string {
  return nodes.length === 0 ? '<br>' : nodes.map(inlineHtml).join('');
}

function listHtml(list: ListNode): string {
  const tag = list.type === 'numbered-list' ? 'ol' : 'ul';
  const items = list.children.map(
    (item) =>
      `<li>${item.children
        .map((c) => ('type' in c && (c.type === 'bulleted-list' || c.type === 'numbered-list') ? listHtml(c) : inlineHtml(c as InlineNode)))
        .join('')}</li>`,
  );
  return `<${tag}${attrs({ start: list.start })}>${items.join('')}</${tag}>`;
}

function tableHtml(table: TableNode): string {
  const cols = table.colWidths ? `<colgroup>${table.colWidths.map((w) => `<col${attrs({ width: w || undefined })}>`).join('')}</colgroup>` : '';
  const rows = table.children[0].children.map((row) => {
    const cells = row.children.map((cell) => {
      const tag = cell.header.row || cell.header.column ? 'th' : 'td';
      const a = attrs({
        colspan: cell.colSpan > 1 ? cell.colSpan : undefined,
        rowspan: cell.rowSpan > 1 ? cell.rowSpan : undefined,
        ...tableHeaderAttributes(cell.header),
        style: styleOf({ width: cell.width ? `${cell.width}px` : undefined, 'background-color': cell.backgroundColor }),
      });
      return `<${tag}${a}>${cell.children.map(blockHtml).join('')}</${tag}>`;
    });
    return `<tr${attrs({ style: row.height ? `height:${row.height}px` : undefined })}>${cells.join('')}</tr>`;
  });
  return `<table>${cols}<tbody>${rows.join('')}</tbody></table>`;
}

function blockHtml(block: BlockNode): string {
  switch (block.type) {
    case 'horizontal-rule':
      return '<hr>';
    case 'bulleted-list':
    case 'numbered-list':
      return listHtml(block);
    case 'table':
      return tableHtml(block);
    case 'block-code':
      return `<pre${attrs({ 'data-language': block.language })}>${escapeText(block.children.map((c) => c.text).join(''))}</pre>`;
    default: {
      const tag = HEADING_TAG[block.type] ?? (block.type === 'block-quote' ? 'blockquote' : 'p');
      const style = styleOf({
        'text-align': block.align,
        'padding-inline-start': block.indent ? `${block.indent * 40}px` : undefined,
      });
      return `<${tag}${attrs({ style })}>${inlinesHtml(block.children)}</${tag}>`;
    }
  }
}

/** Serialises a document to the HTML the server stores and mails. */
export function documentToHtml(doc: RichTextDocument): string {
  return doc.children.map(blockHtml).join('');
}
