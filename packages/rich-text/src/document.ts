/** Text marks of spec 002 §3.2 (sub/superscript are kept too since their tags are allowed). */
export const MARKS = ['bold', 'italic', 'underline', 'strikethrough', 'code', 'subscript', 'superscript'] as const;
export type Mark = (typeof MARKS)[number];

export type Alignment = 'left' | 'center' | 'right' | 'justify';

/** A run of text with its marks and the extended-text styles kept from pasted HTML. */
export interface TextLeaf {
  text: string;
  marks?: Mark[];
  color?: string;
  backgroundColor?: string;
  fontSize?: string;
  fontFamily?: string;
}

export interface LineBreak {
  type: 'line-break';
}

export interface MentionNode {
  type: 'mention';
  id: string;
  label: string;
  /** A mention may point at a deleted technician or one not allowed to view the item. */
  metadata?: { state?: 'deleted' | 'forbidden' };
}

export interface LinkNode {
  type: 'link';
  url: string;
  children: TextLeaf[];
}

/** A call-to-action link rendered as a button. */
export interface ButtonNode {
  type: 'button';
  url: string;
  children: TextLeaf[];
}

export interface ImageNode {
  type: 'image';
  /** Content id the host gave the upload. */
  uri?: string;
  /** The image source. */
  url: string;
  width: number;
  /** 0 means the height follows the width (inherit). */
  height: number;
  attachment?: string;
  maxWidth?: number;
  alt?: string;
}

export type InlineNode = TextLeaf | LineBreak | MentionNode | LinkNode | ButtonNode | ImageNode;

interface BlockBase {
  align?: Alignment;
  indent?: number;
  children: InlineNode[];
}

export interface ParagraphNode extends BlockBase {
  type: 'paragraph';
}
export type HeadingType = 'heading-one' | 'heading-two' | 'heading-three' | 'heading-four';
export interface HeadingNode extends BlockBase {
  type: HeadingType;
}
export interface BlockQuoteNode extends BlockBase {
  type: 'block-quote';
}
export interface BlockCodeNode {
  type: 'block-code';
  language?: string;
  children: TextLeaf[];
}
export interface HorizontalRuleNode {
  type: 'horizontal-rule';
}

export interface ListItemNode {
  type: 'list-item';
  /** Inline content followed by at most nested lists. */
  children: (InlineNode | ListNode)[];
}

export interface ListNode {
  type: 'bulleted-list' | 'numbered-list';
  /** Nesting depth, 0 for a top-level list (at most 7 levels). */
  depth: number;
  start?: number;
  children: ListItemNode[];
}

export interface TableCellNode {
  type: 'table-cell' | 'table-header';
  colSpan: number;
  rowSpan: number;
  header: { row: boolean; column: boolean };
  width?: number;
  backgroundColor?: string;
  children: BlockNode[];
}

export interface TableRowNode {
  type: 'table-row';
  height?: number;
  children: TableCellNode[];
}
export interface TableBodyNode {
  type: 'table-body';
  children: TableRowNode[];
}
export interface TableNode {
  type: 'table';
  colWidths?: number[];
  children: [TableBodyNode];
}

export type BlockNode = ParagraphNode | HeadingNode | BlockQuoteNode | BlockCodeNode | HorizontalRuleNode | ListNode | TableNode;

/** A whole rich-text document. */
export interface RichTextDocument {
  type: 'document';
  children: BlockNode[];
}

/** True for a text run (it has no `type`). */
export function isTextLeaf(node: InlineNode | ListNode): node is TextLeaf {
  return !('type' in node);
}
