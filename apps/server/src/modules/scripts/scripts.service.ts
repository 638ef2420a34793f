import { createHash, randomUUID } from 'node:crypto';
import { isNull, or, type SQL } from 'drizzle-orm';
import type {
  ParsedTableQuery,
  Script,
  ScriptCategory,
  ScriptInputParsed,
  ScriptSummary,
  ScriptVariable,
  ScriptVersion,
  ScriptVersionSummary,
  SessionUser,
  TablePage,
} from '@outpost/contracts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { tablePageOf } from '../../lib/table-query.ts';
import { scopeOf, type Caller } from '../../policies/caller.ts';
import { mayScript, type ScriptAction } from '../../policies/script.policy.ts';
import { scopeSql } from '../../policies/scope-sql.ts';
import { type ScriptRow, type ScriptsRepository, type ScriptVersionRow } from './scripts.repository.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { scripts } from './scripts.schema.ts';
import { BUILT_IN_TEMPLATES } from './templates.ts';

export const sha256Hex = (body: string) => createHash('sha256').update(body, 'utf8').digest('hex');

const scriptNotFound = () => new AppError('NOT_FOUND', 'Script not found');
const forbidden = () => new AppError('FORBIDDEN', 'You do not have permission to change this script');
const stale = () => new AppError('CONFLICT', 'This script was saved by someone else meanwhile. Reload it to see their version.');

/** The script as the variables go out: never a value (variables carry none), secret only as a flag. */
const presentVariable = (v: ScriptVariable) => ({
  name: v.name,
  calculatedName: v.calculatedName,
  type: v.type,
  description: v.description,
  required: v.required,
  valueList: v.valueList,
  secret: v.secret,
});

/** The scripts a caller may see, as SQL over `scripts`: the shared library and their organizations'. */
export function scriptScopeSql(caller: Caller): SQL | undefined {
  const scope = scopeOf(caller);
  const own = scopeSql(scope, scripts.organizationId);
  return own === undefined ? undefined : or(isNull(scripts.organizationId), own);
}

