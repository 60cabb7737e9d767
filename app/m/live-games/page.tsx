import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('liveGames');

/** /m/live-games */
export default function LiveGamesPage() {
  return <ComingSoon page="liveGames" />;
}
