import { $isTextNode, TextNode, type DOMConversion, type DOMConversionMap, type DOMConversionOutput, type LexicalNode, type SerializedTextNode } from 'lexical';

// Styles Lexical's own importer drops but authors expect to keep when pasting (spec 002 §3.2).
const KEPT = ['color', 'background-color', 'font-size', 'font-family'] as const;

function keepStyles(original: ((el: HTMLElement) => DOMConversion | null) | undefined) {
  return (el: HTMLElement): DOMConversion | null => {
    const conversion = original?.(el);
    if (!conversion) return null;
    return {
      ...conversion,
      conversion: (node: HTMLElement): DOMConversionOutput | null => {
        const output = conversion.conversion(node);
        if (!output) return output;
        const extra = KEPT.map((p) => [p, node.style.getPropertyValue(p)] as const).filter(([, v]) => v !== '');
        if (extra.length === 0) return output;
        const forChild = output.forChild;
        return {
          ...output,
          forChild: (child: LexicalNode, parent) => {
            const result = forChild ? forChild(child, parent) : child;
            if ($isTextNode(result)) {
              const own = result.getStyle();
              const add = extra.filter(([p]) => !own.includes(`${p}:`)).map(([p, v]) => `${p}: ${v}`);
              if (add.length > 0) result.setStyle([own, ...add].filter(Boolean).join('; '));
            }
            return result;
          },
        };
      },
    };
  };
}

/** A text node whose HTML import keeps colour, background colour, font size and family. */
export class ExtendedTextNode extends TextNode {
  static override getType(): string {
    return 'extended-text';
  }

  static override clone(node: ExtendedTextNode): ExtendedTextNode {
    return new ExtendedTextNode(node.__text, node.__key);
  }

  static override importDOM(): DOMConversionMap | null {
    const base = TextNode.importDOM?.() ?? {};
    const map: DOMConversionMap = { ...base };
    for (const tag of ['span', 'b', 'strong', 'em', 'i', 'u', 's', 'code', 'sub', 'sup', 'mark']) {
      const original = base[tag];
      map[tag] = (el: HTMLElement) => {
        const wrapped = keepStyles(original as ((el: HTMLElement) => DOMConversion | null) | undefined)(el);
        return wrapped ? { ...wrapped, priority: 1 } : null;
      };
    }
    return map;
  }

  static override importJSON(serialized: SerializedTextNode): TextNode {
    return $createExtendedTextNode(serialized.text).updateFromJSON(serialized);
  }

  override isSimpleText(): boolean {
    return this.__type === 'extended-text' && this.__mode === 0;
  }
}

/** Creates an ExtendedTextNode. */
export function $createExtendedTextNode(text: string): ExtendedTextNode {
  return new ExtendedTextNode(text);
}
