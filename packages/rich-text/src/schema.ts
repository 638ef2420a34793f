/** HTML elements the editor's source mode and the server accept (spec 002 §5.3). */
export const ALLOWED_TAGS = [
  'p',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'li',
  'ol',
  'br',
  'blockquote',
  'pre',
  'a',
  'sub',
  'sup',
  'code',
  's',
  'table',
  'col',
  'tbody',
  'tr',
  'td',
  'img',
  'hr',
  'colgroup',
  'div',
  'th',
] as const;

export type AllowedTag = (typeof ALLOWED_TAGS)[number];

const allowedTagSet: ReadonlySet<string> = new Set(ALLOWED_TAGS);

/** True when `tag` (any case) is on the allowed list. */
export function isAllowedTag(tag: string): boolean {
  return allowedTagSet.has(tag.toLowerCase());
}

/** Attributes kept per tag; `*` applies to every allowed tag. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['style', 'dir'],
  a: ['href', 'title', 'target', 'rel', 'data-node'],
  img: ['src', 'alt', 'title', 'width', 'height', 'data-cid', 'data-attachment', 'data-max-width'],
  span: ['data-mention', 'data-mention-id', 'data-mention-label', 'data-mention-state'],
  td: ['colspan', 'rowspan', 'width', 'data-header'],
  th: ['colspan', 'rowspan', 'width', 'data-header', 'scope'],
  col: ['width', 'span'],
  ol: ['start'],
  li: ['value'],
  pre: ['data-language'],
};

/** Schemes a link may use; anything else is replaced by `about:blank`. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'sms', 'tel'] as const;

/** Schemes an image source may use (data URLs are further limited to IMAGE_DATA_URL_TYPES). */
export const IMAGE_SCHEMES = ['http', 'https', 'cid', 'data'] as const;

/** Image types accepted inside `data:` URLs (spec 002 §5.3). */
export const IMAGE_DATA_URL_TYPES = ['jpeg', 'jpg', 'png', 'gif'] as const;

/**
 * CSS properties kept in `style`, each with the only value shape accepted. Anything else
 * (expressions, url(), behaviours, imports) is dropped, which is what keeps style-borne
 * scripts out.
 */
export const ALLOWED_STYLES: Readonly<Record<string, readonly RegExp[]>> = {
  color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.%\s,/]+\)$/i, /^[a-z]{3,20}$/i],
  'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.%\s,/]+\)$/i, /^[a-z]{3,20}$/i],
  'font-size': [/^\d{1,3}(\.\d{1,2})?(px|pt|em|rem|%)$/],
  'font-family': [/^[\w\s,'"-]{1,100}$/],
  'font-weight': [/^(bold|normal|[1-9]00)$/],
  'font-style': [/^(italic|normal)$/],
  'text-decoration': [/^(underline|line-through|none|underline line-through|line-through underline)$/],
  'text-align': [/^(left|right|center|justify|start|end)$/],
  'vertical-align': [/^(top|middle|bottom|baseline|sub|super)$/],
  width: [/^\d{1,5}(\.\d{1,2})?(px|%)$/],
  height: [/^\d{1,5}(\.\d{1,2})?(px|%)$/],
  'padding-inline-start': [/^\d{1,4}px$/],
  'margin-left': [/^\d{1,4}px$/],
  'white-space': [/^(pre-wrap|pre|normal)$/],
};
