import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { getSystemStatus } from '@/lib/data/system';
import { languageCookie, pickLanguage, type CatalogueLanguage } from './locale';

/**
 * The language of this request (SPEC §9: stored preference `language`, default EN): the cookie
 * when the merchant supports it, else the merchant's default, else EN.
 */
export const requestLanguage = cache(async (): Promise<CatalogueLanguage> => {
  const [jar, status] = await Promise.all([cookies(), getSystemStatus()]);
  const languages = status?.info.whitelabel.languages;
  return pickLanguage(jar.get(languageCookie)?.value, languages?.supported ?? [], languages?.default);
});
