import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('lott');

/** /m/lott */
export default function LottPage() {
  return <ComingSoon page="lott" />;
}
