'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { drawRefreshDue } from '@/lib/games/lottery/view';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { LotteryDrawValue } from '@/lib/wps/schemas/lottery';

/** The draw is read again at most this often while something is due (a close passed, a result awaited). */
const refreshGap_ms = 2_000;
const tick_ms = 1_000;

/**
 * A game's draw as time passes: the open draw and the latest results, read again at the open
 * draw's close (the next draw opens then) and after a closed draw's time until its result is in
 * (drawRefreshDue). `now_ms` ticks every second for the countdown. `awaiting` names the draw
 * that closed and has no result yet.
 */
export function useDraw(gameId: string, initial: LotteryDrawValue | null) {
  const [draw, setDraw] = useState(initial);
  const [awaiting, setAwaiting] = useState<{ numero: string; drawTime: string } | null>(null);
  const [now_ms, setNow] = useState(() => Date.now());
  const [failed, setFailed] = useState(initial === null);
  const lastRead = useRef(0);

  const read = useCallback(async () => {
    lastRead.current = Date.now();
    const r = await wpsFetch('lotteryDraw', { gameId });
    if (!r.success || !r.value) return setFailed(true);
    const next = r.value;
    setFailed(false);
    setDraw((prev) => {
      if (prev && prev.current.numero !== next.current.numero && next.recent[0]?.numero !== prev.current.numero) {
        setAwaiting({ numero: prev.current.numero, drawTime: prev.current.drawTime });
      }
      return next;
    });
  }, [gameId]);

  useEffect(() => {
    setDraw(initial);
    setAwaiting(null);
  }, [initial]);

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), tick_ms);
    return () => clearInterval(id);
  }, []);

  const latestNumero = draw?.recent[0]?.numero ?? null;
  useEffect(() => {
    if (awaiting && latestNumero === awaiting.numero) setAwaiting(null);
  }, [awaiting, latestNumero]);

  useEffect(() => {
    if (now_ms - lastRead.current < refreshGap_ms) return;
    if (!draw) {
      // No draw read yet (the gateway did not answer the page): try again now and then.
      if (now_ms - lastRead.current >= 10_000) void read();
      return;
    }
    if (drawRefreshDue(now_ms, { closeTime: draw.current.closeTime, awaiting, latestNumero })) void read();
  }, [now_ms, draw, awaiting, latestNumero, read]);

  return { draw, awaiting, now_ms, failed, reload: read };
}
