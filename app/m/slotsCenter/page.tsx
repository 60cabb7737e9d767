import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('slotsCenter');

/** /m/slotsCenter */
export default function SlotsCenterPage() {
  return <ComingSoon page="slotsCenter" />;
}
