import {
  $applyNodeReplacement,
  TextNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type EditorConfig,
  type NodeKey,
  type SerializedTextNode,
  type Spread,
} from 'lexical';
import { mentionText } from '@outpost/rich-text/core';
import type { MentionSuggestion } from '../types.ts';

type MentionState = 'deleted' | 'forbidden' | undefined;

export type SerializedMentionNode = Spread<{ id: string; label: string; state?: 'deleted' | 'forbidden' }, SerializedTextNode>;

/** A mentioned user: shown as `@label`, exported as `@user:{id}` with a mention marker. */
export class MentionNode extends TextNode {
  __id: string;
  __label: string;
  __mentionState: MentionState;

  static override getType(): string {
    return 'mention';
  }

  static override clone(node: MentionNode): MentionNode {
    return new MentionNode(node.__id, node.__label, node.__mentionState, node.__key);
  }

  constructor(id: string, label: string, state?: MentionState, key?: NodeKey) {
    super(`@${label}`, key);
    this.__id = id;
    this.__label = label;
    this.__mentionState = state;
  }

  static override importJSON(json: SerializedMentionNode): MentionNode {
    return $createMentionNode({ id: json.id, label: json.label, ...(json.state ? { metadata: { state: json.state } } : {}) });
  }

  override exportJSON(): SerializedMentionNode {
    return { ...super.exportJSON(), id: this.__id, label: this.__label, ...(this.__mentionState ? { state: this.__mentionState } : {}) };
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    dom.className = 'outpost-mention';
    dom.dataset.mentionId = this.__id;
    if (this.__mentionState) dom.dataset.mentionState = this.__mentionState;
    return dom;
  }

  override exportDOM(): DOMExportOutput {
    const span = document.createElement('span');
    span.setAttribute('data-mention', 'user');
    span.setAttribute('data-mention-id', this.__id);
    span.setAttribute('data-mention-label', this.__label);
    if (this.__mentionState) span.setAttribute('data-mention-state', this.__mentionState);
    span.textContent = mentionText(this.__id);
    return { element: span };
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      span: (el: HTMLElement) => {
        if (!el.hasAttribute('data-mention')) return null;
        return {
          priority: 2,
          conversion: (node: HTMLElement) => {
            const state = node.getAttribute('data-mention-state');
            return {
              node: $createMentionNode({
                id: node.getAttribute('data-mention-id') ?? '',
                label: node.getAttribute('data-mention-label') ?? node.textContent ?? '',
                ...(state === 'deleted' || state === 'forbidden' ? { metadata: { state } } : {}),
              }),
            };
          },
        };
      },
    };
  }

  override isTextEntity(): true {
    return true;
  }

  override canInsertTextBefore(): boolean {
    return false;
  }

  override canInsertTextAfter(): boolean {
    return false;
  }
}

/** Creates a mention node for a suggestion (token mode: deleted as a whole). */
export function $createMentionNode(mention: MentionSuggestion): MentionNode {
  const node = new MentionNode(mention.id, mention.label, mention.metadata?.state);
  node.setMode('token').toggleDirectionless();
  return $applyNodeReplacement(node);
}
