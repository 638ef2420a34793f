import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { RichTextEditor } from '../RichTextEditor.tsx';
import type { RichTextEditorProps } from '../types.ts';

/** Renders the editor inside a MantineProvider, as a host app would. */
export function renderEditor(props: RichTextEditorProps = {}) {
  return render(
    <MantineProvider>
      <RichTextEditor changeDebounceMs={0} {...props} />
    </MantineProvider>,
  );
}