/** The script library (issue 25 §1): scripts with versions, categories, templates. */
export function createScriptsService(deps: { scripts: ScriptsRepository; clock: Clock; organizationExists: (id: number) => Promise<boolean> }) {
  const repo = deps.scripts;
  let templatesReady: Promise<void> | null = null;

  /** Adds the built-in templates (and their categories) the database does not have yet; once per process. */
  function ensureTemplates(): Promise<void> {
    templatesReady ??= (async () => {
      const have = await repo.builtInUids();
      for (const t of BUILT_IN_TEMPLATES) {
        if (have.has(t.uid)) continue;
        const category =
          (await repo.categoryByName(t.category)) ??
          (await repo.insertCategory(t.category).catch(async (e: unknown) => {
            if (isUniqueViolation(e)) return (await repo.categoryByName(t.category))!;
            throw e;
          }));
        await repo
          .create({ ...t, bodySha256: sha256Hex(t.body), categoryIds: [category.id], organizationId: null, builtIn: true, userId: null }, deps.clock.now())
          .catch((e: unknown) => {
            if (!isUniqueViolation(e)) throw e;
          });
      }
    })().catch((error: unknown) => {
      templatesReady = null;
      throw error;
    });
    return templatesReady;
  }

  async function summaries(rows: (ScriptRow & { organizationName: string | null })[]): Promise<ScriptSummary[]> {
    const categories = await repo.categoriesOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      uid: r.uid,
      name: r.name,
      description: r.description,
      language: r.language,
      operatingSystems: r.operatingSystems,
      categories: categories.get(r.id) ?? [],
      runAs: r.runAs,
      defaultTimeoutSeconds: r.defaultTimeoutSeconds,
      organizationId: r.organizationId,
      organizationName: r.organizationName,
      builtIn: r.builtIn,
      version: r.version,
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  /** The live script, when the caller may do `action` to it; one outside the scope reads as missing. */
  async function requireScript(caller: SessionUser, id: number, action: ScriptAction) {
    const script = await repo.find(id);
    if (!script || !mayScript(caller, 'read', script)) throw scriptNotFound();
    if (!mayScript(caller, action, script)) throw forbidden();
    return script;
  }

  /** The checks a save needs beyond the schema: the organization exists and is the caller's, the categories exist. */
  async function checkedInput(caller: SessionUser, input: ScriptInputParsed) {
    if (!mayScript(caller, 'write', { organizationId: input.organizationId, builtIn: false })) {
      throw new AppError(
        'FORBIDDEN',
        input.organizationId === null
          ? 'Only technicians of every organization may change the shared library'
          : 'You do not have permission to change scripts of this organization',
      );
    }
    if (input.organizationId !== null && !(await deps.organizationExists(input.organizationId))) {
      throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { organizationId: ['Organization not found'] });
    }
    const categoryIds = [...new Set(input.categoryIds)];
    const existing = new Set(await repo.existingCategoryIds(categoryIds));
    const missing = categoryIds.filter((id) => !existing.has(id));
    if (missing.length > 0) throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { categoryIds: [`Category not found: ${missing.join(', ')}`] });
    return { ...input, categoryIds, bodySha256: sha256Hex(input.body) };
  }

  async function present(script: ScriptRow & { organizationName: string | null }, version: ScriptVersionRow): Promise<Script> {
    const [summary] = await summaries([script]);
    return { ...summary!, body: version.body, bodySha256: version.bodySha256, variables: version.variables.map(presentVariable) };
  }

  const presentVersion = (v: ScriptVersionRow, createdByName: string | null): ScriptVersion => ({
    version: v.version,
    bodySha256: v.bodySha256,
    createdAt: v.createdAt.toISOString(),
    createdByName,
    name: v.name,
    language: v.language,
    body: v.body,
    variables: v.variables.map(presentVariable),
    runAs: v.runAs,
    defaultTimeoutSeconds: v.defaultTimeoutSeconds,
  });

  return {
    ensureTemplates,

    async list(caller: SessionUser, query: ParsedTableQuery): Promise<TablePage<ScriptSummary>> {
      if (!mayScript(caller, 'read', { organizationId: null, builtIn: false })) throw new AppError('FORBIDDEN', 'You do not have permission to see scripts');
      const startedAt = Date.now();
      await ensureTemplates();
      const { rows, total } = await repo.page(query, scriptScopeSql(caller));
      return tablePageOf(await summaries(rows), total, query, startedAt);
    },

    async get(caller: SessionUser, id: number): Promise<Script> {
      const script = await requireScript(caller, id, 'read');
      const version = await repo.version(id, script.version);
      if (!version) throw scriptNotFound();
      return present(script, version);
    },

    async create(caller: SessionUser, input: ScriptInputParsed): Promise<Script> {
      const values = await checkedInput(caller, input);
      const row = await repo.create({ ...values, uid: randomUUID(), builtIn: false, userId: caller.id }, deps.clock.now());
      return this.get(caller, row.id);
    },

    /** Saves a new version; `version` is the one the editor started from (stale → 409). */
    async update(caller: SessionUser, id: number, input: ScriptInputParsed, fromVersion: number): Promise<Script> {
      await requireScript(caller, id, 'write');
      const values = await checkedInput(caller, input);
      const row = await repo.addVersion(id, fromVersion, { ...values, userId: caller.id }, deps.clock.now());
      if (!row) throw (await repo.find(id)) ? stale() : scriptNotFound();
      return this.get(caller, id);
    },

    /** Deletes the scripts the caller may change; any other id refuses the whole request. Runs keep their history. */
    async deleteMany(caller: SessionUser, ids: number[]): Promise<{ deleted: number }> {
      const unique = [...new Set(ids)];
      const found = await repo.findMany(unique);
      const byId = new Map(found.map((s) => [s.id, s]));
      for (const id of unique) {
        const s = byId.get(id);
        if (!s || !mayScript(caller, 'read', s)) throw new AppError('NOT_FOUND', `Script not found: ${id}`);
        if (!mayScript(caller, 'write', s))
          throw new AppError(
            'FORBIDDEN',
            s.builtIn ? `"${s.name}" is a built-in template; it cannot be deleted` : `You do not have permission to delete "${s.name}"`,
          );
      }
      return { deleted: (await repo.softDelete(unique, deps.clock.now())).length };
    },

    async versions(caller: SessionUser, id: number): Promise<ScriptVersionSummary[]> {
      await requireScript(caller, id, 'read');
      return (await repo.versions(id)).map((v) => ({
        version: v.version,
        bodySha256: v.bodySha256,
        createdAt: v.createdAt.toISOString(),
        createdByName: v.createdByName,
      }));
    },

    async version(caller: SessionUser, id: number, version: number): Promise<ScriptVersion> {
      await requireScript(caller, id, 'read');
      const row = await repo.version(id, version);
      if (!row) throw new AppError('NOT_FOUND', 'Script version not found');
      return presentVersion(row, await repo.versionCreator(row.id));
    },

    /** The runnable version (the latest when none is named) of a script the caller may run, for runs. */
    async runnable(caller: SessionUser, id: number, version?: number) {
      const script = await requireScript(caller, id, 'run').catch((e: unknown) => {
        if (e instanceof AppError && e.code === 'FORBIDDEN') throw new AppError('FORBIDDEN', 'You do not have permission to run scripts');
        throw e;
      });
      const row = await repo.version(id, version ?? script.version);
      if (!row) throw new AppError('NOT_FOUND', 'Script version not found');
      return { script, version: row };
    },

    // Categories: everyone who sees scripts sees them; managers change them.
    async categories(caller: SessionUser): Promise<ScriptCategory[]> {
      await ensureTemplates();
      return repo.categories(scriptScopeSql(caller));
    },

    async createCategory(name: string): Promise<ScriptCategory> {
      try {
        if (await repo.categoryByName(name)) throw new AppError('CONFLICT', 'A category with this name already exists', { name: ['Already in use'] });
        const row = await repo.insertCategory(name);
        return { id: row.id, name: row.name, scriptCount: 0 };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'A category with this name already exists', { name: ['Already in use'] });
        throw error;
      }
    },

    async renameCategory(caller: SessionUser, id: number, name: string): Promise<ScriptCategory> {
      const same = await repo.categoryByName(name);
      if (same && same.id !== id) throw new AppError('CONFLICT', 'A category with this name already exists', { name: ['Already in use'] });
      const row = await repo.renameCategory(id, name);
      if (!row) throw new AppError('NOT_FOUND', 'Category not found');
      return (await repo.categories(scriptScopeSql(caller))).find((c) => c.id === id)!;
    },

    async deleteCategory(id: number): Promise<void> {
      if (!(await repo.deleteCategory(id))) throw new AppError('NOT_FOUND', 'Category not found');
    },
  };
}
export type ScriptsService = ReturnType<typeof createScriptsService>;
