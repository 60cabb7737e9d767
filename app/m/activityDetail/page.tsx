import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('activityDetail');

/** /m/activityDetail */
export default function ActivityDetailPage() {
  return <ComingSoon page="activityDetail" />;
}
