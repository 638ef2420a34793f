import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { useLexicalNodeSelection } from '@lexical/react/useLexicalNodeSelection';
import { $getNodeByKey, CLICK_COMMAND, COMMAND_PRIORITY_LOW } from 'lexical';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useEditorUi } from '../context.tsx';
import { clampImageSize, IMAGE_HANDLES } from '../lib/sizes.ts';
import { $isImageNode } from './ImageNode.tsx';

interface Props {
  nodeKey: string;
  src: string;
  width: number;
  height: number;
  maxWidth: number;
  alt: string;
}

/** Renders an image with its 8 resize handles while selected and editable. */
export function ImageView({ nodeKey, src, width, height, maxWidth, alt }: Props) {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const { t, container } = useEditorUi();
  const [selected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);
  const imgRef = useRef<HTMLImageElement>(null);
  const [draft, setDraft] = useState<{ width: number; height: number } | null>(null);

  useEffect(
    () =>
      editor.registerCommand(
        CLICK_COMMAND,
        (event: MouseEvent) => {
          if (event.target !== imgRef.current) return false;
          if (!event.shiftKey) clearSelection();
          setSelected(true);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor, clearSelection, setSelected],
  );

  const startResize = (handle: (typeof IMAGE_HANDLES)[number], start: ReactPointerEvent) => {
    start.preventDefault();
    start.stopPropagation();
    const img = imgRef.current;
    if (!img) return;
    const from = { x: start.clientX, y: start.clientY, width: img.offsetWidth, height: img.offsetHeight };
    const bounds = { width: container?.clientWidth ?? 1000, height: container?.clientHeight ?? 1000 };
    let latest = { width: from.width, height: from.height };
    const move = (e: PointerEvent) => {
      latest = clampImageSize(
        { width: from.width + handle.dx * (e.clientX - from.x), height: from.height + handle.dy * (e.clientY - from.y) },
        bounds,
        maxWidth,
      );
      // Edge handles change one dimension only.
      if (handle.dx === 0) latest.width = Math.round(from.width);
      if (handle.dy === 0) latest.height = Math.round(from.height);
      setDraft(latest);
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      setDraft(null);
      editor.update(() => {
        const node = $getNodeByKey(nodeKey);
        if ($isImageNode(node)) node.setSize(latest.width, handle.dy === 0 && height === 0 ? 0 : latest.height);
      });
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  const w = draft?.width ?? (width || undefined);
  const h = draft?.height ?? (height || undefined);
  return (
    <span className={`outpost-image-wrap${selected && editable ? ' is-selected' : ''}`} data-testid="editor-image">
      <img ref={imgRef} src={src} alt={alt} draggable={false} style={{ width: w, height: h ?? 'auto', maxWidth: '100%' }} />
      {selected &&
        editable &&
        IMAGE_HANDLES.map((handle) => (
          <span
            key={handle.id}
            role="presentation"
            aria-label={t('resizeImage')}
            data-handle={handle.id}
            className={`outpost-image-handle outpost-image-handle-${handle.id}`}
            onPointerDown={(e) => startResize(handle, e)}
          />
        ))}
    </span>
  );
}
