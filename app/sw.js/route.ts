import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serviceWorkerScript } from '@/lib/pwa';

/** The build's id versions the worker: a new build installs a new worker, which drops the old caches. */
function buildId(): string {
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

// GET /sw.js – the service worker of the installable app: offline page, static files only
export function GET(): Response {
  return new Response(serviceWorkerScript(buildId()), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}
