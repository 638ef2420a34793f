import { RICH_TEXT_LIMITS } from '@outpost/rich-text/core';
import { EditorInternalError } from '../lib/internal-error.ts';

export type FormatterLanguage = 'html' | 'xml';

/**
 * Pretty-prints HTML (print width 120) or XML (tab width 2). Prettier is imported on first use
 * so it never lands in the editor's initial bundle.
 */
export async function formatSource(source: string, language: FormatterLanguage): Promise<string> {
  if (language !== 'html' && language !== 'xml') throw new EditorInternalError(`Unsupported formatter language: ${String(language)}`);
  const [{ format }, html] = await Promise.all([import('prettier/standalone'), import('prettier/plugins/html')]);
  const options = language === 'html' ? { printWidth: RICH_TEXT_LIMITS.formatterPrintWidth } : { tabWidth: RICH_TEXT_LIMITS.formatterXmlTabWidth };
  return format(source, { parser: 'html', plugins: [html], htmlWhitespaceSensitivity: 'ignore', ...options });
}
