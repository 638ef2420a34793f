import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ticketTermsEn } from './ticketTerms.en.ts';

// Screens outside features/tickets register only the tickets' shared words (ticketTerms.strings.ts),
// not the whole tickets.en: a `tickets.*` key they show must be one of those, or it would print as
// its key there (the tests load every string at once, so no rendering test would notice).
const src = path.resolve(import.meta.dirname, '..');
const outsideTickets = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === path.join(src, 'features', 'tickets') ? [] : outsideTickets(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [file] : [];
  });

const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], ticketTermsEn);

describe("the tickets' shared words", () => {
  it('hold every tickets.* key shown outside the tickets feature', () => {
    const used: string[] = [];
    for (const file of outsideTickets(src)) {
      const text = readFileSync(file, 'utf8');
      // Literal keys (a call that names its own defaultValue shows that when the key is missing);
      // a key built at run time is checked by its literal head (`tickets.enum.${…}`: the enum group).
      for (const match of text.matchAll(/\bt\(\s*['`]tickets\.([\w.]+?)(\.?\$\{[^'`]*)?['`](\s*,\s*\{\s*defaultValue)?/g)) {
        if (match[3]) continue;
        used.push(`${path.relative(src, file)}: ${match[1]}`);
      }
    }
    expect(used.length).toBeGreaterThan(20);
    const missing = used.filter((entry) => lookup(entry.split(': ')[1]!) === undefined);
    expect(missing).toEqual([]);
  });
});
