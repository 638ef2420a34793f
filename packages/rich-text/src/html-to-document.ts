import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import type {
  Alignment,
  BlockNode,
  HeadingType,
  InlineNode,
  ListItemNode,
  ListNode,
  Mark,
  RichTextDocument,
  TableCellNode,
  TableNode,
  TableRowNode,
  TextLeaf,
} from './document.ts';
import { parseTableHeader } from './table-header.ts';
import { InlineFormatRoot, mergeLeaves, parseStyle, type InlineFormat } from './inline-format.ts';

const HEADINGS: Record<string, HeadingType> = {
  h1: 'heading-one',
  h2: 'heading-two',
  h3: 'heading-three',
  h4: 'heading-four',
};
const MARK_TAGS: Record<string, Mark> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  code: 'code',
  sub: 'subscript',
  sup: 'superscript',
};
const BLOCK_TAGS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'ul', 'ol', 'table', 'hr', 'li']);

function isElement(node: ChildNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function px(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? Math.round(n) : undefined;
}

function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data;
  if (isElement(node)) {
    if (node.name === 'br') return '\n';
    return node.children.map(textOf).join('');
  }
  return '';
}

/** Inline content of `nodes` under the formatting `format`; block children become line breaks. */
function parseInlines(nodes: ChildNode[], format: InlineFormat): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      const text = node.data.replace(/\s+/g, ' ');
      if (text) out.push({ text, ...format.leaf() });
      continue;
    }
    if (!isElement(node)) continue;
    const name = node.name;
    const style = parseStyle(node.attribs.style);
    if (name === 'br') out.push({ type: 'line-break' });
    else if (name === 'img') out.push(parseImage(node));
    else if (name === 'span' && node.attribs['data-mention'] !== undefined) {
      const id = node.attribs['data-mention-id'] ?? '';
      const state = node.attribs['data-mention-state'];
      out.push({
        type: 'mention',
        id,
        label: node.attribs['data-mention-label'] ?? textOf(node),
        ...(state === 'deleted' || state === 'forbidden' ? { metadata: { state } } : {}),
      });
    } else if (name === 'a') {
      const children = parseInlines(node.children, format.with(style)).filter((c): c is TextLeaf => !('type' in c));
      const url = node.attribs.href ?? '';
      out.push({ type: node.attribs['data-node'] === 'button' ? 'button' : 'link', url, children: mergeLeaves(children) });
    } else if (BLOCK_TAGS.has(name)) {
      if (out.length > 0) out.push({ type: 'line-break' });
      out.push(...parseInlines(node.children, format.with(style)));
    } else {
      const mark = MARK_TAGS[name];
      out.push(...parseInlines(node.children, format.with(style, mark)));
    }
  }
  return mergeLeaves(out);
}

function parseImage(node: Element): InlineNode {
  const style = parseStyle(node.attribs.style);
  const cid = node.attribs['data-cid'];
  const attachment = node.attribs['data-attachment'];
  const maxWidth = px(node.attribs['data-max-width']);
  const alt = node.attribs.alt;
  return {
    type: 'image',
    url: node.attribs.src ?? '',
    width: px(node.attribs.width) ?? px(style.width) ?? 0,
    height: px(node.attribs.height) ?? px(style.height) ?? 0,
    ...(cid ? { uri: cid } : {}),
    ...(attachment ? { attachment } : {}),
    ...(maxWidth ? { maxWidth } : {}),
    ...(alt ? { alt } : {}),
  };
}

function blockAttrs(el: Element): { align?: Alignment; indent?: number } {
  const style = parseStyle(el.attribs.style);
  const align = style['text-align'];
  const pad = px(style['padding-inline-start'] ?? style['margin-left']);
  return {
    ...(align === 'left' || align === 'center' || align === 'right' || align === 'justify' ? { align } : {}),
    ...(pad && pad >= 40 ? { indent: Math.round(pad / 40) } : {}),
  };
}

/** An empty paragraph is exported as `<p><br></p>`; read it back as empty. */
function inlineChildren(el: Element, format: InlineFormat): InlineNode[] {
  const children = parseInlines(el.children, format.with(parseStyle(el.attribs.style)));
  return children.length === 1 && 'type' in children[0]! && children[0].type === 'line-break' ? [] : children;
}

