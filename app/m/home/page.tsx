import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('home');

/** /m/home */
export default function HomePage() {
  return <ComingSoon page="home" />;
}
