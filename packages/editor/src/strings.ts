/** Every user-visible English text of the editor; hosts override or translate by key. */
export const EN_STRINGS = {
  paragraph: 'Normal', h1: 'Heading 1', h2: 'Heading 2', h3: 'Heading 3', h4: 'Heading 4',
  bullet: 'Bulleted list', number: 'Numbered list', quote: 'Quote', code: 'Code block',
  blockType: 'Block type', fontFamily: 'Font family', fontSize: 'Font size',
  textColour: 'Text colour', backgroundColour: 'Background colour',
  alignLeft: 'Align left', alignCenter: 'Align centre', alignRight: 'Align right', alignJustify: 'Justify',
  indent: 'Indent', outdent: 'Outdent', source: 'Source', insert: 'Insert',
  bold: 'Bold', italic: 'Italic', underline: 'Underline', strikethrough: 'Strikethrough', inlineCode: 'Code',
  link: 'Link', undo: 'Undo', redo: 'Redo',
  table: 'Table', image: 'Image', attachment: 'Attachment', horizontalRule: 'Horizontal rule',
  insertTable: 'Insert table', rows: 'Rows', columns: 'Columns', insertButton: 'Insert', cancel: 'Cancel',
  gridSize: '{{rows}} × {{columns}}',
  cellMenu: 'Cell options', insertRowAbove: 'Insert row above', insertRowBelow: 'Insert row below',
  insertColumnLeft: 'Insert column left', insertColumnRight: 'Insert column right',
  deleteRow: 'Delete row', deleteColumn: 'Delete column', deleteTable: 'Delete table',
  toggleHeaderRow: 'Toggle header row', toggleHeaderColumn: 'Toggle header column',
  mergeCells: 'Merge cells', unmergeCells: 'Unmerge cells',
  resizeColumn: 'Resize column', resizeRow: 'Resize row', resizeImage: 'Resize image',
  editLink: 'Edit link', removeLink: 'Remove link', saveLink: 'Save', linkUrl: 'URL', invalidUrl: 'Enter a valid URL',
  hex: 'Hex', preview: 'Preview', apply: 'Apply', submit: 'Submit',
  attachments: 'Attachments', download: 'Download', previewAttachment: 'Preview', removeAttachment: 'Remove',
  uploading: 'Uploading {{name}}', fileTooSmall: 'Minimum file size is 1 byte',
  fileTooLarge: 'Maximum file size is {{size}} MiB', fileTypeNotAllowed: 'This file type is not allowed',
  unsupportedTitle: 'Unsupported HTML elements',
  unsupportedText: 'This content contains the following unsupported HTML elements: {{elements}}',
  mentionNoResults: 'No users found', mentionDeleted: 'Deleted technician', mentionForbidden: 'Not permitted to view',
  placeholder: 'Write something…', editorLabel: 'Rich-text editor', sourceLabel: 'HTML source',
  formatting: 'Formatting',
} as const;

export type EditorStringKey = keyof typeof EN_STRINGS;
export type EditorStrings = Record<EditorStringKey, string>;

/** Replaces `{{name}}` placeholders. */
export function interpolate(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
