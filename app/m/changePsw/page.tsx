import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('changePsw');

/** /m/changePsw */
export default function ChangePswPage() {
  return <ComingSoon page="changePsw" />;
}
