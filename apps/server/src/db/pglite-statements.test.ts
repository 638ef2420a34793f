import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepStatementsPrepared } from './pglite-statements.ts';

describe('PGlite with statements kept prepared', () => {
  let plain: PGlite;
  let kept: PGlite;
  const setup = `create table t (id int primary key, name text not null, tags text[], data jsonb, at timestamptz, ok boolean, amount numeric);
    insert into t values (1, 'one', '{a,b}', '{"k":[1,2]}', '2026-11-25T10:00:00Z', true, 1.50), (2, 'two', null, null, null, false, null);`;

  beforeEach(async () => {
    plain = await PGlite.create();
    kept = await PGlite.create();
    keepStatementsPrepared(kept, 3);
    await plain.exec(setup);
    await kept.exec(setup);
  });
  afterEach(async () => {
    await plain.close();
    await kept.close();
  });

  /** The statements kept prepared, by their text. */
  const ours = async (pg: PGlite) =>
    (await pg.query<{ statement: string }>(`select statement from pg_prepared_statements where name like 'outpost_%' order by name`)).rows.map(
      (r) => r.statement,
    );

  it('answers what PGlite answers, for every type and row mode, with null and array parameters', async () => {
    const queries: [string, unknown[], object?][] = [
      ['select * from t where id = any($1) order by id', [[1, 2]]],
      ['select * from t where name = $1 or $2::text is null', ['two', null]],
      ['select id, at, data from t order by id', [], { rowMode: 'array', parsers: { 1184: (v: string) => v } }],
      ['select count(*)::int as n, sum(amount) as s from t where ok = $1', [true]],
    ];
    for (const [text, params, options] of queries) {
      expect(await kept.query(text, params, options)).toEqual(await plain.query(text, params, options));
    }
  });

  it('prepares a statement once and keeps at most the limit, closing the least recently used', async () => {
    await kept.query('select id from t where id = $1', [1]);
    await kept.query('select id from t where id = $1', [2]);
    expect((await ours(kept)).filter((text) => text === 'select id from t where id = $1')).toHaveLength(1);
    for (const column of ['name', 'tags', 'data', 'at']) await kept.query(`select ${column} from t where id = $1`, [1]);
    // The limit is 3, and the query listing them is one of the kept statements too.
    expect((await ours(kept)).length).toBeLessThanOrEqual(3);
  });

  it('reports a database error with its code, and the session goes on', async () => {
    await expect(kept.query('insert into t (id, name) values ($1, $2)', [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    expect((await kept.query<{ n: number }>('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
  });

  it('runs inside transactions: what a rolled-back one wrote is gone, a committed one stays', async () => {
    await expect(
      kept.transaction(async (tx) => {
        await tx.query('insert into t (id, name) values ($1, $2)', [3, 'three']);
        expect((await tx.query('select name from t where id = $1', [3])).rows).toEqual([{ name: 'three' }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await kept.transaction(async (tx) => {
      await tx.query('insert into t (id, name) values ($1, $2)', [4, 'four']);
    });
    expect((await kept.query('select id from t where id > $1 order by id', [2])).rows).toEqual([{ id: 4 }]);
  });

  it('prepares a statement again when a table change alters its result', async () => {
    expect((await kept.query('select * from t where id = $1', [2])).fields.map((f) => f.name)).not.toContain('extra');
    await kept.exec('alter table t add column extra text');
    expect((await kept.query('select * from t where id = $1', [2])).fields.map((f) => f.name)).toContain('extra');
  });
});
