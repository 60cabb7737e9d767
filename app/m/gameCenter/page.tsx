import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('gameCenter');

/** /m/gameCenter */
export default function GameCenterPage() {
  return <ComingSoon page="gameCenter" />;
}
