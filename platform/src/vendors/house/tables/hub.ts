import type { WebSocket } from 'ws';
import { createSocketGroups, sendOrCut, socketFrame_bytes_max } from '../../../http/websocket';
import type { Store, Unsubscribe } from '../../../infra';
import type { TableEvent, TableEvents } from './engine';

/** Bounds of the tables' WebSocket connections. */
export const hubLimits = {
  /** A client sends a hello or a ping: a few dozen bytes. A larger frame closes the socket (1009). */
  message_bytes_max: socketFrame_bytes_max,
  /** Open sockets per player (a launch token) and per client address. */
  connectionsPerPlayer_max: 3,
  connectionsPerAddress_max: 30,
  /** A socket that has not said hello by then is closed. */
  hello_ms: 10_000,
  /** The server pings this often; a socket that did not answer the previous ping is cut. */
  ping_ms: 25_000,
  /** Messages a client may send per window; more closes the socket (1008). */
  messagesPerWindow_max: 20,
  window_ms: 10_000,
  /** A socket whose unsent output grows past this is a reader that cannot keep up: it is cut. */
  buffered_bytes_max: 256 * 1024,
} as const;

/** Close codes the client page understands (4xxx are ours; it reconnects unless told the session is over). */
export const closeCodes = {
  helloMissing: 4000,
  sessionInvalid: 4001,
  tooManyConnections: 4008,
  policy: 1008,
} as const;

/** The one channel every process's hub hears: events of every table of every merchant. */
const channel = 'house.tables';

interface Envelope {
  m: number;
  t: string;
  to?: string;
  e: TableEvent;
}

/** What a connection asks of the engine: who the token is (and the table as they see it), and that they are still there. */
export interface Seat {
  tokenHash: string;
  /** The first message: the table as the player sees it now. */
  welcome: unknown;
}

export interface Attach {
  merchantId: number;
  tableId: string;
  address: string;
  /** Checks the hello's token: the player's seat at this table, or null (the socket is closed 4001). */
  hello(token: string): Promise<Seat | null>;
  /** The player is still there: keeps the table awake. */
  heartbeat(tokenHash: string): Promise<void>;
}

interface Conn {
  socket: WebSocket;
  key: string;
  address: string;
  tokenHash: string | null;
  alive: boolean;
  window_start_ms: number;
  messages: number;
  lastHeartbeat_ms: number;
}

export interface TableHub extends TableEvents {
  /** Subscribes this process to the tables' channel (Redis when REDIS_URL is set, in-process otherwise). */
  start(): Promise<void>;
  /** Takes over a freshly upgraded socket of a table. */
  attach(socket: WebSocket, a: Attach): void;
  /** Sockets open in this process (for tests and logs). */
  size(): number;
  close(): Promise<void>;
}

/**
 * The tables' real-time side: every event the engine publishes goes through the store's
 * broadcast (so it reaches the players connected to any platform process), and each process
 * sends it on to the sockets it holds for that table (or that player). Clients only say hello
 * and ping; bets go over HTTP like every other call of the game.
 */
export function createTableHub(deps: { store: Store; onError: (err: Error) => void; now?: () => number }): TableHub {
  const now = deps.now ?? Date.now;
  const byTable = createSocketGroups<Conn>();
  const byAddress = new Map<string, number>();
  let unsubscribe: Unsubscribe | null = null;
  const tableKey = (merchantId: number, tableId: string) => `${merchantId}:${tableId}`;

  const send = (c: Conn, message: string) => sendOrCut(c.socket, message, hubLimits.buffered_bytes_max);

  const deliver = (raw: string) => {
    const env = JSON.parse(raw) as Envelope;
    const conns = byTable.get(tableKey(env.m, env.t));
    if (!conns) return;
    const message = JSON.stringify(env.e);
    for (const c of conns) if (!env.to || c.tokenHash === env.to) send(c, message);
  };

  const forget = (c: Conn) => {
    byTable.remove(c.key, c);
    const n = (byAddress.get(c.address) ?? 1) - 1;
    if (n <= 0) byAddress.delete(c.address);
    else byAddress.set(c.address, n);
  };

  return {
    async start() {
      unsubscribe = await deps.store.subscribe(channel, deliver);
      byTable.startPings(hubLimits.ping_ms);
    },

    publish(merchantId, tableId, event, to) {
      const env: Envelope = { m: merchantId, t: tableId, e: event, ...(to ? { to } : {}) };
      deps.store.publish(channel, JSON.stringify(env)).catch((e: Error) => deps.onError(e));
    },

    attach(socket, a) {
      if ((byAddress.get(a.address) ?? 0) >= hubLimits.connectionsPerAddress_max) {
        socket.close(closeCodes.tooManyConnections, 'connections.too.many');
        return;
      }
      byAddress.set(a.address, (byAddress.get(a.address) ?? 0) + 1);
      const c: Conn = {
        socket, key: tableKey(a.merchantId, a.tableId), address: a.address, tokenHash: null, alive: true,
        window_start_ms: now(), messages: 0, lastHeartbeat_ms: 0,
      };
      const helloTimer = setTimeout(() => socket.close(closeCodes.helloMissing, 'hello.missing'), hubLimits.hello_ms);
      helloTimer.unref();
      socket.on('close', () => {
        clearTimeout(helloTimer);
        forget(c);
      });
      socket.on('error', () => socket.terminate());
      socket.on('message', (data, isBinary) => {
        const t = now();
        if (t - c.window_start_ms > hubLimits.window_ms) {
          c.window_start_ms = t;
          c.messages = 0;
        }
        if (++c.messages > hubLimits.messagesPerWindow_max || isBinary) {
          socket.close(closeCodes.policy, 'requests.too.many');
          return;
        }
        let msg: { type?: unknown; token?: unknown };
        try {
          msg = JSON.parse(data.toString()) as typeof msg;
        } catch {
          socket.close(closeCodes.policy, 'request.invalid');
          return;
        }
        if (msg.type === 'hello' && c.tokenHash === null && typeof msg.token === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(msg.token)) {
          clearTimeout(helloTimer);
          a.hello(msg.token).then((seat) => {
            if (!seat) return socket.close(closeCodes.sessionInvalid, 'session.invalid');
            if ([...(byTable.get(c.key) ?? [])].filter((x) => x.tokenHash === seat.tokenHash).length >= hubLimits.connectionsPerPlayer_max) {
              return socket.close(closeCodes.tooManyConnections, 'connections.too.many');
            }
            c.tokenHash = seat.tokenHash;
            c.lastHeartbeat_ms = t;
            byTable.add(c.key, c);
            send(c, JSON.stringify({ type: 'table', snapshot: seat.welcome }));
          }, (e: Error) => {
            deps.onError(e);
            socket.close(closeCodes.sessionInvalid, 'session.invalid');
          });
          return;
        }
        if (msg.type === 'ping' && c.tokenHash !== null) {
          send(c, JSON.stringify({ type: 'pong', now: new Date(t).toISOString() }));
          // A page pings every 20 s; the table's awake time is written at most every 15 s per player.
          if (t - c.lastHeartbeat_ms >= 15_000) {
            c.lastHeartbeat_ms = t;
            a.heartbeat(c.tokenHash).catch((e: Error) => deps.onError(e));
          }
          return;
        }
        socket.close(closeCodes.policy, 'request.invalid');
      });
    },

    size: () => byTable.size(),

    async close() {
      byTable.closeAll();
      await unsubscribe?.();
      unsubscribe = null;
    },
  };
}
