import { CategoryScreen, type CategoryQuery } from '@/components/lobby/category-screen';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('gameList');

/** /m/gameList?gameType=&vassalage=&dataType=&gameClassify= – SPEC §2 game list screen. */
export default async function Page({ searchParams }: { searchParams: Promise<CategoryQuery> }) {
  return <CategoryScreen path="/m/gameList" query={await searchParams} />;
}
