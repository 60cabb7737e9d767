import { getRequestConfig } from 'next-intl/server';
import { localeOf } from './languages';
import { loadMessages } from './messages';
import { requestLanguage } from './server';

/**
 * next-intl's per-request configuration, without locale routing: URLs carry no language; the
 * `language` cookie and the merchant's configuration decide it (lib/i18n/locale.ts).
 */
export default getRequestConfig(async () => {
  const language = await requestLanguage();
  return { locale: localeOf(language), messages: await loadMessages(language) };
});
