import { z } from 'zod';

/**
 * Why an address the server is to call is refused at save, or null when it is fine. A base URL has
 * paths appended to it, so a query or fragment (even a bare trailing `#`) would swallow them and
 * aim the call elsewhere; credentials in the URL would be sent to whoever answers.
 */
export function outboundUrlProblem(text: string, kind: 'base' | 'endpoint'): string | null {
  if (!URL.canParse(text)) return 'Invalid URL';
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Only http and https addresses are allowed';
  if (url.username || url.password || /^[a-z]+:\/\/[^/?#]*@/i.test(text)) return 'Leave the user name and password out of the address';
  if (text.includes('#')) return 'Leave the #fragment out of the address';
  if (kind === 'base' && text.includes('?')) return 'Leave the ?query out of the base address';
  return null;
}

/** An http(s) base URL the server appends API paths to, or empty (not set); a trailing slash is dropped. */
export const outboundBaseUrlSchema = z
  .string()
  .trim()
  .max(500)
  .superRefine((text, ctx) => {
    const problem = text === '' ? null : outboundUrlProblem(text, 'base');
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((url) => url.replace(/\/+$/, ''));
