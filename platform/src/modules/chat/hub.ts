import type { WebSocket } from 'ws';
import type { ChatSocketEvent } from '@/lib/wps/schemas/messages';
import type { Store, Unsubscribe } from '../../infra';
import { createSocketGroups, sendOrCut } from '../../http/websocket';

/** Bounds of the chat's sockets (the frame size is the app's, http/websocket.ts). */
export const chatHubLimits = {
  /** Open sockets per member (tabs, a phone and a laptop) and per operator. */
  connectionsPerMember_max: 5,
  connectionsPerOperator_max: 10,
  /** The server pings this often; a socket that did not answer the previous ping is cut. */
  ping_ms: 25_000,
  /** Frames a client may send per window (typing and pings); more closes the socket (1008). */
  messagesPerWindow_max: 30,
  window_ms: 10_000,
  /** A reader that cannot keep up is cut rather than buffered for. */
  buffered_bytes_max: 256 * 1024,
} as const;

/** The one channel every process's chat hub hears. */
const channel = 'chat.events';

/** Who hears an event: the member's sockets, the merchant's operators' sockets, or both. */
export interface Audience {
  member: number | null;
  operators: boolean;
}

interface Envelope {
  m: number;
  u: number | null;
  o: boolean;
  e: ChatSocketEvent;
}

/** Who a socket belongs to (decided at the handshake, from the session or the operator token). */
export type SocketOwner = { kind: 'member'; merchantId: number; memberId: number } | { kind: 'operator'; merchantId: number; name: string };

/** What a client frame asks for: the member's or operator's typing (the operator names the conversation). */
export type ClientFrame = { type: 'typing'; conversationId?: string } | { type: 'ping' };

export interface ChatEvents {
  /** Sends the event to its audience's sockets in every platform process. */
  publish(merchantId: number, to: Audience, event: ChatSocketEvent): void;
}

export interface ChatHub extends ChatEvents {
  start(): Promise<void>;
  /** Takes over a socket whose owner the handshake established; `onFrame` handles typing. */
  attach(socket: WebSocket, owner: SocketOwner, onFrame: (frame: ClientFrame) => void): void;
  size(): number;
  close(): Promise<void>;
}

interface Conn {
  socket: WebSocket;
  key: string;
  alive: boolean;
  /** The operator's name (an operator's socket). */
  name?: string;
  window_start_ms: number;
  frames: number;
}

const memberKey = (m: number, memberId: number) => `u:${m}:${memberId}`;
const operatorsKey = (m: number) => `o:${m}`;

/**
 * The chat's real-time side, on the same pieces as the house tables' hub: every event goes
 * through the store's broadcast (Redis pub/sub when REDIS_URL is set), so a member connected to
 * one platform process hears the operator who answered through another; each process sends it
 * on to the sockets it holds. Clients send only typing and pings; messages go over HTTP.
 */
export function createChatHub(deps: { store: Store; onError: (err: Error) => void; now?: () => number }): ChatHub {
  const now = deps.now ?? Date.now;
  const byKey = createSocketGroups<Conn>();
  let unsubscribe: Unsubscribe | null = null;

  const send = (c: Conn, message: string) => sendOrCut(c.socket, message, chatHubLimits.buffered_bytes_max);
  const sendTo = (key: string, message: string) => {
    for (const c of byKey.get(key) ?? []) send(c, message);
  };

  const deliver = (raw: string) => {
    const env = JSON.parse(raw) as Envelope;
    const message = JSON.stringify(env.e);
    if (env.u !== null) sendTo(memberKey(env.m, env.u), message);
    if (env.o) sendTo(operatorsKey(env.m), message);
  };

  return {
    async start() {
      unsubscribe = await deps.store.subscribe(channel, deliver);
      byKey.startPings(chatHubLimits.ping_ms);
    },

    publish(merchantId, to, event) {
      const env: Envelope = { m: merchantId, u: to.member, o: to.operators, e: event };
      deps.store.publish(channel, JSON.stringify(env)).catch((e: Error) => deps.onError(e));
    },

    attach(socket, owner, onFrame) {
      const key = owner.kind === 'member' ? memberKey(owner.merchantId, owner.memberId) : operatorsKey(owner.merchantId);
      const set = byKey.get(key) ?? new Set<Conn>();
      const max = owner.kind === 'member' ? chatHubLimits.connectionsPerMember_max : chatHubLimits.connectionsPerOperator_max;
      const mine = owner.kind === 'member' ? set.size : [...set].filter((c) => c.name === owner.name).length;
      if (mine >= max) {
        socket.close(4008, 'connections.too.many');
        return;
      }
      const c: Conn = { socket, key, alive: true, window_start_ms: now(), frames: 0, ...(owner.kind === 'operator' ? { name: owner.name } : {}) };
      byKey.add(key, c);
      socket.on('close', () => byKey.remove(key, c));
      socket.on('error', () => socket.terminate());
      socket.on('message', (data, isBinary) => {
        const t = now();
        if (t - c.window_start_ms > chatHubLimits.window_ms) {
          c.window_start_ms = t;
          c.frames = 0;
        }
        if (++c.frames > chatHubLimits.messagesPerWindow_max || isBinary) return socket.close(1008, 'requests.too.many');
        let frame: { type?: unknown; conversationId?: unknown };
        try {
          frame = JSON.parse(data.toString()) as typeof frame;
        } catch {
          return socket.close(1008, 'request.invalid');
        }
        if (frame.type === 'ping') return send(c, JSON.stringify({ type: 'pong' }));
        if (frame.type === 'typing') {
          const id = typeof frame.conversationId === 'string' && /^\d{1,18}$/.test(frame.conversationId) ? frame.conversationId : undefined;
          return onFrame({ type: 'typing', ...(id ? { conversationId: id } : {}) });
        }
        socket.close(1008, 'request.invalid');
      });
      send(c, JSON.stringify({ type: 'pong' }));
    },

    size: () => byKey.size(),

    async close() {
      byKey.closeAll();
      await unsubscribe?.();
      unsubscribe = null;
    },
  };
}
