import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('notice');

/** /m/notice */
export default function NoticePage() {
  return <ComingSoon page="notice" />;
}
