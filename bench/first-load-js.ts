import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript of a page, as a phone downloads it: every <script src> of the
 * server-rendered HTML, gzip-compressed, summed. Usage (product running):
 *   npx tsx bench/first-load-js.ts [http://localhost:3000/m/home ...]
 */
async function firstLoad(url: string): Promise<{ scripts: number; raw: number; gzip: number; html_gzip: number }> {
  const res = await fetch(url);
  const html = await res.text();
  // nomodule scripts (legacy polyfills) are neither fetched nor run by a modern phone browser.
  const srcs = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((m) => !/\bnomodule\b/i.test(m[1]!))
    .map((m) => /\bsrc="([^"]+)"/.exec(m[1]!)?.[1])
    .filter((s): s is string => !!s)
    .map((s) => new URL(s.replace(/&amp;/g, '&'), url).toString());
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: new Set(srcs).size, raw, gzip, html_gzip: gzipSync(Buffer.from(html), { level: 9 }).length };
}

const urls = process.argv.slice(2);
for (const url of urls.length ? urls : ['http://localhost:3000/m/home']) {
  const r = await firstLoad(url);
  console.log(`${url}: ${r.scripts} scripts, ${(r.raw / 1024).toFixed(1)} KiB raw, ${(r.gzip / 1024).toFixed(1)} KiB gzip JS; HTML ${(r.html_gzip / 1024).toFixed(1)} KiB gzip`);
}
