import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('securityCenter');

/** /m/securityCenter */
export default function SecurityCenterPage() {
  return <ComingSoon page="securityCenter" />;
}
