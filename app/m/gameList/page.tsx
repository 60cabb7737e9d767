import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('gameList');

/** /m/gameList */
export default function GameListPage() {
  return <ComingSoon page="gameList" />;
}
