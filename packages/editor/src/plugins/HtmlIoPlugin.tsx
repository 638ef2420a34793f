import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect, useRef } from 'react';
import { useEditorUi } from '../context.tsx';
import { $importHtml } from '../lib/html-io.ts';
import { createIdleWarmer, createIncrementalExporter } from '../lib/incremental-export.ts';

/**
 * Loads `initialHtml` once and reports (debounced) canonical HTML and document JSON on change.
 * A pending report is sent at once when the editor loses the focus, when the form it sits in is
 * submitted (before the form's own handler) and when the editor unmounts: a person who types and
 * clicks Apply, presses Enter or closes the dialog straight away loses no words.
 */
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
    const report = () => {
      timer = undefined;
      const { html, document } = exporter.export();
      onChange.current?.(html, document);
    };
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      report();
    };
    const unregister = editor.registerUpdateListener((payload) => {
      if (payload.dirtyElements.size === 0 && payload.dirtyLeaves.size === 0) return;
      if (exporter.noteUpdate(payload)) warmer.start();
      clearTimeout(timer);
      timer = setTimeout(report, delay);
    });
    let form: HTMLFormElement | null = null;
    const unregisterRoot = editor.registerRootListener((root, previous) => {
      previous?.removeEventListener('focusout', flush);
      form?.removeEventListener('submit', flush, true);
      root?.addEventListener('focusout', flush);
      // Capture on the form runs before React's submit handler, which listens at the app's root.
      form = root?.closest('form') ?? null;
      form?.addEventListener('submit', flush, true);
    });
    return () => {
      flush();
      unregisterRoot();
      form?.removeEventListener('submit', flush, true);
      warmer.stop();
      unregister();
    };
  }, [editor, delay]);
  return null;
}
