/**
 * The heaviest functions of a .cpuprofile (from cpu-profile.mjs or `node --cpu-prof`), self time
 * and total time: `npx tsx bench/backup/profile-top.ts <file> [rows]`.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [rows]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
/** A worker started from a data: URL (ts-worker.ts) is named by the bundle's first line, `// packages/…/x-worker.ts`. */
const urlName = (url: string) => {
  const m = /^data:text\/javascript;base64,(.*)$/.exec(url);
  if (!m) return url.replace(/^.*\/(node_modules|src)\//, '$1/');
  const first = Buffer.from(m[1]!.slice(0, 200), 'base64').toString('utf8').split('\n')[0] ?? '';
  return `bundle(${first.replace(/^\/\/ /, '').replace(/^.*\//, '')})`;
};
const label = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${urlName(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const selfBy = new Map<string, number>();
const totalBy = new Map<string, number>();
for (const [id, us] of self) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const key = label(byId.get(at)!);
    if (at === id) selfBy.set(key, (selfBy.get(key) ?? 0) + us);
    if (!seen.has(key)) totalBy.set(key, (totalBy.get(key) ?? 0) + us);
    seen.add(key);
  }
}
const all = [...self.values()].reduce((a, b) => a + b, 0);
const rows = Number(rowsArg ?? 25);
const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title} (of ${(all / 1e6).toFixed(2)} s sampled)`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${(us / 1e6).toFixed(2).padStart(7)} s ${((100 * us) / all).toFixed(1).padStart(5)}%  ${k}`);
};
show('self', selfBy);
show('total', totalBy);
