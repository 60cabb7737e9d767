import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('redRain');

/** /m/redRain */
export default function RedRainPage() {
  return (
    <MemberGate path="/m/redRain">
      <ComingSoon page="redRain" />
    </MemberGate>
  );
}
