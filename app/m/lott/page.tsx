import { pageMetadata } from '@/components/frame/page-metadata';
import { BettingScreen } from '@/components/lottery/betting-screen';

export const generateMetadata = () => pageMetadata('lott');

/** /m/lott – SPEC §2 lotto: the betting screen of the LOTT games (`?game=`, `?tab=bet|results|orders`). */
export default async function LottPage({ searchParams }: { searchParams: Promise<{ game?: string; tab?: string }> }) {
  return <BettingScreen gameType="LOTT" search={await searchParams} />;
}
