import { CategoryScreen, type CategoryQuery } from '@/components/lobby/category-screen';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('esportGames');

/** /m/esport-games – SPEC §2 game category screen (ESPORTS). */
export default async function Page({ searchParams }: { searchParams: Promise<CategoryQuery> }) {
  return <CategoryScreen path="/m/esport-games" fixedType="ESPORTS" query={await searchParams} />;
}
