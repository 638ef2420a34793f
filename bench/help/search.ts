// Help-centre article search (issue 15): 10,000 published articles (about 5 MB of text), the
// ranked, stemmed full-text search the panel calls (articles service: tsquery, ts_rank_cd, count,
// ts_headline snippets for the page) against a plain ILIKE scan of the same words, on PostgreSQL
// and PGlite; prints p50/p95/max per query kind. Target: p95 < 30 ms.
// Usage: npx tsx bench/help/search.ts [--articles 10000] [--runs 20] [--only pglite|postgres] [--keep]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../../apps/server/src/db/client.ts';
import { createHelpArticlesRepository } from '../../apps/server/src/modules/help/articles/articles.repository.ts';
import { createHelpArticlesService } from '../../apps/server/src/modules/help/articles/articles.service.ts';
import { percentile } from '../lib/percentiles.ts';

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '20' },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const ARTICLES = Number(values.articles);
const RUNS = Number(values.runs);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A small seeded generator, so both databases get the same articles. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// Words of the domain (common) and generated ones (the long tail a real help centre has).
const DOMAIN = `backup restore restoring restored device devices agent agents enrol enrolment token approval approve reject plan plans schedule
  daily weekly monthly cloud local hybrid storage volume volumes image mount revision revisions folder folders file files download
  browser search ticket tickets comment status priority assignee requester organization location technician role permission
  administrator password login session network firewall printer driver update patch policy script alert monitor disk memory cpu
  server workstation laptop windows linux mac encryption key chunk deduplication compression retention delete deletion sync job
  jobs progress cancel failed error warning timeout connection proxy certificate vpn email mail notification automation rule board
  report export import csv settings branding help article support phone call category attachment upload screenshot log logs`
  .split(/\s+/)
  .filter(Boolean);
const FILLER = 'the a to of and in for on with is it be by this that you your when which can from as are or not at'.split(' ');
const TAIL = Array.from({ length: 3000 }, (_, i) => `term${i.toString(36)}x`);

/** Twelve topics (the sections), each with its own words: an article mostly uses its topic's. */
const TOPICS = Array.from({ length: 12 }, (_, t) => DOMAIN.filter((_, i) => i % 12 === t));

/**
 * Text like a help article's: almost half small words, a third its topic's words, the rest the
 * product's general vocabulary (skewed: the commonest word is in about 40% of articles) and a
 * long tail of rare terms.
 */
function text(rand: () => number, topic: number, words: number): string {
  const out: string[] = [];
  const own = TOPICS[topic]!;
  for (let i = 0; i < words; i++) {
    const r = rand();
    if (r < 0.45) out.push(FILLER[Math.floor(rand() * FILLER.length)]!);
    else if (r < 0.75) out.push(own[Math.floor(rand() * own.length)]!);
    else if (r < 0.9) out.push(DOMAIN[Math.floor(rand() ** 1.5 * DOMAIN.length)]!);
    else out.push(TAIL[Math.floor(rand() ** 3 * TAIL.length)]!);
  }
  return out.join(' ');
}

function generate() {
  const rand = random(15);
  return Array.from({ length: ARTICLES }, (_, i) => {
    const topic = i % TOPICS.length;
    const title = `${text(rand, topic, 5)} ${i}`;
    const body = `${text(rand, topic, 40)}. ${text(rand, topic, 40)}.`;
    return { title, section: TOPICS[topic]![0]!, body };
  });
}

/** Rows in bulk, with the same search vector the repository writes (weights A/B/C, english). */
async function seed(handle: DatabaseHandle) {
  const articles = generate();
  const bytes = articles.reduce((n, a) => n + a.title.length + a.body.length, 0);
  for (let i = 0; i < articles.length; i += 500) {
    const chunk = JSON.stringify(articles.slice(i, i + 500));
    await handle.db
      .execute(sql`insert into help_articles (title, body_html, body_text, section, labels, locale, draft, routes, search_config, search_vector, created_at, updated_at)
      select r.title, '<p>' || r.body || '</p>', r.body, r.section, '{}', 'en-us', false, '{}', 'english',
        setweight(to_tsvector('english', r.title), 'A') || setweight(to_tsvector('english', r.section), 'B') || setweight(to_tsvector('english', r.body), 'C'),
        now(), now()
      from json_to_recordset(${chunk}::json) as r(title text, section text, body text)`);
  }
  await handle.db.execute(sql`analyze help_articles`);
  return bytes;
}

