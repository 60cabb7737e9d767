import { HomeNotices } from '@/components/content/home-notices';

/**
 * The home block of the frame (SPEC §2: the banner block shows on home paths only): the notice
 * ticker and the m_home banner group, server-rendered with their final sizes so nothing shifts.
 * Without announcements the ticker shows its empty text; without banners there is no banner box
 * rather than an invented image.
 */
export function BannerSlot({ inNativeApp = false }: { inNativeApp?: boolean }) {
  return (
    <div data-testid="banner-slot">
      <HomeNotices inNativeApp={inNativeApp} />
    </div>
  );
}
