import { HELP_ATTACHMENT_MAX_BYTES, HELP_MESSAGES } from '@outpost/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, draftErrors, internationalPhone, screenFiles, ticketBody, wantsRelated } from './ticketDraft.ts';

const file = (name: string, size = 10) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const valid = { ...EMPTY_DRAFT, subject: 'Backups fail', body: 'Since Monday', priority: 'HIGH' as const, category: 'category_backup' as const };

describe('ticket draft rules (spec 000 §5)', () => {
  it('requires subject, body, priority and, outside federal environments, a category', () => {
    expect(draftErrors(EMPTY_DRAFT, false)).toEqual({
      ticketSubject: 'required',
      ticketBody: 'required',
      ticketPriority: 'required',
      ticketCategory: 'required',
    });
    expect(draftErrors({ ...valid, category: null }, true)).toEqual({});
    expect(draftErrors({ ...valid, body: 'x'.repeat(501) }, false)).toEqual({ ticketBody: 'tooLong' });
  });

  it('checks the phone number for its country and asks for one with a call-back', () => {
    expect(draftErrors({ ...valid, phone: '555 000' }, false)).toEqual({ ticketPhoneNumber: 'invalidPhone' });
    expect(draftErrors({ ...valid, callback: true }, false)).toEqual({ ticketPhoneNumber: 'phoneForCallback' });
    expect(draftErrors({ ...valid, phone: '(415) 555-2671' }, false)).toEqual({});
    expect(internationalPhone('(415) 555-2671', 'US')).toBe('+14155552671');
    expect(internationalPhone('020 7946 0958', 'GB')).toBe('+442079460958');
  });

  it('never sends a call-back where the spec hides it (billing, API, federal)', () => {
    expect(ticketBody({ ...valid, category: 'category_billing', callback: true }, false, []).ticketCallback).toBe(false);
    expect(ticketBody({ ...valid, callback: true }, true, []).ticketCallback).toBe(false);
    expect(ticketBody({ ...valid, callback: true, cc: ['a@b.test'] }, false, ['t1'])).toMatchObject({
      ticketCallback: true,
      ticketCc: [{ user_email: 'a@b.test' }],
      imageTokens: ['t1'],
    });
  });

  it('looks for related articles from three non-space characters', () => {
    expect(wantsRelated('a b')).toBe(false);
    expect(wantsRelated(' a b c ')).toBe(true);
  });

  it('screens chosen files with the spec’s three messages and the extension rule', () => {
    expect(screenFiles([file('a.png'), file('b.png')], ['1.txt', '2.txt', '3.txt', '4.txt'])).toEqual({ accepted: [], messages: [HELP_MESSAGES.tooMany(5)] });
    const screened = screenFiles([file('a.txt'), file('big.mov', HELP_ATTACHMENT_MAX_BYTES + 1), file('doc.pdf'), file('ok.JPG')], ['a.txt']);
    expect(screened.accepted.map((f) => f.name)).toEqual(['ok.JPG']);
    expect(screened.messages).toEqual([
      HELP_MESSAGES.duplicateFile('a.txt'),
      HELP_MESSAGES.unsupported('.jpg, .jpeg, .png, .mov, .txt'),
      HELP_MESSAGES.tooLarge(['big.mov']),
    ]);
  });
});
