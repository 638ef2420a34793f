import sanitizeHtml from 'sanitize-html';
import { LINK_SCHEMES } from './schema.ts';

/** Image sources a mail client shows without fetching anything: the message's own parts and inline data. */
const SELF_CONTAINED = /^\s*(data|cid):/i;

const options: sanitizeHtml.IOptions = {
  // The HTML is already ours (a template around sanitised rich text): only images change here.
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  allowedSchemes: [...LINK_SCHEMES, 'data', 'cid', 'about'],
  allowProtocolRelative: false,
  transformTags: {
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const src = attribs.src ?? '';
      if (SELF_CONTAINED.test(src)) return { tagName, attribs };
      const label = `[image${attribs.alt ? `: ${attribs.alt}` : ''}]`;
      // A link the reader may choose to open, instead of a fetch that tells the sender the mail was read.
      return /^\s*https?:/i.test(src) ? { tagName: 'a', attribs: { href: src.trim() }, text: label } : { tagName: 'span', attribs: {}, text: label };
    },
  },
};

/**
 * HTML for outgoing mail without images a mail client would load from elsewhere (issue 22,
 * finding 12): an external image in a comment is a tracking pixel for whoever put it there, and
 * an image of the app (`/api/uploads/…`) cannot load outside it. Each becomes a link (http, https)
 * or a plain `[image]` mark; `data:` and `cid:` images stay.
 */
export function withoutRemoteImages(html: string): string {
  return sanitizeHtml(html, options);
}
