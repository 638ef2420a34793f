import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  const lint = (code: string, file: string, baseline?: string) => {
    const linter = new Linter({ configType: 'flat', cwd: root });
    const options = baseline ? [{ baseline }] : [];
    const config = [{ files: ['**/*.ts'], plugins: { outpost: boundaries }, rules: { 'outpost/module-boundaries': ['error', ...options] } }] as Linter.Config[];
    return linter.verify(code, config, at(file)).map((m) => m.message);
  };

  it('fails lint on a new crossing and on a baseline entry that no longer occurs', () => {
    expect(lint("import { tickets } from '../tickets/tickets.schema.ts';", 'apps/server/src/modules/contacts/new-file.ts')).toEqual([
      expect.stringMatching(/tables of module 'tickets'/),
    ]);
    const dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
    const baseline = path.join(dir, 'baseline.json');
    writeFileSync(baseline, JSON.stringify({ crossings: ['apps/server/src/modules/contacts/old.ts -> apps/server/src/modules/tickets/tickets.schema.ts'] }));
    expect(lint("import { tickets } from '../tickets/tickets.schema.ts';", 'apps/server/src/modules/contacts/old.ts', baseline)).toEqual([]);
    expect(lint('export const nothing = 1;', 'apps/server/src/modules/contacts/old.ts', baseline)).toEqual([
      expect.stringMatching(/no longer crosses a boundary/),
    ]);
  });

  it("checks a lazily loaded part like an import: through the feature's lazy.ts", () => {
    const page = 'apps/web/src/features/devices/NewPage.ts';
    expect(lint("export const load = () => import('../scripts/DeviceScripts.tsx');", page)).toEqual([expect.stringMatching(/lazily through its lazy.ts/)]);
    expect(lint("export const load = () => import('../scripts/lazy.ts');", page)).toEqual([]);
    // lazy.ts is for import() only: a static import of it would put its parts in the importing page.
    expect(lint("import { DeviceScripts } from '../scripts/lazy.ts';", page)).toEqual([expect.stringMatching(/through its index.ts/)]);
  });

  it("lets a schema name another module's table in a foreign key, and for nothing else", () => {
    const schema = 'apps/server/src/modules/mail/mail.schema.ts';
    const foreignKey = `import { integer, pgTable } from 'drizzle-orm/pg-core';
import { tickets } from '../tickets/tickets.schema.ts';
export const replies = pgTable('replies', { ticketId: integer().references(() => tickets.id, { onDelete: 'cascade' }) });`;
    expect(lint(foreignKey, schema)).toEqual([]);
    // The same import, its table also read outside the foreign key (a column re-exported, a join's helper).
    expect(lint(`${foreignKey}\nexport const ticketSummary = tickets.summary;`, schema)).toEqual([expect.stringMatching(/only in a foreign key/)]);
    expect(lint("export { tickets } from '../tickets/tickets.schema.ts';", schema)).toEqual([expect.stringMatching(/only in a foreign key/)]);
    // Only schema to schema: a repository declaring the same reference, or a schema importing a repository, is refused.
    expect(lint(foreignKey, 'apps/server/src/modules/mail/mail.repository.ts')).toEqual([expect.stringMatching(/tables of module 'tickets'/)]);
    expect(lint("import { lookups } from '../tickets/change/lookups.repository.ts';\nlookups.tickets();", schema)).toEqual([
      expect.stringMatching(/SQL of module 'tickets'/),
    ]);
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
