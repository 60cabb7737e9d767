import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('withdraw');

/** /m/withdraw */
export default function WithdrawPage() {
  return <ComingSoon page="withdraw" />;
}
