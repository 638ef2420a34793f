import { describe, expect, it } from 'vitest';
import { webhookSignature } from './webhook.ts';

describe('webhook signature (decision 0018: sha256=HMAC(secret, "{timestamp}.{body}"))', () => {
  it('matches a vector computed apart from this code', () => {
    // printf '%s' '1700000000.{"text":"[#1] hi"}' | openssl dgst -sha256 -hmac 'whsec-test'
    expect(webhookSignature('whsec-test', '1700000000', '{"text":"[#1] hi"}')).toBe('sha256=33aec4694bd934f2da59cbc6579ce7794a051ee0db1453d2e1fbceac9cf340b0');
  });

  it('signs the timestamp too, so a replayed body with another timestamp does not verify', () => {
    expect(webhookSignature('whsec-test', '1700000001', '{"text":"[#1] hi"}')).not.toBe(webhookSignature('whsec-test', '1700000000', '{"text":"[#1] hi"}'));
  });
});
