import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect, useRef } from 'react';
import { useEditorUi } from '../context.tsx';
import { $importHtml } from '../lib/html-io.ts';
import { createIdleWarmer, createIncrementalExporter } from '../lib/incremental-export.ts';

/** Loads `initialHtml` once and reports (debounced) canonical HTML and document JSON on change. */
export function HtmlIoPlugin() {
  const [editor] = useLexicalComposerContext();
  const { props } = useEditorUi();
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const delay = props.changeDebounceMs ?? 250;

  useEffect(() => {
    if (props.initialHtml) editor.update(() => $importHtml(editor, props.initialHtml ?? ''), { tag: 'history-merge' });
  }, [editor]); // eslint-disable-line react-hooks/exhaustive-deps -- initial value only

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const exporter = createIncrementalExporter(editor);
    const warmer = createIdleWarmer(exporter);
    warmer.start();
    const unregister = editor.registerUpdateListener((payload) => {
      if (payload.dirtyElements.size === 0 && payload.dirtyLeaves.size === 0) return;
      if (exporter.noteUpdate(payload)) warmer.start();
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { html, document } = exporter.export();
        onChange.current?.(html, document);
      }, delay);
    });
    return () => {
      clearTimeout(timer);
      warmer.stop();
      unregister();
    };
  }, [editor, delay]);
  return null;
}
