import http from 'node:http';
import { signBody } from '../../platform/src/modules/vendor-wallet/signing';
import { runLoops } from './load';

/**
 * The players of bench/wallet.ts, in a process of their own: they stand in for vendors' game
 * servers, which call the platform from elsewhere, so their HTTP client's CPU is not counted as
 * the wallet's. bench/wallet.ts forks this file (node --import tsx) and sends one `run` message
 * per phase; each player does bet-then-win pairs with real signatures over a keep-alive
 * `node:http` agent (fetch, undici, tops out near 1,000 requests/s in one process and would
 * measure the client), and the win pays the stake back, so wallets never run dry. The answer is
 * every measured pair's latency and how many pairs ran; `stop` ends the process.
 */
export interface PlayersRun {
  kind: 'run';
  /** http://host:port/vendor/<code>/wallet */
  base: string;
  secret: string;
  tokens: string[];
  currency: string;
  for_s: number;
  warmup_ms: number;
  /** Makes this run's transaction ids unique in the database. */
  prefix: string;
}

export interface PlayersResult {
  kind: 'result';
  latencies: number[];
  done: number;
  error?: string;
}

async function run(m: PlayersRun): Promise<PlayersResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: m.tokens.length });
  const call = (action: 'bet' | 'win', body: Record<string, unknown>) => new Promise<void>((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = http.request(`${m.base}/${action}`, {
      method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'x-signature': signBody(m.secret, text) },
    }, (res) => {
      let answer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (answer += chunk));
      res.on('end', () => {
        if (answer.startsWith('{"status":"OK"')) resolve();
        else reject(new Error(`${action}: HTTP ${res.statusCode} ${answer}`));
      });
    });
    req.on('error', reject);
    req.end(text);
  });
  let seq = 0;
  try {
    const r = await runLoops(m.tokens.length, m.for_s, m.warmup_ms, async (i) => {
      const k = `${m.prefix}${++seq}`;
      const common = { token: m.tokens[i]!, roundId: `r${k}`, gameId: 'slot', currency: m.currency, amount: '1.00' };
      await call('bet', { ...common, requestId: `q${k}b`, transactionId: `b${k}`, roundClosed: false });
      await call('win', { ...common, requestId: `q${k}w`, transactionId: `w${k}`, referenceTransactionId: `b${k}`, roundClosed: true });
    });
    return { kind: 'result', ...r };
  } catch (e) {
    return { kind: 'result', latencies: [], done: 0, error: (e as Error).message };
  } finally {
    agent.destroy();
  }
}

process.on('message', (m: PlayersRun | { kind: 'stop' }) => {
  if (m.kind === 'stop') process.exit(0);
  void run(m).then((r) => process.send!(r));
});
