import sanitizeHtml from 'sanitize-html';
import { ALLOWED_ATTRIBUTES, ALLOWED_STYLES, ALLOWED_TAGS, LINK_SCHEMES } from './schema.ts';
import { sanitizeLinkUrl } from './links.ts';
import { sanitizeImageSrc } from './image-src.ts';

// Elements whose content is never text a reader should see: dropped with everything inside.
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'svg',
  'math',
  'select',
  'frameset',
  'frame',
  'applet',
  'plaintext',
  'head',
  'meta',
  'link',
  'base',
];

const allowedStyles: sanitizeHtml.IOptions['allowedStyles'] = {
  '*': Object.fromEntries(Object.entries(ALLOWED_STYLES).map(([k, v]) => [k, [...v]])),
};

const options: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedStyles,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  // about: is only ever the `about:blank` our transform writes.
  allowedSchemesByTag: { a: [...LINK_SCHEMES, 'about'], img: ['http', 'https', 'cid', 'data'] },
  allowedSchemes: [],
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'xlink:href'],
  parseStyleAttributes: true,
  transformTags: {
    a: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs };
      if (attribs.href !== undefined) next.href = sanitizeLinkUrl(attribs.href) || 'about:blank';
      // A new window must not get a handle on ours.
      if (next.target !== undefined) {
        next.target = '_blank';
        next.rel = 'noopener noreferrer';
      } else {
        delete next.rel;
      }
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs };
      const src = attribs.src === undefined ? null : sanitizeImageSrc(attribs.src);
      if (src === null) delete next.src;
      else next.src = src;
      // A zero dimension hides the image (stored that way before the editor left unknown sizes out).
      for (const key of ['width', 'height'] as const) {
        const value = next[key];
        if (value !== undefined && !/^[1-9]\d{0,4}$/.test(value)) delete next[key];
      }
      return { tagName, attribs: next };
    },
    b: 'strong',
    i: 'em',
  },
};

/**
 * Sanitises rich-text HTML for storage or mail: only the allowed tags, attributes, styles and
 * URL schemes of spec 002 §5.3 survive, whatever the client sent.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** The same rules with every mention marker dropped: a mention's text stays, as plain text. */
const withoutMentionsOptions: sanitizeHtml.IOptions = {
  ...options,
  allowedAttributes: { ...options.allowedAttributes, span: (ALLOWED_ATTRIBUTES.span ?? []).filter((name) => !name.startsWith('data-mention')) },
};

/**
 * Sanitises HTML written outside the editor, where no mention picker vouched for the marker: an
 * e-mailed reply or request (issue 22). A mention there would tag a technician, who then gets the
 * ticket by mail, on the word of whoever sent the message; so only the text `@Name` is kept.
 */
export function sanitizeRichTextWithoutMentions(html: string): string {
  return sanitizeHtml(html, withoutMentionsOptions);
}
