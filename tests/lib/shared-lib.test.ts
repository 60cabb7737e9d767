import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The shared part of lib/ (lib/README.md) runs in the platform as well as in the web app, so it
 * imports nothing of Next, React, next-intl, server-only or iron-session. dependency-cruiser
 * checks the imports between our own folders (.dependency-cruiser.cjs, shared-lib-stays-pure)
 * but leaves packages out of its graph; this reads the sources for them.
 */
const root = path.resolve(__dirname, '../..');
const shared = ['wps', 'validation', 'format', 'system', 'games', 'net', 'config', 'time', 'activity', 'agent'];
const webOnlyPackage = /(?:from\s+|import\s*\(?\s*|require\(\s*)['"](next|react|react-dom|next-intl|use-intl|server-only|iron-session)(?:\/[^'"]*)?['"]/;

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return sources(rel);
    return /\.tsx?$/.test(name) ? [rel] : [];
  });
}

describe('the shared part of lib/', () => {
  it('is the list lib/README.md and .dependency-cruiser.cjs give', () => {
    const readme = readFileSync(path.join(root, 'lib/README.md'), 'utf8');
    for (const folder of shared) expect(readme).toContain(`| \`${folder}\` |`);
    expect(readFileSync(path.join(root, '.dependency-cruiser.cjs'), 'utf8')).toContain(`const sharedLib = '(${shared.join('|')})';`);
  });

  it('imports nothing of Next, React or the session library', () => {
    const found = shared.flatMap((f) => sources(`lib/${f}`)).filter((f) => webOnlyPackage.test(readFileSync(path.join(root, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('would notice such an import', () => {
    expect(webOnlyPackage.test("import { cache } from 'react';")).toBe(true);
    expect(webOnlyPackage.test("import 'server-only';")).toBe(true);
    expect(webOnlyPackage.test("import { NextResponse } from 'next/server';")).toBe(true);
    expect(webOnlyPackage.test("import { z } from 'zod';")).toBe(false);
    expect(webOnlyPackage.test("import { x } from 'next-thing';")).toBe(false);
  });
});
