import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('hotGames');

/** /m/hot-games */
export default function HotGamesPage() {
  return <ComingSoon page="hotGames" />;
}
