import { gamesProxy } from '@/lib/bff/games-proxy';

// GET|POST /games/** – the in-house vendor's game pages, their API and the lobby art, served by the platform
export const dynamic = 'force-dynamic';
export { gamesProxy as GET, gamesProxy as POST };
