import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $generateNodesFromDOM } from '@lexical/html';
import { $getSelection, $insertNodes, $isRangeSelection, COMMAND_PRIORITY_HIGH, PASTE_COMMAND } from 'lexical';
import { useEffect, useRef } from 'react';
import { useEditorUi } from '../context.tsx';
import { readAsDataUrl } from '../lib/files.ts';
import { insertImageFile } from './ImagePlugin.tsx';

/** Rewrites `file:` image sources in pasted HTML to the clipboard's image files as base64. */
export async function inlineLocalImages(html: string, files: readonly File[]): Promise<string> {
  const images = files.filter((f) => f.type.startsWith('image/'));
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const locals = [...doc.querySelectorAll('img')].filter((img) => /^file:/i.test(img.getAttribute('src') ?? ''));
  for (const [i, img] of locals.entries()) {
    const file = images[i];
    if (file) img.setAttribute('src', await readAsDataUrl(file));
    else img.remove();
  }
  return doc.body.innerHTML;
}

/** Paste: local-file images become inline base64 images; pasted image files are uploaded. */
export function PastePlugin() {
  const [editor] = useLexicalComposerContext();
  const { props } = useEditorUi();
  const host = useRef(props);
  host.current = props;
  useEffect(
    () =>
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const data = 'clipboardData' in event ? event.clipboardData : null;
          if (!data) return false;
          const html = data.getData('text/html');
          const files = [...data.files];
          if (html && /<img[^>]+src=["']?file:/i.test(html)) {
            event.preventDefault();
            void inlineLocalImages(html, files).then((clean) =>
              editor.update(() => {
                const nodes = $generateNodesFromDOM(editor, new DOMParser().parseFromString(clean, 'text/html'));
                if ($isRangeSelection($getSelection())) $insertNodes(nodes);
              }),
            );
            return true;
          }
          if (!html && files.some((f) => f.type.startsWith('image/')) && host.current.onImageUpload) {
            event.preventDefault();
            for (const file of files) if (file.type.startsWith('image/')) void insertImageFile(editor, file, host.current);
            return true;
          }
          return false;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );
  return null;
}
