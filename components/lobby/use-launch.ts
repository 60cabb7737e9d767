'use client';

import { useState } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { loginHref } from '@/lib/frame/gate';
import { errorMessageKey } from '@/lib/i18n/errors';
import { navigateTo } from '@/lib/net/navigate';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { lobbyBackUrl } from '@/lib/games/game-exit';
import type { LaunchTarget } from '@/lib/games/tile-data';
import { keepLobbyPlace } from './use-lobby-return';

/** How long a launch failure stays on screen. */
const errorToast_ms = 2000;

/**
 * Launching a game from any lobby element (SPEC §2): a visitor goes to the login and comes back;
 * a member gets a one-time launch through launchGame and the browser goes to the game's page,
 * whose exit (backUrl) leads back to this screen where it stood (use-lobby-return).
 * A refusal shows as a toast for 2 s.
 */
export function useLaunch(loggedIn: boolean) {
  const te = useTranslations();
  const router = useRouter();
  const pathname = usePathname();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toLogin = () => router.push(loginHref(pathname));
  const flash = (code: string | null) => {
    setError(te(errorMessageKey(code)));
    setTimeout(() => setError(null), errorToast_ms);
  };

  const launch = async (game: LaunchTarget) => {
    if (!loggedIn) return toLogin();
    if (busy) return;
    setBusy(true);
    // A launch leaves the page; until it does (or fails) further taps wait.
    const backUrl = lobbyBackUrl(window.location.pathname, window.location.search);
    const r = await wpsFetch('launchGame', {
      nodeId: game.nodeId, gameId: game.gameId, vassalage: game.vassalage, gameType: game.gameType, platform: 'html5', clientType: '2', accountType: '1',
      ...(game.roomId ? { roomId: game.roomId } : {}), backUrl,
    });
    const url = r.success ? r.value.content.game_url : undefined;
    if (r.success && url) {
      keepLobbyPlace(backUrl);
      return navigateTo(url);
    }
    setBusy(false);
    flash(r.errorCode);
  };

  return { launch, busy, error, flash, toLogin };
}
