import { getTranslations } from 'next-intl/server';
import { getHomeContent } from '@/lib/data/content';
import { LoginPopup } from './login-popup';

/** The login pop-up's data for a signed-in member: the merchant's live pop-up announcements (type PU). */
export async function LoginPopupSlot() {
  const [content, t] = await Promise.all([getHomeContent(), getTranslations('content.popup')]);
  const popups = content?.popup ?? [];
  if (!popups.length) return null;
  return <LoginPopup popups={popups} labels={{ title: t('title'), agree: t('agree'), close: t('close') }} />;
}
