'use client';

import { useEffect, useRef, useState } from 'react';
import { chatSocketUrl, finalCloseCodes, reconnectDelay_ms } from '@/lib/chat/view';

/** Where a chat socket stands: connecting (or reconnecting), open, or given up (refused). */
export type SocketState = 'connecting' | 'open' | 'closed';

/**
 * The live chat's socket on this origin (the member's /wps/chat/ws or the operators'
 * /ops/chat/ws): the web server adds the credentials from the httpOnly cookie, so the page sends
 * none. Reconnects with a growing delay unless the platform refused for good; pings every 20 s.
 * `onEvent` gets every pushed event; `send` drops a frame while the socket is down (typing only).
 */
export function useChatSocket(path: string, onEvent: (e: Record<string, unknown>) => void): { state: SocketState; send(frame: object): void; reconnects: number } {
  const [state, setState] = useState<SocketState>('connecting');
  const [reconnects, setReconnects] = useState(0);
  const ws = useRef<WebSocket | null>(null);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let pinger: ReturnType<typeof setInterval> | null = null;
    const open = () => {
      const socket = new WebSocket(chatSocketUrl(window.location, path));
      ws.current = socket;
      socket.onmessage = (m) => {
        let e: Record<string, unknown>;
        try {
          e = JSON.parse(String(m.data)) as Record<string, unknown>;
        } catch {
          return;
        }
        // The platform's first frame is a pong: the socket is registered and hears everything from now on.
        if (e.type === 'pong') {
          if (attempt > 0) setReconnects((n) => n + 1);
          attempt = 0;
          setState('open');
          return;
        }
        handler.current(e);
      };
      socket.onclose = (c) => {
        if (pinger) clearInterval(pinger);
        pinger = null;
        if (stopped) return;
        if (finalCloseCodes.includes(c.code)) return setState('closed');
        setState('connecting');
        retry = setTimeout(open, reconnectDelay_ms(attempt++));
      };
      socket.onopen = () => {
        pinger = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send('{"type":"ping"}'), 20_000);
      };
    };
    open();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (pinger) clearInterval(pinger);
      ws.current?.close(1000);
    };
  }, [path]);

  return {
    state,
    reconnects,
    send(frame) {
      if (ws.current?.readyState === WebSocket.OPEN) ws.current.send(JSON.stringify(frame));
    },
  };
}
