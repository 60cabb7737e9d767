import { createServer } from 'node:http';
import next from 'next';
import { webConfig } from '@/lib/config/web';
import { peerHeader } from '@/lib/bff/upstream';

/**
 * The web program: Next.js behind a plain Node HTTP server, so that the socket's peer
 * address reaches the app (x-wps-peer, after removing any copy a client sent). Next alone
 * keeps a client-sent X-Forwarded-For as is, which would let anyone pick their own IP.
 */
async function main() {
  const dev = process.argv.includes('--dev');
  const config = webConfig();
  const hostname = process.env.HOST ?? '0.0.0.0';
  const app = next({ dev, dir: process.cwd(), hostname, port: config.port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const upgrade = app.getUpgradeHandler();
  const server = createServer((req, res) => {
    delete req.headers[peerHeader];
    req.headers[peerHeader] = req.socket.remoteAddress ?? '';
    void handle(req, res);
  });
  server.on('upgrade', (req, socket, head) => void upgrade(req, socket, head));
  server.keepAliveTimeout = 65_000;
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