const QUERIES: { kind: string; queries: string[] }[] = [
  { kind: 'one common word', queries: ['backup', 'restore', 'device', 'ticket', 'file'] },
  { kind: 'two words', queries: ['restore backup', 'cloud storage', 'ticket status', 'agent token', 'disk error'] },
  { kind: 'stemmed form', queries: ['restored backups', 'enrolling devices', 'scheduled deletions'] },
  { kind: 'prefix (half a word)', queries: ['back', 'enro', 'notif', 'encry'] },
  { kind: 'rare word', queries: ['term1x', 'term2f3x', 'term9zx'] },
  { kind: 'phrase / or / -word', queries: ['"restore backup"', 'printer or vpn', 'backup -cloud'] },
  { kind: 'no match (any-word fallback)', queries: ['zeppelin quokka', 'restore zeppelin'] },
  { kind: 'pasted 10,000 characters', queries: ['backup restore '.repeat(667).slice(0, 10_000)] },
  { kind: 'other scripts', queries: ['восстановление', '復元 バックアップ'] },
];

/** The same words as a plain scan: every word ILIKE-contained in title or body, newest first, with the count. */
async function ilike(handle: DatabaseHandle, query: string) {
  const words = (query.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 32);
  if (words.length === 0) return;
  const where = sql.join(
    words.map((w) => sql`(title ilike ${`%${w}%`} or body_text ilike ${`%${w}%`})`),
    sql` and `,
  );
  await handle.db.execute(
    sql`select id, title, count(*) over () as total from help_articles where draft = false and locale = 'en-us' and ${where} order by id desc limit 10`,
  );
}

async function bench(kind: 'postgres' | 'pglite') {
  let target: DatabaseTarget;
  let cleanup: () => Promise<void>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'outpost-help-bench-'));
  if (kind === 'postgres') {
    const name = `outpost_help_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    target = { url: url.toString() };
    cleanup = async () => {
      if (values.keep) console.log(`  kept database ${name}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    target = { dataDir };
    cleanup = async () => undefined;
  }
  const handle = await openDatabase(target);
  const started = performance.now();
  const bytes = await seed(handle);
  console.log(
    `\n${kind}: ${ARTICLES.toLocaleString('en')} articles, ${(bytes / 1e6).toFixed(1)} MB of text, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const service = createHelpArticlesService({ articles: createHelpArticlesRepository(handle.db), clock: { now: () => new Date() } });

  const share = (await handle.db.execute(
    sql`select round(100.0 * count(*) filter (where search_vector @@ to_tsquery('english', 'backup')) / count(*)) as pct from help_articles`,
  )) as unknown as { rows: { pct: string }[] };
  console.log(`  the commonest word, "backup", is in ${share.rows[0]!.pct}% of the articles`);
  console.log(`  ${'query kind'.padEnd(30)} ${'hits*'.padStart(7)}   full-text p50 / p95 / max     ILIKE scan p50 / p95 / max`);
  const all = { fts: [] as number[], scan: [] as number[] };
  for (const { kind: label, queries } of QUERIES) {
    const fts: number[] = [];
    const scan: number[] = [];
    let hits = 0;
    for (const query of queries) await service.search({ query, locale: 'en-us', page: 1, perPage: 10 });
    for (let run = 0; run < RUNS; run++) {
      for (const query of queries) {
        let t0 = performance.now();
        const page = await service.search({ query, locale: 'en-us', page: 1, perPage: 10 });
        fts.push(performance.now() - t0);
        hits = Math.max(hits, page.count);
        t0 = performance.now();
        await ilike(handle, query);
        scan.push(performance.now() - t0);
      }
    }
    fts.sort((a, b) => a - b);
    scan.sort((a, b) => a - b);
    all.fts.push(...fts);
    all.scan.push(...scan);
    const f = (xs: number[]) =>
      `${percentile(xs, 50).toFixed(1).padStart(6)} / ${percentile(xs, 95).toFixed(1).padStart(6)} / ${xs.at(-1)!.toFixed(1).padStart(6)} ms`;
    console.log(`  ${label.padEnd(30)} ${String(hits).padStart(7)}   ${f(fts)}   ${f(scan)}`);
  }
  all.fts.sort((a, b) => a - b);
  all.scan.sort((a, b) => a - b);
  console.log("  * most matches of the kind's queries, as answered: the count stops at 1,000, as Zendesk's does");
  console.log(
    `  ${'all queries'.padEnd(30)} ${''.padStart(7)}   p95 ${percentile(all.fts, 95).toFixed(1)} ms (target < 30)       p95 ${percentile(all.scan, 95).toFixed(1)} ms`,
  );
  await handle.close();
  await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
}

for (const kind of ['postgres', 'pglite'] as const) {
  if (values.only && values.only !== kind) continue;
  await bench(kind);
}
