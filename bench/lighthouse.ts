import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Lighthouse (mobile, simulated throttling) on the lobby's pages against a baseline page of the
 * same build (performance, with the accessibility, best-practices and SEO scores beside it), side by side: the runs go round the pages in turn (baseline, then each page), so a
 * busy moment of the machine falls on all of them alike, and the medians are printed with each
 * page's ratio to the baseline. The baseline is /m/help: the frame and the framework's scripts
 * with a text screen, what every page pays before its own content. Product running; Lighthouse 12
 * comes through npx, not as a dependency. Usage:
 *   npm run bench:lighthouse -- [base URL, default http://localhost:3400] [runs per page, default 5]
 * Env: CHROME_PATH (/usr/bin/chromium), LH_PAGES (comma-separated paths, default /m/home,/m/slot-games).
 *
 * A run is marked held when its first paint came more than 500 ms after DOMContentLoaded: the
 * browser held the first frame for about a second (see bench/README.md; upstream this is
 * GoogleChrome/lighthouse#17148, viz throttling the page's BeginFrames, and it happens on
 * PageSpeed Insights too), which moves every script that ran before it into Lighthouse's
 * simulated LCP. The medians are printed over all runs, then over the held and the other runs
 * apart, so a change to the page is not mistaken for a change in how many runs were held.
 */

const base = process.argv[2] ?? 'http://localhost:3400';
const runs = Number(process.argv[3] ?? 5);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const baseline = '/m/help';
const pages = (process.env.LH_PAGES ?? '/m/home,/m/slot-games').split(',').filter(Boolean);
const heldAfter_ms = 500;
const run = promisify(execFile);

interface Result { score: number; a11y: number; bestPractices: number; seo: number; fcp: number; lcp: number; tbt: number; si: number; cls: number; observedFcp: number; observedDcl: number; benchmarkIndex: number }

interface LighthouseReport {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>;
  environment: { benchmarkIndex: number };
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, number>[] } }>;
}

async function lighthouse(url: string, dir: string): Promise<Result> {
  const out = path.join(dir, 'report.json');
  await run('npx', ['--yes', 'lighthouse@12', url, `--chrome-path=${chrome}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    '--only-categories=performance,accessibility,best-practices,seo', '--output=json', `--output-path=${out}`, '--quiet'], { maxBuffer: 64 * 1024 * 1024 });
  const r = JSON.parse(await readFile(out, 'utf8')) as LighthouseReport;
  const value = (id: string) => r.audits[id]?.numericValue ?? NaN;
  const observed = r.audits.metrics?.details?.items?.[0] ?? {};
  return {
    score: Math.round(r.categories.performance.score * 100),
    a11y: Math.round(r.categories.accessibility.score * 100),
    bestPractices: Math.round(r.categories['best-practices'].score * 100),
    seo: Math.round(r.categories.seo.score * 100),
    fcp: value('first-contentful-paint'), lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time'),
    si: value('speed-index'), cls: value('cumulative-layout-shift'),
    observedFcp: observed.observedFirstContentfulPaint ?? NaN, observedDcl: observed.observedDomContentLoaded ?? NaN,
    benchmarkIndex: r.environment.benchmarkIndex,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const held = (r: Result) => r.observedFcp - r.observedDcl > heldAfter_ms;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function line(label: string, r: Result): string {
  return `${label.padEnd(16)} score ${String(r.score).padStart(3)}  a11y ${r.a11y}  BP ${r.bestPractices}  SEO ${r.seo}  FCP ${s(r.fcp)}  LCP ${s(r.lcp)}  TBT ${Math.round(r.tbt).toString().padStart(4)} ms  SI ${s(r.si)}  CLS ${r.cls.toFixed(3)}`
    + `  first paint ${Math.round(r.observedFcp)} ms, DCL ${Math.round(r.observedDcl)} ms${held(r) ? ' (held)' : ''}  benchmark ${Math.round(r.benchmarkIndex)}`;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wps-lighthouse-'));
  const all = [baseline, ...pages];
  const results = new Map<string, Result[]>(all.map((p) => [p, []]));
  try {
    for (let i = 1; i <= runs; i++) {
      for (const p of all) {
        const r = await lighthouse(new URL(p, base).toString(), dir);
        results.get(p)!.push(r);
        console.log(line(`${p} #${i}`, r));
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const summary = (rs: Result[]) => {
    const pick = (f: (r: Result) => number) => median(rs.map(f));
    return { score: pick((r) => r.score), a11y: pick((r) => r.a11y), bestPractices: pick((r) => r.bestPractices), seo: pick((r) => r.seo), fcp: pick((r) => r.fcp), lcp: pick((r) => r.lcp), tbt: pick((r) => r.tbt), si: pick((r) => r.si), cls: pick((r) => r.cls) };
  };
  const figures = (m: ReturnType<typeof summary>) =>
    `score ${m.score}  a11y ${m.a11y}  BP ${m.bestPractices}  SEO ${m.seo}  FCP ${s(m.fcp)}  LCP ${s(m.lcp)}  TBT ${Math.round(m.tbt)} ms  SI ${s(m.si)}  CLS ${m.cls.toFixed(3)}`;
  const b = summary(results.get(baseline)!);
  console.log(`\nmedians of ${runs} runs (Lighthouse 12, mobile, simulated throttling; ${os.cpus().length} CPUs shared with the product)`);
  for (const p of all) {
    const rs = results.get(p)!;
    const m = summary(rs);
    const ratio = p === baseline ? '(baseline)' : `score ${(m.score / b.score).toFixed(2)}x, LCP ${(m.lcp / b.lcp).toFixed(2)}x, TBT ${(m.tbt / Math.max(b.tbt, 1)).toFixed(2)}x of the baseline`;
    console.log(`${p.padEnd(14)} ${figures(m)}  held ${rs.filter(held).length}/${runs}  ${ratio}`);
    for (const [label, part] of [['held', rs.filter(held)], ['not held', rs.filter((r) => !held(r))]] as const) {
      if (part.length > 0 && part.length < rs.length) console.log(`  ${label.padEnd(12)} ${figures(summary(part))}  (${part.length} runs)`);
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
