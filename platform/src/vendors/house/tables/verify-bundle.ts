import path from 'node:path';
import type { Plugin } from 'esbuild';

/** Where the platform's sources are (APP_ROOT, as the migrations and the country database are found). */
const entry = path.resolve(process.env.APP_ROOT ?? process.cwd(), 'platform/src/vendors/house/tables/verify-entry.ts');

/**
 * The fair stream's module imports node:crypto for the server's HMAC and seeds; the browser
 * never calls those (its blocks come from WebCrypto), so the bundle gets a module that has the
 * names and throws if one is ever reached.
 */
const noNodeCrypto: Plugin = {
  name: 'no-node-crypto',
  setup(b) {
    b.onResolve({ filter: /^(node:)?crypto$/ }, () => ({ path: 'node-crypto', namespace: 'stub' }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
      contents: 'const no = () => { throw new Error("node:crypto is not in the browser"); }; export const createHash = no, createHmac = no, randomBytes = no;',
      loader: 'js',
    }));
  },
};

let bundled: Promise<string> | null = null;

/**
 * The verification pages' script: verify-entry.ts and the games' pure mathematics it imports,
 * bundled once per process (about 10 KB minified) so the browser runs the same code as the
 * tables. A failed build is tried again on the next request.
 */
export function verifyScript(): Promise<string> {
  // esbuild is loaded on the first verification page only (it also refuses to load in a browser-like test environment).
  bundled ??= import('esbuild').then(({ build }) => build({
    entryPoints: [entry], bundle: true, write: false, format: 'iife', platform: 'browser', target: 'es2020', minify: true, plugins: [noNodeCrypto],
    logLevel: 'silent',
  })).then((r) => r.outputFiles[0]!.text).catch((e: unknown) => {
    bundled = null;
    throw e;
  });
  return bundled;
}
