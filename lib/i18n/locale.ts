/** Languages the web app has catalogues for (messages/<lower>.json). */
export const catalogueLanguages = ['EN', 'ZH', 'TH', 'VI', 'ID'] as const;
export type CatalogueLanguage = (typeof catalogueLanguages)[number];

/** The cookie that keeps the visitor's language choice (SPEC §9: stored language key `language`). */
export const languageCookie = 'language';

/**
 * The language of a request: the cookie when the merchant supports it and we have its
 * catalogue, else the merchant's default, else EN (SPEC §9 default language).
 */
export function pickLanguage(cookie: string | null | undefined, supported: readonly string[], merchantDefault: string | null | undefined): CatalogueLanguage {
  const ok = (l: string | null | undefined): l is CatalogueLanguage =>
    !!l && (catalogueLanguages as readonly string[]).includes(l) && (supported.length === 0 || supported.includes(l));
  const c = cookie?.trim().toUpperCase();
  if (ok(c)) return c;
  const d = merchantDefault?.trim().toUpperCase();
  if (ok(d)) return d;
  return 'EN';
}

/** BCP 47 tag for <html lang>. */
export function htmlLang(language: CatalogueLanguage): string {
  return { EN: 'en', ZH: 'zh-CN', TH: 'th', VI: 'vi', ID: 'id' }[language];
}
