import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('app');

/** /m/app */
export default function AppPage() {
  return <ComingSoon page="app" />;
}
