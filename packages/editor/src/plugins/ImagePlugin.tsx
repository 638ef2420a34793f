import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { $getNodeByKey, $insertNodes, COMMAND_PRIORITY_EDITOR, COMMAND_PRIORITY_HIGH, createCommand, DROP_COMMAND, type LexicalEditor } from 'lexical';
import { useEffect, useRef } from 'react';
import { checkImageFile } from '@outpost/rich-text/core';
import { useEditorUi } from '../context.tsx';
import type { EditorHostCallbacks } from '../types.ts';
import { $createImageNode, $isImageNode, ImageNode, type ImagePayload } from '../nodes/ImageNode.tsx';
import { dataUrlToFile, readAsDataUrl } from '../lib/files.ts';
import { EditorInternalError } from '../lib/internal-error.ts';

/** Inserts an image node at the selection. */
export const INSERT_IMAGE_COMMAND = createCommand<ImagePayload>('INSERT_IMAGE_COMMAND');

/** Checks an image file and inserts it as a data URL; ImagePlugin then uploads it. */
export async function insertImageFile(editor: LexicalEditor, file: File, host: EditorHostCallbacks): Promise<void> {
  const violation = checkImageFile(file);
  if (violation) {
    host.onImageUploadError?.(new Error(violation.message), file);
    return;
  }
  const src = await readAsDataUrl(file);
  editor.dispatchCommand(INSERT_IMAGE_COMMAND, { src });
}

/** Image insertion, drop, and the upload of any image that has a src but no cid yet. */
export function ImagePlugin() {
  const [editor] = useLexicalComposerContext();
  const { props } = useEditorUi();
  const host = useRef(props);
  host.current = props;

  useEffect(() => {
    if (!editor.hasNodes([ImageNode])) throw new EditorInternalError('ImagePlugin: ImageNode not registered on editor');
    const uploading = new Set<string>();
    const upload = async (key: string, src: string) => {
      const { onImageUpload, onImageUploadError, imageContentIdKey = 'contentId', imageUrlKey = 'url' } = host.current;
      const file = dataUrlToFile(src, 'image');
      if (!onImageUpload || !file) return;
      uploading.add(key);
      try {
        const answer = await onImageUpload(file);
        const cid = answer[imageContentIdKey];
        const url = answer[imageUrlKey];
        editor.update(() => {
          const node = $getNodeByKey(key);
          if ($isImageNode(node) && typeof cid === 'string') node.setUploaded(cid, typeof url === 'string' ? url : undefined);
        });
      } catch (error) {
        onImageUploadError?.(error, file);
        editor.update(() => $getNodeByKey(key)?.remove());
      } finally {
        uploading.delete(key);
      }
    };
    return mergeRegister(
      editor.registerCommand(
        INSERT_IMAGE_COMMAND,
        (payload) => {
          $insertNodes([$createImageNode({ ...payload, maxWidth: host.current.maxImageWidth ?? payload.maxWidth })]);
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
      editor.registerMutationListener(ImageNode, (mutations) => {
        editor.getEditorState().read(() => {
          for (const [key, kind] of mutations) {
            if (kind === 'destroyed' || uploading.has(key)) continue;
            const node = $getNodeByKey(key);
            if ($isImageNode(node) && !node.__cid && node.__src.startsWith('data:')) void upload(key, node.__src);
          }
        });
      }),
      editor.registerCommand(
        DROP_COMMAND,
        (event: DragEvent) => {
          const files = [...(event.dataTransfer?.files ?? [])].filter((f) => f.type.startsWith('image/'));
          if (files.length === 0 || !host.current.onImageUpload) return false;
          event.preventDefault();
          for (const file of files) void insertImageFile(editor, file, host.current);
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    );
  }, [editor]);
  return null;
}
