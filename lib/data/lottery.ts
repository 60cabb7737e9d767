import 'server-only';
import type { LotteryDrawValue, LotteryGamesValue } from '@/lib/wps/schemas/lottery';
import { readValue as read } from './request';

/** The lottery games with their play menus and the merchant's prize mode; null when the gateway does not answer. */
export const getLotteryGames = (): Promise<LotteryGamesValue | null> => read('lotteryGames');

/** A game's open draw and its latest results; null when the gateway does not answer. */
export const getLotteryDraw = (gameId: string): Promise<LotteryDrawValue | null> => read('lotteryDraw', { gameId });
