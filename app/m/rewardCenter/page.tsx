import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('rewardCenter');

/** /m/rewardCenter */
export default function RewardCenterPage() {
  return <ComingSoon page="rewardCenter" />;
}
