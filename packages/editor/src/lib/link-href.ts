import { sanitizeLinkUrl } from '@outpost/rich-text/core';

/** What the URL box is prefilled with: the scheme most links need, selected so typing replaces it. */
export const LINK_PREFIX = 'https://';

/**
 * The href a typed URL becomes, or null when there is nothing to link to. The bare prefix is not
 * an address (applying it saved `href="https://"`), nor is anything the link sanitiser blanks.
 */
export function linkHref(typed: string): string | null {
  const trimmed = typed.trim();
  if (trimmed === '' || trimmed === LINK_PREFIX) return null;
  const href = sanitizeLinkUrl(trimmed);
  if (href === '' || href === 'about:blank' || /\s/.test(href)) return null;
  return href;
}
