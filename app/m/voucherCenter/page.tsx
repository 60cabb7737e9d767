import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('voucherCenter');

/** /m/voucherCenter */
export default function VoucherCenterPage() {
  return <ComingSoon page="voucherCenter" />;
}
