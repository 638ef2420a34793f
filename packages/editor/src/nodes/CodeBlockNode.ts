import {
  $applyNodeReplacement,
  $createParagraphNode,
  ElementNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type ParagraphNode,
  type SerializedElementNode,
} from 'lexical';

/** The `block-code` node: a `<pre>` block (no highlighting, so no extra Lexical package). */
export class CodeBlockNode extends ElementNode {
  static override getType(): string {
    return 'code-block';
  }

  static override clone(node: CodeBlockNode): CodeBlockNode {
    return new CodeBlockNode(node.__key);
  }

  override createDOM(): HTMLElement {
    const pre = document.createElement('pre');
    pre.className = 'outpost-code-block';
    return pre;
  }

  override updateDOM(): false {
    return false;
  }

  static override importDOM(): DOMConversionMap | null {
    return { pre: () => ({ priority: 1, conversion: () => ({ node: $createCodeBlockNode() }) }) };
  }

  override exportDOM(): DOMExportOutput {
    return { element: document.createElement('pre') };
  }

  static override importJSON(json: SerializedElementNode): CodeBlockNode {
    return $createCodeBlockNode().updateFromJSON(json);
  }

  // Enter leaves the block; Shift+Enter adds a line break inside it.
  override insertNewAfter(): ParagraphNode {
    const paragraph = $createParagraphNode();
    this.insertAfter(paragraph);
    return paragraph;
  }

  override collapseAtStart(): boolean {
    const paragraph = $createParagraphNode();
    this.getChildren().forEach((child) => paragraph.append(child));
    this.replace(paragraph);
    return true;
  }
}

/** Creates a code block. */
export function $createCodeBlockNode(): CodeBlockNode {
  return $applyNodeReplacement(new CodeBlockNode());
}

/** True for a CodeBlockNode. */
export function $isCodeBlockNode(node: LexicalNode | null | undefined): node is CodeBlockNode {
  return node instanceof CodeBlockNode;
}
