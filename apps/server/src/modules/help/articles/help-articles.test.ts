import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpArticle, HelpSearchPage } from '@outpost/contracts';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { api, signInTechnician, type Caller } from '../../tickets/tickets.fixtures.ts';
import { DEMO_ARTICLES, RESTORING_BACKUPS_TOPIC, seedHelpArticles } from './demo-articles.ts';

let ctx: TestContext;
let admin: Caller;
let tech: Caller;

const write = (body: Record<string, unknown>) => api(ctx, admin).post('/api/help/admin/articles', { draft: false, ...body });
const search = async (query: string, extra = '') => {
  const response = await api(ctx, tech).get(`/api/help/articles/search?query=${encodeURIComponent(query)}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HelpSearchPage>();
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  tech = await signInTechnician(ctx, []);
  await seedHelpArticles(ctx.services.help.articles, { id: admin.userId, name: 'Administrator' });
});
afterAll(async () => {
  await ctx?.close();
});

describe('help centre articles', () => {
  it('seeds a dozen published demo articles once, the restore topic among them', async () => {
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(12);
    expect(await seedHelpArticles(ctx.services.help.articles, { id: admin.userId, name: 'Administrator' })).toBe(0);
    const topic = await api(ctx, tech).get(`/api/help/articles/topic/${RESTORING_BACKUPS_TOPIC}`);
    expect(topic.statusCode).toBe(200);
    expect(topic.json<HelpArticle>().title).toBe('Restoring files and folders from a backup');
  });

  it('sanitises article HTML on the server, whatever the client sent', async () => {
    const created = await write({
      title: 'Sanitised',
      body: '<p onclick="x()">Safe <script>alert(1)</script><a href="javascript:alert(2)">link</a><img src=x onerror=alert(3)></p>',
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<HelpArticle>().body;
    expect(body).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(body).toContain('Safe');
  });

  it('answers the article shape: name and title, html_url with a stable readable path', async () => {
    const created = (await write({ title: 'Stable address test', body: '<p>x</p>', section: 'Tests', labels: ['a', 'a', 'b'] })).json<HelpArticle>();
    expect(created).toMatchObject({
      name: 'Stable address test',
      title: 'Stable address test',
      section: 'Tests',
      label_names: ['a', 'b'],
      html_url: `/help/articles/${created.id}-stable-address-test`,
    });
    const read = await api(ctx, tech).get(`/api/help/articles/${created.id}`);
    expect(read.json<HelpArticle>().body).toBe('<p>x</p>');
  });

  it('keeps drafts from readers and search but shows them to administrators', async () => {
    const draft = (await write({ title: 'Unpublished zeppelin maintenance', body: '<p>zeppelin</p>', draft: true })).json<HelpArticle>();
    expect((await api(ctx, tech).get(`/api/help/articles/${draft.id}`)).statusCode).toBe(404);
    expect((await api(ctx, admin).get(`/api/help/articles/${draft.id}`)).statusCode).toBe(200);
    expect((await search('zeppelin')).count).toBe(0);
    await api(ctx, admin).put(`/api/help/admin/articles/${draft.id}`, { version: draft.version, title: draft.title, body: draft.body, draft: false });
    expect((await search('zeppelin')).results.map((r) => r.id)).toEqual([draft.id]);
  });

  it('lets only administrators write, list and delete articles', async () => {
    expect((await api(ctx, tech).post('/api/help/admin/articles', { title: 'No', body: '' })).statusCode).toBe(403);
    expect((await api(ctx, tech).get('/api/help/admin/articles')).statusCode).toBe(403);
    const list = await api(ctx, admin).get(
      `/api/help/admin/articles?pageSize=5&globalFilter=restor&filters=${encodeURIComponent(JSON.stringify({ draft: false }))}`,
    );
    expect(list.json<{ totalCount: number; data: { title: string }[] }>().data.map((r) => r.title)).toContain('Restoring files and folders from a backup');
    const doomed = (await write({ title: 'Doomed', body: '' })).json<HelpArticle>();
    expect((await api(ctx, admin).delete(`/api/help/admin/articles/${doomed.id}`)).statusCode).toBe(204);
    expect((await api(ctx, admin).delete(`/api/help/admin/articles/${doomed.id}`)).statusCode).toBe(404);
  });
});

describe('article search', () => {
  it('stems words: "restored backups" finds the article about restoring a backup', async () => {
    const page = await search('restored backups');
    expect(page.results[0]?.name).toBe('Restoring files and folders from a backup');
  });

  it('falls back to any of the words when no article holds them all, best match first', async () => {
    const page = await search('restore of the file server fails');
    expect(page.results[0]?.name).toBe('Restoring files and folders from a backup');
  });

  it('ranks a title match above a body mention', async () => {
    const page = await search('syncing cloud');
    expect(page.results[0]?.name).toBe('Syncing a local backup job to the cloud');
  });

  it('finds a half-typed word as a prefix', async () => {
    expect((await search('enrol')).results.map((r) => r.name)).toContain('Enrolling a device with the Outpost agent');
  });

  it('marks matches in the snippet with <em> and escapes everything else', async () => {
    await write({ title: 'Angle brackets', body: '<p>Type &lt;b&gt;quokka&lt;/b&gt; &amp; press enter.</p>' });
    const hit = (await search('quokka')).results[0]!;
    expect(hit.snippet).toContain('<em>quokka</em>');
    // ts_headline drops what looks like a tag; the rest is escaped.
    expect(hit.snippet).toContain('&amp; press');
    expect(hit.snippet.replace(/<\/?em>/g, '')).not.toMatch(/[<>]/);
  });

  it('supports quoted phrases, or and -exclusion (web-search syntax)', async () => {
    const phrase = await search('"scheduled deletion"');
    expect(phrase.results.map((r) => r.name)).toContain('Deleting backup data');
    const excluded = await search('backup -image -restore -sync -deleting');
    expect(excluded.results.map((r) => r.name)).not.toContain('Image backups: mounting a revision');
    expect((await search('zeppelin or quokka')).count).toBeGreaterThanOrEqual(2);
  });

  it('answers results or an empty list for any input: operators, quotes, long text, other scripts', async () => {
    const inputs = [
      '',
      '   ',
      '"',
      '""',
      "'",
      '&',
      '|',
      '!',
      '!!!',
      '(',
      ')',
      ':*',
      'a & | b',
      "restore' OR '1'='1",
      '\\',
      '%_%',
      '<script>',
      '-',
      '- -',
      'backup:*',
      'backup <-> restore',
      '& backup',
      'восстановление',
      '復元 バックアップ',
      'استعادة',
      '🙂🙂',
      '\u200b',
      'the',
      'x'.repeat(10_000),
      'backup '.repeat(1_400),
    ];
    for (const input of inputs) {
      const page = await search(input);
      expect(Array.isArray(page.results), input.slice(0, 20)).toBe(true);
    }
  });

  it('refuses past 10,000 characters with a 400, not a 500', async () => {
    const response = await api(ctx, tech).get(`/api/help/articles/search?query=${'x'.repeat(10_001)}`);
    expect(response.statusCode).toBe(400);
  });

  it('searches one locale and stems it in its own language', async () => {
    await write({ title: 'Sicherungen wiederherstellen', body: '<p>So stellen Sie Dateien aus Sicherungen wieder her.</p>', locale: 'de' });
    expect((await search('Sicherung', '&locale=de')).results.map((r) => r.name)).toEqual(['Sicherungen wiederherstellen']);
    expect((await search('Sicherung')).count).toBe(0);
  });

  it('pages with Zendesk names and stops at the last page', async () => {
    const first = await search('backup', '&per_page=2');
    expect(first).toMatchObject({ page: 1, per_page: 2, previous_page: null, next_page: 2 });
    expect(first.page_count).toBe(Math.ceil(first.count / 2));
    const last = await search('backup', `&per_page=2&page=${first.page_count}`);
    expect(last.next_page).toBeNull();
  });

  it('lists the published articles of a locale as the help centre contents', async () => {
    const contents = (await api(ctx, tech).get('/api/help/articles')).json<{ title: string; draft: boolean; section: string }[]>();
    expect(contents.some((a) => a.title === 'Approving new devices')).toBe(true);
    expect(contents.every((a) => !a.draft)).toBe(true);
    expect(contents.some((a) => a.title === 'Sicherungen wiederherstellen')).toBe(false);
  });

  it('suggests the published articles linked to an app route', async () => {
    const response = await api(ctx, tech).get(`/api/help/articles/suggested?route=${encodeURIComponent('/approvals')}`);
    expect(response.json<{ results: { name: string }[] }>().results.map((r) => r.name)).toEqual(['Approving new devices']);
    expect((await api(ctx, tech).get('/api/help/articles/suggested?route=nope')).statusCode).toBe(400);
  });

  it('is refused when branding switches help articles off', async () => {
    const branding = await ctx.services.settings.get('branding');
    await ctx.services.settings.set('branding', { ...branding, providerArticlesEnabled: false });
    try {
      expect((await api(ctx, tech).get('/api/help/articles/search?query=backup')).statusCode).toBe(403);
    } finally {
      await ctx.services.settings.set('branding', branding);
    }
  });
});
