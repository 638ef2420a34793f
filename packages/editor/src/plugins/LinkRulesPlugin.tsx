import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { LinkNode } from '@lexical/link';
import { useEffect } from 'react';
import { sanitizeLinkUrl } from '@outpost/rich-text/core';

/** Empty link text removes the link; every URL passes through the link sanitiser. */
export function LinkRulesPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerNodeTransform(LinkNode, (link) => {
        if (link.getTextContent() === '') {
          link.remove();
          return;
        }
        const url = link.getURL();
        const clean = sanitizeLinkUrl(url);
        if (clean !== url) link.setURL(clean);
      }),
    [editor],
  );
  return null;
}
