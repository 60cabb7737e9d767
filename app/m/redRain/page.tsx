import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('redRain');

/** /m/redRain */
export default function RedRainPage() {
  return <ComingSoon page="redRain" />;
}
