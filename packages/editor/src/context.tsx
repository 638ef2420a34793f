import { createContext, useContext, type ReactNode } from 'react';
import { EN_STRINGS, interpolate, type EditorStringKey } from './strings.ts';
import type { RichTextEditorProps } from './types.ts';

/** Resolves a text key to the host's translation or override, then the English default. */
export type Translate = (key: EditorStringKey, vars?: Record<string, string | number>) => string;

/** Builds the translator from the `t` and `strings` props. */
export function createTranslate(props: Pick<RichTextEditorProps, 't' | 'strings'>): Translate {
  return (key, vars) => {
    const fallback = props.strings?.[key] ?? EN_STRINGS[key];
    if (props.t) return props.t(`editor.${key}`, { defaultValue: fallback, ...vars });
    return interpolate(fallback, vars);
  };
}

export interface EditorUi {
  t: Translate;
  props: RichTextEditorProps;
  /** The element around the content, for sizes and positioning. */
  container: HTMLDivElement | null;
}

const UiContext = createContext<EditorUi | null>(null);

/** Provides texts, host callbacks and the container to every editor piece. */
export function EditorUiProvider({ value, children }: { value: EditorUi; children: ReactNode }) {
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

/** The editor's texts, props and container. */
export function useEditorUi(): EditorUi {
  const ui = useContext(UiContext);
  if (!ui) throw new Error('Editor pieces must be rendered inside RichTextEditor');
  return ui;
}
