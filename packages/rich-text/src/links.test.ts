import { describe, expect, it } from 'vitest';
import { matchAutoLink, sanitizeLinkUrl, urlScheme, validateLinkUrl } from './links.ts';

describe('validateLinkUrl', () => {
  it('accepts https:// alone and http, https or ftp URLs without spaces', () => {
    expect(validateLinkUrl('https://')).toBe(true);
    expect(validateLinkUrl('https://example.com/a?b=1')).toBe(true);
    expect(validateLinkUrl('http://example.com')).toBe(true);
    expect(validateLinkUrl('ftp://files.example.com/x')).toBe(true);
  });
  it('rejects other schemes, missing schemes, spaces and http:// alone', () => {
    expect(validateLinkUrl('mailto:a@b.c')).toBe(false);
    expect(validateLinkUrl('example.com')).toBe(false);
    expect(validateLinkUrl('https://exa mple.com')).toBe(false);
    expect(validateLinkUrl('http://')).toBe(false);
    expect(validateLinkUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('sanitizeLinkUrl', () => {
  it('keeps http, https, mailto, sms and tel', () => {
    for (const url of ['http://a.example', 'https://a.example', 'mailto:a@b.example', 'sms:+441234', 'tel:+441234']) {
      expect(sanitizeLinkUrl(url)).toBe(url);
    }
  });
  it('turns any other scheme into about:blank, even when disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java\tscript:x',
      ' \u0001javascript:x',
      'data:text/html,x',
      'ftp://a.example',
      'vbscript:x',
    ]) {
      expect(sanitizeLinkUrl(url)).toBe('about:blank');
    }
  });
  it('prepends https:// to a URL without a scheme, and keeps host:port as a host', () => {
    expect(sanitizeLinkUrl('example.com')).toBe('https://example.com');
    expect(sanitizeLinkUrl('//example.com/x')).toBe('https://example.com/x');
    expect(sanitizeLinkUrl('example.com:8080/x')).toBe('https://example.com:8080/x');
  });
  it('keeps a path on this site, but not one that names another host', () => {
    expect(sanitizeLinkUrl('/api/uploads/abc_-1')).toBe('/api/uploads/abc_-1');
    expect(sanitizeLinkUrl('/\\evil.example')).toBe('https:///\\evil.example');
    expect(sanitizeLinkUrl('/\t/evil.example')).toBe('https:///\t/evil.example');
  });
  it('reports schemes in lower case', () => {
    expect(urlScheme('HTTPS://x')).toBe('https');
    expect(urlScheme('x.example')).toBeNull();
  });
});

describe('matchAutoLink', () => {
  it('finds web addresses, adding https:// to www. ones', () => {
    expect(matchAutoLink('see https://example.com/a now')).toMatchObject({ index: 4, text: 'https://example.com/a', url: 'https://example.com/a' });
    expect(matchAutoLink('go to www.example.org')).toMatchObject({ text: 'www.example.org', url: 'https://www.example.org' });
  });
  it('finds e-mail addresses with a mailto: prefix', () => {
    expect(matchAutoLink('mail ann@example.com please')).toMatchObject({ index: 5, url: 'mailto:ann@example.com' });
  });
  it('finds nothing in plain text', () => {
    expect(matchAutoLink('nothing to see here')).toBeNull();
  });
});
