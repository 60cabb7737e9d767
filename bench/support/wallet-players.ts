import net from 'node:net';
import { signBody } from '../../platform/src/modules/vendor-wallet/signing';

/**
 * The players of bench/wallet.ts, in a process of their own: they stand in for vendors' game
 * servers, which call the platform from other machines, so every CPU microsecond they spend here
 * is taken from the platform and PostgreSQL on the same cores. They are built like a load tool
 * (wrk, autocannon) rather than like an application client:
 *
 * - `prepare` signs every bet and win of the coming phase beforehand (the bench reads the CPU
 *   counters after that): each player's requests, request line, headers, body and X-Signature,
 *   are bytes in one buffer, in order, so a request in the phase is one socket write. If a player
 *   runs past what was prepared, it signs more as it goes (counted as `signedLive`).
 * - `run` has each player do bet-then-win pairs on a keep-alive socket of its own (net, no HTTP
 *   client): one request in flight per socket, as a vendor's game server waits for its answer
 *   before the next call of a round.
 * - Every answer is checked, cheaply but completely: status line 200, a Content-Length body, and
 *   the body byte for byte. A player's wallet is only ever touched by its own pairs, and a win
 *   pays the stake back, so every bet answers the same text and every win the same other text:
 *   the first of each is parsed as JSON (status OK, the currency, a balance, the win's balance
 *   the bet's plus the stake), and each later one must equal it. A wrong status, balance or
 *   currency anywhere fails the run. The bench then reconciles the pairs reported with the rows
 *   in the database and runs ledger verify at the end.
 *
 * The answer is every measured pair's latency (runLoops' rule: started after the warm-up, ended
 * by the deadline) and how many pairs ran; `stop` ends the process.
 */
export interface PlayersPrepare {
  kind: 'prepare';
  /** http://host:port/vendor/<code>/wallet */
  base: string;
  secret: string;
  tokens: string[];
  currency: string;
  for_s: number;
  warmup_ms: number;
  /** Makes this run's transaction ids unique in the database. */
  prefix: string;
  /** Pairs to sign beforehand for each player. */
  pairsEach: number;
}

export interface PlayersResult {
  kind: 'result';
  latencies: number[];
  done: number;
  /** Requests signed during the phase because a player ran past what was prepared. */
  signedLive: number;
  error?: string;
}

const stake = '1.00';

/** One player's prepared requests: bet k at [at[2k], at[2k+1]), win k at [at[2k+1], at[2k+2]). */
interface Prepared {
  bytes: Buffer;
  at: Uint32Array;
  pairs: number;
}

function requestText(host: string, path: string, secret: string, body: string): string {
  return `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n`
    + `Content-Length: ${Buffer.byteLength(body)}\r\nX-Signature: ${signBody(secret, body)}\r\n\r\n${body}`;
}

/** The bet and the win of pair `k` of player `token`, signed: the same JSON bodies the wallet's tests and the direct mode send. */
function pairTexts(m: PlayersPrepare, host: string, path: string, token: string, player: number, k: number): [string, string] {
  const id = `${m.prefix}${player}.${k}`;
  const common = { token, roundId: `r${id}`, gameId: 'slot', currency: m.currency, amount: stake };
  const bet = JSON.stringify({ ...common, requestId: `q${id}b`, transactionId: `b${id}`, roundClosed: false });
  const win = JSON.stringify({ ...common, requestId: `q${id}w`, transactionId: `w${id}`, referenceTransactionId: `b${id}`, roundClosed: true });
  return [requestText(host, `${path}/bet`, m.secret, bet), requestText(host, `${path}/win`, m.secret, win)];
}

function prepare(m: PlayersPrepare, host: string, path: string, player: number): Prepared {
  const texts: string[] = [];
  let size = 0;
  for (let k = 0; k < m.pairsEach; k++) {
    for (const t of pairTexts(m, host, path, m.tokens[player]!, player, k)) {
      texts.push(t);
      size += t.length; // ASCII only: one byte a character
    }
  }
  const bytes = Buffer.allocUnsafe(size);
  const at = new Uint32Array(texts.length + 1);
  let off = 0;
  texts.forEach((t, i) => {
    at[i] = off;
    off += bytes.write(t, off, 'latin1');
  });
  at[texts.length] = off;
  return { bytes, at, pairs: m.pairsEach };
}

const headEnd = Buffer.from('\r\n\r\n');
const status200 = Buffer.from('HTTP/1.1 200 ');
const lengthHeaders = ['\r\ncontent-length:', '\r\nContent-Length:'].map((s) => Buffer.from(s));

/**
 * The end of the first whole response in `buf` (the offset just past its body) and where its body
 * starts, or null while it is incomplete. Throws on anything but a 200 with a Content-Length.
 */
function responseEnd(buf: Buffer): { bodyAt: number; end: number } | null {
  const head = buf.indexOf(headEnd);
  if (head < 0) return null;
  if (buf.compare(status200, 0, status200.length, 0, status200.length) !== 0) {
    throw new Error(`answer not HTTP 200: ${buf.toString('latin1', 0, Math.min(buf.length, 300))}`);
  }
  let at = -1;
  let name = 0;
  for (const h of lengthHeaders) {
    at = buf.indexOf(h);
    if (at >= 0 && at < head) {
      name = h.length;
      break;
    }
  }
  if (at < 0 || at >= head) throw new Error(`answer without Content-Length: ${buf.toString('latin1', 0, head)}`);
  let length = 0;
  let i = at + name;
  while (buf[i] === 0x20) i++;
  for (; i < head; i++) {
    const c = buf[i]!;
    if (c < 0x30 || c > 0x39) break;
    length = length * 10 + (c - 0x30);
  }
  const end = head + 4 + length;
  return end <= buf.length ? { bodyAt: head + 4, end } : null;
}

