import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditorUiProvider } from '../context.tsx';
import { ImagePlugin } from '../plugins/ImagePlugin.tsx';
import { formatSource, type FormatterLanguage } from '../source/format-source.ts';
import { EditorInternalError } from './internal-error.ts';

// The third internal error of spec 002 §8.3, missing table structure, is tested in table-state.test.tsx.
describe('internal errors', () => {
  it('the image plugin without the image node registered', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const ui = { t: () => '', props: {}, container: null };
      expect(() =>
        render(
          <LexicalComposer
            initialConfig={{
              namespace: 'test',
              nodes: [],
              onError: (e) => {
                throw e;
              },
            }}
          >
            <EditorUiProvider value={ui}>
              <ImagePlugin />
            </EditorUiProvider>
          </LexicalComposer>,
        ),
      ).toThrow(EditorInternalError);
    } finally {
      quiet.mockRestore();
    }
  });

  it('an unsupported formatter language', async () => {
    await expect(formatSource('<a/>', 'json' as FormatterLanguage)).rejects.toThrow(EditorInternalError);
    await expect(formatSource('<a/>', 'json' as FormatterLanguage)).rejects.toThrow('Unsupported formatter language: json');
  });
});
