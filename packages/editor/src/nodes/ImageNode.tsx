import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { JSX } from 'react';
import { RICH_TEXT_LIMITS } from '@outpost/rich-text/core';
import { ImageView } from './ImageView.tsx';

export interface ImagePayload {
  src: string;
  cid?: string;
  width?: number;
  /** 0 = inherit (follows the width). */
  height?: number;
  maxWidth?: number;
  alt?: string;
}

export type SerializedImageNode = Spread<Required<Omit<ImagePayload, 'alt'>> & { alt: string }, SerializedLexicalNode>;

/** An inline image: cid, src, maxWidth (default 1000), width, height (0 when inherited). */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __cid: string;
  __width: number;
  __height: number;
  __maxWidth: number;
  __alt: string;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.toPayload(), node.__key);
  }

  constructor(payload: ImagePayload, key?: NodeKey) {
    super(key);
    this.__src = payload.src;
    this.__cid = payload.cid ?? '';
    this.__width = payload.width ?? 0;
    this.__height = payload.height ?? 0;
    this.__maxWidth = payload.maxWidth ?? RICH_TEXT_LIMITS.imageDefaultMaxWidth;
    this.__alt = payload.alt ?? '';
  }

  /** The node's fields as a plain object. */
  toPayload(): Required<ImagePayload> {
    const self = this.getLatest();
    return { src: self.__src, cid: self.__cid, width: self.__width, height: self.__height, maxWidth: self.__maxWidth, alt: self.__alt };
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json);
  }

  override exportJSON(): SerializedImageNode {
    return { type: 'image', version: 1, ...this.toPayload() };
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      img: () => ({
        priority: 0,
        conversion: (el: HTMLElement) => {
          const img = el as HTMLImageElement;
          return {
            node: $createImageNode({
              src: img.getAttribute('src') ?? '',
              cid: img.getAttribute('data-cid') ?? '',
              width: Number(img.getAttribute('width')) || 0,
              height: Number(img.getAttribute('height')) || 0,
              alt: img.getAttribute('alt') ?? '',
            }),
          };
        },
      }),
    };
  }

  override exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    const p = this.toPayload();
    img.setAttribute('data-cid', p.cid);
    img.setAttribute('src', p.src);
    // Unknown size (0) stays unset, so the image shows at its own size; `0` would draw nothing.
    if (p.width > 0) img.setAttribute('width', String(p.width));
    if (p.height > 0) img.setAttribute('height', String(p.height));
    if (p.alt) img.setAttribute('alt', p.alt);
    return { element: img };
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const span = document.createElement('span');
    span.className = config.theme.image ?? 'outpost-image';
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  setSize(width: number, height: number): void {
    const w = this.getWritable();
    w.__width = width;
    w.__height = height;
  }

  setUploaded(cid: string, src?: string): void {
    const w = this.getWritable();
    w.__cid = cid;
    if (src) w.__src = src;
  }

  override decorate(): JSX.Element {
    return <ImageView nodeKey={this.getKey()} {...this.toPayload()} />;
  }
}

/** Creates an image node. */
export function $createImageNode(payload: ImagePayload): ImageNode {
  return $applyNodeReplacement(new ImageNode(payload));
}

/** True for an ImageNode. */
export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