/** The first answer of a kind, parsed: status OK, the phase's currency, a balance in decimals. Its balance in minor units of its own scale. */
function firstAnswer(text: string, currency: string, what: string): { minor: bigint; scale: number } {
  let a: { status?: unknown; balance?: unknown; currency?: unknown };
  try {
    a = JSON.parse(text) as typeof a;
  } catch {
    throw new Error(`${what}: not JSON: ${text}`);
  }
  if (a.status !== 'OK' || a.currency !== currency || typeof a.balance !== 'string' || !/^\d+(\.\d+)?$/.test(a.balance)) {
    throw new Error(`${what}: ${text}`);
  }
  const [whole, frac = ''] = a.balance.split('.');
  return { minor: BigInt(whole! + frac), scale: frac.length };
}

async function run(m: PlayersPrepare, prepared: Prepared[], host: string, port: number, path: string): Promise<PlayersResult> {
  const start = performance.now();
  const measureFrom = start + m.warmup_ms;
  const end = measureFrom + m.for_s * 1000;
  const latencies: number[] = [];
  let done = 0;
  let signedLive = 0;
  const sockets: net.Socket[] = [];
  let failed: Error | null = null;

  const player = (i: number) => new Promise<void>((resolve, reject) => {
    const p = prepared[i]!;
    let k = 0;
    let winNext = false;
    let t0 = 0;
    let pending: Buffer | null = null;
    /** The bet's and the win's answer bodies, once the first of each was checked. */
    let betAnswer: Buffer | null = null;
    let winAnswer: Buffer | null = null;
    let betMinor: { minor: bigint; scale: number } | null = null;
    const socket = net.connect({ host, port, noDelay: true });
    sockets.push(socket);
    const fail = (e: Error) => {
      failed ??= e;
      socket.destroy();
      reject(e);
    };
    const send = () => {
      if (k < p.pairs) {
        const j = 2 * k + (winNext ? 1 : 0);
        socket.write(p.bytes.subarray(p.at[j], p.at[j + 1]));
      } else {
        signedLive += 1;
        socket.write(pairTexts(m, host, path, m.tokens[i]!, i, k)[winNext ? 1 : 0]!, 'latin1');
      }
    };
    const check = (buf: Buffer, bodyAt: number, bodyEnd: number) => {
      const known = winNext ? winAnswer : betAnswer;
      if (known) {
        if (bodyEnd - bodyAt !== known.length || buf.compare(known, 0, known.length, bodyAt, bodyEnd) !== 0) {
          throw new Error(`${winNext ? 'win' : 'bet'} of player ${i}: ${buf.toString('utf8', bodyAt, bodyEnd)} where ${known.toString()} was due`);
        }
        return;
      }
      const text = buf.toString('utf8', bodyAt, bodyEnd);
      const got = firstAnswer(text, m.currency, `${winNext ? 'win' : 'bet'} of player ${i}`);
      if (!winNext) {
        betMinor = got;
        betAnswer = Buffer.from(text);
      } else {
        const stake_minor = BigInt(stake.replace('.', ''));
        if (!betMinor || got.scale !== betMinor.scale || got.minor !== betMinor.minor + stake_minor) {
          throw new Error(`win of player ${i}: ${text} does not pay the stake back on ${betAnswer?.toString()}`);
        }
        winAnswer = Buffer.from(text);
      }
    };
    const next = () => {
      if (!winNext) {
        if (performance.now() >= end) {
          socket.end();
          resolve();
          return;
        }
        t0 = performance.now();
      }
      send();
    };
    socket.on('data', (chunk: Buffer) => {
      try {
        const buf: Buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
        const r = responseEnd(buf);
        if (!r) {
          pending = buf;
          return;
        }
        if (r.end !== buf.length) throw new Error(`player ${i}: bytes after the answer (one request is in flight at a time)`);
        pending = null;
        check(buf, r.bodyAt, r.end);
        if (winNext) {
          const t1 = performance.now();
          done += 1;
          if (t0 >= measureFrom && t1 <= end) latencies.push(t1 - t0);
          k += 1;
        }
        winNext = !winNext;
        next();
      } catch (e) {
        fail(e as Error);
      }
    });
    socket.on('error', fail);
    socket.on('close', () => {
      if (!failed && (winNext || performance.now() < end)) fail(new Error(`player ${i}: the platform closed the connection`));
    });
    socket.once('connect', next);
  });

  try {
    await Promise.all(prepared.map((_, i) => player(i)));
    return { kind: 'result', latencies, done, signedLive };
  } catch (e) {
    for (const s of sockets) s.destroy();
    return { kind: 'result', latencies: [], done: 0, signedLive, error: (e as Error).message };
  }
}

let ready: { m: PlayersPrepare; prepared: Prepared[]; host: string; port: number; path: string } | null = null;

process.on('message', (msg: PlayersPrepare | { kind: 'run' } | { kind: 'stop' }) => {
  if (msg.kind === 'stop') process.exit(0);
  if (msg.kind === 'prepare') {
    const url = new URL(msg.base);
    const path = url.pathname.replace(/\/$/, '');
    const prepared = msg.tokens.map((_, i) => prepare(msg, url.host, path, i));
    ready = { m: msg, prepared, host: url.hostname, port: Number(url.port), path };
    process.send!({ kind: 'ready' });
    return;
  }
  const r = ready;
  ready = null;
  if (!r) {
    process.send!({ kind: 'result', latencies: [], done: 0, signedLive: 0, error: 'run before prepare' } satisfies PlayersResult);
    return;
  }
  void run(r.m, r.prepared, r.host, r.port, r.path).then((res) => process.send!(res));
});
