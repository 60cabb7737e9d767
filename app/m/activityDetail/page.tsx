import { PromotionScreen } from '@/components/content/promotion-screen';
import { pageMetadata } from '@/components/frame/page-metadata';
import { queryId } from '@/lib/content/promotions';

export const generateMetadata = () => pageMetadata('activityDetail');

/**
 * /m/activityDetail?id= – SPEC §2 deep link to one promotion, its canonical address
 * (lib/content/promotions.ts promotionHref): the promotion screen with every category, that
 * promotion open and scrolled to after 500 ms; a note when it has ended.
 */
export default async function ActivityDetailPage({ searchParams }: { searchParams: Promise<{ id?: string | string[] }> }) {
  const { id } = await searchParams;
  return <PromotionScreen path="/m/activityDetail" category={null} openId={queryId(id)} />;
}
