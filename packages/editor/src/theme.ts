import type { EditorThemeClasses } from 'lexical';

/** Class names Lexical puts on the content; styles live in editor.css. */
export const editorTheme: EditorThemeClasses = {
  paragraph: 'oe-p',
  quote: 'oe-quote',
  heading: { h1: 'oe-h1', h2: 'oe-h2', h3: 'oe-h3', h4: 'oe-h4' },
  list: {
    ul: 'oe-ul',
    ol: 'oe-ol',
    listitem: 'oe-li',
    nested: { listitem: 'oe-li-nested' },
  },
  link: 'oe-link',
  text: {
    bold: 'oe-bold',
    italic: 'oe-italic',
    underline: 'oe-underline',
    strikethrough: 'oe-strike',
    underlineStrikethrough: 'oe-underline-strike',
    code: 'oe-code',
    subscript: 'oe-sub',
    superscript: 'oe-sup',
  },
  table: 'oe-table',
  tableRow: 'oe-tr',
  tableCell: 'oe-td',
  tableCellHeader: 'oe-th',
  tableSelection: 'oe-table-selection',
  tableCellSelected: 'oe-td-selected',
  hr: 'oe-hr',
  image: 'oe-image',
};