function parseList(el: Element, depth: number): ListNode {
  const items: ListItemNode[] = [];
  for (const child of el.children) {
    if (!isElement(child)) continue;
    if (child.name === 'ul' || child.name === 'ol') {
      // A list directly inside a list belongs to the previous item.
      const nested = parseList(child, depth + 1);
      const last = items.at(-1);
      if (last) last.children.push(nested);
      else items.push({ type: 'list-item', children: [nested] });
      continue;
    }
    const inline: ChildNode[] = [];
    const nested: ListNode[] = [];
    for (const c of child.children) {
      if (isElement(c) && (c.name === 'ul' || c.name === 'ol')) nested.push(parseList(c, depth + 1));
      else inline.push(c);
    }
    const content = parseInlines(inline, emptyFormat()).filter((n) => !('text' in n) || n.text.trim() !== '' || inline.length === 1);
    items.push({ type: 'list-item', children: [...content, ...nested] });
  }
  const start = Number.parseInt(el.attribs.start ?? '1', 10);
  return {
    type: el.name === 'ol' ? 'numbered-list' : 'bulleted-list',
    depth,
    ...(el.name === 'ol' && start > 1 ? { start } : {}),
    children: items,
  };
}

function parseCell(el: Element): TableCellNode {
  const style = parseStyle(el.attribs.style);
  const header = parseTableHeader(el.name, el.attribs);
  const width = px(style.width) ?? px(el.attribs.width);
  const blocks = parseBlocks(el.children, 0);
  return {
    type: header.row || header.column ? 'table-header' : 'table-cell',
    colSpan: Math.max(1, Number.parseInt(el.attribs.colspan ?? '1', 10) || 1),
    rowSpan: Math.max(1, Number.parseInt(el.attribs.rowspan ?? '1', 10) || 1),
    header,
    ...(width ? { width } : {}),
    ...(style['background-color'] ? { backgroundColor: style['background-color'] } : {}),
    children: blocks.length > 0 ? blocks : [{ type: 'paragraph', children: [] }],
  };
}

function parseTable(el: Element): TableNode {
  const rows: TableRowNode[] = [];
  const colWidths: number[] = [];
  const visit = (nodes: ChildNode[]): void => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (node.name === 'tr') {
        const cells = node.children
          .filter(isElement)
          .filter((c) => c.name === 'td' || c.name === 'th')
          .map(parseCell);
        const height = px(parseStyle(node.attribs.style).height);
        rows.push({ type: 'table-row', ...(height ? { height } : {}), children: cells });
      } else if (node.name === 'col') {
        colWidths.push(px(node.attribs.width) ?? px(parseStyle(node.attribs.style).width) ?? 0);
      } else if (['tbody', 'thead', 'tfoot', 'colgroup'].includes(node.name)) {
        visit(node.children);
      }
    }
  };
  visit(el.children);
  return {
    type: 'table',
    ...(colWidths.some((w) => w > 0) ? { colWidths } : {}),
    children: [{ type: 'table-body', children: rows }],
  };
}

function parseBlocks(nodes: ChildNode[], depth: number): BlockNode[] {
  const blocks: BlockNode[] = [];
  let pending: ChildNode[] = [];
  const flush = (): void => {
    const inlines = parseInlines(pending, emptyFormat());
    pending = [];
    if (!inlines.some((n) => !('text' in n) || n.text.trim() !== '')) return;
    const onlyBreak = inlines.length === 1 && 'type' in inlines[0]! && inlines[0].type === 'line-break';
    blocks.push({ type: 'paragraph', children: onlyBreak ? [] : inlines });
  };
  for (const node of nodes) {
    if (!isElement(node) || !BLOCK_TAGS.has(node.name)) {
      pending.push(node);
      continue;
    }
    flush();
    const name = node.name;
    const heading = HEADINGS[name];
    if (name === 'ul' || name === 'ol') blocks.push(parseList(node, depth));
    else if (name === 'table') blocks.push(parseTable(node));
    else if (name === 'hr') blocks.push({ type: 'horizontal-rule' });
    else if (name === 'pre') {
      const language = node.attribs['data-language'];
      const text = textOf(node);
      blocks.push({ type: 'block-code', ...(language ? { language } : {}), children: text ? [{ text }] : [] });
    } else if (heading) blocks.push({ type: heading, ...blockAttrs(node), children: inlineChildren(node, emptyFormat()) });
    else if (name === 'blockquote') blocks.push({ type: 'block-quote', ...blockAttrs(node), children: inlineChildren(node, emptyFormat()) });
    else if ((name === 'div' || name === 'li') && node.children.some((c) => isElement(c) && BLOCK_TAGS.has(c.name))) {
      blocks.push(...parseBlocks(node.children, depth));
    } else blocks.push({ type: 'paragraph', ...blockAttrs(node), children: inlineChildren(node, emptyFormat()) });
  }
  flush();
  return blocks;
}

function emptyFormat(): InlineFormat {
  return InlineFormatRoot;
}

/** Parses (already sanitised) HTML into the document model of spec 002 §3.2. */
export function htmlToDocument(html: string): RichTextDocument {
  const dom = parseDocument(html, { decodeEntities: true });
  return { type: 'document', children: parseBlocks(dom.children, 0) };
}
