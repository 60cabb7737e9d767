import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { FastifyInstance } from 'fastify';

/**
 * The platform's WebSockets (the house tables' round events, the live chat): @fastify/websocket
 * registered once on the root app, before any route asks for `websocket: true`. Clients of both
 * only say hello, ping and 'typing', a few dozen bytes: a frame over this closes the socket (1009).
 * Everything larger (bets, chat messages and pictures) goes over HTTP like every other call.
 */
export const socketFrame_bytes_max = 1024;

export async function registerWebsocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: socketFrame_bytes_max } });
}

/** A socket a hub holds: `alive` is set by each pong and cleared by each ping. */
export interface HeldSocket {
  socket: WebSocket;
  alive: boolean;
}

/** A hub's sockets by key (a table, a member, a merchant's operators), with the pings and the closing every hub needs. */
export interface SocketGroups<C extends HeldSocket> {
  get(key: string): Set<C> | undefined;
  add(key: string, c: C): void;
  remove(key: string, c: C): void;
  /** Pings every socket each ping_ms; one that did not answer the previous ping is cut. */
  startPings(ping_ms: number): void;
  size(): number;
  /** Stops the pings and closes every socket (1001 going away). */
  closeAll(): void;
}

export function createSocketGroups<C extends HeldSocket>(): SocketGroups<C> {
  const groups = new Map<string, Set<C>>();
  let pinger: NodeJS.Timeout | null = null;
  return {
    get: (key) => groups.get(key),
    add(key, c) {
      const set = groups.get(key) ?? new Set<C>();
      set.add(c);
      groups.set(key, set);
      c.socket.on('pong', () => void (c.alive = true));
    },
    remove(key, c) {
      const set = groups.get(key);
      set?.delete(c);
      if (set?.size === 0) groups.delete(key);
    },
    startPings(ping_ms) {
      pinger = setInterval(() => {
        for (const set of groups.values()) {
          for (const c of set) {
            if (!c.alive) {
              c.socket.terminate();
              continue;
            }
            c.alive = false;
            c.socket.ping();
          }
        }
      }, ping_ms);
      pinger.unref();
    },
    size() {
      let n = 0;
      for (const set of groups.values()) n += set.size;
      return n;
    },
    closeAll() {
      if (pinger) clearInterval(pinger);
      pinger = null;
      for (const set of groups.values()) for (const c of set) c.socket.close(1001, 'going away');
      groups.clear();
    },
  };
}

/** Sends a frame, or cuts a reader whose unsent output grew past buffered_max (it cannot keep up). */
export function sendOrCut(socket: WebSocket, message: string, buffered_max: number): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > buffered_max) return void socket.terminate();
  socket.send(message);
}
