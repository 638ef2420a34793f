import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept prepared at once; the least recently used is closed past this. */
const DEFAULT_MAX_STATEMENTS = 500;

/** PostgreSQL's answer when a prepared statement's result columns changed under it (DDL). */
const PLAN_RESULT_CHANGED = '0A000';

interface Prepared {
  name: string;
  /** The parameters' type OIDs, as PostgreSQL inferred them: how each value is written. */
  paramTypes: number[];
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/**
 * Makes PGlite keep the statements drizzle sends prepared. PGlite's `query` sends each one
 * unnamed, in six protocol calls: PostgreSQL parses and plans it every time, and planning a ticket's
 * read-back (a dozen scalar subqueries) took longer than running it. Here a statement is parsed
 * once under a name; each call binds, describes, executes and syncs in one protocol call, and
 * PostgreSQL keeps a generic plan once it has seen that custom ones are no cheaper (as it does for
 * the named statements node-postgres sends). Measured on a ticket-sized query: 4× faster; a
 * primary-key lookup 2× (bench/service-desk/README.md).
 *
 * Only `query` (top level and in transactions) goes this way, as drizzle uses it; `exec`, COPY
 * with blobs and explicit parameter types keep PGlite's own path. Locking and durability follow
 * PGlite's: a query outside a transaction takes both its mutexes and syncs the file system after.
 */
export function keepStatementsPrepared(pg: PGlite, max = DEFAULT_MAX_STATEMENTS): void {
  const prepared = new Map<string, Prepared>();
  let counter = 0;

  /** Forgets a statement here and closes it in the session. */
  async function close(text: string, statement: Prepared) {
    prepared.delete(text);
    await pg.execProtocol(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false });
  }

  /** Closes the least recently used statements past the limit. */
  async function evict() {
    while (prepared.size >= max) {
      const [text, oldest] = prepared.entries().next().value as [string, Prepared];
      await close(text, oldest);
    }
  }

  async function prepare(text: string): Promise<Prepared> {
    const known = prepared.get(text);
    if (known) {
      // Most recently used last: Map keeps insertion order.
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    await evict();
    const name = `outpost_${++counter}`;
    const { messages } = await pg.execProtocol(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(text, statement);
    return statement;
  }

  /** Writes each value as PGlite's own query would for its inferred type. */
  function values(statement: Prepared, params: unknown[], options: QueryOptions | undefined) {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const write = options?.serializers?.[oid] ?? pg.serializers[oid];
      return write ? write(param) : String(param);
    });
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, retried = false): Promise<Results<T>> {
    const statement = await prepare(text);
    try {
      // Sync in the same call: after an error PostgreSQL skips to it, so the session is clean again.
      const { messages } = await pg.execProtocol(
        concat([
          serialize.bind({ statement: statement.name, values: values(statement, params, options) as string[] }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false, ...(options?.onNotice ? { onNotice: options.onNotice } : {}) },
      );
      return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === PLAN_RESULT_CHANGED && !retried) {
        await close(text, statement);
        return run(text, params, options, true);
      }
      // As PGlite's own query reports it: the statement and its values beside the database's error.
      Object.assign(error as object, { query: text, params });
      throw error;
    }
  }

  const ownPath = (options: QueryOptions | undefined) => options?.blob !== undefined || options?.paramTypes !== undefined;

  const originalQuery = pg.query.bind(pg);
  pg.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (ownPath(options)) return originalQuery<T>(text, params, options);
    await pg._checkReady();
    return pg._runExclusiveTransaction(async () => {
      const result = await pg._runExclusiveQuery(() => run<T>(text, params, options));
      await pg.syncToFs();
      return result;
    });
  };

  const originalTransaction = pg.transaction.bind(pg);
  pg.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    originalTransaction((tx) => {
      // The transaction as PGlite made it (its closed flag, rollback, exec), with query this way.
      const withStatements: Transaction = Object.create(tx) as Transaction;
      Object.defineProperty(withStatements, 'query', {
        value: async <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
          if (tx.closed) throw new Error('Transaction is closed');
          if (ownPath(options)) return tx.query<R>(text, params, options);
          return pg._runExclusiveQuery(() => run<R>(text, params, options));
        },
      });
      return callback(withStatements);
    });
}
