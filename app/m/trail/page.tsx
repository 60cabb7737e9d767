import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('trail');

/** /m/trail */
export default function TrailPage() {
  return <ComingSoon page="trail" />;
}
