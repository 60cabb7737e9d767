import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('set');

/** /m/set */
export default function SetPage() {
  return <ComingSoon page="set" />;
}
