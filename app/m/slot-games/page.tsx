import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('slotGames');

/** /m/slot-games */
export default function SlotGamesPage() {
  return <ComingSoon page="slotGames" />;
}
