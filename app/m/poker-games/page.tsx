import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('pokerGames');

/** /m/poker-games */
export default function PokerGamesPage() {
  return <ComingSoon page="pokerGames" />;
}
