import { gamesProxy } from '@/lib/bff/games-proxy';

// GET|POST /games/** – the in-house vendor's game pages and their API, served by the platform (the art is drawn here: app/games/art)
export const dynamic = 'force-dynamic';
export { gamesProxy as GET, gamesProxy as POST };
