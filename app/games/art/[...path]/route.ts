import { artRoute } from '@/lib/bff/art';

// GET /games/art/** – lobby art drawn on the web origin from the path (lib/games/art.ts), without the platform hop
export const dynamic = 'force-dynamic';
export { artRoute as GET, artRoute as HEAD };
