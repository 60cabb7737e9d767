import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('elott');

/** /m/elott */
export default function ElottPage() {
  return <ComingSoon page="elott" />;
}
