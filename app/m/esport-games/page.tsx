import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('esportGames');

/** /m/esport-games */
export default function EsportGamesPage() {
  return <ComingSoon page="esportGames" />;
}
