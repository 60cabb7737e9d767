import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('lottery');

/** /m/lottery */
export default function LotteryPage() {
  return <ComingSoon page="lottery" />;
}
