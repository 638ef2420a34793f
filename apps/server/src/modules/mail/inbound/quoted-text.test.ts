import { describe, expect, it } from 'vitest';
import { REPLY_MARKER } from '../notifications/mail-templates.ts';
import { stripQuotedHtml, stripQuotedText, textToHtml } from './quoted-text.ts';

describe('quoted history', () => {
  it('cuts a text reply at our reply marker, the "wrote:" line and quoted lines', () => {
    expect(
      stripQuotedText(`Thanks, it works now.\n\nOn Mon, 5 Jan 2026 at 10:00, Acme Support <support@example.com> wrote:\n> ${REPLY_MARKER}\n> New reply`),
    ).toBe('Thanks, it works now.');
    expect(stripQuotedText(`Fine by me\n\n${REPLY_MARKER}\nTicket #4`)).toBe('Fine by me');
    expect(stripQuotedText('Done.\n\n-----Original Message-----\nFrom: Support')).toBe('Done.');
    expect(stripQuotedText('Done.\n________________________________\nFrom: Support\nSent: Monday')).toBe('Done.');
    expect(stripQuotedText('Line one\n> quoted inline\nLine two')).toBe('Line one\n> quoted inline\nLine two');
  });

  it('cuts an HTML reply at Gmail, Apple Mail, Outlook and our own markers', () => {
    expect(stripQuotedHtml('<div>Yes please</div><div class="gmail_quote"><div>On Mon wrote:</div><blockquote>old</blockquote></div>')).toBe(
      '<div>Yes please</div>',
    );
    expect(stripQuotedHtml('<p>Sure</p><p>On 5 Jan 2026, Support wrote:</p><blockquote type="cite">old</blockquote>')).toBe('<p>Sure</p>');
    expect(stripQuotedHtml('<p>Ok</p><div id="divRplyFwdMsg"><b>From:</b> Support</div>')).toBe('<p>Ok</p>');
    expect(stripQuotedHtml(`<p>Top reply</p><p style="color:#888">${REPLY_MARKER}</p><h2>Ticket</h2>`)).toBe('<p>Top reply</p>');
    expect(stripQuotedHtml('<p>No history at all</p>')).toBe('<p>No history at all</p>');
  });

  it('turns plain text into escaped paragraphs', () => {
    expect(textToHtml('Hello <b>\nthere\n\nBye')).toBe('<p>Hello &#60;b&#62;<br>there</p><p>Bye</p>');
  });
});
