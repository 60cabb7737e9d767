import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('activity');

/** /m/activity */
export default function ActivityPage() {
  return <ComingSoon page="activity" />;
}
