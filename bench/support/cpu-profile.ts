import { readFileSync } from 'node:fs';

/**
 * Sums a V8 .cpuprofile (node --cpu-prof; bench:wallet writes the platform's with BENCH_PROFILE):
 * the functions with the most self time, the most inclusive time (a function counted once per
 * stack, however deep it recurses), and self time by package or file, from `from_s` seconds
 * into the profile (leaving out the process's start). Usage:
 *   npx tsx bench/support/cpu-profile.ts <file.cpuprofile> [rows, default 30] [from_s, default 0]
 */
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, rowsArg, fromArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile.ts <file.cpuprofile> [rows] [from_s]');
const rows = Number(rowsArg ?? 30);
const from_us = Number(fromArg ?? 0) * 1e6;
const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const short = (url: string) => url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '~/').replace(/^.*\/(platform|lib|bench)\//, '$1/');
const fn = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
/** A package (~/name or ~/@scope/name), node's own code, or a file of this repository. */
const where = (n: Node) => {
  const u = short(n.callFrame.url);
  if (u.startsWith('~/')) return u.split('/').slice(0, u.startsWith('~/@') ? 3 : 2).join('/');
  if (u.startsWith('node:')) return u;
  return u || `(${n.callFrame.functionName})`;
};

const self = new Map<number, number>();
let at_us = 0;
p.samples.forEach((id, i) => {
  at_us += p.timeDeltas[i] ?? 0;
  if (at_us >= from_us) self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
});
const total_us = [...self.values()].reduce((a, b) => a + b, 0);

const selfBy = (key: (n: Node) => string) => {
  const m = new Map<string, number>();
  for (const [id, us] of self) m.set(key(byId.get(id)!), (m.get(key(byId.get(id)!)) ?? 0) + us);
  return m;
};
const inclusive = new Map<string, number>();
for (const [id, us] of self) {
  const seen = new Set<string>();
  for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
    const k = fn(byId.get(n)!);
    if (seen.has(k)) continue;
    seen.add(k);
    inclusive.set(k, (inclusive.get(k) ?? 0) + us);
  }
}

const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / total_us).toFixed(1).padStart(5)} %  ${k}`);
  }
};
console.log(`${file}: ${(total_us / 1e6).toFixed(2)} s sampled`);
print('self time by function', selfBy(fn));
print('self time by package or file', selfBy(where));
print('inclusive time by function', inclusive);
