'use client';

import { useEffect } from 'react';
import { keepLobbyReturn, lobbyReturnFollow_ms, lobbyReturnKey, lobbyReturnScroll } from '@/lib/games/game-exit';

/**
 * Keeps where this lobby screen stands as a game launched from it opens: the game page's exit
 * leads to `backUrl` (this screen, as the launch named it) and the screen scrolls back to the spot.
 */
export function keepLobbyPlace(backUrl: string): void {
  try {
    sessionStorage.setItem(lobbyReturnKey, keepLobbyReturn(backUrl, window.scrollY, Date.now()));
  } catch {
    // Storage refused (a private window's quota): the exit still leads here, at the top.
  }
}

/**
 * Back from a game (its exit, or the browser's back), a lobby screen stands where the member
 * left it. A list that had loaded more pages is shorter at first: scrolling to its end loads the
 * next page, and the position is taken again each frame as it grows, until it is reached, the
 * member touches the screen, or 10 s pass. What was kept is used once.
 */
export function useLobbyReturn(): void {
  useEffect(() => {
    let kept: string | null;
    try {
      kept = sessionStorage.getItem(lobbyReturnKey);
      sessionStorage.removeItem(lobbyReturnKey);
    } catch {
      return;
    }
    const y = lobbyReturnScroll(kept, `${window.location.pathname}${window.location.search}`, Date.now());
    if (y === null) return;
    const until_ms = Date.now() + lobbyReturnFollow_ms;
    let frame = 0;
    const place = () => {
      window.scrollTo(0, y);
      if (Math.abs(window.scrollY - y) > 1 && Date.now() < until_ms) frame = requestAnimationFrame(place);
    };
    const stop = () => cancelAnimationFrame(frame);
    const touches = ['touchstart', 'wheel', 'keydown', 'pointerdown'] as const;
    for (const e of touches) window.addEventListener(e, stop, { passive: true, once: true });
    place();
    return () => {
      stop();
      for (const e of touches) window.removeEventListener(e, stop);
    };
  }, []);
}
