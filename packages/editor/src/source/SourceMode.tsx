import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { Alert } from '@mantine/core';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { findUnsupportedElements } from '@outpost/rich-text/core';
import { useEditorUi } from '../context.tsx';
import { $exportRawHtml, $importHtml, canonicalise } from '../lib/html-io.ts';
import { formatSource } from './format-source.ts';

interface SourceMode {
  active: boolean;
  toggle(): Promise<void>;
}

const Ctx = createContext<SourceMode | null>(null);
const TextCtx = createContext<{ text: string; setText(v: string): void; unsupported: string[] } | null>(null);

/** Source mode: on shows formatted HTML; off parses it back unless it holds unsupported elements. */
export function SourceModeProvider({ children }: { children: ReactNode }) {
  const [editor] = useLexicalComposerContext();
  const [active, setActive] = useState(false);
  const [text, setText] = useState('');
  const [unsupported, setUnsupported] = useState<string[]>([]);

  const toggle = useCallback(async () => {
    if (!active) {
      const { html } = canonicalise(editor.read(() => $exportRawHtml(editor)));
      setText(await formatSource(html, 'html').catch(() => html));
      setUnsupported([]);
      setActive(true);
      return;
    }
    const found = findUnsupportedElements(text);
    setUnsupported(found);
    if (found.length > 0) return;
    editor.update(() => $importHtml(editor, text));
    setActive(false);
  }, [active, editor, text]);

  const mode = useMemo(() => ({ active, toggle }), [active, toggle]);
  const source = useMemo(() => ({ text, setText, unsupported }), [text, unsupported]);
  return (
    <Ctx.Provider value={mode}>
      <TextCtx.Provider value={source}>{children}</TextCtx.Provider>
    </Ctx.Provider>
  );
}

/** Whether source mode is on, and the toggle. */
export function useSourceMode(): SourceMode {
  const value = useContext(Ctx);
  if (!value) throw new Error('useSourceMode outside SourceModeProvider');
  return value;
}

/** Shows the HTML source editor instead of `children` (kept mounted) while source mode is on. */
export function SourceModeView({ children }: { children: ReactNode }) {
  const { active } = useSourceMode();
  const source = useContext(TextCtx);
  const { t } = useEditorUi();
  return (
    <>
      <div style={{ display: active ? 'none' : undefined }}>{children}</div>
      {active && source && (
        <div>
          {source.unsupported.length > 0 && (
            <Alert color="yellow" title={t('unsupportedTitle')} role="alert">
              {t('unsupportedText', { elements: source.unsupported.join(', ') })}
            </Alert>
          )}
          <textarea
            className="outpost-source"
            aria-label={t('sourceLabel')}
            data-language="html"
            spellCheck={false}
            rows={24}
            value={source.text}
            onChange={(e) => source.setText(e.currentTarget.value)}
          />
        </div>
      )}
    </>
  );
}
