import type { SeedResult } from './seed.ts';

/**
 * The start-up lines naming the logins created on this start. A generated demo password is
 * printed once (it is the demo's login); one the operator supplied is never printed (issue 22).
 */
export function loginLines(logins: SeedResult['logins']): string[] {
  return logins.map((login) => {
    const who = login.role === 'SYSTEM_ADMINISTRATOR' ? 'Administrator' : 'Technician';
    return login.password === null
      ? `  ${who} login: ${login.email} (the password set in OUTPOST_ADMIN_PASSWORD)`
      : `  ${who} login: ${login.email} / ${login.password}`;
  });
}
