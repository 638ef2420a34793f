import { LINK_SCHEMES } from './schema.ts';

// Characters browsers ignore inside a scheme ("java\tscript:"), so they must not hide one from us.
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const linkSchemes: ReadonlySet<string> = new Set(LINK_SCHEMES);

/** The URL's scheme in lower case, or null when it has none (`example.com:8080` has none). */
export function urlScheme(url: string): string | null {
  const compact = url.replace(IGNORED_IN_SCHEME, '');
  const match = SCHEME.exec(compact);
  if (!match?.[1]) return null;
  // "host:port" is not a scheme.
  if (/^\d/.test(compact.slice(match[0].length))) return null;
  return match[1].toLowerCase();
}

/**
 * Default link validation (spec 002 §5.3): `https://` alone (the prefilled value) or an
 * http, https or ftp URL without spaces.
 */
export function validateLinkUrl(url: string): boolean {
  if (url === 'https://') return true;
  return /^(https?|ftp):\/\/[^\s/$.?#][^\s]*$/i.test(url);
}

/**
 * Link sanitising (spec 002 §5.3): only http, https, mailto, sms and tel survive; any other
 * scheme becomes `about:blank`; a URL without a scheme gets `https://`, unless it is a path on
 * this site.
 */
export function sanitizeLinkUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed === 'about:blank') return trimmed === '' ? '' : 'about:blank';
  const scheme = urlScheme(trimmed);
  if (scheme === null) {
    // A path on this site (the `/api/uploads/…` links of note attachments) has no host to add a
    // scheme to. A second slash or a backslash (after what browsers ignore) would name another host.
    if (/^\/(?![/\\])/.test(trimmed.replace(IGNORED_IN_SCHEME, ''))) return trimmed;
    return trimmed.startsWith('//') ? `https:${trimmed}` : `https://${trimmed}`;
  }
  return linkSchemes.has(scheme) ? trimmed : 'about:blank';
}

const URL_PATTERN = /((https?:\/\/(www\.)?)|(www\.))[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-zA-Z0-9()]{1,6}\b([-a-zA-Z0-9()@:%_+.~#?&//=]*)/;
const EMAIL_PATTERN =
  /(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))/;

/** One auto-link candidate found in typed or pasted text. */
export interface AutoLinkMatch {
  index: number;
  length: number;
  text: string;
  url: string;
}

/** Finds the first web address or e-mail address in `text` (e-mails get a mailto: prefix). */
export function matchAutoLink(text: string): AutoLinkMatch | null {
  const url = URL_PATTERN.exec(text);
  const email = EMAIL_PATTERN.exec(text);
  const pickUrl = url && (!email || url.index <= email.index);
  if (pickUrl && url) {
    const href = url[0].startsWith('http') ? url[0] : `https://${url[0]}`;
    return { index: url.index, length: url[0].length, text: url[0], url: href };
  }
  if (email) {
    return { index: email.index, length: email[0].length, text: email[0], url: `mailto:${email[0]}` };
  }
  return null;
}
