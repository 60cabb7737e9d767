import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';

/** A game of the catalog as the lists answer it. */
export const game = (n: number, vassalage = 'LUCKYSTAR') => ({
  gameId: `g${n}`, nodeId: String(n), nodeName: `Game ${n}`, gameName: `Game ${n}`, displayName: `Game ${n}`, gameType: 'RNG' as const, vassalage,
  gameClassify: null, gameClassifyNew: [], minBet: 0.1, mobileLargeIcon: '/a.svg', showIcon: '/a.svg', iconUrl: '/a.svg', roomId: null, supportPlay: true, favourite: false,
});
export const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => game(from + i));
export const preview = (totalCount: number) => ({ games: range(1, Math.min(6, totalCount)), pageNum: 1, pageSize: 6, totalPages: Math.ceil(totalCount / 6), totalCount });
export const vendor = { vassalage: 'LUCKYSTAR', displayName: 'Lucky Star', gameType: 'RNG', icon: '/v.svg' };
const pageNoOf = (path: string) => Number(new URLSearchParams(path.split('?')[1]).get('pageNo'));
/** A vendor list of 30 games as GCSGAME_gameList pages it, 25 to a page. */
export const vendorPage = (path: string) => {
  const pageNo = pageNoOf(path);
  return { games: range(1 + (pageNo - 1) * 25, pageNo === 1 ? 25 : 5), pageNum: pageNo, pageSize: 25, totalPages: 2, totalCount: 30 };
};
/** 64 favourites as GCSGAME_favoriteGames pages them on the tab, 30 to a page. */
export const favPage = (path: string) => {
  const pageNo = pageNoOf(path);
  return { content: range(100 + (pageNo - 1) * 30, pageNo === 3 ? 4 : 30), pageNum: pageNo, pageSize: 30, totalPages: 3, totalCount: 64 };
};
export const tiles = () => screen.getAllByRole('button', { name: /^Play / });

/** Renders in the provider with the real English catalogue; changeLanguage re-renders in another locale, as the language refresh does. */
export function renderIn(ui: ReactElement, locale: 'en' | 'zh' = 'en') {
  const wrap = (l: 'en' | 'zh') => <NextIntlClientProvider locale={l} messages={en}>{ui}</NextIntlClientProvider>;
  const r = render(wrap(locale));
  return { ...r, changeLanguage: (l: 'en' | 'zh') => r.rerender(wrap(l)) };
}
