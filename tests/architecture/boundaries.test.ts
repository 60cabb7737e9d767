import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { knownOffenders } from './known-offenders';

/**
 * The platform's boundaries (platform/src/modules/README.md), checked on every `npm test`:
 * no file-level import circle, a module reaches another only through its index.ts, infra stays a
 * leaf (the rules of .dependency-cruiser.cjs); no circle between modules collapsed to folders; a
 * module's SQL names only the tables it owns (its README's `Tables:` line). Each failure names
 * the offending edge or table read; what issue 14 has not fixed yet is in known-offenders.ts.
 */

const root = path.resolve(__dirname, '../..');
const modulesDir = 'platform/src/modules';

interface CruiseDependency { resolved: string; couldNotResolve: boolean; coreModule?: boolean }
interface CruiseModule { source: string; dependencies: CruiseDependency[] }
interface CruiseViolation { from: string; to: string; rule: { name: string }; cycle?: { name: string }[] }
interface CruiseResult { modules: CruiseModule[]; summary: { violations: CruiseViolation[] } }

function runCruise(): CruiseResult {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'cruise.mjs')], {
    cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as CruiseResult;
}

function moduleOf(file: string): string | null {
  const m = /^platform\/src\/modules\/([^/]+)\//.exec(file);
  return m ? m[1] : null;
}

function listFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    return statSync(path.join(root, rel)).isDirectory() ? listFiles(rel) : [rel];
  });
}

const moduleNames = readdirSync(path.join(root, modulesDir)).filter((n) => statSync(path.join(root, modulesDir, n)).isDirectory());

/** Tarjan's strongly connected components: every group of modules that reach each other. */
function stronglyConnected(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next); low.set(v, next); next += 1;
    stack.push(v); onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do { w = stack.pop()!; onStack.delete(w); group.push(w); } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return groups;
}

/** Table names after FROM/JOIN/INTO/UPDATE in SQL text (our SQL keywords are upper case, prose is not). */
function tablesNamedIn(source: string): Map<string, 'read' | 'write'> {
  const found = new Map<string, 'read' | 'write'>();
  for (const m of source.matchAll(/\b(FROM|JOIN|INTO|UPDATE)\s+([a-z_][a-z0-9_]*)\b/g)) {
    // A plain view is updatable in PostgreSQL: naming one after INTO or UPDATE is a write.
    if (m[1] === 'INTO' || m[1] === 'UPDATE') found.set(m[2], 'write');
    else if (!found.has(m[2])) found.set(m[2], 'read');
  }
  return found;
}

