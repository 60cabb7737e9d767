import WebSocket from 'ws';

/** What a table's socket received, and a way to wait for a message. */
export interface TableSocket {
  ws: WebSocket;
  messages: Record<string, unknown>[];
  /** Resolves with the first message (already received or to come) that matches. */
  next(match: (m: Record<string, unknown>) => boolean, timeout_ms?: number): Promise<Record<string, unknown>>;
  /** Resolves with the close code. */
  closed: Promise<number>;
}

/** Opens a table's socket as the client page does, and says hello with the token when one is given. */
export function openTableSocket(url: string, token: string | null, opts: { headers?: Record<string, string> } = {}): Promise<TableSocket> {
  const ws = new WebSocket(url, { headers: opts.headers });
  const messages: Record<string, unknown>[] = [];
  const waiters: { match: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as Record<string, unknown>;
    messages.push(m);
    for (const w of [...waiters]) {
      if (w.match(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  const next: TableSocket['next'] = (match, timeout_ms = 15_000) => {
    const seen = messages.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message in ${timeout_ms} ms; got ${JSON.stringify(messages.map((x) => x.type))}`)), timeout_ms);
      waiters.push({ match, resolve: (m) => {
        clearTimeout(timer);
        resolve(m);
      } });
    });
  };
  return new Promise((resolve, reject) => {
    ws.on('open', () => {
      if (token) ws.send(JSON.stringify({ type: 'hello', token }));
      resolve({ ws, messages, next, closed });
    });
    ws.on('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
    ws.on('error', reject);
  });
}

/** A round event of a given status (the table's pushed events). */
export const roundEvent = (status: string, roundId?: string) => (m: Record<string, unknown>) =>
  m.type === 'round' && (m.round as { status: string; id: string }).status === status && (!roundId || (m.round as { id: string }).id === roundId);
