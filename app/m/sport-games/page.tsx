import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('sportGames');

/** /m/sport-games */
export default function SportGamesPage() {
  return <ComingSoon page="sportGames" />;
}
