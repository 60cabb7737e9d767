import next from 'next';
import { webConfig } from '@/lib/config/web';
import { createWebServer } from './web-server-core';

/**
 * The web program: Next.js behind a plain Node HTTP server (scripts/web-server-core.ts), so that
 * the socket's peer address reaches the app and the edge's limits hold before Next sees a request.
 */
async function main() {
  const dev = process.argv.includes('--dev');
  const config = webConfig();
  const hostname = process.env.HOST ?? '0.0.0.0';
  const app = next({ dev, dir: process.cwd(), hostname, port: config.port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = createWebServer(handle, app.getUpgradeHandler());
  server.listen(config.port, hostname, () => {
    process.stdout.write(`web listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${config.port}\n`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exit(1);
});
