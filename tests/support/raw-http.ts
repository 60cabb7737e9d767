import net from 'node:net';

export interface RawExchange {
  /** Everything the server sent before it closed. */
  text: string;
  /** The socket's error (ECONNRESET when the server reset the connection), or null. */
  error: string | null;
  /** From the first byte sent to the close. */
  elapsed_ms: number;
}

/**
 * Sends bytes on a raw socket (a request no HTTP client would send: a head too large, a body that
 * stops half-way) and collects what the server answers until it closes the connection, or until
 * wait_ms passes (then the exchange ends with error 'still open').
 */
export function rawExchange(port: number, request: string, wait_ms = 5_000): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let error: string | null = null;
    const timer = setTimeout(() => {
      error = 'still open';
      socket.destroy();
    }, wait_ms);
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (text += d));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, error, elapsed_ms: Date.now() - started });
    });
    socket.write(request, () => undefined);
  });
}

/** The JSON body of a raw HTTP answer. */
export function rawBody(text: string): unknown {
  return JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
}
