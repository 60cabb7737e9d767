import { PromotionScreen } from '@/components/content/promotion-screen';
import { pageMetadata } from '@/components/frame/page-metadata';
import { queryId } from '@/lib/content/promotions';
import { getHomeContent } from '@/lib/data/content';
import { htmlSummary } from '@/lib/seo';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

/** The promotion's own title and text as the page's title and description (each promotion is its own search result). */
export async function generateMetadata({ searchParams }: Props) {
  const id = queryId((await searchParams).id);
  const promotion = id === null ? null : (await getHomeContent())?.promotion.find((p) => p.id === id) ?? null;
  return pageMetadata('activityDetail', promotion && { title: promotion.title, description: htmlSummary(promotion.content) });
}

/**
 * /m/activityDetail?id= – SPEC §2 deep link to one promotion, its canonical address
 * (lib/content/promotions.ts promotionHref): the promotion screen with every category, that
 * promotion open and scrolled to after 500 ms; a note when it has ended.
 */
export default async function ActivityDetailPage({ searchParams }: Props) {
  const { id } = await searchParams;
  return <PromotionScreen path="/m/activityDetail" category={null} openId={queryId(id)} />;
}
