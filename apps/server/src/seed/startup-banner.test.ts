import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { seedIfEmpty } from './seed.ts';
import { loginLines } from './startup-banner.ts';

// Issue 22, finding 11: the operator's OUTPOST_ADMIN_PASSWORD was printed in the start-up log.

describe('the start-up log', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('never prints a password the operator supplied', async () => {
    const seeded = await seedIfEmpty(ctx.services, { admin: { email: 'ops@example.com', password: 'operator-chosen-password' }, demo: false });
    const lines = loginLines(seeded.logins).join('\n');
    expect(lines).toContain('ops@example.com');
    expect(lines).not.toContain('operator-chosen-password');
  });

  it('prints a generated demo password once: it is the demo login', () => {
    const lines = loginLines([{ email: 'admin@outpost.local', password: 'generated-pw', role: 'SYSTEM_ADMINISTRATOR' }]);
    expect(lines).toEqual(['  Administrator login: admin@outpost.local / generated-pw']);
  });
});
