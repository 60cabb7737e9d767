// Why: the npm registry reachable here does not serve every platform build of native
// packages (e.g. @swc/core-darwin-arm64), so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lock as out of sync. This adds an entry,
// with its os/cpu/libc, for each missing optional platform package, so `npm ci` accepts the
// lock and skips them on machines they are not for. Run after `npm install` changes the lock:
//   node scripts/lock-platform-stubs.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const platform = /-(darwin|linux|win32|android|freebsd|openharmony|sunos|aix)-([a-z0-9]+)(?:-(gnu|musl|gnueabihf|musleabihf|msvc|eabi))?$/;
let added = 0;

for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key] || (path && lock.packages[`${path}/${key}`])) continue;
    const m = platform.exec(name);
    if (!m) continue;
    const [, os, cpu, abi] = m;
    const libc = abi?.startsWith('musl') ? ['musl'] : abi?.startsWith('gnu') ? ['glibc'] : undefined;
    lock.packages[key] = { version: String(range).replace(/^[~^=]/, ''), optional: true, os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: ${added} platform entries added`);
