import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { fail } from '@/lib/wps/envelope';
import { errorCatalogue, type ErrorCode } from '@/lib/wps/errors';

/** How long a refused connection may go on sending before it is cut: the rest of its request is read and dropped. */
export const refusedLinger_ms = 2_000;
const answered = new WeakSet<Duplex>();

/**
 * The answer to a request Node refuses before any handler sees it ('clientError' of an HTTP
 * server; Fastify's clientErrorHandler): a head or URL over the limit (431), a request that did
 * not arrive in time (408), anything unparsable (400), each as our envelope with its code, on the
 * web server and the platform alike. Node's own answer carries no Content-Length and the socket is
 * destroyed at once; with the rest of a 96 KB URL still arriving, the kernel answers those bytes
 * with a reset, and the client loses the answer. Here the answer is complete, the socket
 * half-closes, and what still arrives is read and dropped for a short while.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex, linger_ms = refusedLinger_ms): void {
  if (err.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const code: ErrorCode = err.code === 'HPE_HEADER_OVERFLOW' ? 'request.too.large'
    : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'request.timeout' : 'request.invalid';
  // A head too large is 431 (the platform's answer, URL or headers alike); the code says which limit.
  const status = code === 'request.too.large' ? 431 : errorCatalogue[code].status;
  // An answer already begun on this socket must not be corrupted (Node's own rule).
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ ...fail(code, errorCatalogue[code].message), status: false });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n`
      + `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.end();
  socket.resume();
  setTimeout(() => socket.destroy(), linger_ms).unref();
}
