import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the rule is plain JavaScript, loaded by eslint.config.js
import boundaries, { crossingOf } from './module-boundaries.js';

const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(root, file);

describe('module boundaries', () => {
  it("refuses another server module's schema and repository, allows its service and the module's own files", () => {
    expect(crossingOf(at('apps/server/src/modules/contacts/x.ts'), '../tickets/tickets.schema.ts')?.message).toMatch(/tables of module 'tickets'/);
    expect(crossingOf(at('apps/server/src/modules/contacts/x.ts'), '../tickets/records/comments.repository.ts')?.message).toMatch(/SQL of module 'tickets'/);
    expect(crossingOf(at('apps/server/src/modules/contacts/x.ts'), '../tickets/tickets.service.ts')).toBeNull();
    expect(crossingOf(at('apps/server/src/modules/tickets/change/x.ts'), '../tickets.repository.ts')).toBeNull();
    expect(crossingOf(at('apps/server/src/modules/tickets/x.ts'), '../../lib/clock.ts')).toBeNull();
  });

  it('lets a web feature reach another only through its index.ts, and the session from anywhere', () => {
    expect(crossingOf(at('apps/web/src/features/scripts/A.tsx'), '../devices/DevicePage.tsx')?.message).toMatch(/through its index.ts/);
    expect(crossingOf(at('apps/web/src/features/scripts/A.tsx'), '../devices/index.ts')).toBeNull();
    expect(crossingOf(at('apps/web/src/features/scripts/A.tsx'), '../auth/session.ts')).toBeNull();
    expect(crossingOf(at('apps/web/src/features/scripts/A.tsx'), '../../components/data-table/DataTable.tsx')).toBeNull();
  });

  it('fails lint on a new crossing and on a baseline entry that no longer occurs', () => {
    const linter = new Linter({ configType: 'flat', cwd: root });
    const config = [{ files: ['**/*.ts'], plugins: { outpost: boundaries }, rules: { 'outpost/module-boundaries': 'error' } }] as Linter.Config[];
    const fresh = linter.verify("import { tickets } from '../tickets/tickets.schema.ts';", config, at('apps/server/src/modules/contacts/new-file.ts'));
    expect(fresh.map((m) => m.message)).toEqual([expect.stringMatching(/tables of module 'tickets'/)]);
    // tickets/tickets.schema.ts references the contacts' table today (a baseline entry); without the import the entry is stale.
    const fixed = linter.verify('export const nothing = 1;', config, at('apps/server/src/modules/tickets/tickets.schema.ts'));
    expect(fixed.some((m) => /no longer crosses a boundary/.test(m.message))).toBe(true);
  });

  it("refuses code that runs on import in a web feature's index.ts (the build drops it)", () => {
    const linter = new Linter({ configType: 'flat', cwd: root });
    const config = [{ files: ['**/*.ts'], plugins: { outpost: boundaries }, rules: { 'outpost/module-boundaries': 'error' } }] as Linter.Config[];
    const surface = at('apps/web/src/features/backup/index.ts');
    const sideEffects = linter.verify("import './backup.strings.ts';\nregister();\nexport { X } from './X.tsx';", config, surface);
    expect(sideEffects.map((m) => m.line)).toEqual([1, 2]);
    expect(sideEffects[0]?.message).toMatch(/only exports/);
    expect(
      linter.verify("import { call } from '../../api/typed.ts';\nexport const read = () => call();\nexport { X } from './X.tsx';", config, surface),
    ).toEqual([]);
    // Elsewhere a strings import is how a screen registers its text.
    expect(linter.verify("import './backup.strings.ts';", config, at('apps/web/src/features/backup/BackupsPanel.ts'))).toEqual([]);
  });
});
