import { MARKS, type InlineNode, type Mark, type TextLeaf } from './document.ts';

/** Parses an inline `style` attribute into lower-cased property → value pairs. */
export function parseStyle(style: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!style) return out;
  for (const decl of style.split(';')) {
    const colon = decl.indexOf(':');
    if (colon < 0) continue;
    const key = decl.slice(0, colon).trim().toLowerCase();
    const value = decl.slice(colon + 1).trim();
    if (key && value) out[key] = value;
  }
  return out;
}

type LeafStyle = Pick<TextLeaf, 'color' | 'backgroundColor' | 'fontSize' | 'fontFamily'>;

/** Formatting inherited by text while walking down inline elements. */
export class InlineFormat {
  constructor(
    private readonly marks: ReadonlySet<Mark>,
    private readonly style: LeafStyle,
  ) {}

  /** A copy with an element's style and tag mark applied. */
  with(style: Record<string, string>, mark?: Mark): InlineFormat {
    const marks = new Set(this.marks);
    if (mark) marks.add(mark);
    const weight = style['font-weight'];
    if (weight === 'bold' || (weight !== undefined && Number(weight) >= 600)) marks.add('bold');
    if (style['font-style'] === 'italic') marks.add('italic');
    const decoration = style['text-decoration'] ?? style['text-decoration-line'] ?? '';
    if (decoration.includes('underline')) marks.add('underline');
    if (decoration.includes('line-through')) marks.add('strikethrough');
    const next: LeafStyle = { ...this.style };
    if (style.color) next.color = style.color;
    if (style['background-color']) next.backgroundColor = style['background-color'];
    if (style['font-size']) next.fontSize = style['font-size'];
    if (style['font-family']) next.fontFamily = style['font-family'];
    return new InlineFormat(marks, next);
  }

  /** The leaf properties for text under this formatting (marks in canonical order). */
  leaf(): Omit<TextLeaf, 'text'> {
    const marks = MARKS.filter((m) => this.marks.has(m));
    return { ...(marks.length > 0 ? { marks } : {}), ...this.style };
  }
}

/** Formatting at the top of a block: no marks, no styles. */
export const InlineFormatRoot = new InlineFormat(new Set(), {});

function sameFormat(a: TextLeaf, b: TextLeaf): boolean {
  return (
    (a.marks ?? []).join() === (b.marks ?? []).join() &&
    a.color === b.color &&
    a.backgroundColor === b.backgroundColor &&
    a.fontSize === b.fontSize &&
    a.fontFamily === b.fontFamily
  );
}

/** Joins neighbouring text runs with identical formatting, so equal content has one shape. */
export function mergeLeaves<T extends InlineNode>(nodes: T[]): T[] {
  const out: T[] = [];
  for (const node of nodes) {
    const prev = out.at(-1);
    if (prev && !('type' in prev) && !('type' in node) && sameFormat(prev, node)) {
      out[out.length - 1] = { ...prev, text: prev.text + node.text };
    } else out.push(node);
  }
  return out;
}
