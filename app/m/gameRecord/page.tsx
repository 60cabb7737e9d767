import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('gameRecord');

/** /m/gameRecord */
export default function GameRecordPage() {
  return <ComingSoon page="gameRecord" />;
}
