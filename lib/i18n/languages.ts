import { catalogueLanguages, type CatalogueLanguage } from './locale';

/** Each language by its own name, as a language menu shows it whatever the current language. */
export const languageNames: Readonly<Record<CatalogueLanguage, string>> = {
  EN: 'English',
  ZH: '中文',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  ID: 'Bahasa Indonesia',
};

/** Languages a visitor may choose: the merchant's supported list (all when unknown) that we have catalogues for. */
export function selectableLanguages(supported: readonly string[] | null | undefined): CatalogueLanguage[] {
  const wanted = new Set((supported ?? []).map((l) => l.trim().toUpperCase()));
  const list = catalogueLanguages.filter((l) => wanted.size === 0 || wanted.has(l));
  return list.length > 0 ? list : ['EN'];
}

/** The next-intl locale of a catalogue language: its lower-case code ('en', 'zh'). */
export function localeOf(language: CatalogueLanguage): Lowercase<CatalogueLanguage> {
  return language.toLowerCase() as Lowercase<CatalogueLanguage>;
}
