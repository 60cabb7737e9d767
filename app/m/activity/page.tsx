import { PromotionScreen } from '@/components/content/promotion-screen';
import { pageMetadata } from '@/components/frame/page-metadata';
import { queryId } from '@/lib/content/promotions';

export const generateMetadata = () => pageMetadata('activity');

/** /m/activity – SPEC §2 promotion screen: the category menu and the accordion of promotions; `?category=` picks a category. */
export default async function ActivityPage({ searchParams }: { searchParams: Promise<{ category?: string | string[] }> }) {
  const { category } = await searchParams;
  return <PromotionScreen path="/m/activity" category={queryId(category)} openId={null} />;
}
