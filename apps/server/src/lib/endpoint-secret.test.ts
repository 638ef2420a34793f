import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { storedSecretChange } from './endpoint-secret.ts';

describe('a stored secret belongs to its endpoint', () => {
  const base = { hasStored: true, endpointBefore: ['smtp.example.com', 587, 'STARTTLS'], field: 'password' } as const;

  it('keeps the secret while the endpoint is the same (host names without case)', () => {
    expect(storedSecretChange({ ...base, supplied: undefined, endpointAfter: ['SMTP.example.com', 587, 'STARTTLS'] })).toEqual({ kind: 'keep' });
  });

  it.each([
    ['host', ['evil.example.net', 587, 'STARTTLS']],
    ['port', ['smtp.example.com', 25, 'STARTTLS']],
    ['TLS mode', ['smtp.example.com', 587, 'NONE']],
  ])('refuses a changed %s without the secret, naming the field', (_what, endpointAfter) => {
    let error: unknown;
    try {
      storedSecretChange({ ...base, supplied: undefined, endpointAfter });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fields).toEqual({ password: [expect.stringMatching(/^Enter it again/)] });
  });

  it('takes a new secret or its removal with any endpoint; nothing stored means nothing to protect', () => {
    const after = ['other.example.com', 465, 'TLS'];
    expect(storedSecretChange({ ...base, supplied: 'new', endpointAfter: after })).toEqual({ kind: 'replace', value: 'new' });
    expect(storedSecretChange({ ...base, supplied: '', endpointAfter: after })).toEqual({ kind: 'remove' });
    expect(storedSecretChange({ ...base, hasStored: false, supplied: undefined, endpointAfter: after })).toEqual({ kind: 'keep' });
    // An address emptied (a provider switched off) takes the secret with it.
    expect(storedSecretChange({ ...base, supplied: undefined, endpointBefore: ['https://a.zendesk.com', ''], endpointAfter: ['', ''] })).toEqual({
      kind: 'remove',
    });
  });
});
