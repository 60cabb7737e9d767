import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('fishingGames');

/** /m/fishing-games */
export default function FishingGamesPage() {
  return <ComingSoon page="fishingGames" />;
}
