/** Business constants of the rich-text editor (spec 002 §9). */
export const RICH_TEXT_LIMITS = {
  tableMaxRows: 50,
  tableMaxColumns: 10,
  tableDefaultSize: 5,
  tableGridPickerSize: 6,
  fileMaxBytes: 20 * 1024 * 1024,
  fileMaxMiB: 20,
  fileMinBytes: 1,
  mentionMaxSuggestions: 5,
  mentionDebounceMs: 500,
  mentionMaxQueryLength: 50,
  mentionMaxQueryLengthWithPunctuation: 75,
  imageDefaultMaxWidth: 1000,
  imageMinSize: 100,
  /** Images may grow to the editor's size minus this margin. */
  imageEditorMargin: 20,
  columnMinWidth: 50,
  rowMinHeight: 33,
  listMaxDepth: 7,
  editorMinHeight: 586,
  emailEditorMaxHeight: 450,
  colourPickerWidth: 214,
  defaultColour: '#121212',
  dropdownMaxHeight: 250,
  linkBubbleMaxWidth: 400,
  tabFocusWindowMs: 100,
  attachmentProgressTickMs: 100,
  formatterPrintWidth: 120,
  formatterXmlTabWidth: 2,
} as const;

/** Font sizes offered by the toolbar, in px. */
export const FONT_SIZES = [12, 14, 16, 18, 20, 22] as const;

/** Font families offered by the toolbar. */
export const FONT_FAMILIES = ['Inter', 'Arial', 'Noto Sans JP'] as const;

/** The 15 preset swatches of the colour picker. */
export const COLOUR_PRESETS = [
  '#121212',
  '#5c5f66',
  '#adb5bd',
  '#ffffff',
  '#e03131',
  '#f08c00',
  '#ffd43b',
  '#2f9e44',
  '#12b886',
  '#1c7ed6',
  '#4263eb',
  '#7048e8',
  '#ae3ec9',
  '#e64980',
  '#fab005',
] as const;
