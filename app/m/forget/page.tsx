import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('forget');

/** /m/forget */
export default function ForgetPage() {
  return <ComingSoon page="forget" />;
}