/** The names of a README line such as `Tables: a, b` ('Tables: none' for a module without tables); null without the line. */
function namesOnLine(readme: string, label: string): string[] | null {
  if (!existsSync(path.join(root, readme))) return null;
  const line = new RegExp(`^${label}:\\s*(.*)$`, 'm').exec(readFileSync(path.join(root, readme), 'utf8'));
  if (!line) return null;
  const names = line[1].split(',').map((s) => s.replace(/`/g, '').trim()).filter(Boolean);
  return names.length === 1 && names[0] === 'none' ? [] : names;
}

/** What a module owns: its tables, and the read views it offers other modules (`Read views:`). */
function declaredTables(readme: string): string[] | null {
  const tables = namesOnLine(readme, 'Tables');
  return tables === null ? null : [...tables, ...(namesOnLine(readme, 'Read views') ?? [])];
}

/** The read views a README offers: other modules may name them after FROM or JOIN. */
function declaredViews(readme: string): string[] {
  return namesOnLine(readme, 'Read views') ?? [];
}

/**
 * Modules converted to the one shape (platform/src/modules/README.md): add a module here in the
 * commit that converts it, so it cannot drift back.
 */
const shapedModules = ['merchants', 'payments', 'outbox', 'geo', 'verification', 'sessions', 'vendor-wallet', 'social', 'recovery', 'registration', 'ledger', 'wallet', 'jackpot', 'games', 'backoffice', 'content', 'audit', 'members', 'inbox', 'chat', 'feedback', 'jobs', 'rewards', 'redrain', 'vip', 'limits', 'signin', 'referral', 'tournaments', 'agents', 'contracts'];

/** Owners outside platform/src/modules that hold tables of their own (the in-house game vendor). */
const otherOwners = ['platform/src/vendors/house'];

describe('platform boundaries', () => {
  let cruise: CruiseResult;
  beforeAll(() => { cruise = runCruise(); }, 120_000);

  const offenders: string[] = [];
  afterAll(() => {
    const known = new Set(Object.values(knownOffenders).flat());
    const found = new Set(offenders);
    const fresh = [...found].filter((o) => !known.has(o)).sort();
    const fixed = [...known].filter((o) => !found.has(o)).sort();
    // Printed here as well, so one run tells a reader everything at once.
    if (fresh.length || fixed.length) {
      console.log(`new offenders:\n  ${fresh.join('\n  ') || '(none)'}\nfixed, remove from known-offenders.ts:\n  ${fixed.join('\n  ') || '(none)'}`);
    }
  });

  function expectOnlyKnown(kind: string, found: string[]): void {
    offenders.push(...found);
    const known = Object.values(knownOffenders).flat().filter((o) => o.startsWith(`${kind}: `));
    const fresh = found.filter((o) => !known.includes(o));
    const fixed = known.filter((o) => !found.includes(o));
    // A new offender fails the build; a fixed one fails it too until it leaves the list.
    expect({ newOffenders: fresh.sort(), fixedButStillListed: fixed.sort() }).toEqual({ newOffenders: [], fixedButStillListed: [] });
  }

  it.each(['no-circular', 'module-through-index', 'outside-through-index', 'seed-and-platform-schemas-through-index', 'leaf-stays-leaf', 'platform-imports-shared-lib', 'shared-lib-stays-pure'])('breaks no import rule %s', (rule) => {
    const found = cruise.summary.violations
      .filter((v) => v.rule.name === rule)
      .map((v) => (v.cycle?.length
        ? `${rule}: ${[v.from, ...v.cycle.map((c) => c.name)].join(' → ')}`
        : `${rule}: ${v.from} → ${v.to}`));
    expectOnlyKnown(rule, [...new Set(found)]);
  });

  it('has no circle between modules (files collapsed to their module folders)', () => {
    const graph = new Map<string, Set<string>>();
    const edges = new Map<string, string[]>();
    for (const mod of cruise.modules) {
      const from = moduleOf(mod.source);
      if (!from) continue;
      for (const dep of mod.dependencies) {
        const to = moduleOf(dep.resolved);
        if (!to || to === from) continue;
        if (!graph.has(from)) graph.set(from, new Set());
        graph.get(from)!.add(to);
        const key = `${from}→${to}`;
        edges.set(key, [...(edges.get(key) ?? []), `${mod.source} → ${dep.resolved}`]);
      }
    }
    const groups = stronglyConnected(graph);
    const found = groups.map((g) => `module-circle: ${g.join(' ↔ ')}`);
    for (const g of groups) {
      const inside = [...edges.entries()].filter(([k]) => g.includes(k.split('→')[0]) && g.includes(k.split('→')[1]));
      console.log(`module circle ${g.join(' ↔ ')}, through:\n  ${inside.flatMap(([, e]) => e).join('\n  ')}`);
    }
    expectOnlyKnown('module-circle', found);
  });

  it('keeps the converted modules in the one shape: an index.ts with create…Service factories, no service classes', () => {
    const off: string[] = [];
    for (const m of shapedModules) {
      const face = readFileSync(path.join(root, modulesDir, m, 'index.ts'), 'utf8');
      if (!/export\s*(?:\{[^}]*\bcreate[A-Z]\w*Service\b|function\s+create[A-Z]\w*Service\b)/.test(face)) off.push(`${m}/index.ts exports no create…Service factory`);
      for (const file of listFiles(`${modulesDir}/${m}`).filter((f) => f.endsWith('.ts'))) {
        // Error classes are values, not services: they stay classes.
        for (const c of readFileSync(path.join(root, file), 'utf8').matchAll(/^export class (\w+)(?: extends (\w+))?/gm)) {
          if (!/Error$/.test(c[2] ?? '') && !/Error$/.test(c[1])) off.push(`${file} exports the class ${c[1]}`);
        }
      }
    }
    expect(off).toEqual([]);
  });

  it('has a Tables: line in every module README, and an owner for every table the migrations create', () => {
    const missing = moduleNames.filter((m) => declaredTables(`${modulesDir}/${m}/README.md`) === null);
    expect(missing).toEqual([]);
    const owned = new Map<string, string[]>();
    for (const owner of [...moduleNames.map((m) => `${modulesDir}/${m}`), ...otherOwners]) {
      for (const t of declaredTables(`${owner}/README.md`) ?? []) owned.set(t, [...(owned.get(t) ?? []), owner]);
    }
    const created = listFiles('platform/migrations')
      .flatMap((f) => [...readFileSync(path.join(root, f), 'utf8').matchAll(/CREATE\s+(?:TABLE|VIEW|MATERIALIZED\s+VIEW)\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_][a-z0-9_]*)/gi)])
      .map((m) => m[1].toLowerCase());
    expect({ unowned: created.filter((t) => !owned.has(t)), ownedTwice: [...owned].filter(([, o]) => o.length > 1).map(([t]) => t) })
      .toEqual({ unowned: [], ownedTwice: [] });
  });

  it('lets a module name only the tables it owns in its SQL', () => {
    const ownerOf = new Map<string, string>();
    const readable = new Set(moduleNames.flatMap((m) => declaredViews(`${modulesDir}/${m}/README.md`)));
    for (const m of moduleNames) for (const t of declaredTables(`${modulesDir}/${m}/README.md`) ?? []) ownerOf.set(t, m);
    for (const o of otherOwners) for (const t of declaredTables(`${o}/README.md`) ?? []) ownerOf.set(t, o);
    const found: string[] = [];
    for (const m of moduleNames) {
      for (const file of listFiles(`${modulesDir}/${m}`).filter((f) => f.endsWith('.ts'))) {
        for (const [table, use] of tablesNamedIn(readFileSync(path.join(root, file), 'utf8'))) {
          const owner = ownerOf.get(table);
          if (owner && owner !== m && !(use === 'read' && readable.has(table))) found.push(`table-read: ${file} names ${table} (owned by ${owner})`);
        }
      }
    }
    expectOnlyKnown('table-read', found);
  });
});
