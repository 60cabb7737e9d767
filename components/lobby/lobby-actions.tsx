'use client';

import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { favouriteTarget, launchTarget } from '@/lib/games/tile-data';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { Toast } from '@/components/ui/toast';
import { useLaunch } from './use-launch';
import { useLobbyReturn } from './use-lobby-return';

/**
 * The taps of a lobby screen, handled once for all its tiles (SPEC §2, §4): a [data-launch]
 * element launches its game (a visitor goes to the login and comes back); a [data-fav] heart
 * changes at once and tells the server, and changes back if the server refuses (adding a
 * favourite that is there changes nothing). In a list of favourites ([data-fav-list]) a removed
 * game leaves the list at once, before the server answers, and comes back if it refuses. A
 * refusal shows as a 2 s toast. Back from a game, the screen scrolls to where it was left.
 */
export function LobbyActions({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  const { launch, error, flash, toLogin } = useLaunch(loggedIn);
  useLobbyReturn();
  // A tap before hydration is lost (the handler is React's): data-ready says taps are heard now.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const t = useTranslations('lobby');
  const setFavourite = (el: HTMLElement, on: boolean) => {
    el.setAttribute('aria-pressed', String(on));
    const name = el.dataset.name;
    if (name) el.setAttribute('aria-label', on ? t('unfavourite', { name }) : t('favourite', { name }));
  };

  const onClick = async (e: MouseEvent<HTMLDivElement>) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-launch], [data-fav]');
    if (!el || !e.currentTarget.contains(el)) return;
    const target = launchTarget(el.dataset);
    if (target) {
      el.setAttribute('aria-busy', 'true');
      await launch(target);
      el.removeAttribute('aria-busy');
      return;
    }
    const favourite = favouriteTarget(el.dataset);
    if (!favourite) return;
    if (!loggedIn) return toLogin();
    const on = el.getAttribute('aria-pressed') !== 'true';
    setFavourite(el, on);
    const leaving = !on && el.closest('[data-fav-list]') ? el.closest('li') : null;
    if (leaving) leaving.hidden = true;
    const r = await wpsFetch(on ? 'gameFavouriteAdd' : 'gameFavouriteRemove', favourite);
    if (!r.success) {
      setFavourite(el, !on);
      if (leaving) leaving.hidden = false;
      flash(r.errorCode);
    }
  };

  return (
    // Clicks bubble here from the tiles' own buttons, which are the keyboard-reachable controls.
    <div onClick={onClick} data-lobby data-ready={ready || undefined}>
      {children}
      <Toast message={error} kind="error" />
    </div>
  );
}
